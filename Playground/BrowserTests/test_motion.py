"""The motion as the page draws it, from the frames' own timestamps: a flick's first moving frame is
the first animation frame after the release, and a mid-spin re-plan starts from the angle on screen
(no jump between consecutive frames larger than the fastest the model ever spins)."""

import math
import time
import unittest

from harness import browser, flick, fresh_page, stage_state

# The model's top speed, ω_max = 20π rad/s (60° per 60 Hz frame): no two frames can be further apart
# than ω_max times the page-clock time between them.
MAXIMUM_SPEED = 20 * math.pi
# Rounding slack on a frame-to-frame angle (rad): θ and the clock are float64 (θ ≤ ~100 rad has an ulp
# of ~1e-14), so 1e-9 rad is far above rounding and far below any visible jump.
ANGLE_SLACK = 1e-9


def frame_log():
    return browser.execute("return window.playground.stage.log.slice();")


class MotionTests(unittest.TestCase):
    def setUp(self):
        fresh_page()

    def test_first_moving_frame_is_the_next_animation_frame_after_release(self):
        for _ in range(3):
            flick()
            release = browser.wait_for(
                lambda: browser.execute("return window.playground.releaseFrames.slice(-1)[0] || null;"),
                message="the first frame after the release")
            self.assertNotEqual(release["angle"], 0, "the first animation frame after the release already moves")
            self.assertEqual(release["frames_after"], 1, "that frame is the one following the release")
            browser.wait_for(lambda: "spinning" not in stage_state()["status"], message="the spin to land")
            browser.execute("window.playground.releaseFrames.length = 0;")

    def test_angle_on_screen_is_continuous_through_a_mid_spin_replan(self):
        browser.execute("window.playground.stage.log.length = 0;")
        flick()
        browser.wait_for(lambda: stage_state()["time"] > 0.45, message="0.45 s of spin")
        flick(start=(0.3, 1.1), move=(-0.3, -0.9))  # the bottom half: a strike the other way
        browser.wait_for(lambda: "activations: 2" in stage_state()["status"], message="the re-plan")
        time.sleep(0.4)
        # Each frame's angle against the page-clock time it was evaluated at (the frame's own time,
        # whatever the machine's load did to when it was drawn).
        log = [entry for entry in frame_log() if entry["time"] > 0 and "clock_s" in entry]
        self.assertGreater(len(log), 20, "frames through the re-plan")
        jumps = []
        for before, after in zip(log, log[1:]):
            interval = after["clock_s"] - before["clock_s"]
            bound = MAXIMUM_SPEED * interval + ANGLE_SLACK
            jump = abs(after["angle"] - before["angle"])
            jumps.append(jump)
            self.assertLessEqual(jump, bound, f"θ jumps {jump:.3f} rad in {interval * 1000:.1f} ms")
        self.assertGreater(max(jumps), 0, "the medallion moved")


if __name__ == "__main__":
    unittest.main(verbosity=2)
