"""Gesture feedback: the overlay says why the last input was a tap, a flick or cancelled, in the
model's words (GestureInterpreter.classification: the rule, the measured value and the threshold)."""

import unittest

from harness import browser, fresh_page, tap

# The injected interactions are fed to the page's model as the pointer listener would (hooks.interact),
# in control coordinates (pt) about the medallion's centre, which the face's ellipse carries.
INJECT = """
const face = document.querySelector('#stage [data-role=face]');
const cx = Number(face.getAttribute('cx')), cy = Number(face.getAttribute('cy'));
const [dx, dy, vx, vy] = arguments;
const start = {x: cx, y: cy - 6}, end = {x: cx + dx, y: cy - 6 + dy};
window.playground.designer.hooks.interact({kind: 'pointer', time_s: window.playground.clock.now(), start, end,
  velocity: {x: vx, y: vy}, duration_s: 0.05, trace: [start, end]});
"""


def trace():
    return browser.execute(
        "const t = document.getElementById('trace');"
        "return {text: t.textContent, outcome: t.dataset.outcome, rule: t.dataset.rule};")


class FeedbackTests(unittest.TestCase):
    def setUp(self):
        fresh_page()

    def test_a_tap_says_it_was_slower_than_a_flick_with_the_threshold(self):
        tap()
        browser.wait_for(lambda: trace()["outcome"] == "tap", message="the tap's feedback")
        self.assertEqual(trace()["rule"], "tooSlow")
        self.assertIn("slower than a flick (250 pt/s)", trace()["text"])

    def test_a_fast_drag_along_the_axle_says_it_went_mostly_along_it_with_the_distances(self):
        browser.execute(INJECT, 10, 0, 600, 0)  # the default axle is horizontal
        self.assertEqual(trace(), {
            "outcome": "tap", "rule": "translationAlongAxle",
            "text": "last input: tap: it moved 10.0 pt along the axle and 0.0 pt across it: mostly along"})

    def test_a_flick_names_its_speed_and_the_threshold(self):
        browser.execute(INJECT, 0, 4, 0, 800)
        self.assertEqual(trace(), {
            "outcome": "flick", "rule": "flick",
            "text": "last input: flick: released at 800 pt/s (a flick from 250 pt/s), across the axle"})

    def test_a_release_off_the_control_is_cancelled_as_such(self):
        browser.execute(INJECT, 0, 400, 0, 0)
        self.assertEqual(trace()["outcome"], "cancel")
        self.assertEqual(trace()["rule"], "endedOutside")


if __name__ == "__main__":
    unittest.main()
