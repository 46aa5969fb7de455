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

    /// Reports a press step to a host as the model's ``PressTracker`` decides (hosts only).
    /// - Parameter step: Feeds the tracker and returns the event, if any.
    func trackPress(_ step: (inout PressTracker) -> ControlTouchEvent?) {
      guard let onPressChange, let event = step(&pressTracker) else { return }
      onPressChange(event)
    }
  }
#endif
