import ButterflyPhysics

/// One thing that happens to the control, as every host reports it to ``ControlDriver``: what a
/// person did, what the app did, and time passing. The host measures; the driver decides.
///
/// ```
/// person  pointerMoved / pointerEnded / pointerCancelled   touch, mouse, trackpad, pinch-drag
///         key(k)                                            Space, Return, other keys
///         remoteClick                                       Siri Remote select (tvOS)
///         accessibilityActivate                             VoiceOver double-tap, Switch Control, performClick
///         activation(g)                                     an activation already classified (replays)
/// app     valueSet(v, animated:)                            the binding or a host's isOn / setOn(_:animated:)
///         bindingHolds(v)                                   the binding's value at the write's deadline
/// time    animationFinished(token)                          the host's animation of the motion ended
///         tick                                              time passed (hosts that draw by the clock)
///         land                                              the host can no longer draw the motion
/// ```
public enum ControlInput: Hashable, Sendable {
  /// A pointer interaction still in progress (points relative to the mount centre); feeds the press
  /// highlight and the control events (`PressTracker`).
  case pointerMoved(PointerInteraction)
  /// A pointer interaction ended (points relative to the mount centre): classified by the
  /// ``GestureInterpreter`` and, when it activates, spins.
  case pointerEnded(PointerInteraction)
  /// The system took the pointer away (a scroll view won, a new press began before this one ended).
  case pointerCancelled
  /// A key press while the control has keyboard focus.
  case key(ButterflyKey)
  /// A Siri Remote click (select) or a visionOS pinch without movement: a tap at the centre.
  case remoteClick
  /// The accessibility activation (VoiceOver double-tap, Switch Control, Full Keyboard Access,
  /// `performClick(_:)`): a tap at the centre.
  case accessibilityActivate
  /// A person's activation already classified (a recorded spin replayed, `bbsim render`'s
  /// scenario).
  case activation(SpinGesture)
  /// The app set the value: from outside through the binding (SwiftUI), or a host's `isOn`,
  /// `objectValue` or `setOn(_:animated:)`. Animated: a spin without callbacks; otherwise the face
  /// shows at once (``SpinStateMachine/jump(to:at:)``).
  case valueSet(Bool, animated: Bool)
  /// The binding's value when the deadline of a landed write has come
  /// (``ControlDriver/bindingDeadline``): a binding that refused the write spins back.
  case bindingHolds(Bool)
  /// The host's animation of the motion started with ``ControlClockChange/animate(token:)`` ended.
  /// Its timing is the driver's (``ControlDriver/clock``); an older animation's end is ignored.
  case animationFinished(token: Int)
  /// Time passed: a motion that is over by then (``ControlDriver/motionEnd``) lands.
  case tick
  /// The host can no longer draw the motion (its view left the window): a running motion ends now
  /// on the value's face, with its completion, and the clock is set there without animation.
  case land
}
