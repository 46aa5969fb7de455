"""Drag the curve: the handles on θ(t) for the arrival, the overshoot's peak and the rest, dragged with
real pointer input (DevTools mouse events), make the model fit the tuning (bb_fit: `bbsim fit spin`'s
fit with the portable simplex) and the page's new curve lands where the handle was left."""

import math
import unittest

from harness import browser, fresh_page

# The tolerances, each a fraction of D (times) or of the overshoot asked for, as SpinCurveTargetsTests
# states them for the fit's own tap, plus what the page adds:
# - the rest: the fit's rest target, 2 % of D (SpinCurveTargets.restTolerance);
# - the arrival: that 2 % plus the landing's 1 % (SpinFitObjective.settleTolerance), plus one sample
#   of the page's 120 Hz report (its arrival is a sample time) and the drop's half-pixel rounding;
# - the overshoot: 1 % (the fit aims 0.1 % under it), plus the peak's fall between the page's 120 Hz
#   samples (the swing's half period is a few times 1/120 s: under 2 % of the peak), and the drop's
#   half pixel at 6 viewBox units per degree.
REST_FRACTION = 0.02
ARRIVAL_FRACTION = 0.03
SAMPLE = 1 / 120
OVERSHOOT_FRACTION = 0.03


def landing():
    """The page's curve now: arrival and rest (s), the overshoot's peak past the face (degrees), D."""
    report = browser.execute("return window.playground.model.report();")
    theta = report["samples"]["theta_rad"]
    times = report["samples"]["t_s"]
    face = theta[-1]
    direction = 1 if report["activations"][-1]["direction"] >= 0 else -1
    peak = max(direction * (v - face) for t, v in zip(times, theta) if t >= report["arrival_s"])
    return {"arrival": report["arrival_s"], "rest": report["rest_s"], "overshoot": math.degrees(peak),
            "D": report["decelerationDuration_s"]}


def handle_centre(name):
    return browser.execute("""
        const r = document.getElementById('handle-' + arguments[0]).getBoundingClientRect();
        return {x: r.left + r.width / 2, y: r.top + r.height / 2};""", name)


def screen_x(t):
    """The screen x of time t on the plot, from the arrival and rest handles (the axis is linear)."""
    now = landing()
    a, r = handle_centre("arrival")["x"], handle_centre("rest")["x"]
    return a + (r - a) * (t - now["arrival"]) / (now["rest"] - now["arrival"])


def screen_units_per_viewbox_unit():
    return browser.execute("return document.getElementById('plot').getScreenCTM().d;")


def drag(name, to):
    """Presses the handle, moves in three steps to `to` (screen px) and releases there."""
    start = handle_centre(name)
    steps = [(start["x"] + (to[0] - start["x"]) * k / 3, start["y"] + (to[1] - start["y"]) * k / 3) for k in (1, 2, 3)]
    browser.cdp("Input.dispatchMouseEvent", {"type": "mousePressed", "x": start["x"], "y": start["y"],
                                             "button": "left", "buttons": 1, "clickCount": 1})
    for x, y in steps:
        browser.cdp("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y, "button": "left", "buttons": 1})
    browser.cdp("Input.dispatchMouseEvent", {"type": "mouseReleased", "x": to[0], "y": to[1], "button": "left",
                                             "buttons": 0, "clickCount": 1})


def dragged(name, before):
    """Waits until the fit applied (the note says so and the plot redrew) and returns the new landing."""
    browser.wait_for(lambda: browser.execute(
        "return document.getElementById('handles-note').textContent.startsWith('Fitted');"),
        timeout=30, message=f"the {name} fit")
    browser.wait_for(lambda: landing() != before, message="the plot to redraw")
    return landing()


class PlotHandleTests(unittest.TestCase):
    def setUp(self):
        fresh_page()
        browser.wait_for(lambda: browser.execute("return !!document.getElementById('handle-rest');"),
                         message="the plot's handles")

    def test_the_overshoot_handle_sits_at_the_peak_the_models_report_gives(self):
        """The report carries when the curve is furthest past the landing (SpinAnalysis.overshootTime):
        the sample at the largest excursion after the arrival, and the handle sits at that time."""
        report = browser.execute("return window.playground.model.report();")
        times, theta = report["samples"]["t_s"], report["samples"]["theta_rad"]
        direction = 1 if report["activations"][-1]["direction"] >= 0 else -1
        self.assertAlmostEqual(report["landing_rad"], theta[-1], delta=math.radians(0.5))
        past = [(direction * (v - report["landing_rad"]), -t) for t, v in zip(times, theta) if t >= report["arrival_s"]]
        peak, minus_time = max(past)  # the first sample at the largest excursion
        self.assertGreater(peak, 0, "the default tuning's spring overshoots")
        self.assertEqual(report["overshoot_s"], -minus_time)
        self.assertAlmostEqual(report["overshoot_deg"], math.degrees(peak), delta=1e-9)
        self.assertAlmostEqual(handle_centre("overshoot")["x"], screen_x(report["overshoot_s"]), delta=1)

    def test_dragging_the_rest_handle_moves_the_rest_there(self):
        before = landing()
        wanted = before["rest"] + 0.5
        centre = handle_centre("rest")
        drag("rest", (round(screen_x(wanted)), centre["y"]))
        after = dragged("rest", before)
        self.assertLessEqual(abs(after["rest"] - wanted), REST_FRACTION * wanted + SAMPLE, after)
        self.assertAlmostEqual(after["D"], wanted, delta=0.01)

    def test_dragging_the_arrival_handle_moves_the_arrival_there(self):
        before = landing()
        wanted = before["rest"] - 0.35  # a landing of 0.35 s: within the D/4 the planner lets it last
        centre = handle_centre("arrival")
        drag("arrival", (round(screen_x(wanted)), centre["y"]))
        after = dragged("arrival", before)
        self.assertLessEqual(abs(after["arrival"] - wanted), ARRIVAL_FRACTION * before["D"] + 2 * SAMPLE, after)
        self.assertLessEqual(abs(after["rest"] - before["rest"]), REST_FRACTION * before["D"] + SAMPLE, after)
        self.assertTrue(browser.text("#handles-note").startswith("Fitted to"))

    def test_a_landing_longer_than_the_model_allows_is_said_to_be_approached(self):
        before = landing()
        wanted = before["rest"] - 0.4 * before["D"]  # the planner lets the landing last at most D/4
        drag("arrival", (round(screen_x(wanted)), handle_centre("arrival")["y"]))
        dragged("arrival", before)
        self.assertTrue(browser.text("#handles-note").startswith("Fitted as near as the model can"))

    def test_dragging_the_overshoot_handle_moves_the_peak_there(self):
        before = landing()
        scale = screen_units_per_viewbox_unit()
        wanted = 1.5 if before["overshoot"] > 2.5 else 4.0
        face_y = handle_centre("arrival")["y"]
        y = round(face_y - wanted * 6 * scale)
        asked = (face_y - y) / (6 * scale)  # what the rounded drop asks for
        drag("overshoot", (handle_centre("overshoot")["x"], y))
        after = dragged("overshoot", before)
        self.assertLessEqual(abs(after["overshoot"] - asked), OVERSHOOT_FRACTION * asked, after)

    def test_the_arrow_keys_move_a_focused_handle_by_a_step_and_fit(self):
        before = landing()
        browser.execute("document.getElementById('handle-overshoot').focus();")
        for kind in ("rawKeyDown", "keyUp"):
            browser.cdp("Input.dispatchKeyEvent", {"type": kind, "key": "ArrowDown", "code": "ArrowDown",
                                                   "windowsVirtualKeyCode": 40})
        after = dragged("overshoot", before)
        asked = before["overshoot"] - 0.25  # plot-handles.js's step
        self.assertLessEqual(abs(after["overshoot"] - asked), OVERSHOOT_FRACTION * asked, after)


if __name__ == "__main__":
    unittest.main()
