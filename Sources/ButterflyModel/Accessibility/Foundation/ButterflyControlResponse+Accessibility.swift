// The response decided from the accessibility description (its text comes from the localized
// strings, through Foundation), apart from the haptic rule the portable driver uses, so the
// playground's WebAssembly build (Embedded Swift, no Foundation) leaves this file out.
extension ButterflyControlResponse {
  /// Decides the response.
  /// - Parameters:
  ///   - event: What happened.
  ///   - value: The accessibility description after the event (its ``ButterflyAccessibility/value``
  ///     is the face label for the value committed at activation).
  ///   - hapticsEnabled: The control's `hapticsEnabled`.
  ///   - platform: The platform.
  package init(
    event: ButterflyControlEvent, value: ButterflyAccessibility, hapticsEnabled: Bool,
    platform: ButterflyPlatform = .current
  ) {
    announcementKind = platform == .macOS ? .valueChanged : .announcement
    announcement = event == .activation ? value.value : nil
    feedback = hapticsEnabled ? Self.feedback(for: event, platform: platform) : nil
  }
}
