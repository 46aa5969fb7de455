"""The page's layout at a laptop's 1280×900 and a phone's 390×844 (device metrics emulated through the
DevTools protocol), with the screenshots the README shows: on the laptop the control and the plot stay
in view while the settings scroll; on the phone the compact plot is on the first screen right below the
control, the settings sheet below it; the plot's text is at least 11 CSS px at both widths; and
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


class LayoutTests(unittest.TestCase):
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
