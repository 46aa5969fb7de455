"""Importing a tuning file in the page: it is read by `bbsim --tuning`'s strict reader running in the
page's module (SpinTuning(json:), through the bridge's bb_tuning), so a file the reader refuses shows the
reader's own line and changes nothing, and a file it accepts applies (a missing key at its default)."""

import json
import os
import unittest

from harness import browser, fresh_page, scratch_folder

KEYS = "tapAngularSpeed, preferredShape, landingBounce, landingResponse"

# Each refused file's text and the reader's line for it (Sources/ButterflyPhysics/Spin/SpinTuning+JSON.swift).
REFUSED = {
    "trailing-comma.json": ('{"tapAngularSpeed": 9.5, "landingBounce": 0.6,}',
                            "a trailing comma at byte 47; expected a key in double quotes (RFC 8259)"),
    "duplicate-key.json": ('{"landingBounce": 0.1, "landingBounce": 0.2}',
                           "key 'landingBounce' given twice; expected each key at most once"),
    "unknown-key.json": ('{"tapAngularSped": 9.5}', f"unknown key 'tapAngularSped'; expected one of {KEYS}"),
    "proto.json": ('{"__proto__": {"landingBounce": 0.9}}', f"unknown key '__proto__'; expected one of {KEYS}"),
    "array.json": ("[1,2,3]", "'[1,2,3]' at byte 1; expected a JSON object such as "
                              '{"tapAngularSpeed": 12.57, "landingBounce": 0.45}'),
    "out-of-range.json": ('{"landingBounce": 5}',
                          "landingBounce 5 is not accepted; expected a number (dimensionless), finite, in [-0.5, 0.9]"),
    "megabyte.json": ('{"landingBounce": 0.9}' + " " * (1 << 20),
                      "larger than 64 KiB; expected a SpinTuning JSON object of about 120 bytes"),
}


def valid():
    return browser.execute("return JSON.stringify(window.playground.valid);")


def import_file(path):
    """Hands `path` to the Import button and waits for the page's line about it."""
    name = os.path.basename(path)
    browser.execute("document.querySelector('#action-result').textContent = '';")
    browser.send_keys(browser.find("#import"), path)
    browser.wait_for(lambda: browser.text("#action-result").startswith(name), message=f"the page's line for {name}")
    return browser.text("#action-result")


class TuningImportTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = scratch_folder("playground-tuning-import-")

    def write(self, name, text):
        path = os.path.join(self.folder, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    def test_a_refused_tuning_file_shows_the_readers_line_and_changes_nothing(self):
        fresh_page()
        browser.execute(  # a setting away from its default, which a reset to the defaults would lose
            "const e = document.querySelector('[data-setting=landingBounce] input[type=range]');"
            "e.value = '0.6'; e.dispatchEvent(new Event('input', {bubbles: true}));")
        browser.wait_for(lambda: browser.execute("return window.playground.valid.landingBounce;") == 0.6,
                         message="the bounce 0.6")
        before, hash_before = valid(), browser.execute("return location.hash;")
        for name, (text, line) in REFUSED.items():
            with self.subTest(name):
                self.assertEqual(import_file(self.write(name, text)), f"{name}: {line}")
                self.assertEqual(valid(), before)
                self.assertEqual(browser.execute("return location.hash;"), hash_before)

    def test_an_accepted_tuning_file_applies_with_the_missing_key_at_its_default(self):
        fresh_page()
        path = self.write("tuning.json", '{"tapAngularSpeed": 9.5, "preferredShape": 3, "landingBounce": -5e-1}\n')
        self.assertTrue(import_file(path).startswith("tuning.json imported"))
        browser.wait_for(lambda: browser.execute("return window.playground.valid.landingBounce;") == -0.5,
                         message="the imported tuning")
        settings = json.loads(valid())
        self.assertEqual({k: settings[k] for k in KEYS.split(", ")},
                         {"tapAngularSpeed": 9.5, "preferredShape": 3, "landingBounce": -0.5, "landingResponse": 0.2})

    def test_a_tuning_file_keeps_d_and_every_other_setting_and_says_so(self):
        # Export tuning → Import tuning reproduces the spin: the file carries the four SpinTuning
        # values, and the settings it does not carry (D, the side, the title) stay as they were.
        fresh_page()
        browser.execute(
            "const set = (s, v) => { const e = document.querySelector(s); e.value = v;"
            " e.dispatchEvent(new Event('change', {bubbles: true})); };"
            "set('[data-setting=spinDecelerationDuration] input[type=number]', '1');"
            "set('[data-setting=sideLength] input[type=number]', '100');")
        browser.wait_for(lambda: browser.execute(
            "return window.playground.valid.spinDecelerationDuration === 1 && window.playground.valid.sideLength === 100;"),
            message="D 1 s and side 100")
        line = import_file(self.write("keep.json", '{"landingBounce": 0.3}'))
        browser.wait_for(lambda: browser.execute("return window.playground.valid.landingBounce;") == 0.3,
                         message="the imported bounce")
        settings = json.loads(valid())
        self.assertEqual((settings["spinDecelerationDuration"], settings["sideLength"]), (1, 100), "D and side kept")
        self.assertIn("carries no D", line)

if __name__ == "__main__":
    unittest.main()
