import ButterflyModel
import ButterflyPhysics

/// The control as the page runs it: the model's ``SpinStateMachine`` fed the gestures the model's
/// ``GestureInterpreter`` classifies, the scene the settings describe, and its frames — the calls the
/// playground server's `ControlSession` and the SwiftUI view make, on the page's clock (s).
///
/// ```
/// pointer/key(t)  settle(t); classify; .activate → machine.activate(gesture, at: t)
/// settle(t)       the motion is over at t (t ≥ spinStart + motion.duration) → machine.finish
/// frame(t)        ControlFrames(scene with machine.motion).frame(at: t − spinStart)
/// lastSpinFrame(t) the same with the last spin's motion, t s after it began
/// ```
struct PageSession {
  /// The settings' scene at rest (its motion is replaced by the machine's).
  private(set) var scene: ControlScene
  /// The spin life cycle.
  private(set) var machine: SpinStateMachine
  /// The interpreter for the drawn layout.
  private(set) var interpreter: GestureInterpreter
  /// Whether a spin from rest is a cross-fade.
  private(set) var reduceMotion: Bool
  /// The resolved frames of the current scene and motion (rebuilt when either changes).
  private var frames: ControlFrames
  /// The last spin or swap (kept after it lands: replayed frames, scrubbing, the plot).
  private(set) var lastMotion: ControlMotion?

  /// A session at rest on the top face.
  init(input: SceneInput) {
    scene = input.scene(state: [], motion: .rest(.top))
    let layout = scene.layout
    machine = SpinStateMachine(isOn: true, planner: layout.spinPlanner)
    interpreter = GestureInterpreter(layout: layout, enableFlickPhysics: input.flag(.enableFlickPhysics))
    reduceMotion = input.flag(.reduceMotion)
    frames = ControlFrames(scene: scene)
  }

  /// New settings: the planner and interpreter follow; a running spin keeps its plan.
  mutating func configure(_ input: SceneInput) {
    scene = input.scene(state: scene.interactionState, motion: machine.motion)
    let layout = scene.layout
    machine.updatePlanner(layout.spinPlanner)
    interpreter = GestureInterpreter(layout: layout, enableFlickPhysics: input.flag(.enableFlickPhysics))
    reduceMotion = input.flag(.reduceMotion)
    frames = ControlFrames(scene: scene)
  }

  /// The mount centre (pt, control coordinates): gestures are relative to it.
  var mountCentre: PlanarVector { frames.layout.mount.center }

  /// The palette's page colour (what the control is drawn on).
  var pageBackground: SRGBColor { frames.palette.pageBackground }

  /// The momentary states: pressed as the interpreter decides for the press so far.
  mutating func setMoment(press: PointerInteraction?, hovered: Bool, focused: Bool) {
    var state: ButterflyInteractionState = []
    if let press, interpreter.showsPress(press) { state.insert(.pressed) }
    if hovered { state.insert(.hovered) }
    if focused { state.insert(.focused) }
    guard state != scene.interactionState else { return }
    scene.interactionState = state
    frames = ControlFrames(scene: scene)
  }

  /// Feeds a classified interaction at `time`.
  /// - Returns: Whether the app's `onSpinBegan` fires now.
  mutating func feed(_ outcome: InteractionOutcome, at time: Double) -> Bool {
    settle(at: time)
    guard let gesture = outcome.spinGesture else { return false }
    let transition = machine.activate(gesture, at: time, reduceMotion: reduceMotion)
    followMotion()
    return transition.spinBegan
  }

  /// Lands the running motion if it is over at `time`.
  /// - Returns: The landing's transition (its completion callback), or `nil` when nothing landed.
  @discardableResult
  mutating func settle(at time: Double) -> SpinTransition? {
    guard machine.isSpinning, time >= machine.spinStartTime + machine.motion.duration else { return nil }
    let transition = machine.finish(
      activation: machine.activationCount, at: machine.spinStartTime + machine.motion.duration)
    followMotion()
    return transition
  }

  /// The frame at page time `time`.
  func frame(at time: Double) -> ControlFrame { frames.frame(at: time - machine.spinStartTime) }

  /// The frame of the last spin `time` s after it began, in the current scene (scrubbing, filmstrip).
  func lastSpinFrame(at time: Double) -> ControlFrame? {
    guard let lastMotion else { return nil }
    var replayed = scene
    replayed.motion = lastMotion
    return ControlFrames(scene: replayed).frame(at: time)
  }

  private mutating func followMotion() {
    scene.motion = machine.motion
    if case .rest = machine.motion {} else { lastMotion = machine.motion }
    frames = ControlFrames(scene: scene)
  }
}
