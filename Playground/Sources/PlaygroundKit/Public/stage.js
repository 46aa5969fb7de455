// The control on the stage: the model's frames drawn at the display's rate, the page's measurements
// of text for the model, and the log of drawn frames (what the browser tests and the README's figures
// read: when each frame was drawn and the angle it showed).
import { fontFamily, frameSVG, margin, readFrame } from "./draw.js";

const canvas = document.createElement("canvas").getContext("2d");
// The title's font size (pt): bbsim's ControlScene.defaultTitlePointSize, what the server draws.
const titlePointSize = 16;

// A text's width at 1 pt in the drawing's font at a weight (100…900).
function widthPerPoint(text, weight) {
  canvas.font = `${weight} 100px ${fontFamily}`;
  return text ? canvas.measureText(text).width / 100 : 0;
}

// What the page measures for the model: the title's size and each label's width at 1 pt, at the
// labels' weight (the model's).
export function measures(texts, lineHeightFactor, labelWeight) {
  return {
    titleWidth: texts.title ? widthPerPoint(texts.title, 400) * titlePointSize : 0,
    titleHeight: texts.title ? lineHeightFactor * titlePointSize : 0,
    titlePointSize: texts.title ? titlePointSize : 0,
    topLabelWidthPerPoint: widthPerPoint(texts.top, labelWeight),
    bottomLabelWidthPerPoint: widthPerPoint(texts.bottom, labelWeight),
  };
}

// A drawing surface for one model's frames (the control, or the pinned A beside it).
export class Stage {
  constructor(element) {
    this.element = element;
    this.previous = null;
    this.zoom = 2;
    this.overlay = ""; // SVG drawn over the control (the last gesture's trace), drawing coordinates
    // {drawn: ms (rAF time), real_ms: when the model was evaluated (performance.now), clock_s: the page
    // clock then (s), time: model s into the motion, angle: rad, face}, the last 1,200 frames
    this.log = [];
  }

  // Draws the frame's numbers (a Float64Array from the model); nothing when they did not change.
  // `drawnAt` is the animation frame's timestamp (ms); `at` says when the frame was evaluated
  // ({real_ms, clock_s}), for the log.
  show(values, texts, drawnAt, at = {}) {
    const same =
      this.shownOverlay === this.overlay && this.shownTexts === JSON.stringify(texts) && this.previous && this.previous.length === values.length && values.every((v, i) => i === 0 || v === this.previous[i]);
    const frame = readFrame(values);
    this.log.push({ drawn: drawnAt, ...at, time: frame.time, angle: frame.angle, face: frame.face });
    if (this.log.length > 1200) this.log.shift();
    if (same) return frame;
    this.previous = values;
    this.shownOverlay = this.overlay;
    this.shownTexts = JSON.stringify(texts);
    this.element.innerHTML = frameSVG(frame, texts, this.zoom).replace("</svg>", `${this.overlay}</svg>`);
    const data = this.element.dataset;
    data.face = frame.face;
    data.angle = frame.angle;
    data.time = frame.time;
    data.pressed = frame.state.pressed;
    return frame;
  }

  // A point of a pointer event in control coordinates (pt), or null before the first frame.
  point(event) {
    const svg = this.element.querySelector("svg");
    if (!svg) return null;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(svg.getScreenCTM().inverse());
    return { x: p.x - margin, y: p.y - margin };
  }
}
