#if canImport(SwiftUI)
  import ButterflyModel
  import SwiftUI

  /// Plays the model's haptic (``ButterflyControlResponse/feedback``) each time the tick changes:
  /// at activation and at landing, as the model decides per platform. `sensoryFeedback` exists on
  /// iOS, macOS and tvOS 17; on visionOS only from visionOS 26, where the model plays none.
  struct ControlFeedbackModifier: ViewModifier {
    /// Changes once per event that plays feedback.
    let tick: ControlFeedbackTick

    func body(content: Content) -> some View {
      #if os(visionOS)
        content
      #else
        content.sensoryFeedback(trigger: tick) { _, new in new.kind.map(SensoryFeedback.init) }
      #endif
    }
  }

  extension SensoryFeedback {
    /// SwiftUI's feedback for the model's.
    /// - Parameter feedback: The model's haptic.
    init(_ feedback: ButterflyFeedback) {
      switch feedback {
      case .lightImpact: self = .impact(weight: .light)
      case .selection: self = .selection
      case .alignment: self = .alignment
      }
    }
  }
#endif
