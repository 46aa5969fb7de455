"""Plots any CSV bbsim writes, recognised by its header:

  spin     (simulate spin: t_s, theta_rad, omega_rad_per_s, face)  θ(t) and ω(t) with D, the arrival,
           the landing spring's take-over, the rest time and the contract's rest window marked, and a
           zoomed landing panel: θ − θ* in degrees with the ±0.5° rest band and the ±6° overshoot bound
  spring   (simulate spring: t_s, x_pt, v_pt_per_s)                x(t) and v(t)
  sweep    (sweep, merge: config, …, rest_error_rel, overshoot_deg, passed)  rest error against
           overshoot per configuration, failures in red, and the contract's limits
  compare  (compare --format csv: integrator, step_s, max_error_*)  error against step per integrator

Usage (through scripts/plot, which provides matplotlib):
  scripts/plot FILE.csv [--summary SUMMARY.json] [--duration D] [--out FILE.png]
For a spin, --summary (what `bbsim simulate spin --summary` writes for the same run) gives D, the
planned spring take-over and the last activation; without it D is --duration (default 2 s, bbsim's
default) counted from 0 (after interruptions, give --summary), the arrival and rest come from the
samples and the take-over is not marked.
"""
import argparse
import csv
import json
import math
import os
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

REST_BAND_DEG = 0.5  # clause 6: |θ − θ*| ≤ 0.5° at rest
REST_SPEED = 0.05  # clause 6: |θ'| ≤ 0.05 rad/s at rest
OVERSHOOT_DEG = 6.0  # clause 7: |θ − θ*| ≤ 6° after arrival
FRAME_S = 1 / 60


def rows(path):
    with open(path, newline="") as handle:
        lines = [line for line in handle if not line.startswith("#bbsim-sweep")]
    return list(csv.DictReader(lines))


def rest_window(duration):
    """Clause 6's window for the rest time: [0.85 D, D + max(5 % of D, one 60 Hz frame)]."""
    return 0.85 * duration, duration + max(0.05 * duration, FRAME_S)


def spin(path, data, options):
    t = [float(r["t_s"]) for r in data]
    theta = [float(r["theta_rad"]) for r in data]
    omega = [float(r["omega_rad_per_s"]) for r in data]
    summary = json.load(open(options.summary)) if options.summary else {}
    duration = summary.get("duration_s", options.duration)
    last = summary.get("last_activation_s", 0.0)
    target = summary.get("target_rad")
    if target is None:  # the landing is a multiple of π (odd, or even after an odd number of interruptions)
        target = math.pi * round(theta[-1] / math.pi)
    error = [math.degrees(x - target) for x in theta]
    arrival = summary.get("arrival_time_s")
    arrival = last + arrival if arrival is not None else next(
        (s for s, e in zip(t, error) if s >= last and abs(e) <= REST_BAND_DEG), None)
    rest = summary.get("rest_time_s")
    if rest is not None:
        rest += last
    elif not summary:
        outside = [s for s, e, w in zip(t, error, omega) if abs(e) > REST_BAND_DEG or abs(w) > REST_SPEED]
        rest = next((s for s in t if s > outside[-1]), None) if outside else t[0]
    capture = summary.get("spring_capture_s")
    capture = last + capture if capture is not None else None
    low, high = rest_window(duration)
    low, high = last + low, last + high

    fig, (top, middle, bottom) = plt.subplots(3, 1, figsize=(9, 9), gridspec_kw={"height_ratios": [3, 2, 3]})
    top.plot(t, theta, color="tab:blue", label="θ(t)")
    top.axhline(target, color="gray", linewidth=0.8, linestyle=":", label=f"θ* = {target / math.pi:g}π")
    middle.plot(t, omega, color="tab:orange", label="ω(t)")
    middle.axhline(0, color="gray", linewidth=0.8)
    landing_start = (arrival if arrival is not None else last + 0.8 * duration) - 0.15
    landing_end = max(high, rest or high) + 0.25
    zoom = [(s, e) for s, e in zip(t, error) if landing_start <= s <= landing_end]
    bottom.plot([s for s, _ in zoom], [e for _, e in zoom], color="tab:blue", label="θ − θ*")
    bottom.axhspan(-REST_BAND_DEG, REST_BAND_DEG, color="tab:green", alpha=0.2, label="±0.5° rest band")
    for bound in (-OVERSHOOT_DEG, OVERSHOOT_DEG):
        bottom.axhline(bound, color="tab:red", linewidth=0.8, linestyle="--")
    bottom.plot([], [], color="tab:red", linewidth=0.8, linestyle="--", label="±6° overshoot bound")
    if zoom:
        swing = max(abs(e) for _, e in zoom if arrival is None or _ >= arrival)
        bottom.set_ylim(-max(2 * REST_BAND_DEG, 1.3 * swing), max(2 * REST_BAND_DEG, 1.3 * swing))
    bottom.set_xlim(landing_start, landing_end)
    markers = [("D", last + duration, "black", "-"), ("arrival", arrival, "tab:purple", "--"),
               ("spring takes over", capture, "tab:brown", "-."), ("rest", rest, "tab:green", "-")]
    for axis in (top, middle, bottom):
        axis.axvspan(low, high, color="gold", alpha=0.15, label="rest window (clause 6)")
        for name, at, color, style in markers:
            if at is not None:
                axis.axvline(at, color=color, linestyle=style, linewidth=1, label=f"{name} {at - last:.3f} s")
    top.set_ylabel("θ (rad)")
    middle.set_ylabel("ω (rad/s)")
    bottom.set_ylabel("θ − θ* (°)")
    bottom.set_xlabel("t (s)")
    top.legend(loc="lower right", fontsize=8)
    bottom.legend(loc="upper right", fontsize=8, ncol=2)
    middle.legend(loc="upper right", fontsize=8)
    source = "from --summary" if summary else f"no --summary: D = {duration:g} s, times from 0, no take-over"
    top.set_title(f"{os.path.basename(path)}: D {duration:g} s, times after the last activation ({source})")
    bottom.set_title("landing, zoomed: the swing past the face and the rest band", fontsize=10)
    return fig


def spring(path, data, options):
    t = [float(r["t_s"]) for r in data]
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(8, 6), sharex=True)
    top.plot(t, [float(r["x_pt"]) for r in data])
    bottom.plot(t, [float(r["v_pt_per_s"]) for r in data], color="tab:orange")
    top.set_ylabel("x (pt)")
    bottom.set_ylabel("v (pt/s)")
    bottom.set_xlabel("t (s)")
    top.set_title(f"{os.path.basename(path)}: the damped spring")
    return fig


def sweep(path, data, options):
    fig, ax = plt.subplots(figsize=(8, 6))
    for passed, color, label in [("true", "tab:blue", "passed"), ("false", "tab:red", "failed")]:
        chosen = [r for r in data if r["passed"] == passed and r["rest_error_rel"]]
        ax.scatter([100 * float(r["rest_error_rel"]) for r in chosen], [float(r["overshoot_deg"]) for r in chosen],
                   s=6, color=color, alpha=0.5, label=f"{label} ({len(chosen)})")
    ax.axhline(OVERSHOOT_DEG, color="tab:red", linestyle="--", linewidth=0.8, label="6° overshoot bound")
    ax.axvline(15, color="tab:green", linestyle="--", linewidth=0.8, label="rest window edge (15 % of D)")
    ax.set_xlabel("|rest − D| / D (%)")
    ax.set_ylabel("overshoot (°)")
    ax.set_title(f"{os.path.basename(path)}: {len(data)} configurations")
    ax.legend()
    return fig


def compare(path, data, options):
    fig, ax = plt.subplots(figsize=(8, 5))
    error = next(name for name in data[0] if name.startswith("max_error_"))
    for integrator in dict.fromkeys(r["integrator"] for r in data):
        chosen = [r for r in data if r["integrator"] == integrator and r["step_s"] and r[error]]
        if chosen:
            ax.loglog([float(r["step_s"]) for r in chosen], [float(r[error]) for r in chosen], marker="o",
                      label=integrator)
    ax.set_xlabel("step (s)")
    ax.set_ylabel(error.replace("_", " "))
    ax.set_title(f"{os.path.basename(path)}: error against step")
    ax.legend()
    return fig


KINDS = [  # (columns that identify the kind, how to draw it)
    ({"t_s", "theta_rad", "omega_rad_per_s"}, spin),
    ({"t_s", "x_pt", "v_pt_per_s"}, spring),
    ({"config", "rest_error_rel", "overshoot_deg", "passed"}, sweep),
    ({"integrator", "step_s"}, compare),
]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("csv")
    parser.add_argument("--summary", help="simulate spin --summary JSON of the same run")
    parser.add_argument("--duration", type=float, default=2.0, help="D (s) when no --summary is given")
    parser.add_argument("--out", help="PNG path (default: the CSV's path with .png)")
    options = parser.parse_args()
    data = rows(options.csv)
    if not data:
        sys.exit(f"plot: {options.csv} has no rows")
    columns = set(data[0])
    draw = next((draw for needed, draw in KINDS if needed <= columns), None)
    if draw is None:
        sys.exit(f"plot: {options.csv}: columns {sorted(columns)} are not a CSV bbsim writes "
                 "(simulate spin or spring, sweep, merge, compare)")
    figure = draw(options.csv, data, options)
    figure.tight_layout()
    out = options.out or os.path.splitext(options.csv)[0] + ".png"
    figure.savefig(out, dpi=110)
    print(f"plot: wrote {out}")


if __name__ == "__main__":
    main()
