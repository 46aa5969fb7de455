"""Figures from notebooks-data/ (bbsim CSV) into docs/images/.

Run through scripts/plot, which provides matplotlib in .venv. Usage: scripts/plot [--data DIR] [--out DIR]
"""
import argparse
import csv
import math
import os

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

ARRIVAL_DEG = 0.5  # the rest band: |θ − θ*| ≤ 0.5°
STROBE_DEG = 60.0  # the strobe limit: at most 60° per 60 Hz frame
AXLES = ["horizontal", "vertical", "diagonal-ltr", "diagonal-rtl"]


def read(path):
    with open(path, newline="") as handle:
        return list(csv.DictReader(handle))


def spin(path):
    rows = read(path)
    t = [float(r["t_s"]) for r in rows]
    theta = [float(r["theta_rad"]) for r in rows]
    omega = [float(r["omega_rad_per_s"]) for r in rows]
    return t, theta, omega


def theta_omega(data, out):
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(8, 6), sharex=True)
    for kind in ["tap", "flick-slow", "flick-fast"]:
        t, theta, omega = spin(os.path.join(data, f"spin-horizontal-{kind}.csv"))
        target = theta[-1]
        line, = top.plot(t, theta, label=kind)
        band = math.radians(ARRIVAL_DEG)
        top.fill_between(t, target - band, target + band, color=line.get_color(), alpha=0.25)
        bottom.plot(t, omega, label=kind)
    top.set_ylabel("θ (rad)")
    top.set_title("Horizontal axle, D = 2 s: θ(t) with the ±0.5° rest band, ω(t)")
    bottom.set_ylabel("ω (rad/s)")
    bottom.set_xlabel("t (s)")
    top.legend()
    fig.tight_layout()
    fig.savefig(os.path.join(out, "spin-theta-omega.png"), dpi=120)
    plt.close(fig)


def phase_portrait(data, out):
    fig, ax = plt.subplots(figsize=(6, 5))
    for kind in ["tap", "flick-slow", "flick-fast"]:
        _, theta, omega = spin(os.path.join(data, f"spin-horizontal-{kind}.csv"))
        ax.plot([abs(x) for x in theta], [abs(w) for w in omega], label=kind)
    ax.set_xlabel("|θ| (rad)")
    ax.set_ylabel("|ω| (rad/s)")
    ax.set_title("Phase portrait (horizontal axle, D = 2 s)")
    ax.legend()
    fig.tight_layout()
    fig.savefig(os.path.join(out, "spin-phase-portrait.png"), dpi=120)
    plt.close(fig)


def per_frame_rotation(data, out):
    fig, ax = plt.subplots(figsize=(8, 4))
    for axle in AXLES:
        t, theta, _ = spin(os.path.join(data, f"spin-{axle}-flick-fast.csv"))
        # Samples are at 120 Hz: the rotation over one 60 Hz frame spans two samples.
        steps = [abs(math.degrees(theta[i + 2] - theta[i])) for i in range(len(theta) - 2)]
        ax.plot(t[: len(steps)], steps, label=axle)
    ax.axhline(STROBE_DEG, color="red", linestyle="--", label="60° strobe limit")
    ax.set_xlabel("t (s)")
    ax.set_ylabel("rotation per 60 Hz frame (°)")
    ax.set_title("Fast flick (3,000 pt/s, clamped to ω_max): per-frame rotation")
    ax.legend()
    fig.tight_layout()
    fig.savefig(os.path.join(out, "spin-per-frame-rotation.png"), dpi=120)
    plt.close(fig)


def sweep_heat_map(data, out):
    rows = read(os.path.join(data, "sweep-default-side60.csv"))
    durations = sorted({float(r["duration_s"]) for r in rows})
    velocities = sorted({float(r["velocity_pt_per_s"]) for r in rows})
    grid = [[0.0 for _ in velocities] for _ in durations]
    counts = [[0 for _ in velocities] for _ in durations]
    for r in rows:
        i = durations.index(float(r["duration_s"]))
        j = velocities.index(float(r["velocity_pt_per_s"]))
        grid[i][j] += float(r["rest_error_rel"]) * 100
        counts[i][j] += 1
    for i in range(len(durations)):
        for j in range(len(velocities)):
            grid[i][j] /= max(counts[i][j], 1)
    fig, ax = plt.subplots(figsize=(7, 4.5))
    image = ax.imshow(grid, origin="lower", aspect="auto", cmap="viridis")
    ax.set_xticks(range(len(velocities)), [("tap" if v == 0 else f"{v:g}") for v in velocities])
    ax.set_yticks(range(len(durations)), [f"{d:g}" for d in durations])
    ax.set_xlabel("flick speed (pt/s)")
    ax.set_ylabel("D (s)")
    ax.set_title("Default sweep at the default feel, side 60 pt: mean |t_rest − D|/D (%)")
    fig.colorbar(image, ax=ax, label="%")
    fig.tight_layout()
    fig.savefig(os.path.join(out, "sweep-rest-error-heatmap.png"), dpi=120)
    plt.close(fig)


def spring_sweep_heat_map(data, out):
    rows = read(os.path.join(data, "sweep-spring-side60.csv"))
    bounces = sorted({float(r["landing_bounce"]) for r in rows})
    responses = sorted({float(r["landing_response_s"]) for r in rows})
    passed = [[0.0 for _ in bounces] for _ in responses]
    error = [[0.0 for _ in bounces] for _ in responses]
    counts = [[0 for _ in bounces] for _ in responses]
    for r in rows:
        i = responses.index(float(r["landing_response_s"]))
        j = bounces.index(float(r["landing_bounce"]))
        passed[i][j] += 100.0 if r["passed"] == "true" else 0.0
        error[i][j] += float(r["rest_error_rel"]) * 100
        counts[i][j] += 1
    for i in range(len(responses)):
        for j in range(len(bounces)):
            passed[i][j] /= max(counts[i][j], 1)
            error[i][j] /= max(counts[i][j], 1)
    fig, axes = plt.subplots(1, 2, figsize=(11, 4.5))
    for ax, grid, title, cmap, vmin, vmax, label, ink in [
        (axes[0], passed, "pass rate (%)", "viridis", 0, 100, "{:.0f}", "k"),
        (axes[1], error, "mean |t_rest − D|/D (%)", "magma", 0, None, "{:.2f}", "w"),
    ]:
        image = ax.imshow(grid, origin="lower", aspect="auto", cmap=cmap, vmin=vmin, vmax=vmax)
        ax.set_xticks(range(len(bounces)), [f"{b:g}" for b in bounces])
        ax.set_yticks(range(len(responses)), [f"{r:g}" for r in responses])
        ax.set_xlabel("landing bounce")
        ax.set_ylabel("landing response (s)")
        ax.set_title(title)
        for i in range(len(responses)):
            for j in range(len(bounces)):
                ax.text(j, i, label.format(grid[i][j]), ha="center", va="center", color=ink, fontsize=8)
        fig.colorbar(image, ax=ax)
    fig.suptitle("Landing spring sweep, side 60 pt, D = 0.5, 1, 2 s")
    fig.tight_layout()
    fig.savefig(os.path.join(out, "spring-sweep-heatmap.png"), dpi=120)
    plt.close(fig)


def spring_steps(data, out):
    fig, ax = plt.subplots(figsize=(7, 4))
    for name in ["critical", "bounce-0.3", "bounce-0.7", "overdamped"]:
        rows = read(os.path.join(data, f"spring-{name}.csv"))
        ax.plot([float(r["t_s"]) for r in rows], [float(r["x_pt"]) for r in rows], label=name)
    ax.set_xlabel("t (s)")
    ax.set_ylabel("x (pt)")
    ax.set_title("Spring step responses (duration 0.5 s)")
    ax.legend()
    fig.tight_layout()
    fig.savefig(os.path.join(out, "spring-step-responses.png"), dpi=120)
    plt.close(fig)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data", default="notebooks-data")
    parser.add_argument("--out", default="docs/images")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for figure in [theta_omega, phase_portrait, per_frame_rotation, sweep_heat_map, spring_sweep_heat_map, spring_steps]:
        figure(args.data, args.out)
    print(f"wrote figures to {args.out}/")


if __name__ == "__main__":
    main()
