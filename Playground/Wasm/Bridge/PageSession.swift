import ButterflyModel
import ButterflyPhysics
import ButterflyRender

/// The control as the page runs it: the model's ``ControlDriver`` (state machine, interpreter, motion)
/// fed the page's input on the page's clock (s), and the frames of the settings' scene with the
/// driver's motion — what the SwiftUI view does, with the browser standing in for macOS.
///
/// ```
/// pointer/key(t)   driver.handle(.pointerEnded / .key, at: t) → outcome, callbacks
/// settle(t)        driver.handle(.tick, at: t): the motion lands once it is over
/// frame(t)         ControlFrames(scene with driver.motion).frame(at: t − driver.motionStart)
/// lastSpinFrame(t) the same with the last spin's motion, t s after it began
/// document(t)      ControlRenderer's standalone SVG of that frame (what `bbsim render` writes)
/// ```
struct PageSession {
  /// The settings' scene (its motion is the driver's).
  private(set) var scene: ControlScene
  /// The one driver of the control.
  private(set) var driver: ControlDriver
  /// The resolved frames of the current scene and motion (rebuilt when either changes).
  private var frames: ControlFrames
  /// The last spin or swap (kept after it lands: replayed frames, scrubbing).
  private(set) var lastMotion: ControlMotion?
  /// The activations of the last spin — the input that began it and each that re-planned it — with
  /// their page times, and the face it began on: the report re-plans them with the current settings.
  private var lastSpinInputs: [(input: ControlInput, time: Double)] = []
  private var lastSpinStartFace = MedallionFace.top

  /// A session at rest on `face` (a pinned tuning starts on the face the page's control rests on).
  init(input: SceneInput, face: MedallionFace = .top) {
    scene = input.scene(state: [], motion: .rest(face))
    driver = ControlDriver(
      isOn: face == .top, layout: scene.layout, enableFlickPhysics: input.settings.enableFlickPhysics,
      hapticsEnabled: false,
      platform: .macOS)
    driver.reduceMotion = input.settings.reduceMotion
    frames = ControlFrames(scene: scene)
  }

  /// New settings: the driver's planner and interpreter follow; a running spin keeps its plan.
  mutating func configure(_ input: SceneInput) {
    scene = input.scene(state: scene.interactionState, motion: driver.motion)
    driver.configure(layout: scene.layout, enableFlickPhysics: input.settings.enableFlickPhysics)
    driver.reduceMotion = input.settings.reduceMotion
    frames = ControlFrames(scene: scene)
  }

  /// The mount centre (pt, control coordinates): gestures are relative to it.
  var mountCentre: PlanarVector { frames.layout.mount.center }

  /// The scene's palette (its contrast warnings, the colours it resolves).
  var palette: ButterflyPalette { frames.palette }

  /// The momentary states: pressed while the interpreter shows the press so far.
  mutating func setMoment(press: PointerInteraction?, hovered: Bool, focused: Bool) {
    var state: ButterflyInteractionState = []
    if let press {
      _ = driver.handle(.pointerMoved(press), at: 0)
      if driver.interpreter.showsPress(press) { state.insert(.pressed) }
    }
    if hovered { state.insert(.hovered) }
    if focused { state.insert(.focused) }
    guard state != scene.interactionState else { return }
    scene.interactionState = state
    frames = ControlFrames(scene: scene)
  }

  /// Feeds an input at `time` (the driver lands a motion that is over first).
  /// - Returns: The driver's output (the outcome and the callbacks).
  mutating func handle(_ input: ControlInput, at time: Double) -> ControlOutput {
    let output = driver.handle(input, at: time)
    if case .activate = output.outcome {
      if output.callbacks.contains(.spinBegan) { (lastSpinInputs, lastSpinStartFace) = ([], driver.motion.startFace) }
      lastSpinInputs.append((input, time))
    }
    followMotion()
    return output
  }

  /// Lands the running motion if it is over at `time`.
  /// - Returns: The driver's output (the completion's callbacks).
  @discardableResult
  mutating func settle(at time: Double) -> ControlOutput {
    let output = driver.handle(.tick, at: time)
    followMotion()
    return output
  }

  /// The frame at page time `time`.
  func frame(at time: Double) -> ControlFrame { frames.frame(at: time - driver.motionStart) }

  /// The frame at page time `time` as the renderer's standalone document.
  /// - Parameter zoom: The display scale (``SVGDocument/scale``).
  func document(at time: Double, zoom: Double) -> SVGDocument {
    ControlRenderer(frames: frames).document(at: time - driver.motionStart, zoom: zoom)
  }

  /// The last spin's frames in the current scene (scrubbing, filmstrip); `nil` before any spin.
  var lastSpinFrames: ControlFrames? {
    guard let lastMotion else { return nil }
    var replayed = scene
    replayed.motion = lastMotion
    return ControlFrames(scene: replayed)
  }

  /// The last spin re-planned with the current settings: its activations fed at their times to a driver
  /// at rest on the face it began from, with the current layout, tuning and Reduce Motion; `nil`
  /// before any spin.
  var replannedLastMotion: ControlMotion? {
    guard !lastSpinInputs.isEmpty else { return nil }
    var replay = ControlDriver(
      isOn: lastSpinStartFace == .top, layout: scene.layout,
      enableFlickPhysics: driver.interpreter.enableFlickPhysics, hapticsEnabled: false, platform: .macOS)
    replay.reduceMotion = driver.reduceMotion
    for (input, time) in lastSpinInputs { _ = replay.handle(input, at: time) }
    return replay.motion
  }

  /// The last spin re-planned with the current settings — before any, a centre tap from the resting face
  /// — as `bbsim simulate spin` samples it (``SpinRun``, its default rate and span); `nil` for a Reduce
  /// Motion swap, which has no rotation.
  var lastRun: SpinRun? {
    lastTrajectory.map { SpinRun(planner: driver.machine.planner, trajectory: $0, rate: SpinRun.defaultRate) }
  }

  /// The last spin re-planned with the current settings, before any a centre tap from the resting face
  /// (what the plot, the CSV and the exports show); `nil` for a Reduce Motion swap.
  var lastTrajectory: SpinTrajectory? {
    switch replannedLastMotion {
    case .spin(let spin): return spin
    case nil: return driver.machine.planner.plan(.centreTap, from: driver.machine.restingFace)
    default: return nil
    }
  }

  /// Whether ``lastTrajectory`` is a preview (no spin yet), and the face the last spin began on.
  var lastSpinStart: (isPreview: Bool, face: MedallionFace) {
    (lastSpinInputs.isEmpty, lastSpinInputs.isEmpty ? driver.machine.restingFace : lastSpinStartFace)
  }

  private mutating func followMotion() {
    guard driver.motion != scene.motion else { return }
    scene.motion = driver.motion
    if case .rest = driver.motion {} else { lastMotion = driver.motion }
    frames = ControlFrames(scene: scene)
  }
}
