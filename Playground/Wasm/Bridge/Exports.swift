import ButterflyModel
import ButterflyPhysics

// The module's C-ABI, for the page's `wasm.js`: a session of the control on the page's clock (s),
// settings written into a shared buffer, frames read from another. Every function only marshals:
// the model (PageSession, the state machine, the interpreter, the frame) decides.
//
//   bb_settings() → pointer   the settings buffer (SceneInput.count numbers, SceneInput.Slot order)
//   bb_frame_buffer() → pointer   the frame buffer (FrameOutput.capacity numbers)
//   bb_configure()             reads the settings (a new session the first time)
//   bb_moment(pressing, sx, sy, cx, cy, hovered, focused)   the press so far, hover and focus
//   bb_pointer(t, sx, sy, ex, ey, vx, vy, d) → outcome       a finished pointer interaction
//   bb_key(t, key) → outcome                                  a key (0 space, 1 return, 2 other)
//   bb_reason(which) → number   why the last pointer interaction was classified so
//                               (GestureInterpreter.classification): which 0 the reason (0 not finite,
//                               1 started outside, 2 container moved, 3 scroll axis, 4 ended outside,
//                               5 flick, 6 tap: flick physics off, 7 tap: too slow, 8 tap: translation
//                               along the axle, 9 tap: velocity along the axle), 1 the measured value,
//                               2 the threshold (GestureReason's units); NaN before any pointer input
//   bb_settle(t) → 0 nothing landed, 1 landed silently, 2 onSpinCompleted(false), 3 onSpinCompleted(true);
//                  called every frame (the driver's tick, at rest too)
//   bb_frame(t) → count         writes the frame at t; count numbers
//   bb_last_spin_frame(t) → count   the last spin's frame t s after it began (0: no spin yet)
//   bb_state(i) → number        0 stage (0 idle, 1 spinning, 2 settled) 1 isOn 2 pending face (0 top)
//                               3 activations 4 spin start (s) 5 motion end (s, NaN at rest)
//                               6 the title's line height per point (MedallionFaceLayout.lineHeightFactor)
//                               7 the face labels' weight (100…900), what the page measures them at
//   bb_curve(t, which) → number θ (which 0, rad) or ω (1, rad/s) of the running or last spin at
//                               t s after it began
//   bb_phase(i, which) → number the running or last spin's i-th phase (SpinTrajectory.phases): which 0
//                               its kind (0 coast, 1 brake, 2 rest, 3 spring: the landing spring has
//                               taken over), 1 its start (s after the spin began); NaN past the last
// Points are in control coordinates (pt, y down); outcomes 0 pass-through, 1 tap, 2 flick, 3 cancel,
// plus 4 when the app's onSpinBegan fires.

nonisolated(unsafe) private var settingsBuffer = UnsafeMutablePointer<Double>.allocate(capacity: SceneInput.count)
nonisolated(unsafe) private var frameBuffer = UnsafeMutablePointer<Double>.allocate(capacity: FrameOutput.capacity)
nonisolated(unsafe) private var session: PageSession?
/// The last pointer interaction's classification reason, as `bb_reason` reports it.
nonisolated(unsafe) private var lastReason: GestureReason?

private var input: SceneInput { SceneInput(values: settingsBuffer) }

@_expose(wasm, "bb_settings") @_cdecl("bb_settings")
func bbSettings() -> UnsafeMutablePointer<Double> { settingsBuffer }

@_expose(wasm, "bb_frame_buffer") @_cdecl("bb_frame_buffer")
func bbFrameBuffer() -> UnsafeMutablePointer<Double> { frameBuffer }

@_expose(wasm, "bb_configure") @_cdecl("bb_configure")
func bbConfigure() {
  if session == nil { session = PageSession(input: input) } else { session?.configure(input) }
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
  lastReason = session?.driver.interpreter.classification(interaction).reason
  return handle(.pointerEnded(interaction), at: time)
}

@_expose(wasm, "bb_reason") @_cdecl("bb_reason")
func bbReason(which: Int32) -> Double {
  guard let reason = lastReason else { return .nan }
  let (code, measured, threshold): (Double, Double, Double)
  switch reason {
  case .notFinite: (code, measured, threshold) = (0, .nan, .nan)
  case .startedOutside: (code, measured, threshold) = (1, .nan, .nan)
  case .containerMoved(let displacement, let tolerance): (code, measured, threshold) = (2, displacement, tolerance)
  case .scrollAxis(let translation, let slop): (code, measured, threshold) = (3, translation, slop)
  case .endedOutside(let distance, let margin): (code, measured, threshold) = (4, distance, margin)
  case .flick(let speed, let limit): (code, measured, threshold) = (5, speed, limit)
  case .tap(let cause, let value, let limit):
    let index = GestureReason.TapCause.allCases.firstIndex(of: cause) ?? 0
    (code, measured, threshold) = (6 + Double(index), value, limit)
  }
  return which == 0 ? code : which == 1 ? measured : threshold
}

@_expose(wasm, "bb_key") @_cdecl("bb_key")
func bbKey(time: Double, key: Int32) -> Int32 {
  handle(.key(key == 0 ? .space : key == 1 ? .return : .other("")), at: time)
}

private func handle(_ input: ControlInput, at time: Double) -> Int32 {
  guard let output = session?.handle(input, at: time) else { return 0 }
  let began: Int32 = output.callbacks.contains(.spinBegan) ? 4 : 0
  switch output.outcome {
  case .activate(_, let velocity): return (velocity == nil ? 1 : 2) + began
  case .cancel: return 3 + began
  case .passThrough, nil: return began
  }
}

@_expose(wasm, "bb_settle") @_cdecl("bb_settle")
func bbSettle(time: Double) -> Int32 {
  // Every frame is a tick, at rest too: the driver's time then never runs behind what was drawn.
  guard let wasSpinning = session?.driver.isSpinning, let output = session?.settle(at: time), wasSpinning
  else { return 0 }
  if output.callbacks.contains(.spinCompleted(true)) { return 3 }
  if output.callbacks.contains(.spinCompleted(false)) { return 2 }
  return session?.driver.isSpinning == true ? 0 : 1
}

@_expose(wasm, "bb_frame") @_cdecl("bb_frame")
func bbFrame(time: Double) -> Int32 {
  guard let current = session else { return 0 }
  return write(current.frame(at: time), of: current)
}

@_expose(wasm, "bb_last_spin_frame") @_cdecl("bb_last_spin_frame")
func bbLastSpinFrame(time: Double) -> Int32 {
  guard let current = session, let frame = current.lastSpinFrame(at: time) else { return 0 }
  return write(frame, of: current)
}

private func write(_ frame: ControlFrame, of current: PageSession) -> Int32 {
  var output = FrameOutput(buffer: frameBuffer)
  output.write(
    frame,
    labelWidthPerPoint: (input[.topLabelWidthPerPoint], input[.bottomLabelWidthPerPoint]),
    pageBackground: current.pageBackground)
  return Int32(output.count)
}

@_expose(wasm, "bb_state") @_cdecl("bb_state")
func bbState(index: Int32) -> Double {
  guard let machine = session?.driver.machine else { return .nan }
  switch index {
  case 0: return machine.stage == .idle ? 0 : machine.stage == .spinning ? 1 : 2
  case 1: return machine.isOn ? 1 : 0
  case 2: return machine.pendingFace == .top ? 0 : 1
  case 3: return Double(machine.activationCount)
  case 4: return machine.spinStartTime
  case 5: return machine.isSpinning ? machine.spinStartTime + machine.motion.duration : .nan
  case 6: return MedallionFaceLayout.lineHeightFactor
  case 7: return Double(session?.scene.medallionLabelFont.weight.numericValue ?? 400)
  default: return .nan
  }
}

@_expose(wasm, "bb_curve") @_cdecl("bb_curve")
func bbCurve(time: Double, which: Int32) -> Double {
  guard case .spin(let trajectory) = session?.lastMotion else { return .nan }
  let state = trajectory.state(at: time)
  return which == 0 ? state.angle : state.angularVelocity
}

@_expose(wasm, "bb_phase") @_cdecl("bb_phase")
func bbPhase(index: Int32, which: Int32) -> Double {
  guard case .spin(let trajectory) = session?.lastMotion else { return .nan }
  let phases = trajectory.phases
  guard index >= 0, Int(index) < phases.count else { return .nan }
  let phase = phases[Int(index)]
  guard which == 0 else { return phase.startTime }
  switch phase.kind {
  case .coast: return 0
  case .brake: return 1
  case .rest: return 2
  case .spring: return 3
  }
}
