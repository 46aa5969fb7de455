// Draws the model's frame (the numbers butterfly.wasm writes, FrameOutput.swift's order) as SVG, the
// way `bbsim render` draws a ControlFrame (ControlRenderer): back to front, mount, axle, medallion,
// stroke and overlays, title. It decides nothing: every box, colour, scale and which face shows come
// from the frame; the page only adds the texts (title and labels) and the drawing's margin.

export const margin = 8; // ControlRenderer.margin: room for the focus ring (pt)
export const fontFamily = "DejaVu Sans, Helvetica, Arial, sans-serif"; // TextMetrics.fontFamily

const n = (v) => Number(v.toFixed(3)).toString();

class Reader {
  constructor(values) {
    this.values = values;
    this.i = 0;
  }
  next() {
    return this.values[this.i++];
  }
  flag() {
    return this.next() !== 0;
  }
  rect() {
    return { x: this.next(), y: this.next(), w: this.next(), h: this.next() };
  }
  color() {
    const [r, g, b, a] = [this.next(), this.next(), this.next(), this.next()];
    const hex = (c) => Math.round(Math.min(1, Math.max(0, c)) * 255).toString(16).padStart(2, "0");
    return { hex: `#${hex(r)}${hex(g)}${hex(b)}`, alpha: a };
  }
  stroke() {
    return this.flag() ? { rect: this.rect(), width: this.next(), color: this.color() } : null;
  }
  optional(read) {
    return this.flag() ? read.call(this) : null;
  }
}

// Reads the frame's numbers into a plain object (the same fields as ControlFrame).
export function readFrame(values) {
  const r = new Reader(values);
  const frame = { time: r.next(), angle: r.next(), face: r.flag() ? "bottom" : "top", opacity: r.next(), bounds: r.rect() };
  frame.state = { pressed: r.flag(), focused: r.flag(), hovered: r.flag(), disabled: r.flag() };
  const mount = { rect: r.rect(), interior: r.rect(), fill: r.color(), imageBox: r.optional(r.rect), depth: [] };
  for (let i = r.next(); i > 0; i -= 1) mount.depth.push({ location: r.next(), color: r.color() });
  Object.assign(mount, { stroke: r.stroke(), hover: r.optional(r.color), outline: r.stroke(), focusRing: r.stroke(), scale: r.next() });
  frame.mount = mount;
  frame.axle = { x1: r.next(), y1: r.next(), x2: r.next(), y2: r.next(), thickness: r.next(), color: r.color() };
  const m = { cx: r.next(), cy: r.next(), degrees: r.next(), r: r.next(), across: r.next(), foreshortening: r.next() };
  Object.assign(m, { rimOffset: r.next(), showsRim: r.flag(), rimBand: r.rect(), edge: r.color(), faceAlong: r.next() });
  Object.assign(m, { faceAcross: r.next(), showsContent: r.flag() });
  m.shadow = { cx: r.next(), cy: r.next(), along: r.next(), across: r.next(), color: r.color() };
  m.faces = [];
  for (let i = r.next(); i > 0; i -= 1) {
    const face = { face: r.flag() ? "bottom" : "top", opacity: r.next(), scale: r.next(), fill: r.color(), labelColor: r.color() };
    Object.assign(face, { labelBox: r.rect(), labelPointSize: r.next(), labelWeight: r.next(), imageBox: r.optional(r.rect) });
    face.cue = r.flag() ? { filled: r.flag(), box: r.rect(), pointSize: r.next() } : null;
    m.faces.push(face);
  }
  frame.medallion = m;
  frame.title = { box: r.rect(), anchor: ["start", "middle", "end"][r.next()], x: r.next(), pointSize: r.next(), color: r.color() };
  frame.pageColor = r.color().hex;
  return frame;
}

const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const rect = (b, extra = "") => `<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" ${extra}/>`;
const paint = (name, c) => `${name}="${c.hex}"${c.alpha < 1 ? ` ${name}-opacity="${n(c.alpha)}"` : ""}`;
const strokeRect = (s, role) =>
  s ? rect(s.rect, `fill="none" ${paint("stroke", s.color)} stroke-width="${n(s.width)}"${role ? ` data-role="${role}"` : ""}`) : "";

// One line of text; `weight` 100…900, written only when not regular (400), as ControlRenderer does.
function text(x, centreY, pointSize, color, weight, anchor, content, role) {
  return (
    `<text x="${n(x)}" y="${n(centreY + 0.35 * pointSize)}" font-family="${fontFamily}" font-size="${n(pointSize)}"` +
    `${weight !== 400 ? ` font-weight="${weight}"` : ""} text-anchor="${anchor}" fill="${color.hex}" data-role="${role}">${escape(content)}</text>`
  );
}

function medallion(m, labels) {
  const rotate = `rotate(${n(m.degrees)} ${n(m.cx)} ${n(m.cy)})`;
  const s = m.shadow;
  let out =
    `<ellipse cx="${n(s.cx)}" cy="${n(s.cy)}" rx="${n(s.along)}" ry="${n(s.across)}" ` +
    `transform="rotate(${n(m.degrees)} ${n(s.cx)} ${n(s.cy)})" ${paint("fill", s.color)} data-role="shadow"/>`;
  const ellipse = (v, rx, ry, fill, extra = "") =>
    `<ellipse cx="${n(m.cx)}" cy="${n(m.cy + v)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
  for (const face of m.faces) {
    let disc = "";
    if (m.showsRim) disc += ellipse(m.rimOffset, m.r, m.across, m.edge.hex) + rect(m.rimBand, `fill="${m.edge.hex}"`);
    disc += ellipse(0, m.r, m.across, m.edge.hex);
    disc += ellipse(0, m.faceAlong, m.faceAcross, face.fill.hex, ` data-role="face" data-face="${face.face}"`);
    let inner = `<g transform="${rotate}">${disc}</g>`;
    if (m.showsContent) {
      let content = "";
      if (face.imageBox) {
        const b = face.imageBox;
        const inset = { x: b.x + 0.12 * b.w, y: b.y + 0.12 * b.h, w: 0.76 * b.w, h: 0.76 * b.h };
        content +=
          rect(inset, `rx="${n(0.2 * inset.w)}" fill="none" stroke="${face.labelColor.hex}" stroke-width="${n(Math.max(1, 0.08 * b.w))}" data-role="image-placeholder"`) +
          `<circle cx="${n(inset.x + inset.w / 2)}" cy="${n(inset.y + inset.h / 2)}" r="${n(0.18 * inset.w)}" fill="${face.labelColor.hex}"/>`;
      }
      const box = face.labelBox;
      content += text(box.x + box.w / 2, box.y + box.h / 2, face.labelPointSize, face.labelColor, face.labelWeight, "middle", labels[face.face], "label");
      if (face.cue) {
        const c = face.cue;
        const radius = 0.4 * c.pointSize;
        const line = Math.max(1, 0.1 * c.pointSize);
        const shape = c.filled
          ? `r="${n(radius)}" fill="${face.labelColor.hex}"`
          : `r="${n(radius - line / 2)}" fill="none" stroke="${face.labelColor.hex}" stroke-width="${n(line)}"`;
        content += `<circle cx="${n(c.box.x + c.box.w / 2)}" cy="${n(c.box.y + c.box.h / 2)}" ${shape} data-role="cue"/>`;
      }
      inner +=
        `<g transform="translate(${n(m.cx)} ${n(m.cy)}) rotate(${n(m.degrees)})" data-role="content">` +
        `<g transform="scale(1 ${n(m.foreshortening)})"><g transform="rotate(${n(-m.degrees)}) translate(${n(-m.cx)} ${n(-m.cy)})">` +
        `${content}</g></g></g>`;
    }
    const opacity = face.opacity < 1 ? ` opacity="${n(face.opacity)}"` : "";
    if (face.scale !== 1) {
      inner = `<g transform="scale(${n(face.scale)})"><g transform="translate(${n(-m.cx)} ${n(-m.cy)})">${inner}</g></g>`;
      out += `<g${opacity} transform="translate(${n(m.cx)} ${n(m.cy)})">${inner}</g>`;
    } else {
      out += `<g${opacity}>${inner}</g>`;
    }
  }
  return out;
}

// The frame as a standalone SVG document on the page colour: `texts` = { title, top, bottom }.
// `zoom` scales the drawing on screen (1 = actual size: 1 pt = 1 CSS px).
export function frameSVG(frame, texts, zoom = 1) {
  const width = frame.bounds.w + 2 * margin;
  const height = frame.bounds.h + 2 * margin;
  const mount = frame.mount;
  let inMount = rect(mount.rect, paint("fill", mount.fill));
  if (mount.imageBox) inMount += rect(mount.imageBox, 'fill="#8e8e93" fill-opacity="0.35" data-role="background-image-placeholder"');
  inMount += rect(mount.interior, 'fill="url(#bb-depth)"');
  const a = frame.axle;
  inMount +=
    `<line x1="${n(a.x1)}" y1="${n(a.y1)}" x2="${n(a.x2)}" y2="${n(a.y2)}" stroke="${a.color.hex}" ` +
    `stroke-width="${n(a.thickness)}" stroke-linecap="round"/>`;
  inMount += medallion(frame.medallion, texts);
  inMount += strokeRect(mount.stroke);
  if (mount.hover) inMount += rect(mount.rect, `${paint("fill", mount.hover)} data-role="hover-highlight"`);
  inMount += strokeRect(mount.outline, "outline") + strokeRect(mount.focusRing, "focus-ring");
  if (mount.scale !== 1) {
    const cx = mount.rect.x + mount.rect.w / 2;
    const cy = mount.rect.y + mount.rect.h / 2;
    inMount = `<g transform="translate(${n(cx)} ${n(cy)}) scale(${n(mount.scale)}) translate(${n(-cx)} ${n(-cy)})">${inMount}</g>`;
  }
  const t = frame.title;
  const title = texts.title ? text(t.x, t.box.y + t.box.h / 2, t.pointSize, t.color, 400, t.anchor, texts.title, "title") : "";
  const stops = mount.depth
    .map((s) => `<stop offset="${n(s.location)}" stop-color="${s.color.hex}" stop-opacity="${n(s.color.alpha)}"/>`)
    .join("");
  const opacity = frame.opacity < 1 ? ` opacity="${n(frame.opacity)}"` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width * zoom)}" height="${n(height * zoom)}" viewBox="0 0 ${n(width)} ${n(height)}">` +
    `<defs><linearGradient id="bb-depth" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient></defs>` +
    `<rect width="${n(width)}" height="${n(height)}" fill="${frame.pageColor}"/>` +
    `<g id="bb" transform="translate(${margin} ${margin})" data-time-s="${n(frame.time)}" data-theta-rad="${frame.angle}" ` +
    `data-face="${frame.face}"${opacity}>${inMount}${title}</g></svg>`
  );
}
