"""What a motion designer does with the playground: replay, slow motion, scrubbing, A/B comparison,
settings kept in the URL, and the settings JSON exported and imported."""

import json
import math
import os
import time
import unittest

from harness import URL, browser, flick, fresh_page, save_screenshot, stage_state, wait_until_resting, scratch_folder

# The same curve, evaluated by the same module at the same spin time: equal to the last bit.
SAME_CURVE = 0.0
# How far a slowed spin's model time may stray from rate × the real time of its frames (s): the page
# clock maps real time exactly (origin + (real − realOrigin) × rate), so only float64 rounding of
# times of ~10³ s (ulp ~1e-13) remains; 1e-9 s is far above it.
SLOW_MOTION_SLACK = 1e-9


def curve(t):
    return browser.execute("return window.playground.model.curve(arguments[0]);", t)


def load(url=URL):
    browser.get("about:blank")  # a real load even when only the fragment differs
    browser.get(url)
    browser.wait_for(lambda: browser.execute(
        "return !!(window.playground && window.playground.designer && document.querySelector('#stage svg'));"),
        message="the page and its model to load")


def set_input(css, value, event="input"):
    browser.execute(
        "const e = document.querySelector(arguments[0]); e.value = arguments[1];"
        "e.dispatchEvent(new Event(arguments[2], {bubbles: true}));", css, str(value), event)


class DesignerTests(unittest.TestCase):
    def setUp(self):
        fresh_page()

    def test_replay_plays_the_last_gesture_again_exactly(self):
        flick()
        wait_until_resting("bottom")
        original = [curve(t) for t in (0.1, 0.3, 0.8)]
        browser.click(browser.find("#replay"))
        browser.wait_for(lambda: "spinning" in stage_state()["status"], message="the replay to start")
        replayed = [curve(t) for t in (0.1, 0.3, 0.8)]
        for a, b in zip(original, replayed):
            self.assertLessEqual(abs(a["theta"] - b["theta"]), SAME_CURVE)
            self.assertLessEqual(abs(a["omega"] - b["omega"]), SAME_CURVE)
        wait_until_resting("top")

    def test_quarter_speed_runs_the_spin_at_a_quarter_of_real_time(self):
        set_input("#rate", "0.25", "change")
        flick()
        browser.wait_for(lambda: stage_state()["time"] > 0, message="the spin to start")
        time.sleep(0.4)
        # The frames' own times: the model time into the spin against the real time each frame was
        # evaluated at (performance.now), whatever the machine's load did to the frame rate.
        log = [e for e in browser.execute("return window.playground.stage.log.slice();") if "real_ms" in e]
        spin = len(log) - 1  # the spin's frames: the last run of growing times (at rest, time is the clock's)
        while spin > 0 and log[spin - 1]["time"] <= log[spin]["time"] and log[spin - 1]["time"] > 0:
            spin -= 1
        log = log[spin:]
        self.assertGreater(len(log), 5, "frames of the slowed spin")
        first, last = log[0], log[-1]
        real = (last["real_ms"] - first["real_ms"]) / 1000
        self.assertGreater(real, 0.3, "the frames span the wait")
        self.assertAlmostEqual(last["time"] - first["time"], 0.25 * real, delta=SLOW_MOTION_SLACK)
        browser.click(browser.find("#pause"))
        time.sleep(0.1)  # the next animation frame draws the clock's paused time (a frame may be in flight)
        paused = stage_state()["time"]
        time.sleep(0.2)
        self.assertEqual(stage_state()["time"], paused, "paused: the frame stays")

    def test_scrubbing_the_plot_moves_the_coin_along_the_last_spin(self):
        flick()
        wait_until_resting("bottom")
        for t in (0.05, 0.2, 0.6):
            set_input("#scrub", t)
            browser.wait_for(lambda: abs(stage_state()["time"] - t) < 1e-9, message=f"the frame at {t} s")
            self.assertEqual(stage_state()["angle"], curve(t)["theta"])
        plot = browser.execute("const r = document.getElementById('plot').getBoundingClientRect(); return [r.left, r.top, r.width, r.height];")
        stage_before = stage_state()["time"]
        browser.perform([{"type": "pointer", "id": "m", "parameters": {"pointerType": "mouse"}, "actions": [
            {"type": "pointerMove", "duration": 0, "x": round(plot[0] + plot[2] * 0.3), "y": round(plot[1] + plot[3] * 0.3)},
            {"type": "pointerDown", "button": 0},
            {"type": "pointerMove", "duration": 50, "x": round(plot[0] + plot[2] * 0.5), "y": round(plot[1] + plot[3] * 0.3)},
            {"type": "pointerUp", "button": 0}]}])
        self.assertNotEqual(stage_state()["time"], stage_before, "dragging along the plot scrubs")

    def test_the_plot_drawn_again_while_scrubbed_keeps_its_time_marker(self):
        # A setting redraws the plot while the page, paused on the scrubbed frame, draws no animation
        # frames: the new plot's marker stands at the scrubbed time all the same (not off it, x = −10).
        flick()
        wait_until_resting("bottom")
        set_input("#scrub", 0.4)
        browser.wait_for(lambda: abs(stage_state()["time"] - 0.4) < 1e-9, message="the frame at 0.4 s")
        browser.execute("document.getElementById('now-marker').dataset.before = '1';")
        set_input("#setting-landingBounce", 0.5)
        browser.wait_for(lambda: browser.execute("return !document.getElementById('now-marker').dataset.before;"),
                         message="the plot drawn again")
        expected = browser.execute_async(
            "const done = arguments[arguments.length - 1];"
            "import('./plot.js').then(({ plotScale }) => done(String(plotScale().x(0.4))));")
        browser.wait_for(lambda: browser.execute(
            "return document.getElementById('now-marker').getAttribute('x1');") == expected,
            message=f"the time marker at the scrubbed 0.4 s (x = {expected})")

    def test_pinned_a_spins_beside_b_with_the_same_gesture_and_a_ghost_curve(self):
        a = "document.querySelector('#pins .pin-stage')"
        browser.click(browser.find("#pin"))
        browser.wait_for(lambda: browser.execute(f"return !!{a}?.querySelector('svg');"), message="A drawn")
        set_input("[data-setting=spinDecelerationDuration] input[type=number]", "0.8", "change")
        browser.wait_for(lambda: browser.execute("return window.playground.valid.spinDecelerationDuration === 0.8;"),
                         message="B's new duration")
        flick()
        browser.wait_for(lambda: browser.execute(f"return Number({a}.dataset.angle) > 0;"),
                         message="A to spin with the same gesture")
        browser.wait_for(lambda: browser.execute("return document.querySelectorAll('#plot path.ghost').length === 2;"),
                         message="A's ghost curves")
        save_screenshot("playground-compare.png")
        wait_until_resting("bottom")
        a_face = browser.execute(f"return {a}.dataset.face;")
        browser.wait_for(lambda: browser.execute(f"return {a}.dataset.face;") == "bottom",
                         timeout=8, message=f"A to land too (now {a_face})")

    def test_a_tuning_pinned_while_the_control_rests_on_its_bottom_face_starts_there_too(self):
        flick()
        wait_until_resting("bottom")
        browser.click(browser.find("#pin"))
        b = "document.querySelector('#pins .pin-stage')"
        browser.wait_for(lambda: browser.execute(f"return !!{b}?.querySelector('svg');"), message="A drawn")
        self.assertEqual(browser.execute(f"return {b}.dataset.face;"), "bottom", "A rests on the control's face")
        flick()
        wait_until_resting("top")
        browser.wait_for(lambda: browser.execute(f"return {b}.dataset.face;") == "top", timeout=8,
                         message="A to land on the control's face, top")

    def test_settings_live_in_the_url_and_come_back_from_it(self):
        set_input("[data-setting=sideLength] input[type=number]", "90", "change")
        browser.wait_for(lambda: "sideLength" in browser.execute("return decodeURIComponent(location.hash);"),
                         message="the URL to carry the setting")
        url = browser.execute("return location.href;")
        browser.execute("localStorage.clear();")
        load(URL)  # the defaults again
        self.assertEqual(browser.execute("return window.playground.valid.sideLength;"), 60)
        load(url)
        self.assertEqual(browser.execute("return window.playground.valid.sideLength;"), 90)
        self.assertEqual(browser.execute("return document.querySelector('[data-setting=sideLength] input[type=number]').value;"), "90")

    def test_settings_json_exports_and_imports(self):
        folder = scratch_folder("playground-export-")
        browser.cdp("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": folder})
        set_input("[data-setting=axleOrientation] select", "vertical", "change")
        browser.wait_for(lambda: browser.execute("return window.playground.valid.axleOrientation;") == "vertical",
                         message="the axle")
        browser.click(browser.find("#export"))
        path = os.path.join(folder, "butterfly-settings.json")
        browser.wait_for(lambda: os.path.exists(path) and os.path.getsize(path) > 0, message="the export")
        with open(path) as f:
            exported = json.load(f)
        self.assertEqual(exported["settings"]["axleOrientation"], "vertical")
        with open(path, "w") as f:
            json.dump({"settings": {"axleOrientation": "diagonal-ltr", "spinDecelerationDuration": 3}}, f)
        browser.execute("localStorage.clear();")
        load(URL)
        browser.send_keys(browser.find("#import"), path)
        browser.wait_for(lambda: browser.execute("return window.playground.valid.axleOrientation;") == "diagonal-ltr",
                         message="the imported settings")
        self.assertEqual(browser.execute("return window.playground.valid.spinDecelerationDuration;"), 3)

    def test_a_named_preset_is_kept_and_brought_back(self):
        set_input("[data-setting=sideLength] input[type=number]", "100", "change")
        browser.wait_for(lambda: browser.execute("return window.playground.valid.sideLength;") == 100, message="side 100")
        set_input("#preset-name", "big")
        browser.click(browser.find("#save-preset"))
        set_input("[data-setting=sideLength] input[type=number]", "60", "change")
        browser.wait_for(lambda: browser.execute("return window.playground.valid.sideLength;") == 60, message="side 60")
        load(URL)  # a reload keeps the presets (local storage)
        set_input("#preset", "big", "change")
        browser.wait_for(lambda: browser.execute("return window.playground.valid.sideLength;") == 100,
                         message="the preset's side")

    def preset_names(self):
        return browser.execute("return [...document.querySelectorAll('#preset option')].map(o => o.value).filter(v => v);")

    def save_preset(self, name, side):
        set_input("[data-setting=sideLength] input[type=number]", str(side), "change")
        browser.wait_for(lambda: browser.execute("return window.playground.valid.sideLength;") == side,
                         message=f"side {side}")
        set_input("#preset-name", name)
        browser.click(browser.find("#save-preset"))

    def test_a_preset_named_proto_is_kept_and_brought_back(self):
        self.save_preset("__proto__", 100)
        self.assertEqual(self.preset_names(), ["__proto__"])
        load(URL)
        self.assertEqual(self.preset_names(), ["__proto__"], "kept through a reload")
        set_input("#preset", "__proto__", "change")
        browser.wait_for(lambda: browser.execute("return window.playground.valid.sideLength;") == 100,
                         message="the __proto__ preset's side")

    def test_names_that_differ_only_in_spaces_are_one_name_replaced_only_on_a_second_save(self):
        self.save_preset("my feel", 100)
        self.save_preset("  my   feel ", 80)
        self.assertEqual(self.preset_names(), ["my feel"])
        self.assertIn("Save again to replace it",
                      browser.execute("return document.querySelector('#action-result').textContent;"))
        set_input("#preset", "my feel", "change")
        browser.wait_for(lambda: browser.execute("return window.playground.valid.sideLength;") == 100,
                         message="the first save kept")
        self.save_preset("my feel", 80)
        browser.click(browser.find("#save-preset"))
        set_input("#preset", "my feel", "change")
        browser.wait_for(lambda: browser.execute("return window.playground.valid.sideLength;") == 80,
                         message="replaced on the second save")
        for bad in ["", "   ", "x" * 41]:
            set_input("#preset-name", bad)
            browser.click(browser.find("#save-preset"))
            self.assertEqual(self.preset_names(), ["my feel"], f"{bad!r} refused")

    def test_a_preset_is_renamed_and_deleted_and_that_is_kept(self):
        self.save_preset("big", 100)
        self.save_preset("small", 50)
        set_input("#preset", "big", "change")
        set_input("#preset-name", "small")
        browser.click(browser.find("#rename-preset"))
        self.assertEqual(self.preset_names(), ["big", "small"], "renaming onto a taken name is refused")
        set_input("#preset-name", "huge")
        browser.click(browser.find("#rename-preset"))
        self.assertEqual(self.preset_names(), ["huge", "small"])
        set_input("#preset", "small", "change")
        browser.click(browser.find("#delete-preset"))
        self.assertEqual(self.preset_names(), ["huge"])
        load(URL)
        self.assertEqual(self.preset_names(), ["huge"], "kept through a reload")
        set_input("#preset", "huge", "change")
        browser.wait_for(lambda: browser.execute("return window.playground.valid.sideLength;") == 100,
                         message="the renamed preset's settings")

    def test_filmstrip_shows_the_last_spin_frame_by_frame(self):
        flick()
        wait_until_resting("bottom")
        browser.click(browser.find("#film"))
        angles = browser.execute("return [...document.querySelectorAll('#filmstrip svg > g[id^=film]')].map(g => Number(g.dataset.thetaRad));")
        self.assertGreaterEqual(len(angles), 8)
        self.assertEqual(angles[0], 0)
        # A top-half flick: θ grows along the strip up to the landing spring's swing past the face,
        # then comes back by at most the contract's 6° overshoot.
        peak = angles.index(max(angles))
        self.assertEqual(angles[:peak + 1], sorted(angles[:peak + 1]), "θ grows until the landing")
        self.assertLessEqual(max(angles) - angles[-1], math.radians(6), "the swing back is within 6°")


if __name__ == "__main__":
    unittest.main(verbosity=2)
