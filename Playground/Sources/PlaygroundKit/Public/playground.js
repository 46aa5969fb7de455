// The ButterflyButton playground page. It measures input, sends it to the Swift model
// (POST /api/control) and shows the frames the model answers with at requestAnimationFrame time.
// It decides nothing about the control: what a gesture means, how the medallion turns, which face
// shows, every colour, size and range come from the server.
import { listen } from "./input.js";
import { drawPlot, format, moveNowMarker } from "./plot.js";
import { buildForm, showResolvedColors } from "./settings.js";

const page = {
  valid: {}, // the last settings the server accepted
  candidate: null, // settings edited since, not yet accepted
  spin: null, // the record the server answered with, handed back verbatim
  frames: [],
  framesComplete: true,
  settleAt: null, // when the motion is over: the model settles the spin then
  shown: -1,
  report: null,
  spinning: false,
  queue: [], // interactions not yet sent
  moment: { press: null, hovered: false, focused: false }, // what the frames should show of the moment
  refresh: false,
  busy: false,
  callbacks: [],
};

const $ = (id) => document.getElementById(id);
const now = () => performance.now() / 1000;

async function post(path, body) {
  return fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

// MARK: Requests, one at a time, so every interaction reaches the model, in order.

async function pump() {
  if (page.busy) return;
  page.busy = true;
  try {
    while (page.queue.length || page.candidate || page.refresh) {
      const candidate = page.candidate;
      const interactions = page.queue.splice(0);
      page.candidate = null;
      page.refresh = false;
      const body = { settings: candidate || page.valid, interactions, now_s: now(), ...page.moment };
      if (!body.press) delete body.press;
      if (page.spin) body.spin = page.spin;
      let response;
      try {
        response = await post("/api/control", body);
      } catch (error) {
        page.queue.unshift(...interactions);
        showError(`The playground server did not answer (${error.message}). Is it still running?`);
        break;
      }
      const answer = await response.json();
      if (response.ok) {
        if (candidate) page.valid = candidate;
        clearRefusals();
        apply(answer);
      } else {
        showRefusal(answer);
        // Refused settings: the interactions go again, with the settings the server accepted last.
        // Refused interactions: the model said why (shown); sending them again would not change it.
        if (candidate) page.queue.unshift(...interactions);
      }
    }
  } finally {
    page.busy = false;
  }
}

function apply(answer) {
  page.spin = answer.spin;
  page.frames = answer.frames.frames;
  page.framesComplete = answer.frames.complete;
  page.settleAt = answer.frames.complete ? answer.frames.motionEnd_s : null;
  page.shown = -1;
  page.report = answer.report;
  page.callbacks = page.callbacks.concat(answer.callbacks).slice(-6);
  const state = answer.state;
  page.spinning = state.stage === "spinning";
  $("status").textContent =
    `isOn: ${state.isOn} · ${state.stage} · resting on ${state.restingFace}` +
    (page.spinning ? ` → landing on ${state.pendingFace} · activations: ${state.activations}` : "") +
    (answer.outcomes.length ? ` · last input: ${answer.outcomes[answer.outcomes.length - 1]}` : "");
  $("callbacks").textContent = page.callbacks.join(" · ");
  $("swift").firstElementChild.textContent = answer.swift;
  $("notes").replaceChildren(...answer.notes.map((line) => Object.assign(document.createElement("li"), { textContent: line })));
  showReport(answer.report);
  showResolvedColors(answer.colors);
  const stage = $("stage");
  stage.setAttribute("aria-checked", state.isOn);
  stage.setAttribute("aria-label", answer.accessibility.label);
  stage.setAttribute("aria-description", `${answer.accessibility.value}. ${answer.accessibility.hint}`);
  document.documentElement.style.colorScheme = page.valid.appearance || "light";
}

function showError(text) {
  $("error").textContent = text;
}

function showRefusal(answer) {
  const name = (answer.field || "").replace(/^settings\./, "");
  const slot = document.querySelector(`[data-error-for="${CSS.escape(name)}"]`);
  if (slot) slot.textContent = answer.error;
  else showError(answer.error || "The server refused the request.");
}

function clearRefusals() {
  showError("");
  for (const slot of document.querySelectorAll("[data-error-for]")) slot.textContent = "";
}

function showReport(report) {
  drawPlot($("plot"), report);
  $("report-title").textContent = report.preview
    ? "θ(t) and ω(t) — preview: a centre tap with these settings"
    : "θ(t) and ω(t) of the last spin";
  $("times").textContent =
    `D = ${format(report.decelerationDuration_s)} s · arrival ${format(report.arrival_s)} s · ` +
    `rest ${format(report.rest_s)} s (window ${format(report.restWindow_s[0])}–${format(report.restWindow_s[1])} s)`;
  const describe = (a, i) =>
    `activation ${i + 1}: t = ${format(a.time_s)} s` +
    (a.direction === 0
      ? ", cross-fade"
      : `, ${a.direction > 0 ? "top→bottom" : "bottom→top"}, ω₀ = ${format(a.omega0_rad_per_s, 2)} rad/s`);
  $("activations").replaceChildren(
    ...report.activations.map((a, i) => Object.assign(document.createElement("li"), { textContent: describe(a, i) })),
  );
  $("verdict").replaceChildren(
    ...report.clauses.map((c) => Object.assign(document.createElement("li"), { className: c.passed ? "pass" : "fail", textContent: c.rule })),
  );
  $("verdict").dataset.passed = report.passed;
}

// MARK: Playing the frames.

function showFrame(frame) {
  const stage = $("stage");
  stage.innerHTML = frame.svg.replace(/^<\?xml[^>]*>\s*/, "");
  stage.dataset.face = frame.face;
  stage.dataset.angle = frame.angle_rad;
  stage.dataset.time = frame.time_s;
  stage.dataset.pressed = frame.frame.state.isPressed;
  const svg = stage.firstElementChild;
  if (svg) stage.style.setProperty("--stage-width", `${3 * svg.width.baseVal.value}px`);
}

function tick() {
  const t = now();
  const frames = page.frames;
  let index = Math.max(page.shown, 0);
  while (index + 1 < frames.length && frames[index + 1].time_s <= t) index += 1;
  if (frames.length && index !== page.shown) {
    page.shown = index;
    showFrame(frames[index]);
  }
  const last = frames[frames.length - 1];
  // Frames come a window at a time (about 1.5 s): the next window is asked for well before this one ends.
  if (!page.framesComplete && last && t > last.time_s - 0.75) {
    page.framesComplete = true; // asked once: the answer brings the next frames
    page.refresh = true;
    pump();
  }
  if (page.settleAt !== null && t >= page.settleAt) {
    page.settleAt = null;
    page.refresh = true;
    pump();
  }
  const start = page.report && page.report.spinStart_s;
  moveNowMarker(page.spinning && start !== null ? t - start : null);
  requestAnimationFrame(tick);
}

// MARK: Copy and download.

async function copySwift() {
  const code = $("swift").textContent;
  try {
    await navigator.clipboard.writeText(code);
    $("action-result").textContent = "Swift copied";
  } catch {
    const range = document.createRange();
    range.selectNodeContents($("swift"));
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    const copied = document.execCommand("copy");
    $("action-result").textContent = copied ? "Swift copied" : "Select the code and copy it";
  }
}

async function downloadCSV() {
  const body = { settings: page.valid };
  if (page.spin) body.spin = page.spin;
  const response = await post("/api/spin.csv", body);
  if (!response.ok) {
    showRefusal(await response.json());
    return;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: "spin.csv" });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  $("action-result").textContent = "spin.csv written";
}

// MARK: Start.

async function start() {
  const response = await fetch("/api/settings");
  if (!response.ok) throw new Error(`GET /api/settings: ${response.status}`);
  const catalogue = (await response.json()).settings;
  for (const entry of catalogue) if (entry.default !== null) page.valid[entry.name] = entry.default;
  buildForm($("settings"), catalogue, (name, value) => {
    page.candidate = { ...(page.candidate || page.valid), [name]: value };
    pump();
  });
  listen(
    $("stage"),
    (interaction) => {
      page.queue.push(interaction);
      pump();
    },
    (change) => {
      page.moment = { ...page.moment, ...change };
      page.refresh = true;
      pump();
    },
  );
  $("copy").addEventListener("click", copySwift);
  $("csv").addEventListener("click", downloadCSV);
  page.refresh = true;
  await pump();
  requestAnimationFrame(tick);
}

start().catch((error) => showError(`The playground could not start: ${error.message}`));
