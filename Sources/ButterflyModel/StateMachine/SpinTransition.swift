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
  package var completedValue: Bool?
  /// Whether the completion must be reported to the app (`onSpinCompleted`): `true` iff a person
  /// activated the spin. `false` for a spin that only followed a programmatic change of `isOn`. The
  /// value itself was already reported at each activation (``committedValue``).
  package var notifiesCompletion: Bool
  /// The value a person's activation committed, or `nil` when no person changed the value. The value
  /// changes when the person acts, as `UISwitch` and `Toggle` do (Apple, `ToggleStyleConfiguration.isOn`:
  /// "Write this value when the user takes an action that's meant to change the state of the
  /// toggle"): every user activation — the first of a spin and each one during it — toggles the
  /// value, and the host writes it and reports the change (UIKit `.valueChanged` and
  /// `didChangeState(to:)`, AppKit's action) at once; the spin then shows that change.
  ///
  /// ```
  /// committedValue = pending face after a user activation   (nil for every other transition)
  /// ```
  public var committedValue: Bool?

  /// Nothing to do.
  public static let none = SpinTransition(
    trajectory: nil, swap: nil, spinBegan: false, activation: 0, completedValue: nil,
    notifiesCompletion: false)

  /// Creates a transition.
  /// - Parameters:
  ///   - trajectory: Plan to animate.
  ///   - swap: Reduce Motion swap to run.
  ///   - spinBegan: A spin began from rest.
  ///   - activation: Activation number for the completion hand-back.
  ///   - completedValue: Final `isOn`, when the spin finished.
  ///   - notifiesCompletion: Whether to tell the app.
  ///   - committedValue: The value a person's activation committed; default `nil`.
  public init(
    trajectory: SpinTrajectory?, swap: ReduceMotionSwap?, spinBegan: Bool, activation: Int,
    completedValue: Bool?, notifiesCompletion: Bool, committedValue: Bool? = nil
  ) {
    self.trajectory = trajectory
    self.swap = swap
    self.spinBegan = spinBegan
    self.activation = activation
    self.completedValue = completedValue
    self.notifiesCompletion = notifiesCompletion
    self.committedValue = committedValue
  }
}
