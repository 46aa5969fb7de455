// The Swift model in the page: the portable model (ButterflyPhysics, ButterflyModel) and the bridge
// in Playground/Wasm, compiled to butterfly.wasm with Embedded Swift (scripts/build-wasm). This file
// only marshals: it writes the settings into the module's settings buffer in the bridge's order
// (SceneInput.Slot), passes pointer and key input with their times, and reads frames back. What a
// gesture means, how the medallion turns, which face shows and every colour come from the module.

// The C maths functions the model imports (Playground/Wasm/WasmMath).
const math = {
  sin: Math.sin, cos: Math.cos, tan: Math.tan, asin: Math.asin, atan: Math.atan, atan2: Math.atan2,
  exp: Math.exp, expm1: Math.expm1, log: Math.log, log1p: Math.log1p, pow: Math.pow,
};

// The bridge's settings slots (Playground/Wasm/Bridge/SceneInput.swift), in order.
const slots = [
  "sideLength", "mountStrokeWidth", "spinDecelerationDuration", "medallionStrokeWidth", "labelPlacement",
  "axleOrientation", "enableFlickPhysics", "reduceMotion", "reduceTransparency", "differentiateWithoutColor",
  "buttonShapes", "isDark", "increasedContrast", "rightToLeft", "titleWidth", "titleHeight", "titlePointSize",
  "topHasImage", "bottomHasImage", "topLabelWidthPerPoint", "bottomLabelWidthPerPoint", "mountBackground",
];
const colorSlots = {
  tint: 22, mountStrokeColor: 26, mountBackgroundColor: 30, axleColor: 34, medallionTopColor: 38,
  medallionBottomColor: 42, medallionEdgeColor: 46, medallionLabelColor: 50,
};
const tuningSlots = ["tapAngularSpeed", "preferredShape", "landingBounce", "landingResponse"]; // 54…57
const fontSlot = 58; // medallionLabelFont, medallionLabelWeight (indices), medallionLabelPointSize (pt)
const settingsCount = 61;
const frameCapacity = 256;
const outcomes = ["passThrough", "tap", "flick", "cancel"];
// The bridge's reason codes (bb_reason), GestureReason's cases.
const reasons = [
  "notFinite", "startedOutside", "containerMoved", "scrollAxis", "endedOutside", "flick", "flickPhysicsOff",
  "tooSlow", "translationAlongAxle", "velocityAlongAxle",
];
const decode = (code) => ({ outcome: outcomes[code & 3], began: (code & 4) !== 0 });
const backgrounds = { system: 0, transparent: 1, image: 2 };

function rgba(hex) {
  const value = parseInt(hex.slice(1, 7), 16);
  const alpha = hex.length >= 9 ? parseInt(hex.slice(7, 9), 16) / 255 : 1;
  return [(value >> 16) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255, alpha];
}

export class Model {
  constructor(exports) {
    this.exports = exports;
  }

  // Loads butterfly.wasm (relative to the page, so a static host serves it from any folder).
  static async load(url = "butterfly.wasm") {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), { math });
    return new Model(instance.exports);
  }

  // Writes the settings (the catalogue's names and JSON values), with what the page measured:
  // `measures` = { titleWidth, titleHeight, titlePointSize, topLabelWidthPerPoint, bottomLabelWidthPerPoint },
  // and `choices` = the catalogue's choice lists by name (an index goes to the model).
  configure(settings, measures, choices) {
    const values = new Float64Array(this.exports.memory.buffer, this.exports.bb_settings(), settingsCount);
    const flag = (value) => (value === true || value === "on" ? 1 : 0);
    const index = (name) => Math.max(0, (choices[name] || []).indexOf(settings[name]));
    const background = settings.mountBackground || "system";
    const named = {
      ...settings,
      labelPlacement: index("labelPlacement"),
      axleOrientation: index("axleOrientation"),
      enableFlickPhysics: flag(settings.enableFlickPhysics),
      reduceMotion: flag(settings.reduceMotion),
      reduceTransparency: flag(settings.reduceTransparency),
      differentiateWithoutColor: flag(settings.differentiateWithoutColor),
      buttonShapes: flag(settings.buttonShapes),
      isDark: settings.appearance === "dark" ? 1 : 0,
      increasedContrast: settings.contrast === "increased" ? 1 : 0,
      rightToLeft: settings.layoutDirection === "rtl" ? 1 : 0,
      topHasImage: settings.medallionTopImage ? 1 : 0,
      bottomHasImage: settings.medallionBottomImage ? 1 : 0,
      mountBackground: background in backgrounds ? backgrounds[background] : 3,
      ...measures,
    };
    slots.forEach((name, i) => (values[i] = Number(named[name]) || 0));
    const colors = { ...settings, mountBackgroundColor: background in backgrounds ? null : background };
    for (const [name, slot] of Object.entries(colorSlots)) {
      values.set(colors[name] ? rgba(colors[name]) : [NaN, 0, 0, 0], slot);
    }
    tuningSlots.forEach((name, i) => (values[54 + i] = Number(settings[name])));
    values.set([index("medallionLabelFont"), index("medallionLabelWeight"), Number(settings.medallionLabelPointSize) || 0], fontSlot);
    this.exports.bb_configure();
  }

  // The press so far ({start, current} in control coordinates, or null), hover and focus.
  moment(press, hovered, focused) {
    const p = press || { start: { x: 0, y: 0 }, current: { x: 0, y: 0 } };
    this.exports.bb_moment(press ? 1 : 0, p.start.x, p.start.y, p.current.x, p.current.y, hovered ? 1 : 0, focused ? 1 : 0);
  }

  // A finished pointer interaction (control coordinates, pt; pt/s; s): the model's classification
  // ("tap", "flick", "cancel", "passThrough"), whether the app's onSpinBegan fires, and the reason the
  // model gives (GestureInterpreter.classification): { rule, measured, threshold }.
  pointer({ time_s, start, end, velocity, duration_s }) {
    const result = decode(this.exports.bb_pointer(time_s, start.x, start.y, end.x, end.y, velocity.x, velocity.y, duration_s));
    const reason = (which) => this.exports.bb_reason(which);
    result.reason = { rule: reasons[reason(0)], measured: reason(1), threshold: reason(2) };
    return result;
  }

  // A key ("space", "return" or another) at time t: as `pointer`.
  key(name, time) {
    return decode(this.exports.bb_key(time, name === "space" ? 0 : name === "return" ? 1 : 2));
  }

  // Lands the motion if it is over at t: null when nothing landed, else { completed: the value
  // onSpinCompleted carries, or null when the app is not told }.
  settle(time) {
    const code = this.exports.bb_settle(time);
    return code === 0 ? null : { completed: code === 1 ? null : code === 3 };
  }

  // The frame at page time t, as the bridge's numbers (FrameOutput.swift's order).
  frame(time) {
    const count = this.exports.bb_frame(time);
    return new Float64Array(this.exports.memory.buffer, this.exports.bb_frame_buffer(), frameCapacity).slice(0, count);
  }

  // The last spin's frame t s after it began (scrubbing, filmstrip), or null before any spin.
  lastSpinFrame(t) {
    const count = this.exports.bb_last_spin_frame(t);
    if (!count) return null;
    return new Float64Array(this.exports.memory.buffer, this.exports.bb_frame_buffer(), frameCapacity).slice(0, count);
  }

  // The face labels' weight (100…900) the model draws with the settings it has.
  get labelWeight() {
    return this.exports.bb_state(7);
  }

  // The title's line height per point (the model's MedallionFaceLayout.lineHeightFactor).
  get lineHeightFactor() {
    return this.exports.bb_state(6);
  }

  // The state machine: stage, isOn, the pending face, activations, when the spin began and ends.
  state() {
    const s = (i) => this.exports.bb_state(i);
    const stage = ["idle", "spinning", "settled"][s(0)];
    const end = s(5);
    return {
      stage, isOn: s(1) === 1, pendingFace: s(2) === 0 ? "top" : "bottom", activations: s(3), spinStart_s: s(4),
      motionEnd_s: Number.isNaN(end) ? null : end,
    };
  }

  // θ (rad) and ω (rad/s) of the running or last spin, t s after it began (NaN before any spin).
  // The phases of the running or last spin (SpinTrajectory.phases): [{ kind, start_s }], kind one of
  // "coast", "brake", "rest", "spring" (the landing spring has taken over); start in s after the spin began.
  phases() {
    const kinds = ["coast", "brake", "rest", "spring"];
    const result = [];
    for (let i = 0; ; i += 1) {
      const kind = this.exports.bb_phase(i, 0);
      if (Number.isNaN(kind)) return result;
      result.push({ kind: kinds[kind], start_s: this.exports.bb_phase(i, 1) });
    }
  }

  curve(t) {
    return { theta: this.exports.bb_curve(t, 0), omega: this.exports.bb_curve(t, 1) };
  }
}
