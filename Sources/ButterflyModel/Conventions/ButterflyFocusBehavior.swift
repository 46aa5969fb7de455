/// How the control takes keyboard and remote focus on each platform, like the system's own buttons.
///
/// ```
/// platform              focus interactions   takes focus on a click or tap?
/// iOS, macOS, visionOS  activate             no: only through keyboard navigation (Full Keyboard Access,
///                                            "Keyboard navigation" on the Mac, Tab on iPad)
/// tvOS                  automatic (full)     focus is how a remote reaches anything
/// AppKit host           joins the key-view loop only while Full Keyboard Access is on (and enabled)
/// ```
/// SwiftUI's `focusable(_:)` with default interactions makes every click or tap give the view focus
/// and leaves a focus ring after each click. Apple's documentation of `focusable(_:interactions:)`:
/// "on macOS and iOS it is conventional for button-like views to only accept focus when the user
/// has enabled keyboard navigation system-wide in the Settings app. Clients can reproduce this
/// behavior with custom views by only supporting `.activate` interactions"; and of
/// `FocusInteractions.activate`: "On macOS and iOS, focus-driven activation interactions are only
/// possible when all-controls keyboard navigation is enabled. On tvOS and watchOS, focus-driven
/// activation interactions are always possible." An AppKit button takes focus only by tabbing
/// (`NSView.needsPanelToBecomeKey`: "buttons receive focus only when you tab to them").
package struct ButterflyFocusBehavior: Hashable, Sendable {
  /// The focus interactions the control supports (SwiftUI `FocusInteractions`).
  package enum Interactions: String, CaseIterable, Hashable, Sendable {
    /// Focus only for activation through keyboard navigation (`.activate`).
    case activate
    /// Whatever the platform expects of interactive content (`.automatic`): full focus on tvOS.
    case automatic
  }

  /// The interactions on the platform.
  package let interactions: Interactions

  /// The behaviour on a platform.
  /// - Parameter platform: The platform.
  package init(platform: ButterflyPlatform) {
    interactions = platform == .tvOS ? .automatic : .activate
  }

  /// Whether the AppKit control is in the window's key-view loop (`canBecomeKeyView`): only while
  /// the user has turned on Full Keyboard Access (`NSApplication.isFullKeyboardAccessEnabled`,
  /// "Keyboard navigation" in System Settings) and the control is enabled, like `NSButton`.
  ///
  /// ```
  /// joinsKeyViewLoop = fullKeyboardAccess ∧ isEnabled
  /// ```
  /// - Parameters:
  ///   - fullKeyboardAccess: Whether Full Keyboard Access is on.
  ///   - isEnabled: Whether the control is enabled.
  /// - Returns: `true` if Tab may move focus to the control.
  package static func joinsKeyViewLoop(fullKeyboardAccess: Bool, isEnabled: Bool) -> Bool {
    fullKeyboardAccess && isEnabled
  }
}
