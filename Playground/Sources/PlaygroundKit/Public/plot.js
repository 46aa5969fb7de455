// The plot of the last spin: θ(t) above, ω(t) below, with the activations, the arrival, the rest and
// its window, and a marker at the current time while the medallion moves. Every value comes from the
// model's report; this only scales it to the picture.

const svgNS = "http://www.w3.org/2000/svg";
const layout = { left: 52, right: 628, panels: [{ top: 22, bottom: 168 }, { top: 202, bottom: 336 }] };
let scale = { x: () => -10, spanEnd: 0 };

export const format = (value, digits = 3) =>
  value === null || value === undefined ? "–" : Number(value.toFixed(digits)).toString();

function element(name, attributes, text) {
  const node = document.createElementNS(svgNS, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

function tickStep(span) {
  for (const step of [0.1, 0.25, 0.5, 1, 2, 5, 10, 20]) if (span / step <= 8) return step;
  return 30;
}

export function drawPlot(svg, report) {
  svg.replaceChildren();
  const samples = report.samples;
  const times = samples.t_s;
  const spanEnd = Math.max(times.length ? times[times.length - 1] : 0, report.restWindow_s[1], 0.1);
  const x = (t) => layout.left + ((layout.right - layout.left) * t) / spanEnd;
  const curves = [
    { values: samples.theta_rad, name: "θ (rad)", className: "theta", panel: layout.panels[0] },
    { values: samples.omega_rad_per_s, name: "ω (rad/s)", className: "omega", panel: layout.panels[1] },
  ];
  const [windowStart, windowEnd] = report.restWindow_s.map(x);
  for (const curve of curves) {
    const { top, bottom } = curve.panel;
    let low = Math.min(0, ...curve.values);
    let high = Math.max(0, ...curve.values);
    if (high - low < 1e-9) {
      low -= 1;
      high += 1;
    }
    const y = (v) => bottom - ((bottom - top) * (v - low)) / (high - low);
    const vertical = (t, className) =>
      svg.append(element("line", { class: className, x1: x(t), y1: top, x2: x(t), y2: bottom }));
    svg.append(element("rect", { class: "window", x: windowStart, y: top, width: Math.max(1, windowEnd - windowStart), height: bottom - top }));
    svg.append(element("line", { class: "axis", x1: layout.left, y1: y(0), x2: layout.right, y2: y(0) }));
    svg.append(element("line", { class: "axis", x1: layout.left, y1: top, x2: layout.left, y2: bottom }));
    for (const value of [low, high]) {
      svg.append(element("text", { x: layout.left - 4, y: y(value) + 4, "text-anchor": "end" }, format(value, 2)));
    }
    svg.append(element("text", { x: layout.left + 4, y: top - 6 }, curve.name));
    if (curve.values.length) {
      const d = curve.values.map((v, i) => `${i ? "L" : "M"}${x(times[i]).toFixed(2)},${y(v).toFixed(2)}`).join("");
      svg.append(element("path", { class: curve.className, d }));
    }
    for (const activation of report.activations) vertical(activation.time_s, "activation");
    if (report.arrival_s !== null) vertical(report.arrival_s, "arrival");
    if (report.rest_s !== null) vertical(report.rest_s, "rest");
  }
  for (let t = 0; t <= spanEnd + 1e-9; t += tickStep(spanEnd)) {
    svg.append(element("text", { x: x(t), y: 352, "text-anchor": "middle" }, `${format(t, 2)} s`));
  }
  svg.append(element("line", { class: "now", id: "now-marker", x1: -10, y1: 14, x2: -10, y2: 340 }));
  scale = { x, spanEnd };
}

// Moves the time marker to `elapsed` seconds after the spin's start, or hides it (null).
export function moveNowMarker(elapsed) {
  const marker = document.getElementById("now-marker");
  if (!marker) return;
  const position = elapsed !== null && elapsed >= 0 && elapsed <= scale.spanEnd ? scale.x(elapsed) : -10;
  marker.setAttribute("x1", position);
  marker.setAttribute("x2", position);
}
