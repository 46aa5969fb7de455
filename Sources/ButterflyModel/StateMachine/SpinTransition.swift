import ButterflyPhysics

/// What the view layer must do after feeding an event to ``SpinStateMachine``. Pure data.
public struct SpinTransition: Hashable, Sendable {
  /// The new plan to animate, or `nil` when nothing new is animated. For a Reduce Motion swap it is
  /// `nil` and ``swap`` is set instead.
  public var trajectory: SpinTrajectory?
  /// The Reduce Motion cross-fade/scale to run, or `nil`.
  public var swap: ReduceMotionSwap?
  /// `true` when a spin began from rest (call `onSpinBegan` once).
  public var spinBegan: Bool
  /// The activation number this animation belongs to; pass it back to
  /// ``SpinStateMachine/finish(activation:at:)`` from the animation's completion.
  public var activation: Int
  /// Set when a spin finished: the final value of `isOn`.
  public var completedValue: Bool?
  /// Whether the completion must be reported to the app (`onSpinCompleted`, delegates, target-action,
  /// writing the binding). `false` for a spin that only followed a programmatic change of `isOn`.
  public var notifiesCompletion: Bool
  /// Whether the spin that finished landed on a different value than it started from, i.e. the
  /// control must report a *value change* (UIKit `.valueChanged` and `didChangeState(to:)`, AppKit's
  /// action). `false` for a user spin whose even number of activations landed back on the starting
  /// face (``notifiesCompletion`` is still `true` then: `onSpinCompleted` is called once per spin),
  /// and for every spin that only followed a programmatic change.
  ///
  /// ```
  /// valueChanged = notifiesCompletion ∧ landing face ≠ face at the start of the spin
  /// ```
  public var valueChanged: Bool

  /// Nothing to do.
  public static let none = SpinTransition(
    trajectory: nil, swap: nil, spinBegan: false, activation: 0, completedValue: nil,
    notifiesCompletion: false, valueChanged: false)

  /// Creates a transition.
  /// - Parameters:
  ///   - trajectory: Plan to animate.
  ///   - swap: Reduce Motion swap to run.
  ///   - spinBegan: A spin began from rest.
  ///   - activation: Activation number for the completion hand-back.
  ///   - completedValue: Final `isOn`, when the spin finished.
  ///   - notifiesCompletion: Whether to tell the app.
  ///   - valueChanged: Whether the app must be told the value changed; default `false`.
  public init(
    trajectory: SpinTrajectory?, swap: ReduceMotionSwap?, spinBegan: Bool, activation: Int,
    completedValue: Bool?, notifiesCompletion: Bool, valueChanged: Bool = false
  ) {
    self.trajectory = trajectory
    self.swap = swap
    self.spinBegan = spinBegan
    self.activation = activation
    self.completedValue = completedValue
    self.notifiesCompletion = notifiesCompletion
    self.valueChanged = valueChanged
  }
}
