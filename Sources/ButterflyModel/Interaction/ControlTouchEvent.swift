/// A change of a pointer or touch press on the control, as the hosts observe it.
public enum PressChange: Hashable, Sendable {
  /// The press highlight switched on (``GestureInterpreter/showsPress(_:)`` became `true`).
  case began
  /// The gesture ended; `inside` says whether it ended in the hit target.
  case ended(inside: Bool)
  /// The press highlight switched off without the gesture ending (an enclosing scroll view or the
  /// system took the touch).
  case cancelled
}

/// The `UIControl` event a press change sends, in the control-events vocabulary UIKit apps observe
/// (`addTarget(_:action:for:)`), with the highlight the control shows after it.
///
/// ```
/// began              → touchDown,        highlighted
/// ended(inside: yes) → touchUpInside,    not highlighted
/// ended(inside: no)  → touchUpOutside,   not highlighted
/// cancelled          → touchCancel,      not highlighted
/// ```
public enum ControlTouchEvent: String, CaseIterable, Hashable, Sendable {
  /// A press began on the control.
  case touchDown
  /// The press ended inside the control.
  case touchUpInside
  /// The press ended outside the control.
  case touchUpOutside
  /// The system cancelled the press.
  case touchCancel

  /// The event a press change sends.
  /// - Parameter change: The press change.
  public init(_ change: PressChange) {
    switch change {
    case .began: self = .touchDown
    case .ended(let inside): self = inside ? .touchUpInside : .touchUpOutside
    case .cancelled: self = .touchCancel
    }
  }

  /// Whether the control is highlighted (`isHighlighted`) after this event.
  public var isHighlighted: Bool { self == .touchDown }
}
