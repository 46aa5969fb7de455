import ButterflyModel
import ButterflyPhysics

/// The control as the page runs it: the model's ``ControlDriver`` (state machine, interpreter, motion)
/// fed the page's input on the page's clock (s), and the frames of the settings' scene with the
/// driver's motion — what the SwiftUI view does, with the browser standing in for macOS.
///
/// ```
/// pointer/key(t)   driver.handle(.pointerEnded / .key, at: t) → outcome, callbacks
/// settle(t)        driver.handle(.tick, at: t): the motion lands once it is over
/// frame(t)         ControlFrames(scene with driver.motion).frame(at: t − driver.motionStart)
/// lastSpinFrame(t) the same with the last spin's motion, t s after it began
/// ```
struct PageSession {
  /// The settings' scene (its motion is the driver's).
  private(set) var scene: ControlScene
  /// The one driver of the control.
  private(set) var driver: ControlDriver
  /// The resolved frames of the current scene and motion (rebuilt when either changes).
  private var frames: ControlFrames
  /// The last spin or swap (kept after it lands: replayed frames, scrubbing, the plot).
  private(set) var lastMotion: ControlMotion?

  /// A session at rest on the top face.
  init(input: SceneInput) {
    scene = input.scene(state: [], motion: .rest(.top))
    driver = ControlDriver(
      isOn: true, layout: scene.layout, enableFlickPhysics: input.flag(.enableFlickPhysics), hapticsEnabled: false,
      platform: .macOS)
    driver.reduceMotion = input.flag(.reduceMotion)
    frames = ControlFrames(scene: scene)
  }

  /// New settings: the driver's planner and interpreter follow; a running spin keeps its plan.
  mutating func configure(_ input: SceneInput) {
    scene = input.scene(state: scene.interactionState, motion: driver.motion)
    driver.configure(layout: scene.layout, enableFlickPhysics: input.flag(.enableFlickPhysics))
    driver.reduceMotion = input.flag(.reduceMotion)
    frames = ControlFrames(scene: scene)
  }

  /// The mount centre (pt, control coordinates): gestures are relative to it.
  var mountCentre: PlanarVector { frames.layout.mount.center }

  /// The palette's page colour (what the control is drawn on).
  var pageBackground: SRGBColor { frames.palette.pageBackground }

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

  /// The frame of the last spin `time` s after it began, in the current scene (scrubbing, filmstrip).
  func lastSpinFrame(at time: Double) -> ControlFrame? {
    guard let lastMotion else { return nil }
    var replayed = scene
    replayed.motion = lastMotion
    return ControlFrames(scene: replayed).frame(at: time)
  }

  private mutating func followMotion() {
    guard driver.motion != scene.motion else { return }
    scene.motion = driver.motion
    if case .rest = driver.motion {} else { lastMotion = driver.motion }
    frames = ControlFrames(scene: scene)
  }
}
