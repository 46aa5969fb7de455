// The Swift model and renderer in the page: the portable model (ButterflyPhysics, ButterflyModel), the
// SVG renderer (ButterflyRender) and the bridge (the Playground package's ButterflyWasm target),
// compiled to butterfly.wasm with Embedded Swift (scripts/build-wasm). This file only marshals: it
// hands the settings over by their catalogue names, passes pointer and key input with their times,
// and returns what the module writes — the drawing (the renderer's SVG, or the attribute changes
// since the last one), and JSON for the classification, the state and the phases. Every name, number
// and word in those answers is the module's.

// The C maths functions the model imports (Playground/Wasm/WasmMath).
const math = {
  sin: Math.sin, cos: Math.cos, tan: Math.tan, asin: Math.asin, atan: Math.atan, atan2: Math.atan2,
  exp: Math.exp, expm1: Math.expm1, log: Math.log, log1p: Math.log1p, pow: Math.pow,
};
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class Model {
  constructor(exports) {
    this.exports = exports;
    // Called after every call that can change what the model draws next (settings, a press or hover,
    // input, a rest, a redraw): the page asks for an animation frame then (playground.js, `wake`).
    this.changed = () => {};
  }

  // Loads butterfly.wasm (relative to the page, so a static host serves it from any folder).
  // Compiled while it downloads when the host serves it as application/wasm.
  static async load(url = "butterfly.wasm") {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const streamed = response.headers.get("Content-Type") === "application/wasm";
    // The decimal-to-double conversion behind the module's `Double(text)` (Playground/Wasm/Runtime):
    // `length` bytes of a JSON number the module validated, read by `Number` (nearest double).
    let memory = null;
    const number = { parse: (at, length) => Number(decoder.decode(new Uint8Array(memory.buffer, at, length))) };
    const { instance } = streamed
      ? await WebAssembly.instantiateStreaming(response, { math, number })
      : await WebAssembly.instantiate(await response.arrayBuffer(), { math, number });
    memory = instance.exports.memory;
    return new Model(instance.exports);
  }

  // The text the last call wrote (`length` bytes of the module's text buffer).
  text(length) {
    return decoder.decode(new Uint8Array(this.exports.memory.buffer, this.exports.bb_text(), length));
  }

  json(length) {
    return length ? JSON.parse(this.text(length)) : null;
  }

  // Writes `texts` (strings) one after another into the text buffer; their byte lengths.
  put(...texts) {
    const bytes = texts.map((t) => encoder.encode(t));
    const total = bytes.reduce((sum, b) => sum + b.length, 0);
    const at = this.exports.bb_text_reserve(total);
    let offset = 0;
    for (const b of bytes) {
      new Uint8Array(this.exports.memory.buffer, at + offset, b.length).set(b);
      offset += b.length;
    }
    return bytes.map((b) => b.length);
  }

  // Hands over the settings (the catalogue's names and JSON values) and applies them. The module
  // clears what the server would refuse (the bridge's PageSettingsCheck): { refused: [{ name,
  // refusal }], used: { number setting: the value the model uses } }. A value that is no number,
  // flag, text or null goes as its JSON text (which the module refuses).
  configure(settings) {
    for (const [name, value] of Object.entries(settings)) {
      if (typeof value === "number") {
        const [length] = this.put(name);
        this.exports.bb_set_number(length, value);
      } else if (typeof value === "boolean") {
        const [length] = this.put(name);
        this.exports.bb_set_flag(length, value ? 1 : 0);
      } else if (value === null || value === undefined) {
        const [length] = this.put(name);
        this.exports.bb_set_null(length);
      } else {
        const [length, valueLength] = this.put(name, typeof value === "string" ? value : JSON.stringify(value));
        this.exports.bb_set_text(length, valueLength);
      }
    }
    const answer = this.json(this.exports.bb_configure());
    this.changed();
    return answer;
  }

  // The press so far ({start, current} in control coordinates, or null), hover and focus.
  moment(press, hovered, focused) {
    const p = press || { start: { x: 0, y: 0 }, current: { x: 0, y: 0 } };
    this.exports.bb_moment(press ? 1 : 0, p.start.x, p.start.y, p.current.x, p.current.y, hovered ? 1 : 0, focused ? 1 : 0);
    this.changed();
  }

  // A finished pointer interaction (control coordinates, pt; pt/s; s): { outcome, began, reason:
  // { rule, measured, threshold, sentence } } — the model's classification
  // (GestureInterpreter.classification) and its words (the bridge's ReasonText).
  pointer({ time_s, start, end, velocity, duration_s }) {
    const answer = this.json(this.exports.bb_pointer(time_s, start.x, start.y, end.x, end.y, velocity.x, velocity.y, duration_s));
    this.changed();
    return answer;
  }

  // A key ("space", "return" or another) at time t: as `pointer`, the reason's rule "key".
  key(name, time) {
    const [length] = this.put(name);
    const answer = this.json(this.exports.bb_key(time, length));
    this.changed();
    return answer;
  }

  // Lands the motion if it is over at t: null when nothing landed, else { completed: the value
  // onSpinCompleted carries, or null when the app is not told }.
  settle(time) {
    const answer = this.json(this.exports.bb_settle(time));
    return answer.landed ? { completed: answer.completed } : null;
  }

  // The stage's update for the frame at page time t (`lastSpin`: t s into the last spin), at `zoom`:
  // { full: the SVG document } or { changes: [[element index, operation, value], …] } (StageDrawing,
  // SVGPatch's lines: operation "@name" an attribute, "#" the text, "=" a replacement, "-" a removal,
  // "+parent" an insertion; a markup's line feeds come as tabs); null when there is no such frame.
  draw(time, zoom, lastSpin = false) {
    const length = this.exports.bb_draw(time, zoom, lastSpin ? 1 : 0);
    if (!length) return null;
    const text = this.text(length);
    if (text[0] === "F") return { full: text.slice(1) };
    const changes = [];
    for (const line of text.slice(1).split("\n")) {
      if (!line) continue;
      const [index, operation, ...value] = line.split("\t");
      changes.push([Number(index), operation, value.join("\n")]);
    }
    return { changes };
  }

  // The plot's frame at `pixels` CSS px wide with its θ panel named `name` (PlotLayout): { fontSize,
  // left, right, panels: [[top, bottom], [top, bottom]], legend: SVG }.
  plotLayout(pixels, name, handOver, ghost) {
    const [length] = this.put(name);
    return this.json(this.exports.bb_plot_layout(pixels, length, handOver ? 1 : 0, ghost ? 1 : 0));
  }

  // The next `draw` answers with the whole document.
  redraw() {
    this.exports.bb_redraw();
    this.changed();
  }

  // The renderer's whole document for the frame (as `draw`), or null; `idPrefix` names its control
  // group and gradient (default "bb"), one per document inlined in the page.
  svg(time, zoom, lastSpin = false, idPrefix = "") {
    const [prefixLength] = this.put(idPrefix);
    const length = this.exports.bb_svg(time, zoom, lastSpin ? 1 : 0, prefixLength);
    return length ? this.text(length) : null;
  }

  // The last spin's filmstrip times sampled by angle (Filmstrip.equalAngleTimes): { times: [s after
  // it began], step_rad: the largest turn between frames, frame_s: one frame for frame stepping }.
  film() {
    return this.json(this.exports.bb_film());
  }

  // The frame last drawn: { time, angle, face, pressed }.
  drawn() {
    return this.json(this.exports.bb_drawn());
  }

  // The state machine: stage, isOn, the pending face, activations, when the spin began and ends.
  state() {
    return this.json(this.exports.bb_state());
  }

  // The phases of the last spin re-planned with the current settings (SpinTrajectory.phases, what the
  // plot shows): [{ kind, start_s }], start in s after the spin began.
  phases() {
    return this.json(this.exports.bb_phases()) || [];
  }

  // The last spin (or a centre tap's preview) against the spin contract, for the plot and the verdict
  // (the bridge's SpinReportText).
  report() {
    return this.json(this.exports.bb_report());
  }

  // The model's notes (clamps, contrast warnings) and the colours the settings resolve to: { notes, colors }.
  notes() {
    return this.json(this.exports.bb_notes());
  }

  // The Swift for the settings (Copy Swift).
  swift() {
    return this.text(this.exports.bb_swift());
  }

  // That spin's samples as `bbsim simulate spin` writes them (CSV text), or null for a Reduce Motion swap.
  csv() {
    const length = this.exports.bb_csv();
    return length ? this.text(length) : null;
  }

  // The settings' tuning file, byte for byte as `bbsim sweep --tuning-out` writes it (SpinTuningText.json).
  tuningFile() {
    return this.text(this.exports.bb_tuning_file());
  }

  // A tuning file (a File or Blob) read by `bbsim --tuning`'s strict reader in the module (the bridge's
  // TuningImport): { tuning: { name: value, … } } or { refusal: the reader's one line }. At most
  // bb_tuning_limit() bytes are read and handed over, so a larger file is refused by the reader's
  // size rule without being read whole; the bytes go as they are (a BOM or bad UTF-8 is the reader's).
  async tuning(file) {
    const bytes = new Uint8Array(await file.slice(0, this.exports.bb_tuning_limit()).arrayBuffer());
    const at = this.exports.bb_text_reserve(bytes.length);
    new Uint8Array(this.exports.memory.buffer, at, bytes.length).set(bytes);
    return this.json(this.exports.bb_tuning(bytes.length));
  }

  // The gallery of named feels (SpinTuning.namedFeels): [{ name, summary, tuning: { name: value } }].
  feels() {
    return this.json(this.exports.bb_feels());
  }

  // The spin the plot shows written by SpinExport in `format` (css, web-animations, compose, lottie),
  // |θ − model| ≤ `error` degrees (NaN: the default); null for a Reduce Motion swap.
  exportSpin(format, error = NaN) {
    const [length] = this.put(format);
    const written = this.exports.bb_export(length, error);
    return written ? this.text(written) : null;
  }

  // A new session with the current settings at rest on the top face (`isOn`) or the bottom one.
  rest(isOn) {
    this.exports.bb_rest(isOn ? 1 : 0);
    this.changed();
  }

  // A typed gesture (release velocity pt/s, end point pt from the medallion's centre) as the pointer
  // interaction a finger would make: { start, end, velocity, duration_s } (the bridge's TypedGesture).
  typed(velocity, point) {
    return this.json(this.exports.bb_typed(velocity.x, velocity.y, point.x, point.y));
  }

  // θ (rad) and ω (rad/s) of the running or last spin, t s after it began (NaN before any spin).
  curve(t) {
    return { theta: this.exports.bb_curve(t, 0), omega: this.exports.bb_curve(t, 1) };
  }
}
