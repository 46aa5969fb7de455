/// How the control's pointer gesture shares input with an enclosing scroll view.
///
/// By default (no declaration) nothing is assumed about the container: the control lets any scroll
/// view around it recognise its pan alongside the control's drag, and learns afterwards whether
/// one scrolled — a scroll view that scrolls carries the control with the finger, so the drag's
/// translation in the control's own coordinates stays small while the finger's translation on
/// screen grows (``PointerInteraction/contentDisplacement``, ``GestureInterpreter/containerMoved(_:)``).
/// On a static screen the two are equal and every flick flips.
///
/// The app may still declare which axes its scroll view scrolls (SwiftUI:
/// `.butterflyScrollContext(_:)`; `[]` for "not in a scroll view"). That is an explicit override:
/// declared axes are contended up front — a drag beyond the slop mostly along one is the scroll's
/// whether or not the content has moved yet — and `[]` gives the drag to the control alone.
/// ```
/// input            drags scroll?                 declared      contended axes  recognition
/// touch (iOS)      yes                           none (nil)    none            simultaneous
/// gaze (visionOS)  yes (pinch-drag)              axes A ≠ []   A               simultaneous
///                                                []            none            exclusive
/// pointer (macOS)  no (wheel and trackpad only)  anything      none            exclusive
/// remote (tvOS)    no (swipes move focus)        anything      none            exclusive
/// ```
/// Simultaneous recognition is what keeps a scroll view scrolling over a child's drag on iOS 18
/// and later too: from iOS 18, a child's `gesture(_:)` drag inside a `ScrollView` stops it
/// scrolling while `simultaneousGesture(_:)` lets both run (reported by developers after iOS 18's
/// gesture changes, e.g. Daniel Saidi, "Using complex gestures in a SwiftUI ScrollView", update of
/// 2 September 2024; Apple's documentation does not specify the interplay).
package struct ScrollContention: Hashable, Sendable {
  /// The axes along which a drag beyond the slop is the scroll view's before its content has moved:
  /// the declared axes where drags scroll; empty when nothing was declared, when `[]` was, or when
  /// drags do not scroll on this platform.
  package var axes: ScrollAxes

  /// How the control's drag is attached.
  package var recognition: PointerGestureRecognition

  /// Creates the contention for a declared (or undeclared) scroll context on a platform.
  ///
  /// ```
  /// axes        = dragsScroll ? (declared ?? []) : []
  /// recognition = dragsScroll ∧ declared ≠ [] ? simultaneous : exclusive
  /// ```
  /// - Parameters:
  ///   - declaredAxes: The axes the app declared; `nil` when it declared none (no axis is
  ///     contended up front, a scroll is recognised by the control moving with the finger);
  ///     `[]` when it said the control is not in a scroll view.
  ///   - platform: The platform (its input kind decides whether drags scroll).
  package init(declaredAxes: ScrollAxes?, platform: ButterflyPlatform) {
    let dragsScroll = platform.inputKind.dragsScroll
    axes = dragsScroll ? (declaredAxes ?? []) : []
    recognition = dragsScroll && declaredAxes != [] ? .simultaneous : .exclusive
  }

  /// Creates the contention for declared scroll axes on a platform
  /// (``init(declaredAxes:platform:)`` with a declaration).
  /// - Parameters:
  ///   - scrollAxes: The axes the app declared for the enclosing scroll view; `[]` outside one.
  ///   - platform: The platform (its input kind decides whether drags scroll).
  package init(scrollAxes: ScrollAxes, platform: ButterflyPlatform) {
    self.init(declaredAxes: scrollAxes, platform: platform)
  }
}

/// How the control's pointer (drag) gesture is attached relative to gestures around it.
package enum PointerGestureRecognition: String, CaseIterable, Hashable, Sendable {
  /// The control's drag takes the touch (SwiftUI `gesture(_:)`); nothing around it can scroll.
  case exclusive
  /// The control's drag runs alongside the scroll view's pan (SwiftUI `simultaneousGesture(_:)`),
  /// and the interpreter cancels it when the scroll won.
  case simultaneous
}

extension ButterflyPlatform.InputKind {
  /// Whether dragging with this input scrolls a scroll view: touch and gaze (pinch-drag) do; a
  /// Mac's click-drag does not (it scrolls with the wheel or trackpad) and tvOS has no drags.
  package var dragsScroll: Bool {
    switch self {
    case .touch, .gaze: return true
    case .pointer, .remote: return false
    }
  }
}
