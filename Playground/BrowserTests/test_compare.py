"""Compare and repeat: four pinned tunings spin beside the control with the same gesture, each from
the face the control rests on, each tappable alone, kept in the URL and local storage; a typed gesture
(velocity and point) plays on demand and every N s, and travels in the URL."""

import unittest

from harness import URL, browser, flick, fresh_page, save_screenshot, stage_state, wait_until_resting

DURATIONS = [0.6, 1.0, 1.5, 2.5]  # the four pinned tunings' D (s)
LOOP_FRAME_SLACK = 0.1  # a loop's play lands on the first frame at or after its time: one frame (s), loaded


def pins():
    return browser.execute("""
        return [...document.querySelectorAll('#pins .pin-stage')].map(s =>
          ({face: s.dataset.face, angle: Number(s.dataset.angle), drawn: !!s.querySelector('svg')}));""")


def set_duration(value):
    browser.execute("const e = document.querySelector('[data-setting=spinDecelerationDuration] input[type=number]');"
                    "e.value = arguments[0]; e.dispatchEvent(new Event('change', {bubbles: true}));", str(value))
    browser.wait_for(lambda: browser.execute("return window.playground.valid.spinDecelerationDuration;") == value,
                     message=f"D = {value}")


def pin_four():
    for index, duration in enumerate(DURATIONS):
        set_duration(duration)
        browser.click(browser.find("#pin"))
        browser.wait_for(lambda: len(pins()) == index + 1 and pins()[index]["drawn"], message=f"pin {index + 1}")


def reload(url):
    browser.get("about:blank")
    browser.get(url)
    browser.wait_for(lambda: browser.execute(
        "return !!(window.playground && window.playground.designer && document.querySelector('#stage svg'));"),
        message="the page to load")


class CompareTests(unittest.TestCase):
    def setUp(self):
        fresh_page()

    def test_four_pins_spin_with_the_control_and_land_on_its_face(self):
        pin_four()
        set_duration(2)
        flick()
        browser.wait_for(lambda: all(p["angle"] > 0 for p in pins()), message="every pin to spin with the gesture")
        save_screenshot("playground-compare-four.png")
        wait_until_resting("bottom")
        browser.wait_for(lambda: all(p["face"] == "bottom" for p in pins()), timeout=10,
                         message="every pin to land on the control's face")
        durations = browser.execute("return window.playground.designer.compare.pins.map(p => p.settings.spinDecelerationDuration);")
        self.assertEqual(durations, DURATIONS)

    def test_tapping_a_pin_spins_it_alone_from_the_face_the_control_rests_on(self):
        pin_four()
        flick()
        wait_until_resting("bottom")
        browser.wait_for(lambda: all(p["face"] == "bottom" for p in pins()), timeout=10, message="the pins to land")
        browser.execute("window.playground.designer.compare.pins[2].stage.element.focus();")
        browser.execute("document.querySelector('#pins .pin:nth-child(3) .pin-stage').dispatchEvent("
                        "new KeyboardEvent('keydown', {key: ' ', bubbles: true}));")
        browser.wait_for(lambda: pins()[2]["face"] == "top" and browser.execute(
            "return window.playground.designer.compare.pins[2].model.state().stage;") != "spinning",
            timeout=10, message="C to turn over from bottom and land")
        self.assertEqual([p["face"] for p in pins()], ["bottom", "bottom", "top", "bottom"])
        self.assertEqual(stage_state()["face"], "bottom", "the control did not move")
        # The control taps back to top: C, resting on the other face, starts from bottom again with the rest.
        flick()
        wait_until_resting("top")
        browser.wait_for(lambda: all(p["face"] == "top" for p in pins()), timeout=10,
                         message="every pin, C included, to turn from the control's face to top")

    def test_the_pins_are_kept_in_the_url_and_in_local_storage(self):
        pin_four()
        url = browser.execute("return location.href;")
        self.assertIn("p=", url)
        reload(URL)  # local storage, no fragment
        browser.wait_for(lambda: len(pins()) == 4 and all(p["drawn"] for p in pins()), message="the stored pins")
        browser.execute("localStorage.clear();")
        reload(url)  # the link alone
        browser.wait_for(lambda: len(pins()) == 4, message="the linked pins")
        durations = browser.execute("return window.playground.designer.compare.pins.map(p => p.settings.spinDecelerationDuration);")
        self.assertEqual(durations, DURATIONS)
        browser.click(browser.find("#pins .pin:nth-child(2) button"))
        self.assertEqual(browser.execute("return [...document.querySelectorAll('#pins figcaption')].map(c => c.firstChild.textContent);"),
                         ["A", "B", "C"])
        self.assertEqual(browser.execute("return window.playground.designer.compare.pins.map(p => p.settings.spinDecelerationDuration);"),
                         [0.6, 1.5, 2.5])


class TypedGestureTests(unittest.TestCase):
    def setUp(self):
        fresh_page()

    def type_gesture(self, vx, vy, px, py, every=None):
        for field, value in (("typed-vx", vx), ("typed-vy", vy), ("typed-px", px), ("typed-py", py), ("typed-every", every)):
            if value is not None:
                browser.execute("const e = document.getElementById(arguments[0]); e.value = arguments[1];"
                                "e.dispatchEvent(new Event('change', {bubbles: true}));", field, str(value))

    def test_a_typed_flick_plays_as_the_model_classifies_it(self):
        self.type_gesture(0, 1500, 0, -12)
        browser.click(browser.find("#typed-play"))
        browser.wait_for(lambda: browser.execute("return document.getElementById('trace').dataset.outcome;") == "flick",
                         message="a flick")
        self.assertIn("released at 1500 pt/s", browser.execute("return document.getElementById('trace').textContent;"))
        wait_until_resting("bottom")
        self.type_gesture(0, 0, 0, 0)
        browser.click(browser.find("#typed-play"))
        browser.wait_for(lambda: browser.execute("return document.getElementById('trace').dataset.outcome;") == "tap",
                         message="a tap")
        wait_until_resting("top")

    def test_the_loop_plays_the_gesture_every_n_seconds_of_the_page_clock(self):
        self.type_gesture(0, 1500, 0, -12, every=1.5)
        browser.execute("const e = document.getElementById('typed-loop'); e.checked = true;"
                        "e.dispatchEvent(new Event('change', {bubbles: true}));")
        browser.wait_for(lambda: len(browser.execute("return window.playground.designer.gestureInput.played;")) >= 3,
                         timeout=10, message="three plays of the loop")
        played = browser.execute("return window.playground.designer.gestureInput.played;")
        # Each on the first frame at or after start + k · 1.5 s of the page clock (start: when the loop was
        # switched on, a frame or less before the first play): within a frame (≤ 0.1 s on a loaded
        # machine) of k · 1.5 s after the first, without drift.
        for k, t in enumerate(played[:3]):
            self.assertLess(abs(t - played[0] - 1.5 * k), LOOP_FRAME_SLACK)
        self.assertEqual(browser.execute("return document.getElementById('trace').dataset.outcome;"), "flick")
        url = browser.execute("return location.href;")
        self.assertIn("g=", url)
        browser.execute("const e = document.getElementById('typed-loop'); e.checked = false;"
                        "e.dispatchEvent(new Event('change', {bubbles: true}));")
        reload(url.replace("%22loop%22%3Atrue", "%22loop%22%3Afalse"))
        self.assertEqual([browser.execute("return document.getElementById(arguments[0]).value;", f)
                          for f in ("typed-vx", "typed-vy", "typed-px", "typed-py", "typed-every")],
                         ["0", "1500", "0", "-12", "1.5"])


if __name__ == "__main__":
    unittest.main()
