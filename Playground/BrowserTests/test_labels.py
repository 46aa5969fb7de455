"""Face labels as the control draws them: `.caption` (12 pt) at regular weight by default, the
medallionLabelFont settings from the model's catalogue changing what the page draws, and Copy Swift
carrying the font when it is not the default."""

import unittest

from harness import browser, fresh_page


def label():
    return browser.execute(
        "const t = document.querySelector('#stage [data-role=label]:not([display=none])') ||"
        " document.querySelector('#stage [data-role=label]');"
        "return {size: Number(t.getAttribute('font-size')), weight: t.getAttribute('font-weight')};")


def choose(name, value):
    """Picks a value in the setting's menu, as a person does (no waiting: a second edit may come while
    the first is being checked by the server)."""
    browser.execute(
        "const e = document.querySelector(`[data-setting=${arguments[0]}] select`);"
        "e.value = arguments[1]; e.dispatchEvent(new Event('change', {bubbles: true}));", name, value)


class LabelTests(unittest.TestCase):
    def setUp(self):
        fresh_page()

    def test_the_default_label_is_a_regular_twelve_point_caption(self):
        self.assertEqual(label(), {"size": 12, "weight": None})

    def test_the_font_settings_come_from_the_catalogue_and_change_the_drawn_label_and_the_swift(self):
        """Two quick edits: the second builds on the first while the server checks it."""
        names = browser.execute("return [...document.querySelectorAll('#settings .field')].map(f => f.dataset.setting);")
        for name in ("medallionLabelFont", "medallionLabelWeight", "medallionLabelPointSize"):
            self.assertIn(name, names)
        choose("medallionLabelFont", "footnote")
        choose("medallionLabelWeight", "semibold")
        # Footnote is 13 pt; the model fits "true" in its box with the renderer's text estimate
        # (TextMetrics, bold 0.7 em a character), as `bbsim render` draws it: 11.72 pt semibold.
        browser.wait_for(lambda: label() == {"size": 11.72, "weight": "600"}, message="the footnote label, semibold, fitted")
        browser.wait_for(lambda: "medallionLabelFont: .footnote.weight(.semibold)" in browser.text("#swift"),
                         message="the Swift to carry the font")


if __name__ == "__main__":
    unittest.main()
