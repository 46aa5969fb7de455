/// How the control's pointer gesture shares input with an enclosing scroll view.
///
/// The app may tell the control which axes its enclosing scroll view scrolls (SwiftUI:
/// `.butterflyScrollContext(_:)`, `[]` for "not in a scroll view"). When it says nothing the control
/// assumes a scroll view on both axes (``undeclaredAxes``): SwiftUI offers no way to learn it, and a
/// control must never make its container unscrollable. The platform decides whether a drag on the
/// control can scroll at all:
/// ```
/// input            drags scroll?                 contended axes   recognition
/// touch (iOS)      yes                           as declared      simultaneous if any, else exclusive
/// gaze (visionOS)  yes (pinch-drag)              as declared      simultaneous if any, else exclusive
/// pointer (macOS)  no (wheel and trackpad only)  none             exclusive
/// remote (tvOS)    no (swipes move focus)        none             exclusive
/// ```
/// With contended axes the control recognises its drag *simultaneously* with the scroll view, so
/// the scroll view still scrolls, and ``GestureInterpreter`` cancels a drag that moved beyond the
/// slop along a contended axis (``GestureInterpreter/scrollWins(_:)``): no flick, no toggle, and
/// the press highlight goes away (``GestureInterpreter/showsPress(_:)``).
public struct ScrollContention: Hashable, Sendable {
  /// The axes along which a drag on the control may scroll the enclosing scroll view; empty when
  /// there is none or when drags do not scroll on this platform.
  public var axes: ScrollAxes

  /// The axes assumed when the app declared no scroll context: both, so that any scroll view the
  /// control may sit in keeps scrolling.
  public static let undeclaredAxes: ScrollAxes = [.horizontal, .vertical]

  /// Creates the contention for a declared (or undeclared) scroll context on a platform.
  /// - Parameters:
  ///   - declaredAxes: The axes the app declared; `nil` when it declared none (``undeclaredAxes``
  ///     are assumed); `[]` when it said the control is not in a scroll view.
  ///   - platform: The platform (its input kind decides whether drags scroll).
  public init(declaredAxes: ScrollAxes?, platform: ButterflyPlatform) {
    self.init(scrollAxes: declaredAxes ?? Self.undeclaredAxes, platform: platform)
  }

  /// Creates the contention for a scroll context on a platform.
  /// - Parameters:
  ///   - scrollAxes: The axes the app declared for the enclosing scroll view; empty outside one.
  ///   - platform: The platform (its input kind decides whether drags scroll).
  public init(scrollAxes: ScrollAxes, platform: ButterflyPlatform) {
    axes = platform.inputKind.dragsScroll ? scrollAxes : []
  }

  /// How to attach the control's drag: simultaneously with a scroll view that may take it,
  /// exclusively otherwise.
  public var recognition: PointerGestureRecognition {
    axes.isEmpty ? .exclusive : .simultaneous
  }
}

/// How the control's pointer (drag) gesture is attached relative to gestures around it.
public enum PointerGestureRecognition: String, CaseIterable, Hashable, Sendable {
  /// The control's drag takes the touch (SwiftUI `gesture(_:)`); nothing around it can scroll.
  case exclusive
  /// The control's drag runs alongside the scroll view's pan (SwiftUI `simultaneousGesture(_:)`),
  /// and the interpreter cancels it when the scroll won.
  case simultaneous
}

extension ButterflyPlatform.InputKind {
  /// Whether dragging with this input scrolls a scroll view: touch and gaze (pinch-drag) do; a
  /// Mac's click-drag does not (it scrolls with the wheel or trackpad) and tvOS has no drags.
  public var dragsScroll: Bool {
    switch self {
    case .touch, .gaze: return true
    case .pointer, .remote: return false
    }
  }
}
