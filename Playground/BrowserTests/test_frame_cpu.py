"""A frame's work fits issue 32's 2 ms budget at the 99th percentile in CPU time: Chromium's trace gives
each animation frame (FireAnimationFrame: the page's requestAnimationFrame callbacks, the model's answer
and the drawing included) its wall time and the CPU time its thread ran. The page's own clock, which
test_drawing bounds, counts the slices the scheduler gives the machine's other jobs mid-frame; on the
shared 2 cores that, not the frame's work, sets its p99 (the slowest 1 % of frames: 4.9–5.9 ms of wall
time, 0.8–1.0 ms of CPU, at load 2–6). The CPU time does not count them, so its bound is the budget
itself, with no allowance for the load.

A module of its own: the trace is recorded for the whole browser session, and it slows the page a
little, so test_drawing's wall-clock bounds are measured without it."""

import os

os.environ["CHROMIUM_TRACE_CATEGORIES"] = "devtools.timeline"

import statistics  # noqa: E402 (after the trace is asked for)
import unittest  # noqa: E402

from harness import (  # noqa: E402
    FRAME_BUDGET_MS, browser, fresh_page, page_animation_frames, percentile, spin_back_and_forth)


class FrameCPUTests(unittest.TestCase):
    def setUp(self):
        fresh_page()

    def test_a_frames_cpu_time_stays_inside_the_budget(self):
        # Two flicks first, not measured: a new Chromium recompiles the WebAssembly model in the
        # background during its first seconds (frames there took 1.3 ms median against 0.8 ms after).
        spin_back_and_forth(range(2))
        browser.trace_events()
        events = []
        for i in range(6):  # chromedriver keeps at most 100,000 trace entries: read after each spin
            spin_back_and_forth([i])
            events += browser.trace_events()
        frames = page_animation_frames(events)
        self.assertGreater(len(frames), 100, "animation frames traced")
        cpu = [e.get("tdur", 0) / 1000 for e in frames]
        wall = [e["dur"] / 1000 for e in frames]
        print(f"\nframe CPU: median {statistics.median(cpu):.3f} ms, p99 {percentile(cpu, 99):.3f} ms; wall p99 "
              f"{percentile(wall, 99):.3f} ms ({len(frames)} frames, load {os.getloadavg()[0]:.1f})")
        self.assertGreater(statistics.median(cpu), 0, "the trace gives the frames' CPU time")
        self.assertLessEqual(percentile(cpu, 99), FRAME_BUDGET_MS)


if __name__ == "__main__":
    unittest.main(verbosity=2)
