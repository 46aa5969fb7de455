import ButterflyPhysics

/// The control's spin life cycle: idle → spinning → settled, with interruptions, programmatic changes
/// of `isOn` and exactly one completion per spin. Pure value type; the view layer feeds it events with
/// a time stamp and performs the returned ``SpinTransition``.
///
/// Rules:
/// ```
/// activate at rest        → plan a spin from the resting face; spinBegan (user) ; activation = 1;
///                           a person's activation commits the new value at once (committedValue)
/// activate while spinning → interrupt: re-plan from the current angle (SpinPlanner.interrupt);
///                           every activation flips the pending face once (parity: n activations
///                           during one spin land where n + 1 toggles of the starting face land)
///                           and, when a person's, commits it: the face at rest always equals isOn
/// programmatic isOn = v   → v equals the face at rest or already pending: nothing;
///                           otherwise a centre tap that is *not* user-initiated: it animates, but
///                           fires neither onSpinBegan nor onSpinCompleted and plays no haptics
///                           (the app already knows the value it set)
/// finish(activation: k)   → only the latest activation's completion counts (an older, merged
///                           animation's completion is ignored); the face rests on the pending face,
///                           exactly one completion carries the final value; it notifies the app
///                           iff any activation of this spin came from the user (the value itself
///                           was reported at each activation; haptics: ButterflyControlResponse)
/// refused binding write   → after writing the committed value the view waits for the binding's
///                           change or a deadline (SpinStateMachine+Binding): only a binding still
///                           holding another value at the deadline (e.g. `.constant`) spins the
///                           medallion back, programmatically (no callbacks)
/// ```
/// A spin started with Reduce Motion uses a `ReduceMotionSwap` (ButterflyPhysics; no rotation) until it lands; an
/// interruption restarts the swap towards the new pending face.
///
/// Times are seconds on any monotonic clock the caller chooses, used consistently.
public struct SpinStateMachine: Hashable, Sendable {
  /// The current stage of the spin life cycle.
  public private(set) var stage: SpinStage = .idle
  /// The face the medallion rests on (the value `isOn` holds) — the start face of a running spin.
  public private(set) var restingFace: MedallionFace
  /// The face the running spin will land on; equals ``restingFace`` at rest.
  public private(set) var pendingFace: MedallionFace
  /// The running spin's plan, on a clock that starts at ``spinStartTime``; `nil` at rest or during a
  /// Reduce Motion swap.
  public private(set) var trajectory: SpinTrajectory?
  /// The running spin's Reduce Motion swaps, on a clock that starts at ``spinStartTime``; `nil` at
  /// rest or during a rotation.
  public private(set) var swaps: SwapTimeline?
  /// When the running spin began (s, caller's clock).
  public private(set) var spinStartTime = 0.0
  /// How many activations the running spin has had (0 at rest).
  public private(set) var activationCount = 0
  /// Whether any activation of the running spin came from the user.
  private(set) var isUserInitiated = false
  /// Whether `onSpinBegan` was already reported for the running spin.
  private(set) var reportedBegin = false
  /// The committed value written to the binding and not yet confirmed by its change (see
  /// ``wroteBinding(_:at:)``); `nil` when nothing is awaited.
  package internal(set) var bindingWait: BindingWait?
  /// The planner that turns gestures into trajectories. Build it from the Dynamic Type–scaled
  /// layout (``ButterflyLayout/spinPlanner``) so ω₀ = |v·n|/r uses the radius that is drawn.
  public var planner: SpinPlanner

  /// Creates a machine at rest.
  /// - Parameters:
  ///   - isOn: The initial value (`true` rests on the top face).
  ///   - planner: The spin planner (geometry, axle, deceleration duration).
  public init(isOn: Bool, planner: SpinPlanner = SpinPlanner()) {
    restingFace = MedallionFace(isOn: isOn)
    pendingFace = restingFace
    self.planner = planner
  }

  /// The control's value: the face the medallion rests on, or the one the running spin lands on.
  /// A person's activation changes it at once, as `UISwitch` and `Toggle` do; the spin shows the
  /// change.
  ///
  /// ```
  /// isOn = pendingFace.isOn      (= restingFace.isOn at rest)
  /// ```
  public var isOn: Bool { pendingFace.isOn }

  /// Whether a spin or swap is running.
  public var isSpinning: Bool { stage == .spinning }

  /// The medallion's rotation at a time (rad, relative to the resting face); 0 at rest or in a swap.
  /// - Parameter time: The caller's clock (s).
  /// - Returns: `θ(time − spinStartTime)` of the running trajectory, else 0.
  public func angle(at time: Double) -> Double {
    trajectory?.state(at: time - spinStartTime).angle ?? 0
  }

  /// The face a viewer sees at a time: ``motion``'s ``ControlMotion/visibleFace(at:)``.
  /// - Parameter time: The caller's clock (s).
  /// - Returns: The visible face.
  public func visibleFace(at time: Double) -> MedallionFace {
    motion.visibleFace(at: time - spinStartTime)
  }

  /// Feeds an activation (tap, click, flick, remote click, key, accessibility action).
  /// - Parameters:
  ///   - gesture: The gesture, points relative to the mount centre (pt), velocity (pt/s).
  ///   - time: When it happened (s, caller's clock).
  ///   - reduceMotion: Whether Reduce Motion is on (decides rotation vs swap for a spin from rest).
  ///   - userInitiated: `false` for a programmatic change (see the type's rules).
  /// - Returns: What to animate and which callbacks to fire.
  public mutating func activate(
    _ gesture: SpinGesture, at time: Double, reduceMotion: Bool, userInitiated: Bool = true
  ) -> SpinTransition {
    if stage != .spinning {
      stage = .spinning
      spinStartTime = time
      activationCount = 1
      isUserInitiated = userInitiated
      reportedBegin = false
      if reduceMotion {
        trajectory = nil
        swaps = SwapTimeline(from: restingFace)
        pendingFace = restingFace.opposite
      } else {
        let plan = planner.plan(gesture, from: restingFace)
        trajectory = plan
        swaps = nil
        pendingFace = plan.landingFace
      }
    } else {
      activationCount += 1
      isUserInitiated = isUserInitiated || userInitiated
      if var running = trajectory {
        // Released first, so `running` is the only reference and the re-plan appends in place: a run of
        // n interruptions plans in O(n), not O(n²) (``SpinPlanner/interrupt(inPlace:with:at:)``).
        trajectory = nil
        planner.interrupt(inPlace: &running, with: gesture, at: time - spinStartTime)
        trajectory = running
        pendingFace = running.landingFace
      } else if var running = swaps {
        swaps = nil  // released first, as above: the restart appends in place
        running.restart(at: time - spinStartTime)
        swaps = running
        pendingFace = running.last.swap.toFace
      }
    }
    let began = isUserInitiated && !reportedBegin
    if began { reportedBegin = true }
    return SpinTransition(
      trajectory: trajectory, swap: trajectory == nil ? swaps?.last.swap : nil, spinBegan: began,
      activation: activationCount, completedValue: nil, notifiesCompletion: false,
      committedValue: userInitiated ? pendingFace.isOn : nil)
  }

  /// Feeds a programmatic change of `isOn` (the binding changed, not by this control).
  /// - Parameters:
  ///   - value: The new value.
  ///   - time: When it was seen (s, caller's clock).
  ///   - reduceMotion: Whether Reduce Motion is on.
  /// - Returns: ``SpinTransition/none`` when the value is already shown or pending, else a
  ///   non-user-initiated spin or interruption.
  public mutating func setIsOn(_ value: Bool, at time: Double, reduceMotion: Bool) -> SpinTransition {
    let target = stage == .spinning ? pendingFace : restingFace
    guard target.isOn != value else { return .none }
    return activate(.centreTap, at: time, reduceMotion: reduceMotion, userInitiated: false)
  }

  /// Sets the value at once, without a spin: the medallion rests on the value's face from now on,
  /// as `UISwitch.isOn` sets a switch "without animation".
  ///
  /// ```
  /// value already shown (at rest) or pending (spinning) → nothing (a running spin goes on)
  /// otherwise, at rest                                  → rest on the value's face; no callbacks
  /// otherwise, spinning                                 → the spin ends now on the value's face; its
  ///                                                       completion carries the value and notifies
  ///                                                       iff the spin was a person's (onSpinBegan
  ///                                                       has its one onSpinCompleted); the person's
  ///                                                       changes were reported when made, and the
  ///                                                       app's value is reported to nobody
  /// ```
  /// A binding write awaiting confirmation is dropped: the app's value is the answer.
  /// - Parameters:
  ///   - value: The new value.
  ///   - time: When (s, caller's clock).
  /// - Returns: ``SpinTransition/none``, or the running spin's completion (no trajectory, no swap).
  public mutating func jump(to value: Bool, at time: Double) -> SpinTransition {
    let target = stage == .spinning ? pendingFace : restingFace
    guard target.isOn != value else { return .none }
    bindingWait = nil
    let face = MedallionFace(isOn: value)
    guard stage == .spinning else {
      restingFace = face
      pendingFace = face
      return .none
    }
    pendingFace = face
    return finish(activation: activationCount, at: time)
  }

  /// Feeds the end of an animation.
  /// - Parameters:
  ///   - activation: The ``SpinTransition/activation`` the finished animation was started for.
  ///   - time: When it finished (s, caller's clock).
  /// - Returns: The completion (once per spin), or ``SpinTransition/none`` for a stale completion.
  public mutating func finish(activation: Int, at time: Double) -> SpinTransition {
    guard stage == .spinning, activation == activationCount else { return .none }
    stage = .settled
    restingFace = pendingFace
    trajectory = nil
    swaps = nil
    let notifies = isUserInitiated
    activationCount = 0
    isUserInitiated = false
    reportedBegin = false
    return SpinTransition(
      trajectory: nil, swap: nil, spinBegan: false, activation: activation,
      completedValue: restingFace.isOn, notifiesCompletion: notifies)
  }

  /// Replaces the planner (configuration changed). A running spin keeps its plan.
  /// - Parameter planner: The new planner.
  package mutating func updatePlanner(_ planner: SpinPlanner) {
    self.planner = planner
  }
}
