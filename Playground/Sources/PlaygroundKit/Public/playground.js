// The ButterflyButton playground page. The Swift model and renderer run in the page (butterfly.wasm,
// wasm.js): a pointer or key goes to the model with its time, each animation frame shows the
// renderer's drawing of the model's frame at that time (frames run while something moves, none at
// rest), and the report with the contract's verdict, the notes, the Swift and the CSV come from the
// model too. The server (scripts/playground), when there is one, validates the settings and answers
// what needs Foundation: the localized default labels and accessibility text; a static copy
// (scripts/playground --static DIR) has the rest.
// The page decides nothing about the control: it measures input and inserts what the module writes.
import { PageClock } from "./clock.js";
import { listen } from "./input.js";
import { drawPlot, format, moveNowMarker, plotScale } from "./plot.js";
import { Designer } from "./designer.js";
import { buildForm, showResolvedColors, showUsedNumbers } from "./settings.js";
import { Stage } from "./stage.js";
import { Model } from "./wasm.js";

const $ = (id) => document.getElementById(id);
const hasServer = !("static" in document.documentElement.dataset);

const page = {
  catalogue: [],
  choices: {},
  defaults: {},
  valid: {}, // the settings the model runs (accepted by the server when there is one)
  candidate: null, // settings edited since, not yet accepted
  labels: null, // the default face labels in the settings' language (the server's), or null
  refresh: false,
  busy: false,
  moment: { press: null, hovered: false, focused: false },
  callbacks: [],
  lastOutcome: null,
  clock: new PageClock(),
  pendingRelease: null,
  sent: null, // the candidate settings the server is checking
  frameCosts: [], // ms of work in each animation frame (performance.now() around it: model, drawing, state)
  interactive_ms: null, // navigation → the first frame drawn with the listeners attached (ms)
  releaseFrames: [], // the first frame after each release: {event_ms, handled_ms, frame_ms, drawn_ms, frames_after, angle}
  frameCount: 0, // animation frames so far
  wake, // asks for an animation frame (below)
};

async function post(path, body) {
  return fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

// Hands settings to a model (the page's, or the pinned A's), with the labels drawn for an empty face
// label: the catalogue's defaults (the localized default needs Foundation: the server has it). The
// module's answer: what it refused (and cleared) and the numbers it uses.
export function configure(model, settings) {
  return model.configure({
    ...settings,
    defaultTopLabel: page.labels ? page.labels.top : page.defaults.medallionTopLabel,
    defaultBottomLabel: page.labels ? page.labels.bottom : page.defaults.medallionBottomLabel,
  });
}

// Every setting at its default (the catalogue's).
const catalogueDefaults = () => Object.fromEntries(page.catalogue.map((entry) => [entry.name, entry.default]));

// MARK: The server: validation, the localized texts (one request at a time, in order).

async function pump() {
  if (!hasServer || page.busy) return;
  page.busy = true;
  try {
    while (page.candidate || page.refresh) {
      const candidate = page.candidate;
      page.candidate = null;
      page.sent = candidate; // a quick second edit builds on it, not on the settings it replaces
      page.refresh = false;
      const body = { settings: candidate || page.valid, isOn: page.model.state().isOn };
      let response;
      try {
        response = await post("api/describe", body);
      } catch (error) {
        page.sent = null;
        showError(`The playground server did not answer (${error.message}). Is it still running?`);
        break;
      }
      const answer = await response.json();
      page.sent = null;
      if (response.ok) {
        if (candidate) accept(candidate);
        clearRefusals();
        apply(answer);
      } else showRefusal(answer, candidate);
    }
  } finally {
    page.busy = false;
  }
}

// New settings the server accepted (or from a link, storage, an import, or edited with no server):
// the model follows at once. What the module refuses (PageSettingsCheck: out of range, wrong type,
// unknown name) is not applied — the setting keeps the value it had (its default at first) — and is
// said; the sliders show the numbers the model uses. Returns the refusals.
function accept(settings) {
  const { refused, used: usedFirst } = configure(page.model, settings);
  let used = usedFirst;
  if (refused.length) {
    settings = { ...settings };
    const kept = { ...catalogueDefaults(), ...page.valid };
    for (const { name } of refused) {
      if (Object.hasOwn(kept, name)) settings[name] = kept[name];
      else delete settings[name];
    }
    ({ used } = configure(page.model, settings));
    $("refused").textContent = `Not applied: ${refused.map((r) => r.refusal).join(" · ")}`;
  }
  page.valid = settings;
  page.used = used;
  showUsedNumbers(used);
  $("swift").firstElementChild.textContent = page.model.swift();
  page.designer.settingsChanged(settings);
  document.documentElement.style.colorScheme = settings.appearance || "light";
  scheduleModel();
  return refused;
}

// Shows the model's report and notes once the next frame is drawn (a control drawn first; one
// report for a burst of edits, as a slider drag sends).
let modelScheduled = false;
function scheduleModel() {
  if (modelScheduled) return;
  modelScheduled = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      modelScheduled = false;
      showModel();
    }, 0),
  );
}

// What the model says about the last spin and the settings: the plot with the contract's verdict,
// the notes, and the colours unset colour settings resolve to.
export function showModel() {
  showReport(page.model.report());
  const { notes, colors } = page.model.notes();
  $("notes").replaceChildren(...notes.map((line) => Object.assign(document.createElement("li"), { textContent: line })));
  showResolvedColors(colors);
}

// The server's texts: the labels of the settings' language, the accessibility text.
function apply(answer) {
  if (!page.labels || page.labels.top !== answer.labels.top || page.labels.bottom !== answer.labels.bottom) {
    page.labels = answer.labels;
    configure(page.model, page.valid);
  }
  const stage = $("stage");
  stage.setAttribute("aria-label", answer.accessibility.label);
  stage.setAttribute("aria-description", `${answer.accessibility.value}. ${answer.accessibility.hint}`);
}

function showError(text) {
  $("error").textContent = text;
}

// A refused value: its message beside the field, and the field back to the value the model runs.
function showRefusal(answer, candidate) {
  const name = (answer.field || "").replace(/^settings\./, "");
  const slot = document.querySelector(`[data-error-for="${CSS.escape(name)}"]`);
  if (slot) {
    if (candidate) rebuildForm();
    document.querySelector(`[data-error-for="${CSS.escape(name)}"]`).textContent = answer.error;
  } else showError(answer.error || "The server refused the request.");
}

function clearRefusals() {
  showError("");
  for (const slot of document.querySelectorAll("[data-error-for]")) slot.textContent = "";
}

function showReport(report) {
  drawPlot($("plot"), report, page.designer.ghost(), page.model.phases(), page.model);
  // The scrub bar spans the plot's time axis, a frame (the contract's reference frame) an arrow step.
  $("scrub").max = plotScale().spanEnd;
  $("scrub").step = page.model.film().frame_s;
  page.designer.refreshFilm();
  $("report-title").textContent = report.preview ? "θ(t) and ω(t) — preview: a centre tap with these settings" : "θ(t) and ω(t) of the last spin";
  $("times").textContent = report.decelerationDuration_s === undefined ? "" :
    `D = ${format(report.decelerationDuration_s)} s · arrival ${format(report.arrival_s)} s · ` +
    `rest ${format(report.rest_s)} s (window ${format(report.restWindow_s[0])}–${format(report.restWindow_s[1])} s)`;
  const describe = (a, i) =>
    `activation ${i + 1}: t = ${format(a.time_s)} s` +
    (a.direction === 0 ? ", cross-fade" : `, ${a.direction > 0 ? "top→bottom" : "bottom→top"}, ω₀ = ${format(a.omega0_rad_per_s, 2)} rad/s`);
  $("activations").replaceChildren(...(report.activations || []).map((a, i) => Object.assign(document.createElement("li"), { textContent: describe(a, i) })));
  $("verdict").replaceChildren(
    ...(report.clauses || []).map((c) => Object.assign(document.createElement("li"), { className: c.passed ? "pass" : "fail", textContent: c.rule })),
  );
  $("verdict").dataset.passed = report.passed;
}

// The form, showing the settings the model runs.
export function rebuildForm() {
  buildForm($("settings"), page.catalogue, page.valid, (name, value) => {
    const edited = { ...(page.candidate || page.sent || page.valid), [name]: value };
    if (hasServer) {
      page.candidate = edited;
      pump();
    } else {
      $("refused").textContent = "";
      clearRefusals();
      const refused = accept(edited);
      if (refused.length) {
        rebuildForm(); // the refused box shows the value the model runs again
        for (const r of refused) {
          const slot = document.querySelector(`[data-error-for="${CSS.escape(r.name)}"]`);
          if (slot) slot.textContent = r.refusal;
        }
      }
    }
  });
  showUsedNumbers(page.used);
}

// Back to the defaults, forgetting the settings kept in this browser and the URL.
export function resetSettings() {
  $("refused").textContent = "";
  clearRefusals();
  replaceSettings(catalogueDefaults());
  $("action-result").textContent = "settings reset to the defaults";
}

// Settings from elsewhere (a preset, an import, the URL): the model, the form and the server follow.
export function replaceSettings(settings) {
  accept({ ...page.valid, ...settings });
  rebuildForm();
  page.refresh = true;
  pump();
}

// MARK: Input, straight to the model.

// A finished interaction at model time `time`: the model classifies and plans it now.
export function interact(interaction) {
  // A press while the last spin is scrubbed plays again: the new spin shows from its first frame.
  if (page.designer.scrubTime !== null && !interaction.replayed) page.designer.resume();
  const { outcome, began, reason } =
    interaction.kind === "key" ? page.model.key(interaction.key, interaction.time_s) : page.model.pointer(interaction);
  page.lastOutcome = outcome;
  if (began) callback("onSpinBegan");
  if (interaction.event_ms !== undefined) {
    page.pendingRelease = { event_ms: interaction.event_ms, handled_ms: performance.now(), frame_count: page.frameCount };
  }
  page.designer.interacted(interaction, outcome, reason);
  // The plot and verdict of the new plan, once the first moving frame is on screen.
  if (outcome === "tap" || outcome === "flick") scheduleModel();
}

// A callback the app would have received (the model's transition says which).
function callback(name) {
  page.callbacks = page.callbacks.concat(name).slice(-6);
  $("callbacks").textContent = page.callbacks.join(" · ");
}

// The state line and the switch's checked state, written only when they change (no layout otherwise).
function showState(state) {
  const spinning = state.stage === "spinning";
  const status =
    `isOn: ${state.isOn} · ${state.stage} · resting on ${state.isOn ? "top" : "bottom"}` +
    (spinning ? ` → landing on ${state.pendingFace} · activations: ${state.activations}` : "") +
    (page.lastOutcome ? ` · last input: ${page.lastOutcome}` : "");
  if ($("status").textContent !== status) $("status").textContent = status;
  if ($("stage").getAttribute("aria-checked") !== String(state.isOn)) $("stage").setAttribute("aria-checked", state.isOn);
}

// MARK: Animation frames, while something moves.

// The page asks for an animation frame when something changed what it shows — the model says so
// (Model.changed: settings, a press or hover, input, a rest), and so do a scrub, a rate, the zoom and
// a pin — and keeps asking only while a frame can differ from the one before without input: while the
// model, or a pin's, says a spin runs (its state's stage) and the clock runs, while a release waits for
// its first frame, and while a replay waits to play (the typed loop's timer wakes it for each play). At
// rest the page does no work.
let frameAsked = false;
function wake() {
  if (frameAsked) return;
  frameAsked = true;
  requestAnimationFrame(tick);
}

function tick(timestamp) {
  frameAsked = false;
  const started = performance.now();
  page.frameCount += 1;
  const t = page.designer.scrubTime === null ? page.clock.at(started / 1000) : null;
  let state = null; // the state machine after this frame's tick, asked once a frame
  if (t !== null) {
    page.designer.feedDue(t);
    const landed = page.model.settle(t);
    if (landed) {
      if (landed.completed !== null) callback(`onSpinCompleted(${landed.completed})`);
      page.refresh = true;
      pump();
    }
    const frame = page.stage.show(t, timestamp, { real_ms: started, clock_s: t });
    if (page.pendingRelease) {
      // The first animation frame after a release: when it ran, how many frames after the release it
      // is (1: the next one) and what it showed (tests, README).
      page.releaseFrames.push({
        ...page.pendingRelease,
        frame_ms: timestamp,
        drawn_ms: performance.now(),
        frames_after: page.frameCount - page.pendingRelease.frame_count,
        angle: frame.angle,
      });
      page.pendingRelease = null;
    }
    state = page.model.state();
    showState(state);
    moveNowMarker(state.stage === "spinning" ? t - state.spinStart_s : null);
  }
  page.designer.tick(t, timestamp, state);
  page.frameCosts.push(performance.now() - started); // ms of work in this frame (README figures)
  if (page.frameCosts.length > 1200) page.frameCosts.shift();
  const moving = page.clock.rate !== 0 && (state?.stage === "spinning" || page.designer.moving());
  if (moving || page.pendingRelease) wake();
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
    $("action-result").textContent = document.execCommand("copy") ? "Swift copied" : "Select the code and copy it";
  }
}

// The last spin (or the preview) as `bbsim simulate spin` writes it, from the model in the page.
function downloadCSV() {
  const csv = page.model.csv();
  if (csv === null) return ($("action-result").textContent = "a Reduce Motion swap has no rotation to write");
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: "spin.csv" });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  $("action-result").textContent = "spin.csv written";
}

// MARK: Start.

async function start() {
  const [response, model] = await Promise.all([fetch("api/settings"), Model.load()]);
  if (!response.ok) throw new Error(`api/settings: ${response.status}`);
  page.catalogue = (await response.json()).settings;
  page.model = model;
  model.changed = wake;
  page.stage = new Stage($("stage"), model);
  for (const entry of page.catalogue) {
    page.defaults[entry.name] = entry.default ?? entry.placeholder ?? null;
    if (entry.choices) page.choices[entry.name] = entry.choices;
  }
  page.designer = await Designer.create(page, { hasServer, configure, interact, replaceSettings, showModel });
  const initial = page.designer.restoredSettings(catalogueDefaults());
  accept(initial);
  rebuildForm();
  listen(
    $("stage"),
    (event) => page.stage.point(event),
    (interaction) => interact({ ...interaction, event_ms: interaction.time_s * 1000, time_s: page.clock.at(interaction.time_s) }),
    (change) => {
      page.moment = { ...page.moment, ...change };
      page.model.moment(page.moment.press, page.moment.hovered, page.moment.focused);
    },
  );
  $("copy").addEventListener("click", copySwift);
  $("reset").addEventListener("click", resetSettings);
  // A `#s=` link pasted into this tab applies without a reload.
  window.addEventListener("hashchange", () => {
    $("refused").textContent = "";
    replaceSettings(page.designer.restoredSettings(catalogueDefaults()));
  });
  $("csv").addEventListener("click", downloadCSV);
  if (hasServer) {
    page.refresh = true;
    pump();
  }
  frameAsked = true;
  requestAnimationFrame((timestamp) => {
    tick(timestamp);
    // Navigation → the control drawn and listening (ms since the navigation began; README, tests).
    page.interactive_ms = performance.now();
  });
  window.playground = page; // for the browser tests and the measurements
}

start().catch((error) => showError(`The playground could not start: ${error.message}`));
