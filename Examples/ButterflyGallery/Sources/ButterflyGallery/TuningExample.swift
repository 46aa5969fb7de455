#if canImport(SwiftUI)
  import ButterflyButton
  import SwiftUI

  /// "Tuning the spin": the line `bbsim sweep` prints, pasted above a form of butterfly toggles.
  struct TuningExample: View {
    @State private var isOn = false

    var body: some View {
      Form {
        Toggle("Butterfly", isOn: $isOn).toggleStyle(.butterfly)
      }
      .butterflySpinTuning(
        SpinTuning(
          tapAngularSpeed: 12.566370614359172, preferredShape: 2, landingBounce: 0.45, landingResponse: 0.3))
    }
  }
#endif
