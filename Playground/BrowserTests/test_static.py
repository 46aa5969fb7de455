"""The static copy (`scripts/playground --static DIR`), served by a plain file server with no
playground server behind it (PLAYGROUND_STATIC_URL): the same page, and the model in it spins the
control, plots the spin with the contract's verdict and writes its CSV; nothing asks for the server's
API."""

import json
import os
import unittest

from harness import browser, flick, save_screenshot, stage_state, wait_until_resting

STATIC_URL = os.environ.get("PLAYGROUND_STATIC_URL")


@unittest.skipUnless(STATIC_URL, "PLAYGROUND_STATIC_URL not set")
class StaticCopyTests(unittest.TestCase):
    def test_static_folder_serves_the_page_and_the_model_spins_the_control(self):
        browser.get(STATIC_URL)
        browser.wait_for(lambda: browser.execute(
            "return !!(window.playground && document.querySelector('#stage svg')) && "
            "document.querySelectorAll('#settings .field').length > 0;"), message="the static page to load")
        self.assertTrue(browser.execute("return 'static' in document.documentElement.dataset;"))
        flick()
        browser.wait_for(lambda: stage_state()["angle"] > 0, message="the spin")
        wait_until_resting("bottom")
        browser.wait_for(lambda: browser.execute("return document.querySelectorAll('#plot path.theta').length;"),
                         message="the plot from the model in the page")
        browser.wait_for(lambda: browser.execute("return document.getElementById('verdict').dataset.passed;") == "true",
                         message="the contract's verdict from the model in the page")
        self.assertGreater(browser.execute("return document.querySelectorAll('#verdict li.pass').length;"), 5)
        self.assertFalse(browser.execute("return document.getElementById('csv').hidden;"), "the CSV from the model")
        # The tuning file from the module (it needed the server's JSONEncoder before): the default tuning
        # as `bbsim sweep --tuning-out` writes it.
        exported = browser.execute("return window.playground.designer.exportTuning();")
        self.assertEqual(json.loads(exported), {"landingBounce": 0.45, "landingResponse": 0.2, "preferredShape": 2,
                                                "tapAngularSpeed": 12.566370614359172})
        # The designer's tools are the module's too: the feels, an export, a pin.
        self.assertEqual(browser.execute("return document.querySelectorAll('#feel option').length;"), 6)
        self.assertIn("@keyframes butterfly-spin",
                      browser.execute("return window.playground.designer.exporter.text('css');"))
        browser.click(browser.find("#pin"))
        browser.wait_for(lambda: browser.execute("return !!document.querySelector('#pins .pin-stage svg');"),
                         message="a pinned tuning drawn")
        requests = browser.execute("return performance.getEntriesByType('resource').map(e => e.name);")
        self.assertFalse([r for r in requests if "/api/describe" in r], "no server API asked")
        save_screenshot("playground-static.png")

    def load(self, fragment=""):
        browser.get("about:blank")
        browser.get(STATIC_URL + fragment)
        browser.wait_for(lambda: browser.execute(
            "return !!(window.playground && document.querySelector('#stage svg')) && "
            "document.querySelectorAll('#settings .field').length > 0;"), message="the static page to load")

    def test_copy_swift_copies_the_swift_the_page_shows(self):
        browser.get(STATIC_URL)
        browser.execute("localStorage.clear();")
        self.load()
        # The clipboard as the page writes it (headless Chromium has no clipboard to read back).
        browser.execute("window.copied = null; navigator.clipboard.writeText = async (t) => { window.copied = t; };")
        browser.click(browser.find("#copy"))
        browser.wait_for(lambda: browser.execute("return window.copied !== null;"), message="the copy")
        copied = browser.execute("return window.copied;")
        self.assertIn("ButterflyButton(", copied)
        self.assertEqual(copied, browser.text("#swift"))
        self.assertEqual(browser.text("#action-result"), "Swift copied")

    def test_an_out_of_range_value_is_refused_as_the_served_page_refuses_it(self):
        browser.get(STATIC_URL)
        browser.execute("localStorage.clear();")
        self.load()
        browser.execute("const e = document.querySelector('[data-setting=spinDecelerationDuration] input[type=number]');"
                        "e.value = '-5'; e.dispatchEvent(new Event('change', {bubbles: true}));")
        browser.wait_for(lambda: "spinDecelerationDuration: -5 is not accepted" in browser.text(
            "[data-error-for=spinDecelerationDuration]"), message="the refusal beside the field")
        self.assertEqual(browser.execute("return window.playground.valid.spinDecelerationDuration;"), 2)
        browser.wait_for(lambda: "D = 2 s" in browser.text("#times"), message="the report with D = 2 s")
        self.assertNotIn("-5", browser.text("#times"))
        self.assertNotIn("-5", browser.text("#swift"))
        self.load("#s=" + '{"landingResponse":0}')
        self.assertIn("landingResponse: 0 is not accepted", browser.text("#refused"))


if __name__ == "__main__":
    unittest.main(verbosity=2)
