"""Tuning the landing spring in the page: the SpinTuning sliders re-plan the model running in the page
and the server's report, the plot marks where the spring takes over, the tuning file is exported as
`bbsim sweep --tuning-out` writes it and imported as `bbsim --tuning` reads it, and Copy Swift carries it."""

import json
import os
import subprocess
import unittest

from harness import browser, flick, fresh_page, wait_until_resting, scratch_folder

# The tuning the tests set: every field away from its default, each on a slider step.
TUNING = {"tapAngularSpeed": 9.5, "preferredShape": 3, "landingBounce": 0.6, "landingResponse": 0.25}


def set_setting(name, value):
    """Moves the setting's slider to `value`, as a person drags it."""
    browser.execute(
        "const e = document.querySelector(`[data-setting=${arguments[0]}] input[type=range]`);"
        "e.value = arguments[1]; e.dispatchEvent(new Event('input', {bubbles: true}));", name, str(value))
    browser.wait_for(lambda: browser.execute("return window.playground.valid[arguments[0]];", name) == value,
                     message=f"{name} = {value} to be accepted")


def theta_path():
    return browser.execute("const p = document.querySelector('#plot path.theta'); return p && p.getAttribute('d');")


def tuning_answered():
    """The module's tuning file for the settings the page runs."""
    return browser.execute("return window.playground.model.tuningFile();")


class TuningTests(unittest.TestCase):
    def setUp(self):
        fresh_page()

    def test_a_tuning_slider_replans_the_spin_and_the_plot_marks_the_hand_over(self):
        set_setting("landingBounce", 0)
        flick()
        wait_until_resting("bottom")
        self.assertEqual(browser.execute("return document.querySelectorAll('#plot line.handover').length;"), 0,
                         "bounce 0: the braking stops dead, no spring")
        before = theta_path()
        set_setting("landingBounce", 0.6)
        browser.wait_for(lambda: theta_path() not in (None, before), message="the plot to follow the bounce")
        browser.click(browser.find("#replay"))  # the same gesture, planned by the page's model with the bounce
        wait_until_resting("top")
        kinds = [phase["kind"] for phase in browser.execute("return window.playground.model.phases();")]
        self.assertIn("spring", kinds)
        browser.wait_for(lambda: browser.execute("return document.querySelectorAll('#plot line.handover').length;") == 3,
                         message="the hand-over marked on the θ and ω panels and in the legend")

    def test_the_tuning_file_exports_as_bbsim_writes_it_and_imports_back(self):
        for name, value in TUNING.items():
            set_setting(name, value)
        browser.wait_for(lambda: tuning_answered() and json.loads(tuning_answered()) == TUNING,
                         message="the module's tuning file for the tuning")
        folder = scratch_folder("playground-tuning-")
        browser.cdp("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": folder})
        browser.click(browser.find("#export-tuning"))
        path = os.path.join(folder, "butterfly-tuning.json")
        browser.wait_for(lambda: os.path.exists(path) and os.path.getsize(path) > 0, message="the export")
        with open(path, "rb") as f:
            exported = f.read()
        # JSONEncoder's .prettyPrinted and .sortedKeys, a newline at the end: what bbsim writes.
        self.assertEqual(exported.decode(), tuning_answered())
        self.assertTrue(exported.startswith(b'{\n  "landingBounce" : 0.6,\n') and exported.endswith(b"}\n"))
        bbsim = os.environ.get("BBSIM")
        if bbsim:  # the binary itself, when the run has one: a one-point sweep writes this tuning
            subprocess.run([bbsim, "sweep", "--tap-speed", "9.5", "--shape", "3", "--bounce", "0.6",
                            "--response", "0.25", "--out", os.path.join(folder, "s.csv"),
                            "--tuning-out", os.path.join(folder, "bbsim.json")], check=True, capture_output=True)
            with open(os.path.join(folder, "bbsim.json"), "rb") as f:
                self.assertEqual(exported, f.read())
        fresh_page()
        self.assertEqual(browser.execute("return window.playground.valid.landingBounce;"), 0.45)  # the standard
        browser.send_keys(browser.find("#import"), path)
        browser.wait_for(lambda: all(browser.execute("return window.playground.valid[arguments[0]];", name) == value
                                     for name, value in TUNING.items()), message="the imported tuning")
        browser.wait_for(lambda: tuning_answered() is not None and tuning_answered().encode() == exported,
                         message="the imported tuning to export the same bytes")

    def test_copy_swift_carries_the_tuning_only_when_it_is_not_the_default(self):
        self.assertNotIn("spinTuning", browser.text("#swift"))
        set_setting("landingBounce", 0.6)
        browser.wait_for(lambda: "spinTuning: SpinTuning(" in browser.text("#swift"),
                         message="the tuning in the Swift")
        self.assertIn("landingBounce: 0.6, landingResponse: 0.2)", browser.text("#swift"))


if __name__ == "__main__":
    unittest.main()
