"""The page's layout at a laptop's 1280×900 and a phone's 390×844 (device metrics emulated through the
DevTools protocol), with the screenshots the README shows: on the laptop the control and the plot stay
in view while the settings scroll; on the phone the compact plot is on the first screen right below the
control, the settings sheet below it; the plot's text is at least 11 CSS px at both widths, and its
legend (laid out by the module, PlotLayout) lies inside the plot clear of the panels' names; and
screenshots of both, light and dark (playground-{1280,390}-{light,dark}.png)."""

import unittest

from harness import browser, flick, fresh_page, save_screenshot, stage_state

# The smallest plot text a person should have to read (CSS px).
SMALLEST_TEXT = 11


def emulate(width, height, mobile):
    browser.cdp("Emulation.setDeviceMetricsOverride",
                {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})


def load():
    fresh_page()
    browser.wait_for(lambda: browser.execute("return !!document.querySelector('#plot text');"), message="the plot")


def rect(css):
    return browser.execute("const r = document.querySelector(arguments[0]).getBoundingClientRect();"
                           "return {top: r.top, bottom: r.bottom, left: r.left, right: r.right};", css)


def smallest_plot_text():
    return browser.execute("return Math.min(...[...document.querySelectorAll('#plot text')]"
                           ".map(t => t.getBoundingClientRect().height).filter(h => h > 0));")


def legend_and_names():
    """The boxes of the legend's swatches and words and of the panels' names (θ …, ω …), screen px."""
    return browser.execute("""
        const box = (e) => { const r = e.getBoundingClientRect();
                             return {tag: e.tagName, what: e.textContent || e.getAttribute('class'), left: r.left, right: r.right,
                                     top: r.top, bottom: r.bottom}; };
        const names = [...document.querySelectorAll('#plot > text')].filter(t => /^[θω] \\(/.test(t.textContent));
        return {legend: [...document.querySelectorAll('#plot .legend > *')].map(box), names: names.map(box)};""")


def overlap(a, b):
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]


class LayoutTests(unittest.TestCase):
    def assert_legend_fits(self):
        """Every legend entry inside the plot; no word over another or over a panel's name."""
        plot = rect("#plot")
        found = legend_and_names()
        self.assertEqual(len(found["names"]), 2, found)
        self.assertGreaterEqual(len(found["legend"]), 10, found)
        for entry in found["legend"]:
            self.assertTrue(plot["left"] <= entry["left"] and entry["right"] <= plot["right"]
                            and plot["top"] <= entry["top"] and entry["bottom"] <= plot["bottom"],
                            f"{entry} inside the plot {plot}")
        words = [e for e in found["legend"] if e["tag"] == "text"] + found["names"]
        for i, a in enumerate(words):
            for b in words[i + 1:]:
                self.assertFalse(overlap(a, b), f"{a} overlaps {b}")

    def tearDown(self):
        browser.cdp("Emulation.clearDeviceMetricsOverride", {})

    def test_laptop_keeps_the_control_and_plot_in_view_while_settings_scroll(self):
        emulate(1280, 900, False)
        load()
        flick()
        browser.wait_for(lambda: stage_state()["time"] > 0.3, message="the spin under way")
        save_screenshot("playground-1280.png")
        browser.execute("document.querySelector('#settings fieldset:last-of-type').scrollIntoView();")
        for css in ("#stage", "#plot"):
            box = rect(css)
            visible = min(box["bottom"], 900) - max(box["top"], 0)
            self.assertGreaterEqual(visible, 0.8 * (box["bottom"] - box["top"]), f"{css} still in view: {box}")
        self.assertGreaterEqual(smallest_plot_text() + 0.5, SMALLEST_TEXT)
        self.assert_legend_fits()

    def test_phone_puts_the_plot_below_the_control_and_the_settings_in_a_sheet_below_it(self):
        emulate(390, 844, True)
        load()
        flick()
        browser.wait_for(lambda: stage_state()["time"] > 0.3, message="the spin under way")
        save_screenshot("playground-390.png")
        plot = rect("#plot")
        self.assertLess(plot["bottom"], 844, f"the whole plot on the first screen: {plot}")
        self.assertGreater(plot["top"], rect("#stage")["bottom"], "below the control")
        self.assertGreater(rect("#sheet")["top"], plot["bottom"], "the settings below the plot")
        self.assertGreaterEqual(smallest_plot_text() + 0.5, SMALLEST_TEXT)
        self.assert_legend_fits()
        # Scrolled to the settings, the coin stays at the top and leaves most of the screen to them.
        browser.execute("document.querySelector('#settings fieldset:nth-of-type(3)').scrollIntoView();")
        stage = rect("#stage")
        self.assertGreaterEqual(stage["top"], 0)
        self.assertLess(stage["bottom"], 844 / 3, f"the coin sticks at the top: {stage}")
        save_screenshot("playground-390-scrolled.png")

    def test_screenshots_light_and_dark_at_both_sizes(self):
        for width, height, mobile in ((1280, 900, False), (390, 844, True)):
            for appearance in ("light", "dark"):
                with self.subTest(f"{width} {appearance}"):
                    emulate(width, height, mobile)
                    load()
                    browser.execute("const e = document.querySelector('[data-setting=appearance] select'); e.value = arguments[0];"
                                    "e.dispatchEvent(new Event('change', {bubbles: true}));", appearance)
                    browser.wait_for(lambda: browser.execute("return document.documentElement.style.colorScheme;") == appearance,
                                     message=appearance)
                    flick()
                    browser.wait_for(lambda: stage_state()["time"] > 0.3, message="the spin under way")
                    browser.click(browser.find("#film"))
                    save_screenshot(f"playground-{width}-{appearance}.png")


if __name__ == "__main__":
    unittest.main(verbosity=2)
