"""Browser tests of the playground: headless Chromium (through chromedriver) against the real server.

Run by scripts/playground-test, which builds the server once and passes PLAYGROUND_URL; screenshots go
to PLAYGROUND_SCREENSHOTS (a new temporary folder when unset)."""

import json
import math
import os
import time
import unittest
import urllib.request

import png
from harness import URL, activations, fresh_page, browser, element_origin, flick, medallion_box, save_screenshot, stage_state, tap, wait_until_resting, scratch_folder

class PlaygroundTests(unittest.TestCase):
    def setUp(self):
        fresh_page()
        browser.wait_for(lambda: browser.execute("return document.querySelectorAll('#verdict li').length > 0"),
                         message="the server's report")
        browser.browser_log()  # start each test with an empty log

    expected_refusals = False

    def tearDown(self):
        errors = [entry for entry in browser.browser_log() if entry.get("level") == "SEVERE"
                  and not (self.expected_refusals and entry.get("source") == "network" and "(Bad Request)" in entry["message"])]
        self.assertEqual(errors, [], "console errors")

    def test_page_loads_at_rest_with_every_setting_and_a_passing_preview(self):
        state = stage_state()
        self.assertEqual(state["face"], "top")
        self.assertIn("idle", state["status"])
        names = browser.execute("return [...document.querySelectorAll('#settings .field')].map(f => f.dataset.setting);")
        catalogue = json.load(urllib.request.urlopen(URL + "api/settings"))["settings"]
        self.assertEqual(names, [entry["name"] for entry in catalogue])
        self.assertEqual(browser.execute("return document.getElementById('verdict').dataset.passed;"), "true")
        self.assertIn("ButterflyButton(isOn: $isOn)", browser.text("#swift"))

    def test_flick_in_the_top_half_spins_top_to_bottom_and_lands_on_the_other_face(self):
        self.assertEqual(stage_state()["face"], "top")
        # Starts above the axle and ends above it: the top half, so θ increases (top → bottom).
        flick()
        browser.wait_for(lambda: activations(), message="the flick to be planned")
        self.assertIn("top→bottom", activations()[0])
        self.assertIn("flick", stage_state()["status"])
        first = browser.wait_for(lambda: (s := stage_state())["angle"] > 0 and s, message="the spin to start")
        time.sleep(0.15)
        second = stage_state()
        self.assertGreater(second["angle"], first["angle"], "θ increases: top → bottom")
        # A frame drawn with the disc foreshortened (|cos θ| < 0.5), the rim showing: from the page's own
        # log of drawn frames (polling the live angle can miss every such frame on a loaded machine).
        turned = browser.wait_for(
            lambda: next((e for e in browser.execute("return window.playground.stage.log.slice();")
                          if e["time"] > 0 and abs(math.cos(e["angle"])) < 0.5), None), message="a turned disc")
        wait_until_resting("bottom")
        self.assertIn("isOn: false", stage_state()["status"])
        self.assertIn("onSpinCompleted(false)", browser.text("#callbacks"))
        self.assertEqual(browser.execute("return document.getElementById('stage').getAttribute('aria-checked');"), "false")
        self.assertEqual(browser.execute("return document.getElementById('verdict').dataset.passed;"), "true")
        # The picture: that frame again, scrubbed to in the last spin (then playing on).
        browser.execute("window.playground.designer.scrub(arguments[0]);", turned["time"])
        browser.wait_for(lambda: abs(math.cos(stage_state()["angle"])) < 0.5, message="the turned disc, scrubbed to")
        save_screenshot("playground-spinning.png")
        browser.execute("window.playground.designer.resume();")

    def test_the_page_draws_frames_while_the_control_moves_and_none_at_rest(self):
        # The page's own count of animation frames (window.playground.frameCount). At rest it stays put:
        # a page that drew every frame adds about 30 in the 0.5 s below; a loaded machine only adds fewer.
        def frames():
            return browser.execute("return window.playground.frameCount;")

        def quiet():
            before = frames()
            time.sleep(0.5)
            return frames() == before

        browser.wait_for(quiet, message="no animation frames at rest after the page started")
        flick()
        # The spin runs on animation frames the page asks for itself: the landing is one of them.
        wait_until_resting("bottom")
        moving = browser.execute("return window.playground.stage.log.filter(e => e.time > 0).length;")
        self.assertGreaterEqual(moving, 2, "frames of the spin drawn")
        self.assertTrue(quiet(), "no animation frames once the medallion has landed")
        # A hover is drawn (the model says its drawing changed), in one frame or a few, then quiet again.
        browser.cdp("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": 1, "y": 1})  # off the stage first
        browser.wait_for(quiet, message="no animation frames with the pointer off the stage")
        before = frames()
        centre = browser.execute("""
            const s = document.getElementById('stage').getBoundingClientRect();
            return {x: s.left + s.width / 2, y: s.top + s.height / 2};""")
        browser.cdp("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": centre["x"], "y": centre["y"]})
        browser.wait_for(lambda: frames() > before, message="a frame for the hover")
        browser.wait_for(quiet, message="no animation frames after the hover was drawn")

    def test_tap_during_a_spin_is_honoured_and_lands_back_on_the_start_face(self):
        flick()
        browser.wait_for(lambda: stage_state()["angle"] > 0.5, message="the spin to be under way")
        tap(offset=-0.3)
        browser.wait_for(lambda: len(activations()) == 2, message="the tap to re-plan the spin")
        self.assertIn("activations: 2", stage_state()["status"])
        # Two activations in one spin land where two toggles of the start face land: on it.
        wait_until_resting("top")
        self.assertIn("isOn: true", stage_state()["status"])
        self.assertEqual(browser.execute("return document.getElementById('verdict').dataset.passed;"), "true")
        save_screenshot("playground-interrupted.png")

    def test_a_held_pointer_shows_the_pressed_control_until_released(self):
        stage = browser.find("#stage")
        box = medallion_box()
        pressed = lambda: browser.execute("return document.getElementById('stage').dataset.pressed;")
        self.assertEqual(pressed(), "false")
        down = [{"type": "pointerMove", "duration": 0, "origin": element_origin(stage),
                 "x": round(box["x"]), "y": round(box["y"])}, {"type": "pointerDown", "button": 0}]
        browser.command("POST", "/actions", {"actions": [{"type": "pointer", "id": "p3", "parameters": {"pointerType": "pen"}, "actions": down}]})
        browser.wait_for(lambda: pressed() == "true", message="the pressed frame")
        browser.command("POST", "/actions", {"actions": [{"type": "pointer", "id": "p3", "parameters": {"pointerType": "pen"}, "actions": [{"type": "pointerUp", "button": 0}]}]})
        browser.command("DELETE", "/actions")
        browser.wait_for(lambda: pressed() == "false", message="the released frame")
        browser.wait_for(lambda: len(activations()) == 1, message="the pen tap to spin the control")

    def test_moving_the_duration_slider_changes_the_plot(self):
        before = browser.execute("return document.querySelector('#plot path.theta').getAttribute('d');")
        slider = browser.find("[data-setting=spinDecelerationDuration] input[type=range]")
        browser.click(slider)
        browser.send_keys(slider, "\ue014" * 10)  # ArrowRight: ten steps of the slider
        browser.wait_for(
            lambda: browser.execute("return document.querySelector('#plot path.theta').getAttribute('d');") != before,
            message="the plot to change")
        value = float(browser.execute(
            "return document.querySelector('[data-setting=spinDecelerationDuration] input[type=number]').value;"))
        browser.wait_for(lambda: f"D = {value:g} s" in browser.text("#times"), message=f"the plot for D = {value:g} s")

    def test_copy_swift_yields_code_matching_the_settings(self):
        box = browser.find("[data-setting=sideLength] input[type=number]")
        browser.clear(box)
        browser.send_keys(box, "80\ue004")  # Tab commits the number
        browser.send_keys(browser.find("[data-setting=axleOrientation] select"), "vertical")
        label = browser.find("[data-setting=medallionTopLabel] input")
        browser.send_keys(label, "On")
        browser.wait_for(lambda: "medallionTopLabel" in browser.text("#swift"), message="the Swift to follow")
        origin = URL.rstrip("/")
        browser.cdp("Browser.grantPermissions",
                    {"origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
        browser.click(browser.find("#copy"))
        browser.wait_for(lambda: browser.text("#action-result") == "Swift copied", message="the copy")
        copied = browser.execute_async(
            "const done = arguments[arguments.length - 1];"
            "navigator.clipboard.readText().then(done, e => done('error: ' + e));")
        self.assertEqual(copied, browser.text("#swift"))
        self.assertIn("ButterflyButton(isOn: $isOn, sideLength: 80, axleOrientation: .vertical", copied)
        self.assertIn('medallionTopLabel: "On"', copied)
        self.assertIn('Text("Butterfly")', copied)
        flick()
        wait_until_resting("bottom")
        save_screenshot("playground-settings.png")

    def test_out_of_range_value_is_refused_with_its_range_and_the_control_keeps_working(self):
        self.expected_refusals = True  # Chromium logs the 400 response itself
        box = browser.find("[data-setting=spinDecelerationDuration] input[type=number]")
        browser.clear(box)
        browser.send_keys(box, "-1\ue004")
        message = browser.wait_for(
            lambda: browser.text("[data-error-for=spinDecelerationDuration]"), message="the refusal")
        self.assertIn("-1 is not accepted", message)
        self.assertIn("> 0", message)
        self.assertEqual(browser.execute(
            "return document.querySelector('[data-setting=spinDecelerationDuration] input[type=number]').value;"), "2",
            "the refused value reverts to the one the model runs")
        tap(offset=-0.3)
        browser.wait_for(lambda: len(activations()) == 1, message="a tap with the last accepted settings")
        self.assertIn("D = 2 s", browser.text("#times"))

    def test_reduce_motion_cross_fades_without_rotation(self):
        browser.click(browser.find("[data-setting=reduceMotion] input"))
        browser.wait_for(lambda: "reduceMotion" not in browser.text("#error"), message="the setting")
        time.sleep(0.2)
        stage = browser.find("#stage")
        browser.click(stage)  # a focused control takes Space as a tap at its centre
        browser.send_keys(stage, " ")
        browser.wait_for(lambda: "cross-fade" in " ".join(activations()), message="the swap")
        angles = []
        for _ in range(6):
            angles.append(stage_state()["angle"])
            time.sleep(0.05)
        self.assertEqual(set(angles), {0})
        self.assertIn("9. Reduce Motion", browser.text("#verdict"))

    def test_screenshot_of_the_page_is_not_blank(self):
        flick()
        wait_until_resting("bottom")
        data, path = save_screenshot("playground-page.png")
        width, height, colors = png.distinct_colors(data, step=8)
        self.assertGreater(width * height, 0)
        self.assertGreater(colors, 50, f"{path} shows too few colours to be the page")

    def test_dark_appearance_draws_the_control_dark(self):
        page_fill = "return document.querySelector('#stage svg > rect').getAttribute('fill');"
        light = browser.execute(page_fill)
        browser.send_keys(browser.find("[data-setting=appearance] select"), "dark")
        dark = browser.wait_for(lambda: (fill := browser.execute(page_fill)) != light and fill, message="dark colours")
        self.assertLess(int(dark[1:3], 16), int(light[1:3], 16), "the dark page is darker")
        flick()
        browser.wait_for(lambda: stage_state()["angle"] > 1.2, message="the spin to be under way")
        browser.execute("window.scrollTo(0, 0);")
        save_screenshot("playground-dark.png")

    def test_csv_download_is_bbsims_spin_csv(self):
        folder = scratch_folder("playground-download-")
        browser.cdp("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": folder})
        tap(offset=-0.3)
        browser.wait_for(lambda: len(activations()) == 1, message="the tap")
        browser.click(browser.find("#csv"))
        path = os.path.join(folder, "spin.csv")
        browser.wait_for(lambda: os.path.exists(path) and os.path.getsize(path) > 0, message="spin.csv")
        with open(path) as f:
            lines = f.read().splitlines()
        self.assertEqual(lines[0], "t_s,theta_rad,omega_rad_per_s,face")
        self.assertTrue(lines[1].startswith("0,0,"))
        self.assertTrue(lines[-1].endswith(",bottom"))


if __name__ == "__main__":
    unittest.main(verbosity=2)
