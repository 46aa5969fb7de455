"""The page's accessibility (issue 30): axe-core (the copy inside PyPI's axe-playwright-python, which
scripts/playground-test installs; axe 4.12) finds no violation in light and dark, with the filmstrip
and onion skin shown; every number box and colour well is named by its setting; the Import input is
focusable with a visible focus; dark-mode muted and error text reach WCAG AA's 4.5:1; the stage around
a dark control has the control's page colour; on a phone every control is at least 44 × 44 px."""

import importlib.util
import os
import unittest

from harness import browser, flick, fresh_page, wait_until_resting

# WCAG 2.2 AA: normal text at least 4.5:1 (success criterion 1.4.3).
AA_TEXT_CONTRAST = 4.5
# Apple's Human Interface Guidelines: hit targets of at least 44 × 44 pt (CSS px at scale 1).
SMALLEST_TARGET = 44


def axe_source():
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None:
        return None
    with open(os.path.join(spec.submodule_search_locations[0], "axe.min.js")) as f:
        return f.read()


AXE = axe_source()


def set_setting(name, value):
    browser.execute("const e = document.querySelector(`[data-setting=${arguments[0]}] select`); e.value = arguments[1];"
                    "e.dispatchEvent(new Event('change', {bubbles: true}));", name, value)
    browser.wait_for(lambda: browser.execute("return window.playground.valid[arguments[0]];", name) == value,
                     message=f"{name} {value}")


def contrast(css, background="html"):
    """The contrast ratio of `css`'s text colour on the page's background (WCAG's relative luminance)."""
    return browser.execute("""
        const rgb = (text) => text.match(/[\\d.]+/g).slice(0, 3).map(Number);
        const probe = document.createElement('span');
        probe.style.color = 'Canvas';
        document.body.append(probe);
        const canvas = rgb(getComputedStyle(probe).color);
        probe.remove();
        const fg = rgb(getComputedStyle(document.querySelector(arguments[0])).color);
        const l = (c) => { const [r, g, b] = c.map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
                           return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
        const [a, b] = [l(fg), l(canvas)].sort((x, y) => y - x);
        return (a + 0.05) / (b + 0.05);""", css)


class AccessibilityTests(unittest.TestCase):
    def tearDown(self):
        browser.cdp("Emulation.clearDeviceMetricsOverride", {})

    def axe_violations(self):
        browser.execute(AXE)
        result = browser.execute_async("const done = arguments[arguments.length - 1];"
                                       "axe.run(document, {resultTypes: ['violations']}).then(r => done("
                                       "r.violations.map(v => ({id: v.id, nodes: v.nodes.map(n => n.target.join(' '))}))));")
        return result

    @unittest.skipUnless(AXE, "axe-playwright-python (its axe.min.js) not installed")
    def test_axe_finds_no_violation_in_light_and_dark(self):
        fresh_page()
        flick()
        wait_until_resting("bottom")
        browser.click(browser.find("#film"))
        browser.click(browser.find("#onion"))
        browser.execute("document.getElementById('refused').textContent = 'Not applied: a sample refusal';")
        for appearance in ("light", "dark"):
            with self.subTest(appearance):
                set_setting("appearance", appearance)
                browser.wait_for(lambda: browser.execute("return document.documentElement.style.colorScheme;") == appearance,
                                 message=appearance)
                self.assertEqual(self.axe_violations(), [])

    def test_every_number_box_and_colour_well_is_named_by_its_setting(self):
        fresh_page()
        names = browser.execute("""
            return [...document.querySelectorAll('#settings input[type=number], #settings input[type=color]')].map(e => {
              const field = e.closest('[data-setting]');
              return {setting: field.querySelector('label').textContent, name: e.getAttribute('aria-label') || ''};
            });""")
        self.assertGreater(len(names), 10)
        for entry in names:
            self.assertTrue(entry["name"].startswith(entry["setting"].split(" (")[0]), entry)

    def test_the_import_input_is_focusable_with_a_visible_focus(self):
        fresh_page()
        box = browser.execute("const r = document.getElementById('import').getBoundingClientRect(); return [r.width, r.height];")
        self.assertGreater(box[0] * box[1], 0, "not 0×0")
        browser.execute("document.getElementById('import').focus();")
        self.assertEqual(browser.execute("return document.activeElement.id;"), "import")
        outline = browser.execute("const s = getComputedStyle(document.querySelector('.file'));"
                                  "return [s.outlineStyle, parseFloat(s.outlineWidth)];")
        self.assertEqual(outline[0], "solid")
        self.assertGreaterEqual(outline[1], 2)

    def test_dark_text_reaches_aa_contrast_and_the_stage_has_the_controls_page_colour(self):
        fresh_page()
        set_setting("appearance", "dark")
        browser.execute("document.getElementById('refused').textContent = 'Not applied: x';")
        browser.wait_for(lambda: browser.execute("return document.documentElement.style.colorScheme;") == "dark",
                         message="dark")
        for css in ("#trace", "#refused", "header p"):
            self.assertGreaterEqual(contrast(css), AA_TEXT_CONTRAST, css)
        colours = browser.execute("const s = document.getElementById('stage');"
                                  "return [getComputedStyle(s).backgroundColor, s.querySelector('svg rect').getAttribute('fill')];")
        r, g, b = (int(colours[1][i:i + 2], 16) for i in (1, 3, 5))
        self.assertEqual(colours[0], f"rgb({r}, {g}, {b})")

    def test_every_control_on_a_phone_is_a_44_px_target(self):
        browser.cdp("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
        fresh_page()
        small = browser.execute("""
            const target = (e) => e.closest('label') && e.type === 'checkbox' ? e.closest('label') : e;
            return [...document.querySelectorAll('button, select, input, summary')].filter(e => {
              const box = (e.type === 'file' ? e.closest('label') : target(e)).getBoundingClientRect();
              return box.width > 0 && (box.width < arguments[0] - 0.5 || box.height < arguments[0] - 0.5);
            }).map(e => `${e.id || e.type || e.tagName} ${Math.round(target(e).getBoundingClientRect().width)}×${Math.round(target(e).getBoundingClientRect().height)}`);""",
            SMALLEST_TARGET)
        self.assertEqual(small, [])


if __name__ == "__main__":
    unittest.main(verbosity=2)
