#if canImport(SwiftUI)
  import ButterflyModel
  import SwiftUI

  /// Applying the model's response to an event: haptics here, the accessibility value and the
  /// control events to the UIKit/AppKit host.
  extension ButterflyButton {
    /// Plays the model's haptic for the event a transition reports and tells a host the
    /// accessibility value (committed at activation) and the event.
    /// - Parameters:
    ///   - transition: The transition just carried out.
    ///   - userActivation: Whether it answered a person's activation.
    func respond(to transition: SpinTransition, userActivation: Bool) {
      let event = machine.responseEvent(for: transition, userActivation: userActivation)
      if let event {
        let response = ButterflyControlResponse(event: event, value: accessibility, hapticsEnabled: hapticsEnabled)
        if let kind = response.feedback { feedback = ControlFeedbackTick(count: feedback.count + 1, kind: kind) }
      }
      onAccessibilityChange?(machine.accessibilityIsOn, event)
    }

    /// Reports the press highlight to a host: on is a press beginning; off before the gesture
    /// ended (``dragStart`` still set) is a cancelled press.
    /// - Parameter pressed: The new highlight.
    func reportPress(_ pressed: Bool) {
      guard let onPressChange else { return }
      if pressed {
        onPressChange(.began)
      } else if dragStart != nil {
        onPressChange(.cancelled)
      }
    }

    /// Reports the end of a press to a host.
    /// - Parameters:
    ///   - location: Where it ended (the hit target's local coordinates).
    ///   - size: The hit target's size.
    func reportPressEnded(at location: CGPoint, in size: CGSize) {
      onPressChange?(.ended(inside: CGRect(origin: .zero, size: size).contains(location)))
    }
  }
#endif
