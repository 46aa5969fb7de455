"""What every browser test module shares: one headless Chromium (through chromedriver) for the whole
run, and the gestures and readings the tests use. PLAYGROUND_URL is the page (the real server, or a
static copy), PLAYGROUND_SCREENSHOTS where screenshots go (a new temporary folder when unset)."""

import atexit
import collections
import os
import shutil
import tempfile
import time

from webdriver import ChromeDriver, Session, chromium_binary, element_origin

URL = os.environ.get("PLAYGROUND_URL", "http://127.0.0.1:8080/")
SHOTS = os.environ.get("PLAYGROUND_SCREENSHOTS") or tempfile.mkdtemp(prefix="playground-shots-")
os.makedirs(SHOTS, exist_ok=True)

driver = ChromeDriver()
browser = Session(driver.url, chromium_binary())


def scratch_folder(prefix):
    """A new temporary folder for one test's files, removed when the run ends."""
    folder = tempfile.mkdtemp(prefix=prefix)
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


@atexit.register
def _stop():
    browser.quit()
    driver.stop()


def medallion_box():
    """The medallion's face on screen: centre and radius in CSS px."""
    return browser.execute("""
        const face = document.querySelector('#stage [data-role=face]');
        const r = face.getBoundingClientRect();
        const stage = document.getElementById('stage').getBoundingClientRect();
        return {x: r.left + r.width / 2 - (stage.left + stage.width / 2),
                y: r.top + r.height / 2 - (stage.top + stage.height / 2), radius: r.width / 2};""")


def stage_state():
    return browser.execute("""
        const s = document.getElementById('stage');
        return {face: s.dataset.face, angle: Number(s.dataset.angle), time: Number(s.dataset.time),
                status: document.getElementById('status').textContent};""")


def flick(start=(-0.3, -1.1), move=(0.3, 0.9), pointer="touch"):
    """A flick on the medallion: down at `start` (in radii from its centre, y down), one quick move by
    `move` (in radii), up. The model counts it as a flick only if it ends on the control and moves
    mostly across the axle (GestureInterpreter.isFlick), so the default goes down towards the axle
    and stops above it.

    The events go in through the DevTools protocol with their own timestamps (the events'
    `timeStamp`): the down 30 ms before the move and the up 1 ms after it, so the page measures
    0.95 radii (about 24 pt) in 31 ms, about 770 pt/s, three times the model's 250 pt/s flick
    threshold, however long the machine takes to deliver them. (WebDriver actions stamp events when
    they arrive: on a loaded machine the up came more than the page's 80 ms velocity window after the
    move, and the flick was read as a tap.) The up is stamped with the time the gesture was sent, so
    the events are at most a few milliseconds old when the page sees them, as a real touch's are."""
    box = medallion_box()
    r = box["radius"]
    centre = browser.execute("""
        const s = document.getElementById('stage').getBoundingClientRect();
        return {x: s.left + s.width / 2, y: s.top + s.height / 2};""")
    x0, y0 = centre["x"] + box["x"] + start[0] * r, centre["y"] + box["y"] + start[1] * r
    x1, y1 = x0 + move[0] * r, y0 + move[1] * r
    sent = time.time()
    stamps = (sent - 0.031, sent - 0.001, sent)
    if pointer == "touch":
        for kind, points, stamp in (("touchStart", [{"x": x0, "y": y0}], stamps[0]),
                                    ("touchMove", [{"x": x1, "y": y1}], stamps[1]),
                                    ("touchEnd", [], stamps[2])):
            browser.cdp("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points, "timestamp": stamp})
    else:
        for kind, (x, y), stamp in (("mousePressed", (x0, y0), stamps[0]), ("mouseMoved", (x1, y1), stamps[1]),
                                    ("mouseReleased", (x1, y1), stamps[2])):
            browser.cdp("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left",
                                                     "buttons": 0 if kind == "mouseReleased" else 1,
                                                     "clickCount": 1, "pointerType": pointer, "timestamp": stamp})


def alternate_flick(i):
    """Flick number `i` of a series that turns the coin back and forth: the even ones down from the top
    half (`flick`'s default), the odd ones up from the bottom half."""
    flick() if i % 2 == 0 else flick(start=(0.3, 1.1), move=(-0.3, -0.9))


# Issue 32's budget for one frame's work (model, drawing, state) at the 99th percentile (ms): test_drawing
# bounds it by the page's own clock, with an allowance for a loaded machine; measure_frames.py --trace
# measures it in the CPU time Chromium's trace gives each frame.
FRAME_BUDGET_MS = 2.0


def percentile(values, p):
    """The p-th percentile of `values` (0 ≤ p ≤ 100), nearest rank: the sorted value at round(p/100 · (n − 1))."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def spin_back_and_forth(flicks):
    """Each flick of `flicks` (``alternate_flick``), waiting for its spin to land."""
    for i in flicks:
        alternate_flick(i)
        browser.wait_for(lambda: "spinning" not in stage_state()["status"], message="the spin to land")


def page_animation_frames(events):
    """The page's animation frames in Chromium's trace `events` (CHROMIUM_TRACE_CATEGORIES with
    devtools.timeline): the FireAnimationFrame events of the thread that ran the most of them, each the
    requestAnimationFrame callbacks of one frame, with `dur` its wall time and `tdur` the CPU time its
    thread ran (µs)."""
    fired = [e for e in events if e.get("name") == "FireAnimationFrame" and e.get("ph") == "X"]
    if not fired:
        return []
    page = collections.Counter((e["pid"], e["tid"]) for e in fired).most_common(1)[0][0]
    return [e for e in fired if (e["pid"], e["tid"]) == page]


def tap(offset=-0.3, pointer="mouse"):
    stage = browser.find("#stage")
    box = medallion_box()
    browser.perform([{
        "type": "pointer", "id": "p2", "parameters": {"pointerType": pointer},
        "actions": [{"type": "pointerMove", "duration": 0, "origin": element_origin(stage),
                     "x": round(box["x"]), "y": round(box["y"] + offset * box["radius"])},
                    {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 30},
                    {"type": "pointerUp", "button": 0}],
    }])


def activations():
    """The activations of the last spin (none while the plot shows the preview of a centre tap)."""
    return browser.execute(
        "if (document.getElementById('report-title').textContent.includes('preview')) return [];"
        "return [...document.querySelectorAll('#activations li')].map(e => e.textContent);")


def wait_until_resting(face, timeout=8):
    browser.wait_for(lambda: stage_state()["face"] == face and "spinning" not in stage_state()["status"],
                     timeout=timeout, message=f"the medallion to rest on {face}")


def save_screenshot(name):
    data = browser.screenshot()
    path = os.path.join(SHOTS, name)
    with open(path, "wb") as f:
        f.write(data)
    return data, path


def fresh_page(url=URL):
    """Opens `url` with nothing kept from an earlier test (local storage cleared, a real reload even
    when only the URL's fragment differs), and waits for the page and its model."""
    browser.get(url)
    browser.execute("localStorage.clear();")
    browser.get("about:blank")
    browser.get(url)
    browser.wait_for(lambda: browser.execute(
        "return !!(window.playground && window.playground.designer && document.querySelector('#stage svg')) && "
        "document.querySelectorAll('#settings .field').length > 0;"), message="the page and its model to load")
