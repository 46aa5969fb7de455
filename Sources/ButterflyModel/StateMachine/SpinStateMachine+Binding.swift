/// Deciding that the app's binding refused a write without reading it back at the same instant.
///
/// When a person's activation commits a value, the view writes it and tells the machine
/// (``SpinStateMachine/wroteBinding(_:at:)``). A setter may update later (a store, a `Task`), so the
/// machine waits:
/// ```
/// binding changes to the awaited value        → confirmed: nothing happens
/// binding changes to another value            → a programmatic change (setIsOn): spin to it
/// deadline (write + refusalTimeout) passes,
///   binding holds the awaited value           → confirmed: nothing happens
///   binding holds another value                → refused: spin back programmatically (no callbacks)
/// ```
/// A spin never turns back before the deadline, and the binding's late confirmation never starts a
/// spin (the face it confirms is already shown or pending). A later activation's write replaces an
/// earlier one still awaited (two activations inside one update: the binding ends on the second).
extension SpinStateMachine {
  /// How long (s) a binding has to take a written value before the control counts the write as
  /// refused and spins back: long enough for a store's round trip or a `Task` hop, short enough
  /// that a `.constant` binding visibly refuses.
  package static let refusalTimeout = 1.0

  /// A written value awaiting the binding's confirmation.
  public struct BindingWait: Hashable, Sendable {
    /// The value written.
    public var value: Bool
    /// When the write counts as refused if the binding has not taken it (s, caller's clock).
    package var deadline: Double
  }

  /// Records that a committed value was written to the binding.
  /// - Parameters:
  ///   - value: The value written.
  ///   - time: When (s, caller's clock).
  /// - Returns: The deadline (s, caller's clock) at which to call
  ///   ``bindingWaitExpired(boundValue:at:reduceMotion:)``.
  public mutating func wroteBinding(_ value: Bool, at time: Double) -> Double {
    let wait = BindingWait(value: value, deadline: time + Self.refusalTimeout)
    bindingWait = wait
    return wait.deadline
  }

  /// Feeds a change of the binding's value (SwiftUI `onChange(of:)`).
  /// - Parameters:
  ///   - value: The binding's new value.
  ///   - time: When it was seen (s, caller's clock).
  ///   - reduceMotion: Whether Reduce Motion is on.
  ///   - animated: Whether the change asked for animation (SwiftUI: its transaction carries one);
  ///     default `true`.
  /// - Returns: ``SpinTransition/none`` for the awaited confirmation; otherwise what
  ///   ``setIsOn(_:at:reduceMotion:)`` (animated) or ``jump(to:at:)`` (not animated) decides.
  package mutating func bindingChanged(
    to value: Bool, at time: Double, reduceMotion: Bool, animated: Bool = true
  ) -> SpinTransition {
    if let wait = bindingWait {
      bindingWait = nil
      if wait.value == value { return .none }
    }
    return animated ? setIsOn(value, at: time, reduceMotion: reduceMotion) : jump(to: value, at: time)
  }

  /// Feeds the deadline of a write: the binding's value then decides whether it refused.
  /// - Parameters:
  ///   - boundValue: The binding's value now.
  ///   - time: Now (s, caller's clock); before the deadline nothing is decided.
  ///   - reduceMotion: Whether Reduce Motion is on.
  /// - Returns: ``SpinTransition/none`` when nothing is awaited, the deadline has not passed, or the
  ///   binding holds the written value; else a programmatic spin back to the binding's value.
  public mutating func bindingWaitExpired(boundValue: Bool, at time: Double, reduceMotion: Bool) -> SpinTransition {
    guard let wait = bindingWait, time >= wait.deadline else { return .none }
    bindingWait = nil
    guard boundValue != wait.value else { return .none }
    return setIsOn(boundValue, at: time, reduceMotion: reduceMotion)
  }
}
