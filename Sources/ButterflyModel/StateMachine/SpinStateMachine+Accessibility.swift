import ButterflyPhysics

/// The moments assistive technologies and haptics answer.
extension SpinStateMachine {
  /// The event a transition reports to `ButterflyControlResponse`, or `nil` when it reports none.
  ///
  /// ```
  /// a user activation (a spin began or was retargeted by a person) → .activation
  /// a user spin landed (its completion is reported)                 → .landing
  /// ```
  /// - Parameters:
  ///   - transition: The transition the machine returned.
  ///   - userActivation: Whether it answered ``activate(_:at:reduceMotion:userInitiated:)``.
  /// - Returns: The event, or `nil`.
  package func responseEvent(for transition: SpinTransition, userActivation: Bool) -> ButterflyControlEvent? {
    if userActivation, transition != .none { return .activation }
    if transition.completedValue != nil, transition.notifiesCompletion { return .landing }
    return nil
  }
}
