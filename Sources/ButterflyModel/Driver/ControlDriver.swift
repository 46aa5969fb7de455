import ButterflyPhysics

/// The one driver of the control: every host (the SwiftUI view, the UIKit and AppKit controls
/// through it, the browser playground, `bbsim render`) feeds it the same ``ControlInput``s and
/// carries out its ``ControlOutput``; nothing above it decides which face shows or when a motion
/// is over.
///
/// It owns the ``SpinStateMachine``, the spin clock a drawing layer animates (``clock``) and the
/// current ``ControlMotion``:
/// ```
/// gesture → handle(input, at: t) → output (callbacks, haptic, clock change)
///                                → motion, drawn at time t − motionStart (or clock − clock.origin)
/// motion over  ⇔  t ≥ motionEnd = motionStart + motion.duration       (ControlMotion.duration)
/// ```
/// A motion lands when the host says time has passed (``ControlInput/tick``), when the host's
/// animation of it ends (``ControlInput/animationFinished(token:)``; the animation times itself
/// with ``clock``, whose end time is the motion's duration), or before any later input that comes
/// after its end — so every host (SwiftUI, UIKit, AppKit, the playground) lands what is over
/// before it takes the next input. Each spin completes exactly once.
///
/// Value type, `Sendable`, plain Swift (no Foundation, no existentials): the same code runs in an
/// app, on Linux and in the browser. Times are seconds on any monotonic clock the host chooses,
/// used consistently.
public struct ControlDriver: Hashable, Sendable {
  /// The spin life cycle.
  public internal(set) var machine: SpinStateMachine
  /// Classifies pointer, key and remote input for the drawn layout.
  public var interpreter: GestureInterpreter
  /// The platform (which haptics play).
  public var platform: ButterflyPlatform
  /// Whether activation and landing play haptics.
  public var hapticsEnabled: Bool
  /// Whether Reduce Motion is on: a spin from rest is then a cross-fade (`ReduceMotionSwap`).
  public var reduceMotion = false
  /// Whether the control accepts a person's input; a disabled control classifies but never spins.
  public var isEnabled = true
  /// The clock a drawing layer animates (SwiftUI): it draws ``motion`` at `clock − origin`. A new
  /// spin starts where the clock stands (the previous target); an interruption keeps the origin and
  /// moves the end; a jump moves the clock on without animation.
  public internal(set) var clock = SpinClock(origin: 0, endTime: 0)
  /// The token of the latest animation asked for (``ControlClockChange/animate(token:)``).
  package internal(set) var animationToken = 0
  /// Follows the current press for the control events it sends.
  var pressTracker = PressTracker()
  /// The latest time the driver was given (s, host's clock), by an input or a ``ControlInput/tick``;
  /// `nil` before the first. Time never runs backwards for the driver: an input stamped earlier (an
  /// event delivered after the host drew a later frame) is handled at this time, so a re-plan starts
  /// from the angle the last frame showed.
  public internal(set) var latestTime: Double?
  /// A layout with a new axle given while a spin ran, followed when it lands; `nil` when none waits.
  package internal(set) var deferredLayout: DeferredLayout?

  /// A layout waiting for the running spin to land.
  public struct DeferredLayout: Hashable, Sendable {
    /// The layout.
    public var layout: ButterflyLayout
    /// Whether drags become flicks.
    public var enableFlickPhysics: Bool
  }

  /// Creates a driver at rest.
  /// - Parameters:
  ///   - isOn: The initial value.
  ///   - planner: The spin planner (the drawn geometry, axle, deceleration duration, tuning).
  ///   - interpreter: The gesture interpreter for the drawn layout.
  ///   - hapticsEnabled: Whether haptics play; default `true`.
  ///   - platform: The platform; default ``ButterflyPlatform/current``.
  public init(
    isOn: Bool, planner: SpinPlanner, interpreter: GestureInterpreter, hapticsEnabled: Bool = true,
    platform: ButterflyPlatform = .current
  ) {
    machine = SpinStateMachine(isOn: isOn, planner: planner)
    self.interpreter = interpreter
    self.hapticsEnabled = hapticsEnabled
    self.platform = platform
  }

  /// Creates a driver at rest for a layout: its planner (``ButterflyLayout/spinPlanner``) and
  /// interpreter.
  /// - Parameters:
  ///   - isOn: The initial value.
  ///   - layout: The drawn layout.
  ///   - enableFlickPhysics: Whether drags become flicks; default `true`.
  ///   - hapticsEnabled: Whether haptics play; default `true`.
  ///   - platform: The platform; default ``ButterflyPlatform/current``.
  public init(
    isOn: Bool, layout: ButterflyLayout, enableFlickPhysics: Bool = true, hapticsEnabled: Bool = true,
    platform: ButterflyPlatform = .current
  ) {
    self.init(
      isOn: isOn, planner: layout.spinPlanner,
      interpreter: GestureInterpreter(layout: layout, enableFlickPhysics: enableFlickPhysics),
      hapticsEnabled: hapticsEnabled, platform: platform)
  }

  /// Follows a new layout (Dynamic Type, settings): planner and interpreter. A running spin keeps
  /// its plan; a new axle waits until the spin lands, so the medallion is never drawn about an axle
  /// its plan was not made for (θ about the old axle redrawn about the new one would jump):
  ///
  /// ```
  /// at rest, or the axle unchanged → planner and interpreter follow the layout now
  /// spinning on another axle        → the layout is kept (deferredLayout) and followed at landing;
  ///                                   axleOrientation, what hosts draw, stays the spin's
  /// ```
  /// - Parameters:
  ///   - layout: The drawn layout.
  ///   - enableFlickPhysics: Whether drags become flicks.
  public mutating func configure(layout: ButterflyLayout, enableFlickPhysics: Bool) {
    guard !isSpinning || layout.axleOrientation == machine.planner.axle else {
      deferredLayout = DeferredLayout(layout: layout, enableFlickPhysics: enableFlickPhysics)
      return
    }
    deferredLayout = nil
    machine.updatePlanner(layout.spinPlanner)
    interpreter = GestureInterpreter(layout: layout, enableFlickPhysics: enableFlickPhysics)
  }

  /// Follows the layout kept while the spin ran, once it has landed.
  mutating func followDeferredLayout() {
    guard !isSpinning, let deferred = deferredLayout else { return }
    configure(layout: deferred.layout, enableFlickPhysics: deferred.enableFlickPhysics)
  }

  /// The axle to draw the medallion about (the one the running spin was planned on): hosts draw
  /// their scene with it rather than with their settings' axle (``configure(layout:enableFlickPhysics:)``).
  public var axleOrientation: AxleOrientation { machine.planner.axle }

  /// The control's value, committed when a person acts (``SpinStateMachine/isOn``): the face the
  /// running spin lands on, or the face at rest. Assistive technologies, the binding and the
  /// host's `isOn` all read it.
  public var isOn: Bool { machine.isOn }
  /// Whether a spin or swap is running.
  public var isSpinning: Bool { machine.isSpinning }
  /// What moves the medallion, on a clock whose zero is ``motionStart``.
  public var motion: ControlMotion { machine.motion }
  /// When the motion's clock is zero (s, host's clock): when the running (or last) spin began.
  public var motionStart: Double { machine.spinStartTime }
  /// When the running motion is over (s, host's clock): `motionStart + motion.duration`; `nil` at rest.
  public var motionEnd: Double? { isSpinning ? motionStart + motion.duration : nil }
  /// When to report the binding's value (``ControlInput/bindingHolds(_:)``) after a landed write
  /// (s, host's clock), or `nil` when no write awaits confirmation.
  public var bindingDeadline: Double? { machine.bindingWait?.deadline }

  /// The face a viewer sees at a time.
  /// - Parameter time: The host's clock (s).
  /// - Returns: ``motion``'s visible face at `time − motionStart`.
  public func visibleFace(at time: Double) -> MedallionFace { machine.visibleFace(at: time) }
}
