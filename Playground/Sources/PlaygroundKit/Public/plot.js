// The plot of the last spin: θ(t) above, ω(t) below, with the activations, the arrival, the rest and
// its window, where the landing spring takes over (the model's phases), a grid, a legend, A's curve as a ghost when a tuning is pinned, and a marker at the
// current (or scrubbed) time. Every value comes from the model; this only scales it to the picture.
// Angles in degrees or turns (the unit menu). The frame — the text size (at least 11 CSS px at any
// width), the panels and the legend — is the module's (PlotLayout), so nothing overlaps on a phone.

const svgNS = "http://www.w3.org/2000/svg";
let layout = { left: 0, right: 1, panels: [] };
let scale = { x: () => -10, spanEnd: 0, theta: () => -10 };
let marked = null; // the time the marker shows (s after the spin began), or null: kept when the plot is drawn again
const units = {
  degrees: { factor: 180 / Math.PI, theta: "θ (°)", omega: "ω (°/s)" },
  turns: { factor: 1 / (2 * Math.PI), theta: "θ (turns)", omega: "ω (turns/s)" },
  radians: { factor: 1, theta: "θ (rad)", omega: "ω (rad/s)" },
};

export const format = (value, digits = 3) =>
  value === null || value === undefined ? "–" : Number(value.toFixed(digits)).toString();

function element(name, attributes, text) {
  const node = document.createElementNS(svgNS, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

function tickStep(span, count = 8) {
  const magnitude = 10 ** Math.floor(Math.log10(span / count));
  for (const m of [1, 2, 2.5, 5, 10]) if (span / (m * magnitude) <= count) return m * magnitude;
  return 10 * magnitude;
}

// Draws the report; `ghost` = A's samples ({t_s, theta_rad, omega_rad_per_s}) or null; `phases` = the
// model's phases of the spin ([{kind, start_s}], wasm.js), each "spring" phase marked as the hand-over;
// `model` the module (wasm.js), for the frame.
export function drawPlot(svg, report, ghost, phases, model) {
  const handOvers = phases.filter((phase) => phase.kind === "spring").map((phase) => phase.start_s);
  svg.replaceChildren();
  const unit = units[document.getElementById("angle-unit")?.value || "degrees"];
  const frame = model.plotLayout(svg.getBoundingClientRect().width || 640, unit.theta, handOvers.length > 0, !!ghost);
  layout = { left: frame.left, right: frame.right, panels: frame.panels.map(([top, bottom]) => ({ top, bottom })) };
  svg.style.setProperty("--plot-font", `${frame.fontSize}px`);
  const samples = report.samples;
  const times = samples.t_s;
  const ghostEnd = ghost ? ghost.t_s[ghost.t_s.length - 1] : 0;
  const spanEnd = Math.max(times.length ? times[times.length - 1] : 0, report.restWindow_s[1], ghostEnd, 0.1);
  const x = (t) => layout.left + ((layout.right - layout.left) * t) / spanEnd;
  const curves = [
    { key: "theta_rad", name: unit.theta, className: "theta", panel: layout.panels[0] },
    { key: "omega_rad_per_s", name: unit.omega, className: "omega", panel: layout.panels[1] },
  ];
  const [windowStart, windowEnd] = report.restWindow_s.map(x);
  for (const curve of curves) {
    const { top, bottom } = curve.panel;
    const values = samples[curve.key].map((v) => v * unit.factor);
    const ghostValues = ghost ? ghost[curve.key].map((v) => v * unit.factor) : [];
    let low = Math.min(0, ...values, ...ghostValues);
    let high = Math.max(0, ...values, ...ghostValues);
    if (high - low < 1e-9) {
      low -= 1;
      high += 1;
    }
    const y = (v) => bottom - ((bottom - top) * (v - low)) / (high - low);
    if (curve.key === "theta_rad") scale.theta = (radians) => y(radians * unit.factor);
    const vertical = (t, className) => svg.append(element("line", { class: className, x1: x(t), y1: top, x2: x(t), y2: bottom }));
    svg.append(element("rect", { class: "window", x: windowStart, y: top, width: Math.max(1, windowEnd - windowStart), height: bottom - top }));
    const step = tickStep(high - low, 4);
    for (let v = Math.ceil(low / step) * step; v <= high + 1e-9; v += step) {
      svg.append(element("line", { class: "grid", x1: layout.left, y1: y(v), x2: layout.right, y2: y(v) }));
      svg.append(element("text", { x: layout.left - 4, y: y(v) + 4, "text-anchor": "end" }, format(v, 2)));
    }
    for (let t = 0; t <= spanEnd + 1e-9; t += tickStep(spanEnd)) {
      svg.append(element("line", { class: "grid", x1: x(t), y1: top, x2: x(t), y2: bottom }));
    }
    svg.append(element("line", { class: "axis", x1: layout.left, y1: y(0), x2: layout.right, y2: y(0) }));
    svg.append(element("line", { class: "axis", x1: layout.left, y1: top, x2: layout.left, y2: bottom }));
    svg.append(element("text", { x: layout.left + 4, y: top - 8 }, curve.name));
    const path = (vs, ts, className) =>
      vs.length && svg.append(element("path", { class: className, d: vs.map((v, i) => `${i ? "L" : "M"}${x(ts[i]).toFixed(2)},${y(v).toFixed(2)}`).join("") }));
    if (ghost) path(ghostValues, ghost.t_s, `ghost ${curve.className}`);
    path(values, times, curve.className);
    for (const activation of report.activations) vertical(activation.time_s, "activation");
    if (report.arrival_s !== null) vertical(report.arrival_s, "arrival");
    if (report.rest_s !== null) vertical(report.rest_s, "rest");
    for (const t of handOvers) vertical(t, "handover");
  }
  for (let t = 0; t <= spanEnd + 1e-9; t += tickStep(spanEnd)) {
    svg.append(element("text", { x: x(t), y: 354, "text-anchor": "middle" }, `${format(t, 2)} s`));
  }
  svg.append(document.importNode(new DOMParser().parseFromString(frame.legend.replace("<g", `<g xmlns="${svgNS}"`), "image/svg+xml").documentElement, true));
  svg.append(element("line", { class: "now", id: "now-marker", x1: -10, y1: 20, x2: -10, y2: 340 }));
  scale = { x, spanEnd, theta: scale.theta };
  moveNowMarker(marked); // where it was, on the new axes (paused or scrubbed, no frame comes to move it)
  svg.dispatchEvent(new CustomEvent("plotdrawn", { detail: report })); // plot-handles.js draws on top
}

// The plot's axes: `time(x)` the time (s after the spin began) at a viewBox x, null outside; `x(t)` the
// viewBox x of a time; `spanEnd` the last time shown (s); `theta(θ)` the viewBox y of an angle (rad) in the θ panel.
export function plotScale() {
  return {
    x: scale.x,
    theta: scale.theta,
    spanEnd: scale.spanEnd,
    time: (px) => {
      const t = ((px - layout.left) * scale.spanEnd) / (layout.right - layout.left);
      return t >= 0 && t <= scale.spanEnd ? t : null;
    },
  };
}

// Moves the time marker to `elapsed` seconds after the spin's start, or hides it (null).
export function moveNowMarker(elapsed) {
  marked = elapsed;
  const marker = document.getElementById("now-marker");
  if (!marker) return;
  const position = String(elapsed !== null && elapsed >= 0 && elapsed <= scale.spanEnd ? scale.x(elapsed) : -10);
  if (marker.getAttribute("x1") === position) return; // at rest: nothing to draw again
  marker.setAttribute("x1", position);
  marker.setAttribute("x2", position);
}
