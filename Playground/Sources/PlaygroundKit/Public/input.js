// Pointer (mouse, pen, touch) and key input on the stage: measured here, classified by the Swift model
// (GestureInterpreter). The page hands on where a pointer went down and up, in control coordinates
// (pt, `point(event)`), its release velocity and the times (event timestamps, s); the model decides
// tap, flick, cancel or pass-through.

// The release velocity: the motion over the last 80 ms before release, in drawing units (pt) per second.
const velocityWindow = 0.08;

export function releaseVelocity(samples) {
  const last = samples[samples.length - 1];
  let first = last;
  for (let i = samples.length - 1; i >= 0 && last.t - samples[i].t <= velocityWindow; i -= 1) first = samples[i];
  const dt = last.t - first.t;
  if (dt <= 0) return { x: 0, y: 0 };
  return { x: (last.x - first.x) / dt, y: (last.y - first.y) / dt };
}

// Calls `send(interaction)` for every finished pointer interaction and every Space or Return press,
// and `moment(change)` when the pointer held down moves or the hover or focus changes (the model decides
// whether the frame shows them pressed, hovered or focused).
export function listen(stage, drawingPoint, send, moment) {
  let pointer = null;
  let pressing = false;

  stage.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    const point = drawingPoint(event);
    if (!point) return;
    event.preventDefault();
    stage.setPointerCapture(event.pointerId);
    pressing = true; // focus taken by a press does not show (below)
    stage.focus({ preventScroll: true });
    pressing = false;
    const t = event.timeStamp / 1000;
    pointer = { id: event.pointerId, start: point, startTime: t, samples: [{ t, ...point }] };
    moment({ press: { start: point, current: point } });
  });

  stage.addEventListener("pointermove", (event) => {
    if (!pointer || pointer.id !== event.pointerId) return;
    const events = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
    for (const each of events.length ? events : [event]) {
      const point = drawingPoint(each);
      if (point) pointer.samples.push({ t: each.timeStamp / 1000, ...point });
    }
    const newest = pointer.samples[pointer.samples.length - 1];
    while (pointer.samples.length > 2 && newest.t - pointer.samples[0].t > 4 * velocityWindow) pointer.samples.shift();
    moment({ press: { start: pointer.start, current: { x: newest.x, y: newest.y } } });
  });

  stage.addEventListener("pointerup", (event) => {
    if (!pointer || pointer.id !== event.pointerId) return;
    const ended = pointer;
    pointer = null;
    const end = drawingPoint(event) || ended.samples[ended.samples.length - 1];
    const time = event.timeStamp / 1000;
    ended.samples.push({ t: time, ...end });
    moment({ press: null });
    send({
      kind: "pointer",
      time_s: time,
      start: ended.start,
      end: { x: end.x, y: end.y },
      velocity: releaseVelocity(ended.samples),
      duration_s: Math.max(0, time - ended.startTime),
      trace: ended.samples.map(({ x, y }) => ({ x, y })), // for the page's overlay only
    });
  });

  stage.addEventListener("pointercancel", (event) => {
    if (pointer && pointer.id === event.pointerId) {
      pointer = null;
      moment({ press: null });
    }
  });

  stage.addEventListener("pointerenter", (event) => {
    if (event.pointerType !== "touch") moment({ hovered: true });
  });
  stage.addEventListener("pointerleave", () => moment({ hovered: false }));
  // Focus shows as the browser shows it (:focus-visible), never for focus a press took, as on a device,
  // where a tap focuses nothing visibly; a key pressed on the stage shows it.
  stage.addEventListener("focus", () => moment({ focused: !pressing && stage.matches(":focus-visible") }));
  stage.addEventListener("blur", () => moment({ focused: false }));

  stage.addEventListener("keydown", (event) => {
    const key = event.key === " " ? "space" : event.key === "Enter" ? "return" : null;
    if (!key || event.repeat) return;
    event.preventDefault();
    moment({ focused: true });
    send({ kind: "key", key, time_s: event.timeStamp / 1000 });
  });
}
