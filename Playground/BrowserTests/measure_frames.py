"""Measures the page's motion in headless Chromium, for the README (not a test: figures vary by machine).

    PLAYGROUND_URL=http://127.0.0.1:8080/ python3 Playground/BrowserTests/measure_frames.py [--unthrottled]

Twenty flicks; for each, release → first moving frame (the pointerup event's timestamp to the
performance.now() at which the first animation frame after it had drawn; split into the time before
the page's handler ran and from the handler to the drawn frame), and the intervals between
drawn frames while spinning, with the work each frame took (model + SVG). --unthrottled runs Chromium
with --disable-frame-rate-limit --disable-gpu-vsync: animation frames as fast as the page can draw
them, which shows whether a 120 Hz display's 8.3 ms budget holds. --trace also records Chromium's trace
(which slows the page a little: its figures are for the split, not the headline) and says what the
slow frames are made of: each animation frame's wall time against the CPU time its thread ran
(FireAnimationFrame's duration and thread duration), and the CPU the browser's other threads spent
per frame meanwhile (the display compositor's software drawing, the renderer's raster workers…)."""

import collections
import os
import statistics
import sys
import time

UNTHROTTLED = "--unthrottled" in sys.argv
if UNTHROTTLED:
    os.environ["CHROMIUM_EXTRA_ARGS"] = "--disable-frame-rate-limit --disable-gpu-vsync"
TRACE = "--trace" in sys.argv
if TRACE:
    os.environ["CHROMIUM_TRACE_CATEGORIES"] = "devtools.timeline,toplevel"

from harness import URL, alternate_flick, browser, page_animation_frames, percentile, stage_state  # noqa: E402 (after the flags)


interactive = []
for _ in range(6):  # the first load fills the cache; the others are warm
    browser.get("about:blank")
    browser.get(URL)
    browser.wait_for(lambda: browser.execute("return !!(window.playground && window.playground.interactive_ms);"))
    interactive.append(browser.execute("return window.playground.interactive_ms;"))
warm = interactive[1:]
latencies, queued, waits, intervals, costs, moving = [], [], [], [], [], 0
browser.execute("window.playground.stage.elementChanges = 0;")
events = []
if TRACE:
    browser.trace_events()  # the page loads: not measured
for i in range(20):
    browser.execute("window.playground.stage.log.length = 0; window.playground.frameCosts.length = 0;")
    alternate_flick(i)
    release = browser.wait_for(lambda: browser.execute("return window.playground.releaseFrames.slice(-1)[0] || null;"))
    latencies.append(release["drawn_ms"] - release["event_ms"])
    queued.append(release["handled_ms"] - release["event_ms"])
    waits.append(release["drawn_ms"] - release["handled_ms"])
    moving += release["angle"] != 0
    time.sleep(0.6)
    log = browser.execute("return window.playground.stage.log.filter(e => e.time > 0);")
    intervals += [b["drawn"] - a["drawn"] for a, b in zip(log, log[1:])]
    costs += browser.execute("return window.playground.frameCosts.slice();")
    browser.execute("window.playground.releaseFrames.length = 0;")
    browser.wait_for(lambda: "spinning" not in stage_state()["status"])
    browser.execute("window.playground.releaseFrames.length = 0;")
    if TRACE:
        events += browser.trace_events()

mode = "unthrottled" if UNTHROTTLED else "default (60 Hz)"
print(f"navigation → control drawn and interactive: first load {interactive[0]:.0f} ms, "
      f"warm median {statistics.median(warm):.0f} ms, max {max(warm):.0f} ms")
print(f"{mode}: first frame after release moving in {moving}/20 flicks")
print(f"release → first moving frame drawn: median {statistics.median(latencies):.1f} ms, "
      f"p95 {percentile(latencies, 95):.1f} ms, max {max(latencies):.1f} ms")
print(f"  of which the event waiting for the page (input pipeline): median {statistics.median(queued):.1f} ms; "
      f"handler → first moving frame drawn: median {statistics.median(waits):.1f} ms, max {max(waits):.1f} ms")
print(f"frame interval while spinning: median {statistics.median(intervals):.2f} ms "
      f"({1000 / statistics.median(intervals):.0f} Hz), p95 {percentile(intervals, 95):.2f} ms, "
      f"over 8.33 ms: {100 * sum(i > 8.34 for i in intervals) / len(intervals):.1f} %, "
      f"over 16.7 ms: {100 * sum(i > 16.8 for i in intervals) / len(intervals):.1f} % ({len(intervals)} intervals)")
changed = browser.execute("return window.playground.stage.elementChanges;")
print(f"work per frame (model + drawing + state): median {statistics.median(costs):.3f} ms, p99 {percentile(costs, 99):.3f} ms, "
      f"max {max(costs):.3f} ms; elements replaced, removed or inserted: {changed} ({len(costs)} frames); "
      f"load average {os.getloadavg()[0]:.1f}")


def tail_split(events):
    """Prints what the trace says the animation frames are made of."""
    threads = {(e["pid"], e["tid"]): e["args"]["name"] for e in events if e.get("ph") == "M" and e["name"] == "thread_name"}
    processes = {e["pid"]: e["args"]["name"] for e in events if e.get("ph") == "M" and e["name"] == "process_name"}
    frames = page_animation_frames(events)
    if not frames:
        print("trace: no animation frames of the page (were its categories recorded?)")
        return
    page = (frames[0]["pid"], frames[0]["tid"])
    wall = [e["dur"] / 1000 for e in frames]
    cpu = [e.get("tdur", 0) / 1000 for e in frames]
    off = [w - c for w, c in zip(wall, cpu)]
    print(f"trace: animation frames {len(frames)}: wall median {statistics.median(wall):.2f} ms, p99 {percentile(wall, 99):.2f} ms; "
          f"CPU median {statistics.median(cpu):.2f} ms, p99 {percentile(cpu, 99):.2f} ms; "
          f"not running (wall − CPU) p99 {percentile(off, 99):.2f} ms, over 1 ms in {100 * sum(o > 1 for o in off) / len(off):.1f} % of frames")
    slowest = sorted(frames, key=lambda e: -e["dur"])[:max(1, len(frames) // 100)]
    print(f"  the slowest 1 % ({len(slowest)}): wall median {statistics.median(e['dur'] / 1000 for e in slowest):.2f} ms, "
          f"CPU median {statistics.median(e.get('tdur', 0) / 1000 for e in slowest):.2f} ms")
    spent = collections.Counter()
    for e in events:  # each thread's tasks (toplevel), outside the page's main thread
        if e.get("ph") == "X" and e["name"] in ("ThreadPool_RunTask", "ThreadControllerImpl::RunTask") and (e["pid"], e["tid"]) != page:
            spent[f"{processes.get(e['pid'], e['pid'])} {threads.get((e['pid'], e['tid']), e['tid'])}"] += e.get("tdur", 0) / 1000
    print("  other threads' CPU per animation frame: " + ", ".join(f"{name} {ms / len(frames):.2f} ms" for name, ms in spent.most_common(5)))


if TRACE:
    tail_split(events)
