// Handles on the θ(t) plot for the landing: the arrival (drag sideways), the overshoot's peak (drag up
// or down) and the rest (drag sideways). On release the model fits the tuning that puts the landing
// there — `bbsim fit spin`'s fit with its portable simplex (bb_fit, SpinCurveTargets) — and the page
// applies it, with D at the rest. The page only moves handles; the numbers are the model's.
import { format, plotScale } from "./plot.js";

const svgNS = "http://www.w3.org/2000/svg";
// The overshoot handle's height above the face's line (viewBox units per degree): the θ axis spans
// whole turns, so a few degrees would be a pixel; the handle's label gives the value.
export const overshootScale = 6;
// Keyboard steps: the arrow keys move a time handle by `time` s and the overshoot by `degrees`.
const step = { time: 0.05, degrees: 0.25 };

// The landing the plot shows, all the model's (its report): arrival and rest (s), the landing angle
// (rad), the overshoot past it (°) and when it peaks (s, where the handle sits; at the arrival when
// there is none), and the largest overshoot the landing spring swings (°, the handle's range for
// assistive technology).
function landing(report) {
  if (report.arrival_s == null || report.rest_s == null || report.landing_rad == null) return null;
  return {
    arrival: report.arrival_s,
    rest: report.rest_s,
    face: report.landing_rad,
    overshoot: report.overshoot_deg,
    peakTime: report.overshoot_s ?? report.arrival_s,
    largest: report.overshootLimit_deg,
  };
}

export class PlotHandles {
  constructor(page, replaceSettings) {
    this.page = page;
    this.replaceSettings = replaceSettings;
    this.svg = document.getElementById("plot");
    this.note = Object.assign(document.createElement("p"), { id: "handles-note", className: "note" });
    this.note.setAttribute("aria-live", "polite");
    this.note.textContent = "Drag the arrival, overshoot or rest handle on θ(t): the model fits the tuning.";
    this.svg.after(this.note);
    this.svg.addEventListener("plotdrawn", (event) => this.draw(event.detail));
    window.addEventListener("pointermove", (event) => this.move(event));
    window.addEventListener("pointerup", () => this.release());
    window.addEventListener("pointercancel", () => (this.dragging = null));
  }

  draw(report) {
    this.targets = landing(report);
    if (!this.targets) return;
    const { x, theta, spanEnd } = plotScale();
    const y = theta(this.targets.face);
    const group = document.createElementNS(svgNS, "g");
    group.setAttribute("class", "handles");
    const handles = {
      arrival: { cx: x(this.targets.arrival), cy: y, label: "arrival", now: this.targets.arrival, max: spanEnd, value: `${format(this.targets.arrival)} s` },
      overshoot: { cx: x(this.targets.peakTime), cy: y - this.targets.overshoot * overshootScale, label: "overshoot", now: this.targets.overshoot, max: this.targets.largest, value: `${format(this.targets.overshoot, 2)}°` },
      rest: { cx: x(this.targets.rest), cy: y, label: "rest", now: this.targets.rest, max: spanEnd, value: `${format(this.targets.rest)} s` },
    };
    for (const [name, h] of Object.entries(handles)) {
      const circle = document.createElementNS(svgNS, "circle");
      for (const [k, v] of Object.entries({ id: `handle-${name}`, class: "handle", cx: h.cx, cy: h.cy, r: 7, tabindex: 0, role: "slider" })) circle.setAttribute(k, v);
      circle.setAttribute("aria-label", `${h.label} handle`);
      circle.setAttribute("aria-valuetext", h.value);
      for (const [k, v] of Object.entries({ "aria-valuenow": h.now, "aria-valuemin": 0, "aria-valuemax": Math.max(h.max, h.now) })) circle.setAttribute(k, format(v));
      const title = document.createElementNS(svgNS, "title");
      title.textContent = `${h.label}: ${h.value} (drag to fit the tuning)`;
      circle.append(title);
      this.listen(circle, name, y);
      group.append(circle);
    }
    this.svg.append(group);
  }

  // Dragging moves the handle only; the release asks the model for the fit. The move and release are
  // followed on the window: the plot may redraw (and replace the handle) while a finger is down.
  listen(circle, name, faceY) {
    circle.addEventListener("pointerdown", (event) => {
      event.preventDefault();
      this.dragging = { name, faceY, targets: {} };
    });
    circle.addEventListener("keydown", (event) => {
      const sign = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
      if (!sign) return;
      event.preventDefault();
      const value = name === "overshoot" ? Math.max(0, this.targets.overshoot + sign * step.degrees) : this.targets[name] + sign * step.time;
      this.fit({ [name]: value });
    });
  }

  move(event) {
    if (!this.dragging) return;
    const { name, faceY } = this.dragging;
    const p = Object.assign(this.svg.createSVGPoint(), { x: event.clientX, y: event.clientY }).matrixTransform(this.svg.getScreenCTM().inverse());
    const circle = document.getElementById(`handle-${name}`);
    if (name === "overshoot") {
      this.dragging.targets = { overshoot: Math.max(0, (faceY - p.y) / overshootScale) };
      circle?.setAttribute("cy", Math.min(p.y, faceY));
    } else {
      const scale = plotScale();
      this.dragging.targets = { [name]: scale.time(p.x) ?? (p.x < scale.x(0) ? 0 : scale.spanEnd) };
      circle?.setAttribute("cx", p.x);
    }
  }

  release() {
    const targets = this.dragging?.targets;
    this.dragging = null;
    if (targets && Object.keys(targets).length) this.fit(targets);
  }

  // Fits the landing with `changed` (some of arrival, overshoot, rest) and applies the tuning and D.
  fit(changed) {
    const { arrival, overshoot, rest } = { ...this.targets, ...changed };
    const model = this.page.model;
    const answer = model.json(model.exports.bb_fit(arrival, overshoot, rest));
    if (!answer) return;
    const { tuning, met, ...duration } = answer;
    this.replaceSettings({ ...tuning, ...duration });
    const asked = `arrival ${format(arrival)} s, overshoot ${format(overshoot, 2)}°, rest ${format(rest)} s`;
    this.note.textContent = met ? `Fitted to ${asked}.` : `Fitted as near as the model can to ${asked}.`;
  }
}
