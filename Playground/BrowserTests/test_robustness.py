"""The page never breaks or misleads on a bad value (issue 30): a `#s=` link, local storage or an import
holding a value out of range, of the wrong type or of an unknown name is refused by the model in the
page (the bridge's PageSettingsCheck) with a visible line, the plot, verdict and Swift stay, nothing
sticks through a reload, and Reset brings the defaults back; sliders show the value the model uses; a
link pasted into the open tab applies; the scrub bar spans the spin; a drag on the plot selects no
text; a flick while scrubbed plays."""

import json
import os
import unittest
import urllib.parse

from harness import URL, browser, flick, fresh_page, stage_state, wait_until_resting, scratch_folder

# Links the issue found blanking the page, and more of the same kinds.
BAD_LINKS = {
    "zero response": '{"landingResponse":0}',
    "array": "[1,2,3]",
    "proto": '{"__proto__":{"sideLength":5}}',
    "negative D": '{"spinDecelerationDuration":-5}',
    "string side": '{"sideLength":"big"}',
    "unknown axle": '{"axleOrientation":"sideways"}',
    "object colour": '{"tint":{"r":1}}',
    "not JSON": "{oops",
}


def link(settings_text):
    return URL + "#s=" + urllib.parse.quote(settings_text)


def load(url):
    browser.get("about:blank")
    browser.get(url)
    browser.wait_for(lambda: browser.execute(
        "return !!(window.playground && window.playground.designer && document.querySelector('#stage svg')) && "
        "document.querySelectorAll('#settings .field').length > 0;"), message="the page and its model to load")


def page_shows_a_spin_report():
    """The plot has θ and ω curves, the verdict its clauses, the Swift its code."""
    return browser.execute(
        "return document.querySelectorAll('#plot path.theta').length === 1 && "
        "document.querySelectorAll('#verdict li').length > 5 && "
        "document.querySelector('#swift').textContent.includes('ButterflyButton(');")


def valid(name):
    return browser.execute("return window.playground.valid[arguments[0]];", name)


class RobustnessTests(unittest.TestCase):
    def test_a_bad_link_is_refused_with_a_line_and_the_page_keeps_working(self):
        for name, text in BAD_LINKS.items():
            with self.subTest(name):
                browser.get(URL)
                browser.execute("localStorage.clear();")
                load(link(text))
                browser.wait_for(page_shows_a_spin_report, message=f"{name}: the plot, verdict and Swift")
                settings = json.loads(browser.execute("return JSON.stringify(window.playground.valid);"))
                self.assertNotIn("__proto__", settings)
                self.assertFalse([k for k in settings if k.isdigit()], f"{name}: no array index kept")
                self.assertEqual(settings["landingResponse"], 0.2)
                self.assertEqual(settings["spinDecelerationDuration"], 2)
                self.assertEqual(settings["sideLength"], 60)
                if name != "not JSON":
                    self.assertIn("Not applied", browser.text("#refused"), f"{name}: said")
                # Nothing sticks: the storage and the URL hold only what the model runs.
                stored = browser.execute("return localStorage.getItem('butterfly-playground-settings');")
                self.assertEqual(json.loads(stored or "{}"), {}, f"{name}: stored {stored}")
                load(URL)
                self.assertEqual(valid("landingResponse"), 0.2)
                self.assertEqual(browser.text("#refused"), "", f"{name}: nothing refused after a reload")

    def test_bad_stored_settings_are_refused_and_reset_restores_the_defaults(self):
        fresh_page()
        browser.execute("localStorage.setItem('butterfly-playground-settings', arguments[0]);",
                        '{"landingResponse":0,"sideLength":90,"__proto__":1}')
        load(URL)
        browser.wait_for(page_shows_a_spin_report, message="the plot, verdict and Swift")
        self.assertIn("landingResponse: 0 is not accepted", browser.text("#refused"))
        self.assertEqual((valid("landingResponse"), valid("sideLength")), (0.2, 90), "the good value kept")
        browser.click(browser.find("#reset"))
        browser.wait_for(lambda: valid("sideLength") == 60, message="the defaults")
        self.assertEqual(browser.execute("return localStorage.getItem('butterfly-playground-settings');"), "{}")
        self.assertEqual(browser.execute("return location.hash;"), "")
        self.assertEqual(browser.text("#refused"), "")

    def test_a_settings_file_with_bad_values_is_refused_value_by_value(self):
        fresh_page()
        path = os.path.join(scratch_folder("playground-bad-import-"), "bad.json")
        with open(path, "w") as f:
            json.dump({"settings": {"sideLength": 80, "landingBounce": 7, "title": 5}}, f)
        browser.send_keys(browser.find("#import"), path)
        browser.wait_for(lambda: valid("sideLength") == 80, message="the good value imported")
        self.assertEqual(valid("landingBounce"), 0.45)
        self.assertEqual(valid("title"), "Butterfly")
        self.assertIn("landingBounce: 7 is not accepted", browser.text("#refused"))
        self.assertIn("title: 5 is not accepted", browser.text("#refused"))
        browser.wait_for(page_shows_a_spin_report, message="the plot, verdict and Swift")

    def test_a_slider_shows_the_value_the_model_uses(self):
        # D 30 s is accepted and used (the slider's span ends at 10 s); side 20 pt is clamped to 44 pt.
        load(link('{"spinDecelerationDuration":30,"sideLength":20}'))
        slider = lambda name: browser.execute(
            "return Number(document.querySelector(`[data-setting=${arguments[0]}] input[type=range]`).value);", name)
        self.assertEqual(slider("spinDecelerationDuration"), 30)
        self.assertEqual(slider("sideLength"), 44)

    def test_a_link_pasted_into_the_open_tab_applies(self):
        fresh_page()
        browser.execute("location.hash = arguments[0];", "s=" + urllib.parse.quote('{"sideLength":100}'))
        browser.wait_for(lambda: valid("sideLength") == 100, message="the pasted link's side")
        browser.execute("location.hash = arguments[0];", "s=" + urllib.parse.quote('{"landingResponse":0}'))
        browser.wait_for(lambda: "landingResponse" in browser.text("#refused"), message="the refusal")
        self.assertEqual(valid("landingResponse"), 0.2)

    def test_the_scrub_bar_spans_the_spin_and_steps_by_a_frame(self):
        fresh_page()
        flick()
        wait_until_resting("bottom")
        span = browser.execute("return [Number(document.getElementById('scrub').max), "
                               "Number(document.getElementById('scrub').step)];")
        rest_window_end = browser.execute("return window.playground.model.report().restWindow_s[1];")
        self.assertGreaterEqual(span[0], rest_window_end)
        self.assertLess(span[0], 4, "D is 2 s: not 0–10 s")
        self.assertAlmostEqual(span[1], 1 / 60, places=12)

    def test_dragging_on_the_plot_selects_no_text(self):
        fresh_page()
        flick()
        wait_until_resting("bottom")
        browser.execute("document.getElementById('plot').scrollIntoView({block: 'start'});")
        plot = browser.execute("const r = document.getElementById('plot').getBoundingClientRect();"
                               "return [r.left, r.top, r.width, Math.min(r.height, innerHeight - r.top - 2)];")
        # From above the plot's θ label, across the legend and the curves, to below the axis labels.
        browser.perform([{"type": "pointer", "id": "m", "parameters": {"pointerType": "mouse"}, "actions": [
            {"type": "pointerMove", "duration": 0, "x": round(plot[0] + plot[2] * 0.02), "y": round(plot[1] + 3)},
            {"type": "pointerDown", "button": 0},
            {"type": "pointerMove", "duration": 100, "x": round(plot[0] + plot[2] * 0.98), "y": round(plot[1] + plot[3] - 2)},
            {"type": "pointerUp", "button": 0}]}])
        self.assertEqual(browser.execute("return getSelection().toString();"), "")

    def test_a_flick_while_scrubbed_plays_the_new_spin(self):
        fresh_page()
        flick()
        wait_until_resting("bottom")
        browser.execute("const e = document.getElementById('scrub'); e.value = '0.3';"
                        "e.dispatchEvent(new Event('input', {bubbles: true}));")
        browser.wait_for(lambda: abs(stage_state()["time"] - 0.3) < 1e-9, message="scrubbed to 0.3 s")
        flick()
        browser.wait_for(lambda: browser.execute("return window.playground.designer.scrubTime === null && "
                                                 "window.playground.clock.rate === 1;"), message="playing again")
        wait_until_resting("top")


if __name__ == "__main__":
    unittest.main(verbosity=2)
