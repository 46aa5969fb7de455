#if canImport(SwiftUI)
  import ButterflyModel
  import SwiftUI

  /// Plays the selection haptic when the medallion lands (the trigger changes only for user spins
  /// with `hapticsEnabled`). `sensoryFeedback` exists on iOS, macOS and tvOS 17; on visionOS only
  /// from visionOS 26, so it is gated there.
  struct LandingFeedbackModifier: ViewModifier {
    /// Changes once per landing that should play feedback.
    let trigger: Int

    func body(content: Content) -> some View {
      #if os(visionOS)
        if #available(visionOS 26.0, *) {
          content.sensoryFeedback(.selection, trigger: trigger)
        } else {
          content
        }
      #else
        content.sensoryFeedback(.selection, trigger: trigger)
      #endif
    }
  }
#endif
