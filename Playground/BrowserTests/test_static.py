"""The static copy (`scripts/playground --static DIR`), served by a plain file server with no
playground server behind it (PLAYGROUND_STATIC_URL): the same page, and the model in it spins the
control, plots the spin with the contract's verdict and writes its CSV; nothing asks for the server's
API."""

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


if __name__ == "__main__":
    unittest.main(verbosity=2)
