import ButterflyPhysics

/// One platform event, as a host receives it and forwards it, unchanged and at once, to the control's
/// ``ControlOwner``. The host measures; the owner decides.
///
/// ```
/// person  touchMoved(i)            SwiftUI DragGesture.onChanged (its first call begins the touch)
///         touchEnded(i)            DragGesture.onEnded
///         touchCancelled           the system took the touch: a scroll view, an alert, Control
///                                  Center (SwiftUI: the drag's gesture state reset without onEnded)
///         keyDown(k, isRepeat:)    onKeyPress (KeyPress.phase .repeat), AppKit keyDown (isARepeat)
///         remoteClick              Siri Remote select (tvOS)
///         remoteSwipe(d)           a Siri Remote swipe the UIKit control recognised (tvOS opt-in)
///         accessibilityActivate    VoiceOver double-tap, Switch Control, performClick(_:),
///                                  accessibilityPerformPress()
/// app     valueSet(v, animated:)   the binding changed, isOn / objectValue / setOn(_:animated:)
///         bindingHolds(v)          the binding's value at the deadline of a write
///         enabledSet(e)            isEnabled, SwiftUI's .disabled(_:)
///         tintDimmedSet(d)         UIKit tintAdjustmentMode == .dimmed
///         controlSizeSet(s)        AppKit controlSize, SwiftUI .controlSize(_:)
///         configured(c)            the settings and the environment (layout, flick physics, haptics,
///                                  Reduce Motion)
///         appeared / disappeared   the view entered or left the window
/// time    animationFinished(k)     the host's animation of the clock ended
///         tick                     time passed
/// ```
public enum HostEvent: Hashable, Sendable {
  /// A touch (or mouse press, pinch-drag) in progress, points relative to the mount centre. The
  /// first event of a touch begins it; one whose start differs from the tracked touch's begins a new
  /// touch (the previous one was cancelled without notice).
  case touchMoved(PointerInteraction)
  /// The touch ended (the finger lifted).
  case touchEnded(PointerInteraction)
  /// The system took the touch away: it ends with no activation and `.touchCancel`.
  case touchCancelled
  /// A key went down while the control had keyboard focus; `isRepeat` for the key repeats of a held
  /// key (AppKit `NSEvent.isARepeat`, SwiftUI `KeyPress.phase == .repeat`).
  case keyDown(ButterflyKey, isRepeat: Bool)
  /// A Siri Remote click.
  case remoteClick
  /// A Siri Remote swipe across the axle, flicking (tvOS, ``RemoteSwipeBehavior/flicksAcrossAxle``).
  case remoteSwipe(RemoteDirection)
  /// The accessibility activation, or `performClick(_:)`.
  case accessibilityActivate
  /// The app set the value (the binding, `isOn`, `objectValue`, `setOn(_:animated:)`).
  case valueSet(Bool, animated: Bool)
  /// The binding's value at the deadline of a written value (``ControlDriver/bindingDeadline``).
  case bindingHolds(Bool)
  /// The control was enabled or disabled.
  case enabledSet(Bool)
  /// The system dimmed or undimmed the control's tint.
  case tintDimmedSet(Bool)
  /// The control size changed.
  case controlSizeSet(ButterflyControlSize)
  /// The settings or the environment changed.
  case configured(ControlOwner.Configuration)
  /// The view entered the window.
  case appeared
  /// The view left the window.
  case disappeared
  /// The host's animation of the clock ended (``ControlClockChange/animate(token:)``).
  case animationFinished(token: Int)
  /// Time passed.
  case tick
}
