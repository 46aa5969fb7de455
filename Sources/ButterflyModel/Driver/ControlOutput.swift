/// What the host must tell the app after an input, in this order.
public enum ControlCallback: Hashable, Sendable {
  /// A person's spin began (`onSpinBegan`, UIKit `.primaryActionTriggered`), after the activation's
  /// ``writeValue(_:)`` and ``valueChanged(_:)``: `isOn` already holds the new value.
  case spinBegan
  /// Write the value a person's activation committed to the binding (SwiftUI), at the activation
  /// (the driver then awaits the binding's confirmation, see ``ControlDriver/bindingDeadline``).
  case writeValue(Bool)
  /// A person's spin landed (`onSpinCompleted`), once per spin, with the value (already current).
  case spinCompleted(Bool)
  /// A person changed the value (UIKit `.valueChanged` and `didChangeState(to:)`, AppKit's action),
  /// at the activation, as `UISwitch` sends `.valueChanged` when the person flips it; once per
  /// activation, so two activations during one spin report two changes.
  case valueChanged(Bool)
}

/// What a host that animates a clock (SwiftUI) does with it after an input; hosts that draw by
/// their own clock (the playground, `bbsim render`) ignore it.
public enum ControlClockChange: Hashable, Sendable {
  /// Nothing new to animate.
  case keep
  /// Animate the clock to ``ControlDriver/clock``'s target, ending when the clock's end time has
  /// passed; report the end as ``ControlInput/animationFinished(token:)`` with this token.
  case animate(token: Int)
  /// Set the clock to ``ControlDriver/clock``'s target at once, without animation (a value the
  /// clock has not held, so a running animation stops): the face jumped.
  case set
}

/// The driver's answer to one input: what to animate, which callbacks to make, the haptic, what
/// assistive technologies are told and what to log. Pure data; the host carries it out and
/// decides nothing.
public struct ControlOutput: Hashable, Sendable {
  /// How the input was classified (pointer, key, remote, accessibility and replayed activations);
  /// `nil` for other inputs.
  public var outcome: InteractionOutcome?
  /// Whether the input started or re-planned a spin or swap.
  package var activated = false
  /// The control events a press sends, in order (UIKit `sendActions(for:)`).
  package var touchEvents: [ControlTouchEvent] = []
  /// What to do with an animated clock.
  public var clock = ControlClockChange.keep
  /// The callbacks, in order.
  public var callbacks: [ControlCallback] = []
  /// The moment the model answers with feedback and speech, or `nil`: `.activation` for a person's
  /// activation (assistive technologies hear ``ControlDriver/isOn`` at once — the
  /// announcement `ButterflyControlResponse` words for the platform), `.landing` when a person's
  /// spin lands; never for the app's own changes.
  package var event: ButterflyControlEvent?
  /// The haptic to play (already off when haptics are disabled), or `nil`.
  package var feedback: ButterflyFeedback?
  /// What to log (the plan's clamps).
  public var logEvents: [ButterflyLogEvent] = []

  /// Nothing to do.
  public init() {}

  /// This answer followed by a later one, as one answer: the lists in order, the later input's
  /// classification, and the later clock change, event and haptic where it has one.
  ///
  /// ```
  /// callbacks, touchEvents, logEvents = self's + later's
  /// outcome, activated                = later's
  /// clock                             = later's unless .keep, else self's
  /// event, feedback                   = later's ?? self's
  /// ```
  /// - Parameter later: The answer to the next input.
  /// - Returns: Both answers in order.
  package func followed(by later: ControlOutput) -> ControlOutput {
    var both = later
    both.touchEvents = touchEvents + later.touchEvents
    both.callbacks = callbacks + later.callbacks
    both.logEvents = logEvents + later.logEvents
    if later.clock == .keep { both.clock = clock }
    if later.event == nil {
      both.event = event
      both.feedback = feedback
    }
    return both
  }
}
