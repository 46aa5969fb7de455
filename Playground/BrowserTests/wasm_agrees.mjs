// The model compiled to WebAssembly (butterfly.wasm, what the page runs) agrees with the native Swift
// model (the playground server, PLAYGROUND_URL): for flicks, taps and a mid-spin interruption under
// every axle and several sides and durations, every frame the server answers is compared with the
// module's frame at the same time: its angle and its visible face (what the module draws of a frame is
// the renderer's SVG, compared byte for byte with `bbsim render`'s in test_drawing.py).
//
//   node Playground/BrowserTests/wasm_agrees.mjs      (PLAYGROUND_URL and WASM set by playground-test)
//
// Tolerance: θ within 1e-9 rad. Both run the same Swift; only the maths functions differ (the page's
// Math against glibc's libm, each within an ulp or two), so differences stay near 1e-13 even after a
// few seconds of spin: 1e-9 leaves four orders of margin and is still far below anything visible.
import { readFileSync } from "node:fs";
import { Model } from "../Sources/PlaygroundKit/Public/wasm.js";

const url = process.env.PLAYGROUND_URL || "http://127.0.0.1:8080/";
const wasmPath = process.env.WASM || new URL("../Sources/PlaygroundKit/Public/butterfly.wasm", import.meta.url);
const angleTolerance = 1e-9;

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

// The two frames' angles and visible faces (the server's ControlFrame JSON, the module's drawn frame).
function compare(name, server, mine, failures) {
  const difference = Math.abs(server.angle - mine.angle);
  if (!(difference <= angleTolerance)) failures.push(`${name} t=${server.time}: angle server ${server.angle}, wasm ${mine.angle}`);
  if (server.visibleFace !== mine.face) failures.push(`${name} t=${server.time}: face server ${server.visibleFace}, wasm ${mine.face}`);
  return difference;
}

// The medallion as the module draws it at rest (control coordinates): the face ellipse of its SVG.
function medallion(model) {
  const update = model.draw(0, 1);
  const margin = model.drawn().margin;
  const face = /<ellipse cx="([-\d.]+)" cy="([-\d.]+)" rx="([-\d.]+)"[^>]*data-role="face"/.exec(update.full);
  return { cx: Number(face[1]) - margin, cy: Number(face[2]) - margin, r: Number(face[3]), margin };
}

// Gestures are written relative to the medallion (its centre, radii, y down) and placed on the
// layout the module draws for the settings.
function place(gesture, m) {
  if (gesture.kind !== "pointer") return gesture;
  const at = ([x, y]) => ({ x: m.cx + x * m.r, y: m.cy + y * m.r });
  return { ...gesture, start: at(gesture.start), end: at(gesture.end) };
}

async function scenario(name, settings, gestures, sampleTimes) {
  const model = await freshModel();
  model.configure(settings);
  const rest = medallion(model);
  const margin = rest.margin; // the server's points are drawing coordinates
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
      model.draw(drawn.time_s, 1);
      const mine = model.drawn();
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
  const { failures, worst, frames, moving } = await scenario(name, settings, interactions, times);
  worstAngle = Math.max(worstAngle, worst);
  total += frames;
  if (moving === 0) failures.push(`${name}: the server answered no moving frames`);
  for (const line of failures.slice(0, 5)) console.error(`FAIL ${line}`);
  failed += failures.length ? 1 : 0;
  console.log(`${failures.length ? "FAIL" : "ok"}  ${name}: ${frames} frames, largest |Δθ| ${worst.toExponential(2)} rad`);
}
console.log(`wasm_agrees: ${scenarios.length - failed}/${scenarios.length} scenarios, ${total} frames, largest |Δθ| ${worstAngle.toExponential(2)} rad (tolerance ${angleTolerance})`);
process.exit(failed ? 1 : 0);
