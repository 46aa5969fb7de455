// The control on the stage: what the Swift renderer writes (butterfly.wasm), inserted once and then
// updated change by change — each frame the module sends only the values that changed and the elements
// that appear or go (its StageDrawing), so the static parts are never touched — and the log of drawn
// frames (what the browser tests and the README's figures read: when each frame was drawn and the
// angle it showed).

const parser = new DOMParser();
const svgNS = "http://www.w3.org/2000/svg";

// The renderer's document as a node of this page.
export function svgNode(text) {
  return document.importNode(parser.parseFromString(text, "image/svg+xml").documentElement, true);
}

// The nodes of a piece of the renderer's markup (an element, after an insertion's whitespace).
function fragment(markup) {
  const wrapper = parser.parseFromString(`<svg xmlns="${svgNS}">${markup}</svg>`, "image/svg+xml").documentElement;
  return [...document.importNode(wrapper, true).childNodes];
}

// An element and its descendant elements, in document order (StageDrawing's indices).
const elements = (node) => [node, ...node.querySelectorAll("*")];

// A drawing surface for one model's frames (the control, or the pinned A beside it).
export class Stage {
  constructor(element, model) {
    this.element = element;
    this.model = model;
    this.zoom = 2;
    this.nodes = []; // the renderer's elements in document order (StageDrawing's indices)
    this.insertions = 0; // whole drawings inserted (the first; later frames send changes)
    this.elementChanges = 0; // elements replaced, removed or inserted by a frame's changes
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
    const update = this.model.draw(t, this.zoom, lastSpin);
    if (!update) return null;
    if (update.full !== undefined) {
      const svg = svgNode(update.full);
      this.nodes = elements(svg);
      this.element.replaceChildren(svg);
      this.insertions += 1;
      this.shownOverlay = "";
    } else {
      for (const change of update.changes) this.apply(...change);
    }
    if (this.shownOverlay !== this.overlay) {
      // The trace is the page's own, after the renderer's elements (g#bb is the document's last), so
      // it changes without touching them.
      const group = this.element.querySelector("g#bb");
      for (const trace of group.querySelectorAll(":scope > [data-role=trace]")) trace.remove();
      if (this.overlay) group.insertAdjacentHTML("beforeend", this.overlay);
      this.shownOverlay = this.overlay;
    }
    if (this.pageRect?.parentNode !== this.nodes[0]) this.pageRect = this.element.querySelector("rect");
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

  // One of the module's changes (SVGPatch), to the element at `index` in document order.
  apply(index, operation, value) {
    const node = this.nodes[index];
    if (operation[0] === "@") return node.setAttribute(operation.slice(1), value);
    if (operation === "#") return (node.textContent = value); // a label as the visible face changes
    this.elementChanges += 1;
    if (operation === "=") {
      const [element] = fragment(value);
      node.replaceWith(element);
      this.nodes.splice(index, elements(node).length, ...elements(element));
      if (node.id === "bb" || index === 0) this.shownOverlay = ""; // the trace went with it
    } else if (operation === "-") {
      node.previousSibling?.remove(); // the line break and indentation before it
      node.remove();
      this.nodes.splice(index, elements(node).length);
    } else {
      const parent = this.nodes[Number(operation.slice(1))];
      const [space, element] = fragment(value);
      if (node?.parentNode === parent) {
        node.before(element, space);
      } else {
        let end = parent.lastChild; // the parent's closing line break, before the page's trace
        while (end.nodeType === Node.ELEMENT_NODE && end.dataset.role === "trace") end = end.previousSibling;
        end.before(space, element);
      }
      this.nodes.splice(index, 0, ...elements(element));
    }
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
