/// The `UIControl` event a press sends, in the control-events vocabulary UIKit apps observe
/// (`addTarget(_:action:for:)`); `PressTracker` decides which one a pointer interaction sends.
package enum ControlTouchEvent: String, CaseIterable, Hashable, Sendable {
  /// A press began on the control.
  case touchDown
  /// The press moved out of the control's tap area (``GestureInterpreter/tapArea``).
  case touchDragExit
  /// The press moved back into the control's tap area.
  case touchDragEnter
  /// The press ended inside the control's tap area (``GestureInterpreter/releasesInside(_:)``).
  case touchUpInside
  /// The press ended outside the tap area (a flick there still flips the medallion).
  case touchUpOutside
  /// An enclosing scroll view or the system took the press.
  case touchCancel

  /// Whether the control is highlighted (`isHighlighted`) after this event: while a press is
  /// inside the hit target.
  package var isHighlighted: Bool { self == .touchDown || self == .touchDragEnter }
}

/// Follows one press through its pointer interactions and says which `ControlTouchEvent` each
/// step sends.
///
/// ```
/// first step that shows the press (GestureInterpreter.showsPress) → touchDown
/// while tracking: the scroll view wins (scrollWins)               → touchCancel, tracking ends
///                 leaves / re-enters the tap area                  → touchDragExit / touchDragEnter
/// gesture ends while tracking                                      → touchUpInside / touchUpOutside
/// a new press starts while one is still tracked (the system cancelled it) → touchCancel first
/// ```
package struct PressTracker: Hashable, Sendable {
  /// Whether a press began and has not ended or been cancelled.
  package private(set) var isTracking = false
  /// Whether the tracked press is inside the hit target.
  package private(set) var isInside = false

  /// No press.
  package init() {}

  /// Feeds an interaction still in progress.
  /// - Parameters:
  ///   - interaction: The interaction so far; `endPoint` is the current point.
  ///   - interpreter: The control's interpreter (hit target, scroll contention).
  /// - Returns: The event to send, or `nil`.
  package mutating func update(_ interaction: PointerInteraction, interpreter: GestureInterpreter) -> ControlTouchEvent?
  {
    let inside = interpreter.showsPress(interaction)
    guard isTracking else {
      guard inside else { return nil }
      isTracking = true
      isInside = true
      return .touchDown
    }
    if interpreter.scrollWins(interaction) { return cancel() }
    guard inside != isInside else { return nil }
    isInside = inside
    return inside ? .touchDragEnter : .touchDragExit
  }

  /// The gesture ended.
  /// - Parameter inside: Whether it ended in the tap area (``GestureInterpreter/releasesInside(_:)``).
  /// - Returns: `touchUpInside` or `touchUpOutside` for a tracked press, else `nil`.
  package mutating func end(inside: Bool) -> ControlTouchEvent? {
    guard isTracking else { return nil }
    isTracking = false
    isInside = false
    return inside ? .touchUpInside : .touchUpOutside
  }

  /// The press was taken away.
  /// - Returns: `touchCancel` for a tracked press, else `nil`.
  package mutating func cancel() -> ControlTouchEvent? {
    guard isTracking else { return nil }
    isTracking = false
    isInside = false
    return .touchCancel
  }
}
