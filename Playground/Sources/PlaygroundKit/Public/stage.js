// The control on the stage: what the Swift renderer writes (butterfly.wasm), inserted once and then
// updated attribute by attribute — each frame the module sends only the values that changed (its
// StageDrawing), so the static parts are never touched — and the log of drawn frames (what the
// browser tests and the README's figures read: when each frame was drawn and the angle it showed).

const parser = new DOMParser();

// The renderer's document as a node of this page.
export function svgNode(text) {
  return document.importNode(parser.parseFromString(text, "image/svg+xml").documentElement, true);
}

// A drawing surface for one model's frames (the control, or the pinned A beside it).
export class Stage {
  constructor(element, model) {
    this.element = element;
    this.model = model;
    this.zoom = 2;
    this.nodes = []; // the renderer's elements in document order (StageDrawing's indices)
    this.insertions = 0; // whole drawings inserted (the other frames only set values)
    this.overlay = ""; // SVG drawn over the control (the last gesture's trace), control coordinates
    this.shownOverlay = "";
    this.pageRect = null; // the renderer's page rect, whose colour the stage takes around it
    this.pageColor = null;
    // {drawn: ms (rAF time), real_ms: when the model was evaluated (performance.now), clock_s: the page
    // clock then (s), time: model s into the motion, angle: rad, face}, the last 1,200 frames
    this.log = [];
  }

  // Draws the model's frame at page time t (`lastSpin`: t s into the last spin); `drawnAt` is the
  // animation frame's timestamp (ms); `at` says when the frame was evaluated ({real_ms, clock_s}), for
  // the log. Returns the frame drawn ({time, angle, face, pressed}) or null.
  show(t, drawnAt, at = {}, lastSpin = false) {
    if (this.shownOverlay !== this.overlay) this.model.redraw();
    const update = this.model.draw(t, this.zoom, lastSpin);
    if (!update) return null;
    if (update.full !== undefined) {
      const svg = svgNode(update.full);
      this.nodes = [svg, ...svg.querySelectorAll("*")];
      if (this.overlay) svg.querySelector("g#bb").insertAdjacentHTML("beforeend", this.overlay);
      this.element.replaceChildren(svg);
      this.pageRect = svg.querySelector("rect");
      this.insertions += 1;
      this.shownOverlay = this.overlay;
    } else {
      for (const [index, name, value] of update.changes) {
        if (name) this.nodes[index].setAttribute(name, value);
        else this.nodes[index].textContent = value; // a text (a face's label as the visible face changes)
      }
    }
    // The stage around the drawing takes the renderer's page colour (its first rect), so a dark
    // control is not a black box on the page's grey.
    const page = this.pageRect?.getAttribute("fill") || "";
    if (this.pageColor !== page) this.element.style.backgroundColor = this.pageColor = page;
    const frame = this.model.drawn();
    this.log.push({ drawn: drawnAt, ...at, time: frame.time, angle: frame.angle, face: frame.face });
    if (this.log.length > 1200) this.log.shift();
    const data = this.element.dataset;
    if (data.face !== frame.face) data.face = frame.face;
    data.angle = frame.angle;
    data.time = frame.time;
    if (data.pressed !== String(frame.pressed)) data.pressed = frame.pressed;
    return frame;
  }

  // A point of a pointer event in control coordinates (pt), or null before the first frame: the
  // control's group (`#bb`, translated by the renderer's margin) maps the screen to the control.
  point(event) {
    const group = this.element.querySelector("g#bb");
    if (!group) return null;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(group.getScreenCTM().inverse());
    return { x: p.x, y: p.y };
  }
}
