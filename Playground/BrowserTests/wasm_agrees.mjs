// The model compiled to WebAssembly (butterfly.wasm, what the page runs) agrees with the native Swift
// model (the playground server, PLAYGROUND_URL): for flicks, taps and a mid-spin interruption under
// every axle and several sides and durations, every frame the server answers is compared, number by
// number, with the module's frame at the same time.
//
//   node Playground/BrowserTests/wasm_agrees.mjs      (PLAYGROUND_URL and WASM set by playground-test)
//
// Tolerances: θ within 1e-9 rad and every other number within 1e-9 (pt, colour components). Both run
// the same Swift; only the maths functions differ (the page's Math against glibc's libm, each within
// an ulp or two), so differences stay near 1e-13 even after a few seconds of spin: 1e-9 leaves four
// orders of margin and is still far below anything visible (a thousandth of a pixel).
import { readFileSync } from "node:fs";
import { readFrame } from "../Sources/PlaygroundKit/Public/draw.js";
import { Model } from "../Sources/PlaygroundKit/Public/wasm.js";

const url = process.env.PLAYGROUND_URL || "http://127.0.0.1:8080/";
const wasmPath = process.env.WASM || new URL("../Sources/PlaygroundKit/Public/butterfly.wasm", import.meta.url);
const angleTolerance = 1e-9;
const numberTolerance = 1e-9;
const margin = 8; // ControlRenderer.margin: the server's points are drawing coordinates

const math = Object.fromEntries(["sin", "cos", "tan", "asin", "atan", "atan2", "exp", "expm1", "log", "log1p", "pow"].map((n) => [n, Math[n]]));

async function freshModel() {
  const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), { math });
  return new Model(instance.exports);
}

async function post(body) {
  const response = await fetch(new URL("api/control", url), { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
  const answer = await response.json();
  if (!response.ok) throw new Error(`api/control: ${JSON.stringify(answer)}`);
  return answer;
}

// The server's measures (bbsim's TextMetrics: 0.6 em a character, bold 0.7, line 1.2 em, 16 pt title).
function serverMeasures(settings) {
  const title = settings.title ?? "Butterfly";
  return {
    titleWidth: 0.6 * 16 * [...title].length, titleHeight: title ? 1.2 * 16 : 0, titlePointSize: title ? 16 : 0,
    topLabelWidthPerPoint: 0.7 * "true".length, bottomLabelWidthPerPoint: 0.7 * "false".length,
  };
}

// Every number of the two frames (the server's ControlFrame JSON, the module's numbers read back).
function compare(name, server, mine, failures) {
  const checks = [
    ["angle", server.angle, mine.angle, angleTolerance],
    ["visibleFace", server.visibleFace === "bottom" ? 1 : 0, mine.face === "bottom" ? 1 : 0, 0],
    ["bounds.width", server.bounds.width, mine.bounds.w, numberTolerance],
    ["mount.rect.x", server.mount.rect.x, mine.mount.rect.x, numberTolerance],
    ["mount.scale", server.mount.scale, mine.mount.scale, numberTolerance],
    ["axle.x2", server.axle.segment.end.x, mine.axle.x2, numberTolerance],
    ["medallion.across", server.medallion.semiAxisAcrossAxle, mine.medallion.across, numberTolerance],
    ["medallion.foreshortening", server.medallion.foreshortening, mine.medallion.foreshortening, numberTolerance],
    ["medallion.rimOffset", server.medallion.rimOffset, mine.medallion.rimOffset, numberTolerance],
    ["medallion.rotation", (server.medallion.rotation * 180) / Math.PI, mine.medallion.degrees, numberTolerance],
    ["shadow.across", server.medallion.shadow.semiAxisAcrossAxle, mine.medallion.shadow.across, numberTolerance],
    ["faces", server.medallion.faces.length, mine.medallion.faces.length, 0],
    ["face.fill.red", server.medallion.faces[0].fill.red, mine.medallion.faces[0].fill.hex ? parseInt(mine.medallion.faces[0].fill.hex.slice(1, 3), 16) / 255 : NaN, 0.5 / 255],
    ["face.opacity", server.medallion.faces[0].opacity, mine.medallion.faces[0].opacity, numberTolerance],
    ["title.box.x", server.title.box.x, mine.title.box.x, numberTolerance],
  ];
  let worst = 0;
  for (const [field, expected, actual, tolerance] of checks) {
    const difference = Math.abs(expected - actual);
    if (field === "angle") worst = Math.max(worst, difference);
    if (!(difference <= tolerance)) failures.push(`${name} t=${server.time}: ${field} server ${expected}, wasm ${actual}`);
  }
  return worst;
}

// Gestures are written relative to the medallion (its centre, radii, y down) and placed on the
// layout the module draws for the settings.
function place(gesture, frame) {
  if (gesture.kind !== "pointer") return gesture;
  const m = frame.medallion;
  const at = ([x, y]) => ({ x: m.cx + x * m.r, y: m.cy + y * m.r });
  return { ...gesture, start: at(gesture.start), end: at(gesture.end) };
}

async function scenario(name, settings, choices, gestures, sampleTimes) {
  const model = await freshModel();
  model.configure(settings, serverMeasures(settings), choices);
  const rest = readFrame(model.frame(0));
  const interactions = gestures.map((g) => place(g, rest));
  const outcomes = [];
  for (const interaction of interactions) {
    const result = interaction.kind === "pointer" ? model.pointer(interaction) : model.key(interaction.key, interaction.time_s);
    outcomes.push(result.outcome);
  }
  const forServer = interactions.map((i) =>
    i.kind === "pointer" ? { ...i, start: { x: i.start.x + margin, y: i.start.y + margin }, end: { x: i.end.x + margin, y: i.end.y + margin } } : i,
  );
  const failures = [];
  let worst = 0;
  let frames = 0;
  let moving = 0;
  for (const now of sampleTimes) {
    const answer = await post({ settings, interactions: forServer, now_s: now });
    if (JSON.stringify(answer.outcomes) !== JSON.stringify(outcomes)) {
      failures.push(`${name}: the server classified ${answer.outcomes}, the module ${outcomes}`);
    }
    for (const drawn of answer.frames.frames) {
      if (drawn.time_s >= (answer.frames.motionEnd_s ?? Infinity)) continue; // the landed frame: the machine settles first
      model.settle(drawn.time_s);
      const mine = readFrame(model.frame(drawn.time_s));
      worst = Math.max(worst, compare(name, drawn.frame, mine, failures));
      frames += 1;
      moving += drawn.frame.angle !== 0 || drawn.frame.medallion.faces.length > 1 ? 1 : 0;
    }
  }
  return { failures, worst, frames, moving };
}

const catalogue = (await (await fetch(new URL("api/settings", url))).json()).settings;
const defaults = Object.fromEntries(catalogue.map((e) => [e.name, e.default]));
const choices = Object.fromEntries(catalogue.filter((e) => e.choices).map((e) => [e.name, e.choices]));
// A flick from (0, y0) to (0, y1) radii of the medallion's centre at v (pt/s); a tap above the axle.
const flick = (t, y0, y1, vy, vx = 0) => ({ kind: "pointer", time_s: t, start: [0, y0], end: [0, y1], velocity: { x: vx, y: vy }, duration_s: 0.08 });
const tap = (t) => ({ kind: "pointer", time_s: t, start: [0.1, -0.3], end: [0.1, -0.3], velocity: { x: 0, y: 0 }, duration_s: 0.05 });

const scenarios = [];
for (const axle of choices.axleOrientation) {
  scenarios.push([`flick, ${axle}`, { ...defaults, axleOrientation: axle }, [flick(10, -0.9, -0.3, 1400, 300)], [10, 11.4, 12.8]]);
}
scenarios.push(["tap, side 120, D 0.5", { ...defaults, sideLength: 120, spinDecelerationDuration: 0.5 }, [tap(3)], [3]]);
scenarios.push(["slow flick, D 5", { ...defaults, spinDecelerationDuration: 5 }, [flick(1, 0.9, 0.3, -300)], [1, 2.4, 3.8, 5.2]]);
scenarios.push(["interruption at 0.45 s", defaults, [flick(2, -0.9, -0.3, 1600), flick(2.45, 0.9, 0.3, -2400)], [2.45, 3.85]]);
scenarios.push(["dark, increased contrast, rtl", { ...defaults, appearance: "dark", contrast: "increased", layoutDirection: "rtl", buttonShapes: true }, [flick(1, -0.9, -0.3, 900)], [1]]);
scenarios.push(["reduce motion", { ...defaults, reduceMotion: true }, [tap(4)], [4]]);
scenarios.push([
  "landing spring (bounce 0.45, response 0.25, shape 3, tap 9.5)",
  { ...defaults, landingBounce: 0.45, landingResponse: 0.25, preferredShape: 3, tapAngularSpeed: 9.5 },
  [flick(1, -0.9, -0.3, 1400), tap(5)], [1, 2.2, 5, 6.2],
]);

let failed = 0;
let worstAngle = 0;
let total = 0;
for (const [name, settings, interactions, times] of scenarios) {
  const { failures, worst, frames, moving } = await scenario(name, settings, choices, interactions, times);
  worstAngle = Math.max(worstAngle, worst);
  total += frames;
  if (moving === 0) failures.push(`${name}: the server answered no moving frames`);
  for (const line of failures.slice(0, 5)) console.error(`FAIL ${line}`);
  failed += failures.length ? 1 : 0;
  console.log(`${failures.length ? "FAIL" : "ok"}  ${name}: ${frames} frames, largest |Δθ| ${worst.toExponential(2)} rad`);
}
console.log(`wasm_agrees: ${scenarios.length - failed}/${scenarios.length} scenarios, ${total} frames, largest |Δθ| ${worstAngle.toExponential(2)} rad (tolerance ${angleTolerance})`);
process.exit(failed ? 1 : 0);
