/// A moment in a spin the control answers with feedback or speech.
package enum ButterflyControlEvent: String, CaseIterable, Hashable, Sendable {
  /// A person activated the control (tap, click, key, flick, remote, VoiceOver double-tap): the
  /// value the spin will land on is decided now.
  case activation
  /// A spin a person started has landed.
  case landing
  /// The app changed `isOn` (the binding, `isOn` on a host control).
  case programmaticChange
}

/// The haptic the platform plays, named after the SwiftUI `SensoryFeedback` it maps to.
package enum ButterflyFeedback: String, CaseIterable, Hashable, Sendable {
  /// A light impact (iOS): the press took.
  case lightImpact
  /// The selection tick (iOS): the medallion settled on a face.
  case selection
  /// The alignment haptic (macOS Force Touch trackpads): the medallion settled on a face.
  case alignment
}

/// How assistive technologies learn the new value.
package enum ButterflyAnnouncementKind: String, CaseIterable, Hashable, Sendable {
  /// An announcement of `ButterflyControlResponse/announcement` (iOS, tvOS, visionOS), posted by
  /// the UIKit host for its element. The SwiftUI view gives its own element the new value at
  /// activation and SwiftUI reports the change.
  case announcement
  /// The element's value-changed notification (macOS): VoiceOver reads the new value of the
  /// element it is on. The AppKit host posts it for itself; SwiftUI reports its own value changes.
  case valueChanged
}

/// What the control does at an event besides spinning: the haptic it plays and what assistive
/// technologies are told. Every host applies this answer and decides nothing.
///
/// ```
/// activation          → feedback: iOS light impact (macOS: the trackpad's own click; tvOS, visionOS: none)
///                       announcement: the new value at once (the spin may still run 2 s)
/// landing             → feedback: iOS selection, macOS alignment (tvOS, visionOS: none)
///                       announcement: none (it was said at activation)
/// programmatic change → nothing (the app changed it; the person did not ask)
/// feedback only when hapticsEnabled
/// ```
package struct ButterflyControlResponse: Hashable, Sendable {
  /// The haptic to play, or `nil`.
  package let feedback: ButterflyFeedback?
  /// The text to announce (the face label now showing for the new value), or `nil`.
  package let announcement: String?
  /// How the announcement reaches assistive technologies on this platform.
  package let announcementKind: ButterflyAnnouncementKind

  /// The platform's haptic for an event.
  /// - Parameters:
  ///   - event: What happened.
  ///   - platform: The platform.
  /// - Returns: The haptic, or `nil` where the platform plays none for it.
  static func feedback(for event: ButterflyControlEvent, platform: ButterflyPlatform) -> ButterflyFeedback? {
    switch (event, platform) {
    case (.activation, .iOS): return .lightImpact
    case (.landing, .iOS): return .selection
    case (.landing, .macOS): return .alignment
    default: return nil
    }
  }
}
