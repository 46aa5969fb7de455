// Typed input: a release velocity (pt/s) and the point the gesture ends at (pt from the medallion's
// centre, y down — `bbsim simulate spin --velocity x,y --point x,y`), played on demand or every N s of
// the page's clock (so slow motion slows the loop too), kept in the URL (`g`) to share. The model
// makes the pointer interaction a straight finger at that velocity gives (bb_typed) and classifies it
// as it does a drawn one.
import { readHash, writeHash } from "./url-state.js";

const $ = (id) => document.getElementById(id);
const fields = ["typed-vx", "typed-vy", "typed-px", "typed-py", "typed-every"];

export class GestureInput {
  constructor(page, interact) {
    this.page = page;
    this.interact = interact;
    this.next = null; // the page-clock time of the loop's next play (s), or null
    this.timer = null; // the timeout that wakes the page for that play
    this.played = []; // the page-clock times of the loop's last plays (s)
    const kept = readHash("g");
    if (kept && typeof kept === "object") {
      const [vx, vy] = Array.isArray(kept.v) ? kept.v : [];
      const [px, py] = Array.isArray(kept.p) ? kept.p : [];
      [vx, vy, px, py, kept.every].forEach((value, i) => {
        if (Number.isFinite(value)) $(fields[i]).value = value;
      });
      $("typed-loop").checked = Number.isFinite(kept.every) && kept.every > 0 && kept.loop === true;
    }
    for (const id of fields) $(id).addEventListener("change", () => this.keep());
    $("typed-play").addEventListener("click", () => this.play());
    $("typed-loop").addEventListener("change", () => {
      this.keep();
      this.next = $("typed-loop").checked ? this.page.clock.now() : null;
      this.page.wake();
    });
    if ($("typed-loop").checked) this.next = this.page.clock.now();
  }

  // The typed values; null (and the reason shown) when one is not a finite number or N is not > 0.
  values() {
    const texts = fields.map((id) => $(id).value.trim());
    const [vx, vy, px, py, every] = texts.map(Number);
    if (texts.some((text) => text === "") || ![vx, vy, px, py, every].every(Number.isFinite)) {
      $("typed-result").textContent = "type a number in every field";
      return null;
    }
    if (!(every > 0)) {
      $("typed-result").textContent = "every N s needs N > 0";
      return null;
    }
    $("typed-result").textContent = "";
    return { velocity: { x: vx, y: vy }, point: { x: px, y: py }, every };
  }

  // Keeps the gesture in the URL.
  keep() {
    const typed = this.values();
    if (!typed) return;
    writeHash("g", {
      v: [typed.velocity.x, typed.velocity.y], p: [typed.point.x, typed.point.y], every: typed.every,
      loop: $("typed-loop").checked,
    });
  }

  // Plays the typed gesture now (page-clock time).
  play(time = this.page.clock.now()) {
    const typed = this.values();
    if (!typed) return null;
    const interaction = this.page.model.typed(typed.velocity, typed.point);
    this.interact({ kind: "pointer", ...interaction, time_s: time });
    return typed;
  }

  // Every frame (page-clock time t, null while scrubbing): the loop plays when its time has come.
  tick(t) {
    clearTimeout(this.timer);
    if (this.next === null || t === null) return;
    if (t >= this.next) {
      const typed = this.play(t);
      if (!typed) return (($("typed-loop").checked = false), (this.next = null));
      this.played = [...this.played, t].slice(-20);
      // Every N s from the first play, without drift; after a pause the loop starts afresh.
      this.next = this.next + typed.every > t ? this.next + typed.every : t + typed.every;
    }
    // No frame need run until the next play: a timer wakes the page for it, its page-clock wait turned
    // into real time by the clock's rate (paused, Play wakes the page).
    const rate = this.page.clock.rate;
    if (rate > 0) this.timer = setTimeout(this.page.wake, ((this.next - t) / rate) * 1000);
  }
}
