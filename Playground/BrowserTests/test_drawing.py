"""The page draws what the Swift renderer writes, and only what a frame changes: the stage's SVG is
`bbsim render`'s for the same frame byte for byte, the page's patched tree (values set, elements
replaced, removed and inserted since the first drawing) equals that document, a
frame's work stays inside its budget (the page's own performance.now() around each frame's work), and
the control is drawn and listening soon after navigation.

PLAYGROUND_BBSIM names the `bbsim` to compare with (scripts/playground-test builds it)."""

import os
import statistics
import subprocess
import time
import unittest

from harness import FRAME_BUDGET_MS, browser, fresh_page, percentile, spin_back_and_forth, stage_state

BBSIM = os.environ.get("PLAYGROUND_BBSIM", "")
# CI's machine is shared (7 jobs on 2 cores, load average 10–20 while they build): a frame's work is
# preempted mid-frame by whole scheduler slices, which the page's clock counts, so the p99 bound is
# the budget times the machine's load per core (os.getloadavg over os.cpu_count, the larger of before
# and after the measurement), doubled (but see below for the floor). Measured here at
# load 6–19: median 0.4–0.5 ms, p99 2.7–4.0 ms, the slow frames value-only ones the scheduler cut into
# (the module's update of those took 0.2 ms median). The median must stay inside the budget itself, and
# the load-free property — the drawing is inserted once, and a frame sets values on the nodes already
# there, replacing, removing or inserting only the elements that appear or go — is asserted exactly.
#
# Since each module runs in its own new Chromium (BrowserTests/run.py), this test's browser has run
# nothing before it. Without the two unmeasured flicks below, a clean-clone CI run measured p99 5.3 ms
# at load 4.6; with them, the next one 1.0 ms at load 2.8 (median 0.5 ms), and runs here 2.6–4.4 ms at
# load 1–1.4 (median 0.7–0.8 ms). That spread is the scheduler's: Chromium's trace (measure_frames.py
# --trace) gives the slowest 1 % of frames 4.9–5.9 ms of wall time but 0.8–1.0 ms of CPU, the median
# frame's, while Chromium's own compositor and raster threads and the machine's other jobs run on the
# 2 cores. A floor of three times the budget (6 ms) then proved too close: a clean-clone CI run
# measured p99 5.8 ms at load 2.8 (median 0.9 ms) while the machine ran everything about 1.3 times
# slower than usual (the root test suite 220 s against 158 s). So the floor is four times the budget
# (8 ms), and the 2 ms goal is not asserted here: it holds for the frames' CPU time, which preemption
# does not count (measure_frames.py --trace, README).
def loaded_machine_factor(loads):
    return max(4.0, 2.0 * max(loads) / (os.cpu_count() or 1))


# Navigation → control drawn and interactive, warm cache (ms; fresh_page loads the page twice), with
# the same allowance.
INTERACTIVE_BUDGET_MS = 300.0


def stage_svg():
    """The stage's SVG as the page shows it now (the last gesture's trace left out)."""
    return browser.execute("""
        const svg = document.querySelector('#stage svg').cloneNode(true);
        for (const trace of svg.querySelectorAll('[data-role=trace]')) trace.remove();
        return new XMLSerializer().serializeToString(svg);""")


class DrawingTests(unittest.TestCase):
    def setUp(self):
        fresh_page()

    def test_the_stage_is_bbsim_renders_svg_byte_for_byte(self):
        """A centre tap (Space), scrubbed to 0.4 s: the page's document is `bbsim render --at 0.4
        --zoom 2`'s bytes, and the tree on the stage (built by patches since the first frame) is
        that document's tree."""
        self.assertTrue(os.access(BBSIM, os.X_OK), "PLAYGROUND_BBSIM names bbsim")
        browser.execute("const s = document.getElementById('stage'); s.focus();"
                        "s.dispatchEvent(new KeyboardEvent('keydown', {key: ' ', bubbles: true}));")
        browser.wait_for(lambda: "spinning" not in stage_state()["status"] and stage_state()["face"] == "bottom",
                         message="the tap's spin to land")
        browser.execute("document.getElementById('stage').blur();")  # no focus ring: bbsim draws none
        browser.execute("window.playground.designer.scrub(0.4);")
        browser.wait_for(lambda: abs(stage_state()["time"] - 0.4) < 1e-9, message="the scrubbed frame")
        time.sleep(0.1)
        page = browser.execute("return window.playground.model.svg(0.4, 2, true);")
        expected = subprocess.run([BBSIM, "render", "--at", "0.4", "--zoom", "2", "--out", "-"],
                                  capture_output=True, check=True).stdout.decode()
        self.assertEqual(page, expected)
        parsed = browser.execute(
            "return new XMLSerializer().serializeToString("
            "new DOMParser().parseFromString(arguments[0], 'image/svg+xml').documentElement);", page)
        self.assertEqual(stage_svg(), parsed)

    def test_a_frame_changes_attributes_only_and_its_work_stays_inside_the_budget(self):
        # Two flicks first, not measured: each module now runs in a new Chromium (BrowserTests/run.py),
        # whose first spins run the WebAssembly model while V8 may still be optimising it.
        spin_back_and_forth(range(2))
        loads = [os.getloadavg()[0]]
        browser.execute("window.playground.frameCosts.length = 0; window.playground.stage.insertions = 0;"
                        "window.playground.stage.elementChanges = 0;")
        spin_back_and_forth(range(6))
        costs = browser.execute("return window.playground.frameCosts.slice();")
        loads.append(os.getloadavg()[0])
        self.assertGreater(len(costs), 100, "frames measured")
        p99 = percentile(costs, 99)
        factor = loaded_machine_factor(loads)
        print(f"\nframe work: median {statistics.median(costs):.3f} ms, p99 {p99:.3f} ms ({len(costs)} frames, "
              f"load {max(loads):.1f}, bound {FRAME_BUDGET_MS * factor:.1f} ms)")
        self.assertLessEqual(statistics.median(costs), FRAME_BUDGET_MS)
        self.assertLessEqual(p99, FRAME_BUDGET_MS * factor)
        # The drawing was inserted once, when the page started; every later frame sets attribute values
        # and texts only: the rim and a face's content are in every frame, shown or hidden by their
        # `visibility`, and a press or release sets the mount group's transform.
        insertions, changed = browser.execute(
            "return [window.playground.stage.insertions, window.playground.stage.elementChanges];")
        print(f"elements replaced, removed or inserted: {changed} in {len(costs)} frames")
        self.assertEqual(insertions, 0, "no frame inserts the whole drawing again")
        self.assertEqual(changed, 0, "every frame sets values only")

    def test_the_control_is_drawn_and_interactive_soon_after_navigation(self):
        interactive = browser.execute("return window.playground.interactive_ms;")
        factor = loaded_machine_factor([os.getloadavg()[0]])
        print(f"\nnavigation → control drawn and interactive: {interactive:.0f} ms (bound {INTERACTIVE_BUDGET_MS * factor:.0f} ms)")
        self.assertLessEqual(interactive, INTERACTIVE_BUDGET_MS * factor)


if __name__ == "__main__":
    unittest.main(verbosity=2)
