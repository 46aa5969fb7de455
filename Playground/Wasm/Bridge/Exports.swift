import ButterflyModel
import ButterflyPhysics
import ButterflyRender

// The module's C-ABI, for the page's `wasm.js`: a session of the control on the page's clock (s), its
// settings by name, and everything the page shows of it — the drawing (the renderer's SVG), the
// classification and its reason, the state, the phases — as text the module writes. Every function
// only marshals: the model (PageSession, the driver, the renderer) decides and draws.
//
//   bb_text() → pointer                  the text buffer (TextBuffer): where answers are written
//   bb_text_reserve(n) → pointer         room for n bytes the page writes (a name, then a value)
//   bb_set_number(nameLength, value)     a setting (name in the buffer) to a number
//   bb_set_flag(nameLength, value)       a setting to a flag (a toggle: 1 on, 0 off)
//   bb_set_text(nameLength, valueLength) a setting to a text (name, then value, in the buffer)
//   bb_set_null(nameLength)              a setting to its default
//   bb_configure() → length              the settings apply (a new session the first time), after
//        clearing what the server would refuse (PageSettingsCheck); JSON {"refused": [{"name",
//        "refusal"}], "used": {number setting: the value the model uses}}
//   bb_moment(pressing, sx, sy, cx, cy, hovered, focused)   the press so far, hover and focus
//   bb_pointer(t, sx, sy, ex, ey, vx, vy, d) → length   a finished pointer interaction; JSON
//        {"outcome": InteractionOutcome.Kind, "began": onSpinBegan fired,
//         "reason": {"rule", "measured", "threshold"}}   (GestureInterpreter.classification)
//   bb_key(t, nameLength) → length       a key by name in the buffer (space, return, or another's
//        characters); JSON as bb_pointer
//   bb_settle(t) → length                lands the motion if over (every frame, at rest too); JSON
//        {"landed": bool, "completed": onSpinCompleted's value or null}
//   bb_draw(t, zoom, which) → length     the stage's update (StageDrawing): which 0 the frame at page
//        time t, 1 the last spin's frame t s after it began (0 length before any spin)
//   bb_redraw()                          the next bb_draw inserts the whole drawing
//   bb_svg(t, zoom, which, prefixLength) → length   the whole document of that frame (filmstrip,
//        tests), its ids prefixed by the text in the buffer (ControlRenderer's idPrefix; empty: bb)
//   bb_film() → length                   the last spin's filmstrip times, sampled by angle
//        (Filmstrip.equalAngleTimes): JSON {"times": [s after it began], "step_rad": the largest turn
//        between frames, "frame_s": one frame at the contract's reference rate (frame stepping)}
//   bb_drawn() → length                  the frame last drawn: JSON {"time", "angle", "face", "pressed",
//        "margin": where the control's top-left corner sits in the document (ControlRenderer.margin)}
//   bb_state() → length                  JSON: stage, isOn, pendingFace, activations, spinStart_s,
//        motionEnd_s (null at rest)
//   bb_curve(t, which) → number          θ (which 0, rad) or ω (1, rad/s) of the running or last spin
//   bb_phases() → length                 JSON array of the phases of the last spin re-planned with the
//        current settings (what the plot shows)
//        [{"kind": SpinPhase.Kind, "start_s"}]
//   bb_report() → length                 the last spin re-planned (or a centre tap's preview) against the spin
//        contract: samples, arrival, rest, rest window, clauses (SpinReportText)
//   bb_notes() → length                  the model's notes and the colours the settings resolve to
//        (PageNotes)
//   bb_swift() → length                  the Swift for the settings (SwiftSnippet: Copy Swift)
//   bb_csv() → length                    that spin as `bbsim simulate spin` writes it (SpinCSV); 0 for
//        a Reduce Motion swap
//   bb_tuning_limit() → count            the most bytes of a tuning file the page hands over
//   bb_tuning(length) → length           a tuning file's bytes (in the buffer) read by `bbsim`'s strict
//        reader: JSON {"tuning": {name: value}} or {"refusal": the reader's line} (TuningImport)
//   bb_feels, bb_export, bb_rest, bb_typed   the designer's tools (Exports+Designer.swift)
//   bb_fit                               the plot handles' fit (Exports+Fit.swift)
//   bb_plot_layout                       the plot's frame and legend (Exports+Plot.swift)
// Points are in control coordinates (pt, y down).

nonisolated(unsafe) var buffer = TextBuffer(capacity: 16 * 1024)
nonisolated(unsafe) var settings = PageSettings()
nonisolated(unsafe) var session: PageSession?
nonisolated(unsafe) private var stage = StageDrawing()
nonisolated(unsafe) private var drawn: ControlFrame?

@_expose(wasm, "bb_text") @_cdecl("bb_text")
func bbText() -> UnsafeMutablePointer<UInt8> { buffer.bytes }

@_expose(wasm, "bb_text_reserve") @_cdecl("bb_text_reserve")
func bbTextReserve(count: Int32) -> UnsafeMutablePointer<UInt8> { buffer.reserve(Int(count)) }

@_expose(wasm, "bb_set_number") @_cdecl("bb_set_number")
func bbSetNumber(nameLength: Int32, value: Double) {
  settings.set(buffer.text(from: 0, count: Int(nameLength)), .number(value))
}

@_expose(wasm, "bb_set_flag") @_cdecl("bb_set_flag")
func bbSetFlag(nameLength: Int32, value: Int32) {
  settings.set(buffer.text(from: 0, count: Int(nameLength)), .flag(value != 0))
}

@_expose(wasm, "bb_set_text") @_cdecl("bb_set_text")
func bbSetText(nameLength: Int32, valueLength: Int32) {
  let name = buffer.text(from: 0, count: Int(nameLength))
  settings.set(name, .text(buffer.text(from: Int(nameLength), count: Int(valueLength))))
}

@_expose(wasm, "bb_set_null") @_cdecl("bb_set_null")
func bbSetNull(nameLength: Int32) { settings.set(buffer.text(from: 0, count: Int(nameLength)), nil) }

@_expose(wasm, "bb_configure") @_cdecl("bb_configure")
func bbConfigure() -> Int32 {
  let refused = PageSettingsCheck.clearRefused(&settings)
  let input = SceneInput(page: settings)
  if session == nil { session = PageSession(input: input) } else { session?.configure(input) }
  var answer = JSONText()
  answer.add("refused", json: JSONText.array(refused))
  answer.add("used", json: PageSettingsCheck.used(settings).text)
  return buffer.write(answer.text)
}

@_expose(wasm, "bb_moment") @_cdecl("bb_moment")
func bbMoment(
  pressing: Int32, startX: Double, startY: Double, currentX: Double, currentY: Double, hovered: Int32,
  focused: Int32
) {
  guard let centre = session?.mountCentre else { return }
  let press =
    pressing != 0
    ? PointerInteraction(
      startPoint: PlanarVector(x: startX, y: startY) - centre, endPoint: PlanarVector(x: currentX, y: currentY) - centre
    )
    : nil
  session?.setMoment(press: press, hovered: hovered != 0, focused: focused != 0)
}

@_expose(wasm, "bb_pointer") @_cdecl("bb_pointer")
func bbPointer(
  time: Double, startX: Double, startY: Double, endX: Double, endY: Double, velocityX: Double, velocityY: Double,
  duration: Double
) -> Int32 {
  guard let centre = session?.mountCentre else { return 0 }
  let interaction = PointerInteraction(
    startPoint: PlanarVector(x: startX, y: startY) - centre, endPoint: PlanarVector(x: endX, y: endY) - centre,
    velocity: PlanarVector(x: velocityX, y: velocityY), duration: duration)
  let reason = session?.driver.interpreter.classification(interaction).reason
  return handle(.pointerEnded(interaction), at: time, reason: reason.map { ReasonText($0) })
}

@_expose(wasm, "bb_key") @_cdecl("bb_key")
func bbKey(time: Double, nameLength: Int32) -> Int32 {
  let name = buffer.text(from: 0, count: Int(nameLength))
  let key: ButterflyKey = name == "space" ? .space : name == "return" ? .return : .other(name)
  return handle(.key(key), at: time, reason: ReasonText(key: name))
}

private func handle(_ input: ControlInput, at time: Double, reason: ReasonText?) -> Int32 {
  guard let output = session?.handle(input, at: time) else { return 0 }
  var answer = JSONText()
  answer.add("outcome", (output.outcome?.kind ?? .passThrough).rawValue)
  answer.add("began", output.callbacks.contains(.spinBegan))
  if let reason { answer.add("reason", json: reason.json) }
  return buffer.write(answer.text)
}

@_expose(wasm, "bb_settle") @_cdecl("bb_settle")
func bbSettle(time: Double) -> Int32 {
  // Every frame is a tick, at rest too: the driver's time then never runs behind what was drawn.
  var answer = JSONText()
  guard let wasSpinning = session?.driver.isSpinning, let output = session?.settle(at: time), wasSpinning,
    session?.driver.isSpinning == false
  else {
    answer.add("landed", false)
    return buffer.write(answer.text)
  }
  answer.add("landed", true)
  if output.callbacks.contains(.spinCompleted(true)) {
    answer.add("completed", true)
  } else if output.callbacks.contains(.spinCompleted(false)) {
    answer.add("completed", false)
  } else {
    answer.add("completed", json: "null")
  }
  return buffer.write(answer.text)
}

/// The document of the frame `which` names (0 now, 1 the last spin), and the frame; `nil` when there
/// is none.
private func document(at time: Double, zoom: Double, which: Int32, idPrefix: String = "bb") -> (
  SVGDocument, ControlFrame
)? {
  guard let current = session else { return nil }
  if which == 0 { return (current.document(at: time, zoom: zoom), current.frame(at: time)) }
  guard let frames = current.lastSpinFrames else { return nil }
  return (ControlRenderer(frames: frames).document(at: time, zoom: zoom, idPrefix: idPrefix), frames.frame(at: time))
}

@_expose(wasm, "bb_draw") @_cdecl("bb_draw")
func bbDraw(time: Double, zoom: Double, which: Int32) -> Int32 {
  guard let (document, frame) = document(at: time, zoom: zoom, which: which) else { return 0 }
  drawn = frame
  return buffer.write(stage.update(to: document))
}

@_expose(wasm, "bb_redraw") @_cdecl("bb_redraw")
func bbRedraw() { stage.reset() }

@_expose(wasm, "bb_svg") @_cdecl("bb_svg")
func bbSVG(time: Double, zoom: Double, which: Int32, prefixLength: Int32) -> Int32 {
  let prefix = prefixLength > 0 ? buffer.text(from: 0, count: Int(prefixLength)) : "bb"
  guard let (document, _) = document(at: time, zoom: zoom, which: which, idPrefix: prefix) else { return 0 }
  return buffer.write(document.render())
}

@_expose(wasm, "bb_film") @_cdecl("bb_film")
func bbFilm() -> Int32 {
  var answer = JSONText()
  switch session?.lastMotion {
  case .spin(let trajectory):
    let times = Filmstrip.equalAngleTimes(until: trajectory.restTime) { trajectory.state(at: $0).angle }
    answer.add("times", json: SpinReportText.list(times))
  case .swap(let timeline):
    answer.add("times", json: SpinReportText.list(Filmstrip.evenlySpacedTimes(count: 8, until: timeline.duration)))
  default:
    answer.add("times", json: "[]")
  }
  answer.add("step_rad", Filmstrip.equalAngleStep)
  answer.add("frame_s", 1 / SpinContract.referenceFrameRate)
  return buffer.write(answer.text)
}

@_expose(wasm, "bb_drawn") @_cdecl("bb_drawn")
func bbDrawn() -> Int32 {
  guard let frame = drawn else { return 0 }
  var answer = JSONText()
  answer.add("time", frame.time)
  answer.add("angle", frame.angle)
  answer.add("face", frame.visibleFace.rawValue)
  answer.add("pressed", frame.state.isPressed)
  answer.add("margin", ControlRenderer.margin)
  return buffer.write(answer.text)
}

@_expose(wasm, "bb_state") @_cdecl("bb_state")
func bbState() -> Int32 {
  guard let machine = session?.driver.machine else { return 0 }
  var answer = JSONText()
  answer.add("stage", machine.stage.rawValue)
  answer.add("isOn", machine.isOn)
  answer.add("pendingFace", machine.pendingFace.rawValue)
  answer.add("activations", Double(machine.activationCount))
  answer.add("spinStart_s", machine.spinStartTime)
  answer.add("motionEnd_s", machine.isSpinning ? machine.spinStartTime + machine.motion.duration : nil)
  return buffer.write(answer.text)
}

@_expose(wasm, "bb_curve") @_cdecl("bb_curve")
func bbCurve(time: Double, which: Int32) -> Double {
  guard case .spin(let trajectory) = session?.lastMotion else { return .nan }
  let state = trajectory.state(at: time)
  return which == 0 ? state.angle : state.angularVelocity
}

@_expose(wasm, "bb_phases") @_cdecl("bb_phases")
func bbPhases() -> Int32 {
  guard case .spin(let trajectory) = session?.replannedLastMotion else { return buffer.write("[]") }
  return buffer.write(
    JSONText.array(
      trajectory.phases.map { phase in
        var object = JSONText()
        object.add("kind", phase.kind.rawValue)
        object.add("start_s", phase.startTime)
        return object
      }))
}

@_expose(wasm, "bb_report") @_cdecl("bb_report")
func bbReport() -> Int32 {
  guard let current = session else { return 0 }
  return buffer.write(SpinReportText(session: current).json)
}

@_expose(wasm, "bb_notes") @_cdecl("bb_notes")
func bbNotes() -> Int32 {
  guard let current = session else { return 0 }
  return buffer.write(PageNotes(session: current).json)
}

@_expose(wasm, "bb_swift") @_cdecl("bb_swift")
func bbSwift() -> Int32 { buffer.write(SwiftSnippet.code(for: PlaygroundSettings(page: settings))) }

@_expose(wasm, "bb_csv") @_cdecl("bb_csv")
func bbCSV() -> Int32 {
  guard let run = session?.lastRun else { return 0 }
  return buffer.write(String(decoding: SpinCSV.bytes(run), as: UTF8.self))
}

@_expose(wasm, "bb_tuning_file") @_cdecl("bb_tuning_file")
func bbTuningFile() -> Int32 {
  guard let bytes = SpinTuningText.json(PlaygroundSettings(page: settings).spinTuning) else { return 0 }
  return buffer.write(String(decoding: bytes, as: UTF8.self))
}

@_expose(wasm, "bb_tuning_limit") @_cdecl("bb_tuning_limit")
func bbTuningLimit() -> Int32 { Int32(TuningImport.byteLimit) }

@_expose(wasm, "bb_tuning") @_cdecl("bb_tuning")
func bbTuning(length: Int32) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: buffer.bytes, count: max(0, Int(length))))
  return buffer.write(TuningImport.answer(for: bytes))
}
