"""Export where teams ship, and the gallery of feels: the page's Export (the model's SpinExport in the
module) played back — the CSS in the browser's own animation engine, the Lottie file by rlottie — agrees
with the model's θ(t) within the error the file states; the feels are the model's."""

import json
import math
import os
import re
import sys
import tempfile
import unittest

from harness import browser, flick, fresh_page, stage_state

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "scripts"))
import export_check  # noqa: E402  (the CLI's read-back: the Lottie schema and the marker's angle)
import jsonschema  # noqa: E402
import lottie_specs  # noqa: E402
from rlottie_python import LottieAnimation  # noqa: E402

# Chromium serialises a computed transform with 6 significant digits: the angle read back from its
# matrix is off by at most ~1e-4° (atan2 of entries rounded by 5e-7); 1e-3° is ten times that.
MATRIX_READING_DEG = 1e-3


def curve_degrees(times):
    """The model's θ (degrees) at each of `times` (s), asked of the page's module in one round trip."""
    thetas = browser.execute("return arguments[0].map(t => window.playground.model.curve(t).theta);", list(times))
    return [math.degrees(theta) for theta in thetas]


def worst_error(samples):
    """The largest |angle − model| (degrees, wrapped) over (time, angle) samples."""
    model = curve_degrees(t for t, _ in samples)
    return max(abs(wrapped(angle - theta)) for (_, angle), theta in zip(samples, model))


def wrapped(a):
    return (a + 180) % 360 - 180


def stated_error(text):
    return float(re.search(r"≤ ([0-9.]+)° everywhere", text).group(1))


def spun():
    """A flick, waited for until the model plans it; the export's spin is then the plot's."""
    fresh_page()
    flick()
    browser.wait_for(lambda: stage_state()["time"] > 0 and "spinning" in stage_state()["status"],
                     message="the flick to spin")


class ExportTests(unittest.TestCase):
    def test_the_css_export_played_by_the_browser_follows_the_model_within_its_stated_error(self):
        spun()
        css = browser.execute("return window.playground.designer.exporter.text('css');")
        bound = stated_error(css) + MATRIX_READING_DEG
        # Both rules of the file (linear() easing, and @keyframes), paused and set to each millisecond
        # by the Web Animations API: the angle is read from the computed transform (rotate3d about the
        # axle, the x axis for the default horizontal axle: θ = atan2(m23, m22)).
        angles = browser.execute("""
            const style = Object.assign(document.createElement('style'), {textContent: arguments[0]});
            document.head.append(style);
            const result = {};
            for (const name of ['butterfly-spin', 'butterfly-spin-keyframes']) {
              const element = Object.assign(document.createElement('div'), {className: name});
              document.body.append(element);
              const [animation] = element.getAnimations();
              animation.pause();
              const span = animation.effect.getComputedTiming().duration;
              result[name] = [];
              for (let ms = 0; ms <= span + 100; ms += 2) {
                animation.currentTime = ms;
                const m = new DOMMatrix(getComputedStyle(element).transform);
                result[name].push([ms / 1000, Math.atan2(m.m23, m.m22) * 180 / Math.PI]);
              }
              element.remove();
            }
            style.remove();
            return result;""", css)
        for name, samples in angles.items():
            self.assertGreater(len(samples), 100, name)
            worst = worst_error(samples)
            self.assertLessEqual(worst, bound, f"{name}: the browser's angle is {worst:.4f}° off the model")

    def test_the_web_animations_export_played_by_element_animate_follows_the_model_within_its_stated_error(self):
        spun()
        text = browser.execute("return window.playground.designer.exporter.text('web-animations');")
        bound = json.loads(text)["maximumErrorDegrees"] + MATRIX_READING_DEG
        samples = browser.execute("""
            const file = JSON.parse(arguments[0]);
            const element = document.body.appendChild(document.createElement('div'));
            const animation = element.animate(file.keyframes, file.options);
            animation.pause();
            const samples = [];
            for (let ms = 0; ms <= file.options.duration + 100; ms += 2) {
              animation.currentTime = ms;
              const m = new DOMMatrix(getComputedStyle(element).transform);
              samples.push([ms / 1000, Math.atan2(m.m23, m.m22) * 180 / Math.PI]);
            }
            element.remove();
            return samples;""", text)
        self.assertGreater(len(samples), 100)
        worst = worst_error(samples)
        self.assertLessEqual(worst, bound, f"element.animate's angle is {worst:.4f}° off the model")

    def test_the_lottie_export_rendered_by_rlottie_follows_the_model_within_its_stated_error(self):
        spun()
        text = browser.execute("return window.playground.designer.exporter.text('lottie');")
        document = json.loads(text)
        with open(lottie_specs.schema_path()) as f:
            schema = json.load(f)
        errors = list(jsonschema.Draft202012Validator(schema).iter_errors(document))
        self.assertEqual(errors, [], "the Lottie schema's errors")
        bound = stated_error(document["meta"]["d"]) + export_check.MARKER_TOLERANCE_DEG
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "spin.json")
            with open(path, "w") as f:
                f.write(text)
            animation = LottieAnimation.from_file(path)
            frames = animation.lottie_animation_get_totalframe()
            self.assertGreater(frames, 30)
            worst = worst_error([(frame / document["fr"],
                                  export_check.marker_angle(animation.render_pillow_frame(frame_num=frame)))
                                 for frame in range(frames)])
        self.assertLessEqual(worst, bound, f"rlottie's angle is {worst:.3f}° off the model")

    def test_every_format_downloads_as_its_file_and_says_its_error(self):
        spun()
        for value, name in (("css", "butterfly-spin.css"), ("web-animations", "butterfly-spin.web-animations.json"),
                            ("compose", "ButterflySpin.kt"), ("lottie", "butterfly-spin.lottie.json")):
            browser.execute("document.getElementById('export-format').value = arguments[0];"
                            "document.getElementById('export-error').value = '0.5';", value)
            browser.click(browser.find("#export-spin"))
            self.assertEqual(browser.execute("return document.getElementById('action-result').textContent;"),
                             f"{name} written")
            text = browser.execute("return window.playground.designer.exporter.text(arguments[0]);", value)
            self.assertIn("(asked ≤ 0.5°)", text, value)

    def test_a_named_feel_sets_the_four_tuning_values_and_says_why(self):
        fresh_page()
        browser.execute("document.querySelector('[data-setting=sideLength] input[type=number]').value = '90';"
                        "document.querySelector('[data-setting=sideLength] input[type=number]')"
                        ".dispatchEvent(new Event('change', {bubbles: true}));")
        browser.wait_for(lambda: browser.execute("return window.playground.valid.sideLength === 90;"),
                         message="the side to change")
        names = browser.execute("return [...document.querySelectorAll('#feel option')].map(o => o.value);")
        self.assertEqual(names, ["", "standard", "snappy", "smooth", "bouncy", "gentle"])
        browser.execute("const s = document.getElementById('feel'); s.value = 'bouncy';"
                        "s.dispatchEvent(new Event('change', {bubbles: true}));")
        browser.wait_for(lambda: browser.execute("return window.playground.valid.landingBounce === 0.75;"),
                         message="the bouncy feel")
        valid = browser.execute("return window.playground.valid;")
        self.assertEqual((valid["tapAngularSpeed"], valid["preferredShape"], valid["landingBounce"],
                          valid["landingResponse"]), (4 * math.pi, 2, 0.75, 0.25))
        self.assertEqual(valid["sideLength"], 90, "the other settings are kept")
        self.assertIn("bouncy: A springy landing", browser.execute("return document.getElementById('feel-why').textContent;"))
        self.assertIn("landingBounce: 0.75", browser.execute("return document.getElementById('swift').textContent;"))


if __name__ == "__main__":
    unittest.main()
