// Compare: up to six pinned tunings beside the control (A, B, C, …), each its own model
// (butterfly.wasm) with the settings it was pinned with, kept in the URL (`p`) and in local storage.
// Every gesture on the control is fed to each pin at the same model time; tapping or flicking a pin
// spins that pin alone. A pin at rest always starts from the face the control rests on (the model's
// bb_rest), so the coins compare the same half-turn. A's θ(t) is the plot's ghost.
import { listen } from "./input.js";
import { Stage } from "./stage.js";
import { readHash, stored, writeHash } from "./url-state.js";
import { Model } from "./wasm.js";

const $ = (id) => document.getElementById(id);
const pinsKey = "butterfly-playground-pins";
export const maximumPins = 6;

export class Compare {
  constructor(page, hooks) {
    this.page = page;
    this.hooks = hooks; // { configure, defaults(), changed(settings) }
    this.pins = []; // { name, settings, model, stage, element }
    this.restingIsOn = true; // the face the control last rested on
  }

  // The pins of the URL, else of local storage (each the settings that differ from the defaults).
  async restore() {
    const linked = readHash("p");
    const kept = linked ?? stored(pinsKey, []);
    if (!Array.isArray(kept)) return;
    for (const diff of kept.slice(0, maximumPins)) {
      if (diff && typeof diff === "object" && !Array.isArray(diff)) await this.add({ ...this.hooks.defaults(), ...diff }, false);
    }
    this.keep(linked !== null); // a link's pins are kept in this browser too; stored ones are there already
  }

  // Pins the current settings (refused beyond six).
  async pin() {
    if (this.pins.length >= maximumPins) {
      $("action-result").textContent = `at most ${maximumPins} pinned tunings: unpin one first`;
      return;
    }
    await this.add({ ...this.page.valid }, true);
    this.keep();
  }

  async add(settings, announce) {
    const model = await Model.load();
    model.changed = this.page.wake;
    this.hooks.configure(model, settings);
    model.rest(this.restingIsOn);
    const name = String.fromCharCode(65 + this.pins.length);
    const element = document.createElement("figure");
    element.className = "pin";
    const surface = Object.assign(document.createElement("div"), { className: "pin-stage", tabIndex: 0 });
    surface.setAttribute("role", "button");
    surface.setAttribute("aria-label", `${name}: pinned tuning, tap to spin it`);
    const unpin = Object.assign(document.createElement("button"), { type: "button", textContent: `Unpin ${name}` });
    const caption = Object.assign(document.createElement("figcaption"), { textContent: name });
    caption.append(" ", unpin);
    element.append(surface, caption);
    $("pins").append(element);
    const stage = new Stage(surface, model);
    stage.zoom = this.page.stage.zoom;
    const pin = { name, settings, model, stage, element };
    unpin.addEventListener("click", () => this.remove(pin));
    listen(surface, (event) => stage.point(event), (interaction) => this.tapPin(pin, interaction), () => {});
    this.pins.push(pin);
    if (announce) $("action-result").textContent = `pinned as ${name}`;
  }

  remove(pin) {
    this.pins = this.pins.filter((p) => p !== pin);
    pin.element.remove();
    this.pins.forEach((p, i) => {
      p.name = String.fromCharCode(65 + i);
      p.element.querySelector("figcaption").firstChild.textContent = p.name;
      p.element.querySelector("button").textContent = `Unpin ${p.name}`;
      p.element.querySelector(".pin-stage").setAttribute("aria-label", `${p.name}: pinned tuning, tap to spin it`);
    });
    this.keep();
    this.hooks.showModel();
  }

  // Keeps the pins in the URL and (`store`) in local storage.
  keep(store = true) {
    const diffs = this.pins.map((p) => this.hooks.changed(p.settings));
    writeHash("p", diffs.length ? diffs : null);
    if (store) localStorage.setItem(pinsKey, JSON.stringify(diffs));
    $("pins").hidden = this.pins.length === 0;
  }

  // A pin at rest on the other face than the control's goes back to the control's face first.
  align(pin) {
    const state = pin.model.state();
    if (state.stage !== "spinning" && state.isOn !== this.restingIsOn) {
      pin.model.rest(this.restingIsOn);
      pin.model.redraw();
    }
  }

  // A gesture on the control, fed to every pin at the same model time.
  mirror(interaction) {
    for (const pin of this.pins) {
      this.align(pin);
      if (interaction.kind === "key") pin.model.key(interaction.key, interaction.time_s);
      else pin.model.pointer(interaction);
    }
  }

  // A gesture on one pin: it spins alone, from the control's face, at the page clock's time.
  tapPin(pin, interaction) {
    this.align(pin);
    const timed = { ...interaction, time_s: this.page.clock.at(interaction.time_s) };
    if (timed.kind === "key") pin.model.key(timed.key, timed.time_s);
    else pin.model.pointer(timed);
  }

  // Every frame: the control's resting face (`state`: the control's state this frame, asked of the model
  // when null), and each pin's frame (at `scrub` s into its last spin while scrubbing).
  tick(t, timestamp, scrub, state) {
    const control = state ?? this.page.model.state();
    if (control.stage !== "spinning") this.restingIsOn = control.isOn;
    for (const { model, stage } of this.pins) {
      if (scrub === null) {
        model.settle(t);
        stage.show(t, timestamp);
      } else stage.show(scrub, timestamp, {}, true);
    }
  }

  // Whether a pin spins (its model's state).
  moving() {
    return this.pins.some(({ model }) => model.state().stage === "spinning");
  }

  set zoom(zoom) {
    for (const { stage } of this.pins) stage.zoom = zoom;
  }

  // A's curve of its last spin, for the plot's ghost (none before A spun).
  ghost() {
    if (!this.pins.length) return null;
    const report = this.pins[0].model.report();
    return report.preview ? null : report.samples;
  }
}
