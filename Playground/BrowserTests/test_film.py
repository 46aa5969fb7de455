"""Seeing the motion (issue 30): the filmstrip is sampled by angle (at most the model's step between
frames, so a fast flick never aliases), follows every spin, has unique ids in every frame, can show
an onion skin, and ← / → step the paused spin one frame."""

import math
import unittest

from harness import browser, flick, fresh_page, stage_state, wait_until_resting

# How far a frame's drawn angle may differ from the model's θ at that time (rad): the renderer writes
# data-theta-rad with 4 decimals, so half a unit of the 4th.
DRAWN_ANGLE_ROUNDING = 0.5e-4


def strip():
    return browser.execute("""
        return [...document.querySelectorAll('#filmstrip figure')].map(f => {
          const g = f.querySelector('svg:not(.onion) > g[id]');
          return {id: g.id, theta: Number(g.dataset.thetaRad), caption: f.querySelector('figcaption').textContent};
        });""")


class FilmTests(unittest.TestCase):
    def setUp(self):
        fresh_page()

    def test_frames_are_at_most_the_models_step_apart_in_angle_for_a_fast_flick(self):
        flick(move=(0.3, 1.4))  # about 1,100 pt/s
        wait_until_resting("bottom")
        browser.click(browser.find("#film"))
        frames = strip()
        step = float(browser.execute("return document.getElementById('filmstrip').dataset.stepRad;"))
        self.assertAlmostEqual(step, math.pi / 4, places=12)
        self.assertGreater(len(frames), 8)
        turns = [abs(b["theta"] - a["theta"]) for a, b in zip(frames, frames[1:])]
        self.assertLessEqual(max(turns), step + 2 * DRAWN_ANGLE_ROUNDING, f"largest turn {max(turns)} rad")
        self.assertGreater(abs(frames[-1]["theta"]), math.pi - 0.2, "the strip ends at the landing")

    def test_the_strip_follows_every_spin(self):
        browser.click(browser.find("#film"))
        flick()
        wait_until_resting("bottom")
        browser.wait_for(lambda: len(strip()) > 2, message="the first spin's strip")
        first = strip()
        flick(move=(0.3, 1.4))  # a faster flick: a longer turn, more frames
        wait_until_resting("top")
        browser.wait_for(lambda: len(strip()) > len(first), message="the strip of the second, faster spin")

    def test_every_frame_has_ids_of_its_own(self):
        flick()
        wait_until_resting("bottom")
        browser.click(browser.find("#film"))
        browser.click(browser.find("#onion"))
        ids = browser.execute("return [...document.querySelectorAll('[id]')].map(e => e.id);")
        self.assertEqual(len(ids), len(set(ids)), "no id repeated")
        self.assertNotIn("bb-depth", [i for i in ids if i.startswith("film")])
        # Each frame's mount fills with its own gradient.
        refs = browser.execute("return [...document.querySelectorAll('#filmstrip [fill^=url]')].map(e => e.getAttribute('fill'));")
        self.assertTrue(refs and all(r.startswith("url(#film") for r in refs))

    def test_the_onion_skin_shows_the_frame_before_beneath_each_frame(self):
        flick()
        wait_until_resting("bottom")
        browser.click(browser.find("#film"))
        browser.click(browser.find("#onion"))
        onions = browser.execute("return [...document.querySelectorAll('#filmstrip figure')].map(f => "
                                 "f.querySelector('svg.onion > g[id]')?.dataset.thetaRad ?? null);")
        frames = strip()
        self.assertIsNone(onions[0])
        for i in range(1, len(frames)):
            self.assertEqual(float(onions[i]), frames[i - 1]["theta"], f"frame {i}")
        opacity = browser.execute("return getComputedStyle(document.querySelector('#filmstrip svg.onion')).opacity;")
        self.assertLess(float(opacity), 1)

    def test_arrow_keys_step_one_frame_while_paused(self):
        flick()
        wait_until_resting("bottom")
        browser.click(browser.find("#pause"))
        browser.execute("const e = document.getElementById('scrub'); e.value = '0.5';"
                        "e.dispatchEvent(new Event('input', {bubbles: true}));")
        browser.wait_for(lambda: abs(stage_state()["time"] - 0.5) < 1e-9, message="at 0.5 s")
        browser.execute("document.activeElement.blur();")
        for key, expected in (("ArrowRight", 0.5 + 1 / 60), ("ArrowRight", 0.5 + 2 / 60), ("ArrowLeft", 0.5 + 1 / 60)):
            browser.cdp("Input.dispatchKeyEvent", {"type": "keyDown", "key": key, "code": key,
                                                   "windowsVirtualKeyCode": 39 if key == "ArrowRight" else 37})
            browser.cdp("Input.dispatchKeyEvent", {"type": "keyUp", "key": key, "code": key})
            browser.wait_for(lambda: abs(stage_state()["time"] - expected) < 1e-9, message=f"{key} to {expected} s")


if __name__ == "__main__":
    unittest.main(verbosity=2)
