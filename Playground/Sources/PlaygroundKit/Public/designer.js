// What a motion designer expects of the playground, around the model: replay the last gesture, slow
// motion and pause, scrub the last spin, a filmstrip of it, up to six pinned tunings to compare
// (compare.js), the gallery of named feels (feels.js), Export as CSS/Web Animations/Compose/Lottie
// (export.js), a typed gesture played on demand or in a loop (gesture-input.js), the settings in the
// URL and local storage, named presets, import/export, the gesture's trace with the model's
// classification, and an actual-size view. Every frame and curve shown comes from the model
// (butterfly.wasm); this file only schedules input, keeps settings and lays pictures out.
import { Compare } from "./compare.js";
import { Exporter } from "./export.js";
import { Feels } from "./feels.js";
import { GestureInput } from "./gesture-input.js";
import { moveNowMarker, plotScale } from "./plot.js";
import { PlotHandles } from "./plot-handles.js";
import { svgNode } from "./stage.js";
import { download, readHash, stored as storage, writeHash } from "./url-state.js";

const $ = (id) => document.getElementById(id);
const storageKey = "butterfly-playground-settings";
const presetsKey = "butterfly-playground-presets";

function changed(settings, defaults) {
  return Object.fromEntries(Object.entries(settings).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(defaults[k])));
}

// The settings of a file Export wrote — an object whose one member is "settings", an object — or null.
async function settingsFile(file) {
  if (file.size > 65536) return null;
  try {
    const json = JSON.parse(await file.text());
    const only = json && typeof json === "object" && !Array.isArray(json) && Object.keys(json).join() === "settings";
    return only && json.settings && typeof json.settings === "object" && !Array.isArray(json.settings)
      ? json.settings
      : null;
  } catch {
    return null;
  }
}

export class Designer {
  static async create(page, hooks) {
    const designer = new Designer(page, hooks);
    designer.wire();
    designer.compare = new Compare(page, {
      configure: hooks.configure, showModel: hooks.showModel, defaults: () => designer.defaults,
      changed: (settings) => changed(settings, designer.defaults),
    });
    designer.feels = new Feels(page, hooks.replaceSettings);
    designer.handles = new PlotHandles(page, hooks.replaceSettings);
    designer.exporter = new Exporter(page);
    designer.gestureInput = new GestureInput(page, hooks.interact);
    designer.compare.restore(); // the pins load their models while the control starts
    return designer;
  }

  constructor(page, hooks) {
    this.page = page;
    this.hooks = hooks;
    this.gesture = []; // the last spin's interactions, times relative to its first (s)
    this.scheduled = []; // a replay's interactions, at model times
    this.scrubTime = null; // s after the last spin began, while scrubbing
    this.trace = null;
  }

  get defaults() {
    return Object.fromEntries(this.page.catalogue.map((e) => [e.name, e.default]));
  }

  // The settings to start with: the URL's, else the last ones kept in this browser, else the defaults.
  restoredSettings(defaults) {
    const saved = readHash("s") ?? storage(storageKey, null);
    return { ...defaults, ...(saved || {}) };
  }

  // Keeps the settings (what differs from the defaults) in the URL and local storage.
  settingsChanged(settings) {
    const diff = changed(settings, this.defaults);
    writeHash("s", Object.keys(diff).length ? diff : null);
    localStorage.setItem(storageKey, JSON.stringify(diff));
  }

  // MARK: Input.

  interacted(interaction, outcome, reason) {
    const model = this.page.model;
    if (!interaction.replayed && (outcome === "tap" || outcome === "flick")) {
      if (model.state().activations <= 1) this.gesture = [];
      const first = this.gesture.length ? this.gesture[0].time_s : interaction.time_s;
      this.gesture.push({ ...interaction, offset: interaction.time_s - first });
      $("replay").disabled = false;
    }
    this.compare.mirror(interaction);
    this.showTrace(interaction, outcome, reason);
  }

  // The last input and the model's reason for its classification (GestureReason), with its numbers.
  showTrace(interaction, outcome, reason) {
    $("trace").textContent = `last input: ${outcome === "passThrough" ? "passed through" : outcome}: ${reason.sentence}`;
    $("trace").dataset.outcome = outcome;
    $("trace").dataset.rule = reason.rule;
    if (interaction.kind !== "pointer") return (this.page.stage.overlay = "");
    const points = (interaction.trace || [interaction.start, interaction.end]).map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`);
    this.page.stage.overlay = `<polyline points="${points.join(" ")}" fill="none" stroke="#d6336c" stroke-width="1" stroke-dasharray="2 1" data-role="trace"/>`;
  }

  // Replays the last gesture from now, with its own timing.
  replay() {
    if (!this.gesture.length) return;
    const start = this.page.clock.now() + 0.05;
    this.resume();
    this.scheduled = this.gesture.map((g) => ({ ...g, event_ms: undefined, time_s: start + g.offset, replayed: true }));
    this.page.wake();
  }

  // Feeds the replay's interactions whose time has come.
  feedDue(t) {
    while (this.scheduled.length && this.scheduled[0].time_s <= t) this.hooks.interact(this.scheduled.shift());
  }

  // MARK: Time.

  setRate(rate) {
    this.scrubTime = null;
    this.page.clock.setRate(rate);
    $("pause").textContent = rate === 0 ? "Play" : "Pause";
    $("rate").value = rate === 0 ? $("rate").value : String(rate);
    this.page.wake();
  }

  resume() {
    this.setRate(Number($("rate").value));
  }

  // Shows the last spin `t` s after it began, paused.
  scrub(t) {
    if (this.page.clock.rate !== 0) this.setRate(0);
    this.scrubTime = Math.max(0, t);
    $("scrub").value = this.scrubTime;
    this.page.wake();
  }

  // Every frame, after the control's (`state`: the model's state then, or null while scrubbing).
  tick(t, timestamp, state) {
    if (this.scrubTime !== null) {
      this.page.stage.show(this.scrubTime, timestamp, {}, true);
      moveNowMarker(this.scrubTime);
    }
    this.compare.tick(t, timestamp, this.scrubTime, state);
    this.gestureInput.tick(t);
  }

  // Whether frames must go on without input: a replay waits to play, or a pin spins (the typed loop
  // sets a timer for its next play instead: gesture-input.js).
  moving() {
    return this.scheduled.length > 0 || this.compare.moving();
  }

  // MARK: Compare.

  // A's curve of its last spin, for the plot's ghost (none before A spun).
  ghost() {
    return this.compare.ghost();
  }

  // MARK: The last spin as a filmstrip.

  // Shows or hides the filmstrip; while shown it follows every spin (refreshFilm).
  toggleFilm() {
    const shown = $("film").getAttribute("aria-pressed") !== "true";
    $("film").setAttribute("aria-pressed", String(shown));
    $("filmstrip").hidden = !shown;
    if (shown) this.refreshFilm();
  }

  // The last spin frame by frame, at the model's times sampled by angle (bb_film: at most step_rad
  // between frames, so a fast spin never aliases), each captioned with its time and angle; with the
  // onion skin on, each frame shows the one before it faintly beneath. Each document gets ids of its
  // own (the renderer's idPrefix).
  refreshFilm() {
    if ($("film").getAttribute("aria-pressed") !== "true") return;
    const model = this.page.model;
    const film = model.film();
    const onion = $("onion").checked;
    const figures = [];
    film.times.forEach((t, i) => {
      const svg = model.svg(t, 0.75, true, `film${i}`);
      if (!svg) return;
      const figure = document.createElement("figure");
      const frame = Object.assign(document.createElement("div"), { className: "frame" });
      if (onion && i > 0) {
        const under = svgNode(model.svg(film.times[i - 1], 0.75, true, `film${i}-onion`));
        under.classList.add("onion");
        frame.append(under);
      }
      frame.append(svgNode(svg));
      const degrees = (model.curve(t).theta * 180) / Math.PI;
      const caption = `${t.toFixed(3)} s · ${degrees.toFixed(0)}°`;
      figure.append(frame, Object.assign(document.createElement("figcaption"), { textContent: caption }));
      figures.push(figure);
    });
    const strip = $("filmstrip");
    strip.dataset.stepRad = film.step_rad;
    strip.replaceChildren(...figures);
  }

  // One frame (the contract's reference frame, bb_film's frame_s) back or forward while paused.
  // From the paused frame: the scrubbed time, else the clock's time into the last spin.
  step(direction) {
    const frame = this.page.model.film().frame_s;
    const start = this.page.model.state().spinStart_s;
    const from = this.scrubTime ?? Math.max(0, this.page.clock.now() - start);
    this.scrub(Math.min(Number($("scrub").max), from + direction * frame));
  }

  // MARK: Keep and share.

  // The presets as a Map (name → changed settings), stored as a list of {name, settings}: an object
  // keyed by name would drop `__proto__` (its setter, not a key) and let one name shadow a built-in.
  // Lists written by earlier pages as such an object still load.
  presets() {
    const stored = storage(presetsKey, []);
    const entries = Array.isArray(stored)
      ? stored.filter((p) => p && typeof p.name === "string" && p.settings && typeof p.settings === "object").map((p) => [p.name, p.settings])
      : stored && typeof stored === "object" ? Object.entries(stored) : [];
    return new Map(entries);
  }

  storePresets(presets) {
    localStorage.setItem(presetsKey, JSON.stringify([...presets].map(([name, settings]) => ({ name, settings }))));
    this.showPresets();
  }

  showPresets(selected = "") {
    const select = $("preset");
    const names = [...this.presets().keys()].sort();
    select.replaceChildren(new Option("presets…", ""), ...names.map((n) => new Option(n, n)));
    select.value = names.includes(selected) ? selected : "";
  }

  // A preset's name as typed: spaces trimmed and runs of white space made one (so "my  feel" and
  // "my feel" are one name, never two that look alike), 1–40 characters, no control characters.
  static presetName(text) {
    const name = text.normalize("NFC").trim().replace(/\s+/gu, " ");
    if (!name) return { error: "type a name for the preset" };
    if ([...name].length > 40) return { error: "a preset name has at most 40 characters" };
    if (/\p{Cc}/u.test(name)) return { error: "a preset name has no control characters" };
    return { name };
  }

  // Saves the settings under the typed name; an existing name is replaced only on a second Save.
  savePreset() {
    const { name, error } = Designer.presetName($("preset-name").value);
    if (error) return ($("action-result").textContent = error);
    const presets = this.presets();
    if (presets.has(name) && this.replacing !== name) {
      this.replacing = name;
      return ($("action-result").textContent = `“${name}” exists: Save again to replace it`);
    }
    this.replacing = null;
    presets.set(name, changed(this.page.valid, this.defaults));
    this.storePresets(presets);
    this.showPresets(name);
    $("action-result").textContent = `preset “${name}” saved`;
  }

  // Renames the chosen preset to the typed name (refused when that name is taken).
  renamePreset() {
    const from = $("preset").value;
    const presets = this.presets();
    if (!presets.has(from)) return ($("action-result").textContent = "choose a preset to rename");
    const { name, error } = Designer.presetName($("preset-name").value);
    if (error) return ($("action-result").textContent = error);
    if (name !== from && presets.has(name)) return ($("action-result").textContent = `“${name}” exists already`);
    const renamed = new Map([...presets].map(([key, value]) => [key === from ? name : key, value]));
    this.storePresets(renamed);
    this.showPresets(name);
    $("action-result").textContent = `preset “${from}” renamed “${name}”`;
  }

  deletePreset() {
    const name = $("preset").value;
    const presets = this.presets();
    if (!presets.delete(name)) return ($("action-result").textContent = "choose a preset to delete");
    this.storePresets(presets);
    $("action-result").textContent = `preset “${name}” deleted`;
  }

  loadPreset(name) {
    const preset = this.presets().get(name);
    if (preset) this.hooks.replaceSettings({ ...this.defaults, ...preset });
  }

  exportJSON() {
    const body = JSON.stringify({ settings: changed(this.page.valid, this.defaults) }, null, 2) + "\n";
    download("butterfly-settings.json", body);
    return body;
  }

  // The tuning as `bbsim sweep --tuning-out` writes it (the module's bytes, served or static); an
  // imported tuning file (a missing key takes its default, as `bbsim --tuning` reads it) goes through
  // importJSON.
  exportTuning() {
    const body = this.page.model.tuningFile();
    download("butterfly-tuning.json", body);
    $("action-result").textContent = "butterfly-tuning.json written: the four SpinTuning values (D and the rest: Export JSON)";
    return body;
  }

  // Import: a tuning file is read by `bbsim --tuning`'s strict reader in the module (a missing key
  // takes its default); it carries the tuning only, so every other setting (D included) is kept, and
  // the page says so. The page's own settings file ({"settings": {…}}, as Export writes it, which
  // that reader refuses) replaces the settings, what it leaves out at its default. Anything else shows
  // the reader's refusal and changes nothing.
  async importJSON(file) {
    const answer = await this.page.model.tuning(file);
    if (answer.tuning) {
      this.hooks.replaceSettings({ ...this.page.valid, ...answer.tuning });
      $("action-result").textContent =
        `${file.name} imported: ${Object.keys(answer.tuning).join(", ")}; ` +
        "a tuning file carries no D or other setting: those are kept";
      return;
    }
    const settings = await settingsFile(file);
    if (settings) {
      this.hooks.replaceSettings({ ...this.defaults, ...settings });
      $("action-result").textContent = `${file.name} imported`;
    } else {
      $("action-result").textContent = `${file.name}: ${answer.refusal}`;
    }
  }

  // MARK: Wiring.

  wire() {
    $("replay").addEventListener("click", () => this.replay());
    $("rate").addEventListener("change", () => this.setRate(Number($("rate").value)));
    $("pause").addEventListener("click", () => (this.page.clock.rate === 0 ? this.resume() : this.setRate(0)));
    $("scrub").addEventListener("input", () => this.scrub(Number($("scrub").value)));
    $("angle-unit").addEventListener("change", () => this.hooks.showModel()); // the plot's angles, in the new unit
    const plot = $("plot");
    const scrubAt = (event) => {
      const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(plot.getScreenCTM().inverse());
      const t = plotScale().time(p.x);
      if (t !== null) this.scrub(t);
    };
    plot.addEventListener("pointerdown", (event) => {
      event.preventDefault(); // a drag scrubs; it selects no text
      plot.setPointerCapture(event.pointerId);
      scrubAt(event);
    });
    plot.addEventListener("pointermove", (event) => event.buttons && scrubAt(event));
    $("pin").addEventListener("click", () => this.compare.pin());
    $("film").addEventListener("click", () => this.toggleFilm());
    $("onion").addEventListener("change", () => this.refreshFilm());
    // ← and → step one frame while paused (not in a field or on a plot handle, whose arrows are their own).
    document.addEventListener("keydown", (event) => {
      const arrow = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
      if (!arrow || this.page.clock.rate !== 0 || event.target.closest("input, select, textarea, [role=slider]")) return;
      event.preventDefault();
      this.step(arrow);
    });
    $("actual-size").addEventListener("change", () => {
      const zoom = $("actual-size").checked ? 1 : 2;
      this.page.stage.zoom = zoom;
      this.compare.zoom = zoom;
      this.page.wake();
    });
    $("save-preset").addEventListener("click", () => this.savePreset());
    $("preset-name").addEventListener("input", () => (this.replacing = null));
    $("rename-preset").addEventListener("click", () => this.renamePreset());
    $("delete-preset").addEventListener("click", () => this.deletePreset());
    $("preset").addEventListener("change", () => this.loadPreset($("preset").value));
    $("export").addEventListener("click", () => this.exportJSON());
    $("export-tuning").addEventListener("click", () => this.exportTuning());
    $("import").addEventListener("change", () => $("import").files[0] && this.importJSON($("import").files[0]));
    this.showPresets();
  }
}
