"""The checks of scripts/export-check (see there). Usage: export_check.py BBSIM WORKDIR"""
import csv
import json
import math
import re
import subprocess
import sys

import jsonschema
import lottie_specs
from rlottie_python import LottieAnimation

MARKER_TOLERANCE_DEG = 0.25  # the marker's angle read from 200×200 px: ≤ 0.13° off on the default tap
SPINS = [  # (name, options): a tap, a fast flick with the default feel, a bouncy feel from the gallery
    ("tap", []),
    ("flick", ["--velocity", "0,1500", "--duration", "1.5"]),
    ("bouncy", ["--tuning", "bouncy"]),
]


def run(*arguments):
    return subprocess.run(arguments, check=True, capture_output=True, text=True).stdout


def model(bbsim, work, options, rate):
    """θ(t) in degrees at t = i/rate from the model (bbsim simulate spin, closed form)."""
    path = f"{work}/spin.csv"
    run(bbsim, "simulate", "spin", *options, "--rate", str(rate), "--until", "10", "--out", path)
    with open(path, newline="") as handle:
        return [math.degrees(float(row["theta_rad"])) for row in csv.DictReader(handle)]


def stated_error(text):
    return float(re.search(r"≤ ([0-9.]+)° everywhere", text).group(1))


def marker_angle(image):
    """The angle (degrees, clockwise from +x, y down) of the radius marker: the centroid of the disc's
    pixels weighted by how far each is from the disc's blue towards the marker's near-black (antialiased
    edges count by their share), inside 0.9 of the disc's radius (the disc's own rim is left out)."""
    width, height = image.size
    pixels = image.convert("RGBA").load()
    disc_blue, marker_blue = 0.9 * 255, 0.1 * 255
    reach = 0.9 * 0.4 * width
    sx = sy = 0.0
    for y in range(height):
        for x in range(width):
            dx, dy = x + 0.5 - width / 2, y + 0.5 - height / 2
            if dx * dx + dy * dy > reach * reach:
                continue
            weight = min(1.0, max(0.0, (disc_blue - pixels[x, y][2]) / (disc_blue - marker_blue)))
            sx += weight * dx
            sy += weight * dy
    return math.degrees(math.atan2(sy, sx))


def check_lottie(bbsim, work, name, options, schema):
    path = f"{work}/{name}.json"
    run(bbsim, "export", "--format", "lottie", *options, "--out", path)
    document = json.load(open(path))
    errors = list(jsonschema.Draft202012Validator(schema).iter_errors(document))
    assert not errors, f"lottie {name}: {len(errors)} schema errors, first: {errors[0].message}"
    bound = stated_error(document["meta"]["d"]) + MARKER_TOLERANCE_DEG
    rate = document["fr"]
    theta = model(bbsim, work, options, rate)
    animation = LottieAnimation.from_file(path)
    frames = animation.lottie_animation_get_totalframe()
    worst = 0.0
    for frame in range(frames):
        measured = marker_angle(animation.render_pillow_frame(frame_num=frame))
        difference = (measured - theta[frame] + 180) % 360 - 180
        worst = max(worst, abs(difference))
    assert worst <= bound, f"lottie {name}: rlottie's angle is {worst:.3f}° off the model (bound {bound:.3f}°)"
    print(f"export-check: lottie {name}: schema valid, {frames} frames rendered by rlottie, "
          f"worst {worst:.3f}° ≤ {bound:.3f}°")


def check_video(bbsim, work, name, options, kind, fps):
    path = f"{work}/{name}.{kind}"
    run(bbsim, "export", "--format", kind, *options, "--fps", str(fps), "--out", path)
    probe = json.loads(run("ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                           "stream=nb_read_frames,codec_name:format=duration", "-of", "json", path))
    frames = int(probe["streams"][0]["nb_read_frames"])
    timing = json.loads(run(bbsim, "export", "--format", "web-animations", *options, "--out", "-"))
    # The frames run from 0 to the motion's end plus half a second of the landed face (one more or
    # less where the end's whole millisecond crosses a frame).
    expected = math.ceil((timing["options"]["duration"] / 1000 + 0.5) * fps) + 1
    assert abs(frames - expected) <= 1, f"{kind} {name}: {frames} frames, expected {expected}"
    duration = float(probe["format"].get("duration", frames / fps))
    assert abs(frames / fps - duration) <= 1.5 / fps, f"{kind} {name}: {frames} frames but {duration} s"
    print(f"export-check: {kind} {name}: {probe['streams'][0]['codec_name']}, {frames} frames, {duration} s")


def main():
    bbsim, work = sys.argv[1], sys.argv[2]
    schema = json.load(open(lottie_specs.schema_path()))
    for name, options in SPINS:
        check_lottie(bbsim, work, name, options, schema)
    for kind in ["gif", "apng", "mp4"]:
        check_video(bbsim, work, "tap", [], kind, 25)
    print(f"export-check: {len(SPINS) + 3} passed, 0 failed")


if __name__ == "__main__":
    main()
