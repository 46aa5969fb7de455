#if canImport(SwiftUI)
  import ButterflyButton
  import SwiftUI

  /// "Platform conventions": toggles drawn as ButterflyButtons, configured for the whole form by
  /// environment modifiers and sized by the control size.
  struct EnvironmentOptionsExample: View {
    @State private var wifi = true
    @State private var bluetooth = false

    var body: some View {
      Form {
        Toggle("Wi-Fi", isOn: $wifi)
        Toggle("Bluetooth", isOn: $bluetooth)
      }
      .toggleStyle(.butterfly)
      .butterflyColors(medallionTop: .green, medallionBottom: .gray)
      .butterflyMedallionLabels(top: "On", bottom: "Off")
      .butterflySpinDecelerationDuration(1)
      .butterflyHaptics(false)
    }
  }

  #if !os(tvOS)
    /// "Platform conventions": the side follows `.controlSize(_:)` unless a side length is given
    /// (tvOS has no control sizes).
    struct ControlSizeExample: View {
      @State private var isOn = false

      var body: some View {
        VStack(spacing: 16) {
          ButterflyButton(isOn: $isOn) { Text("Small") }
            .controlSize(.small)
          ButterflyButton(isOn: $isOn) { Text("Large") }
            .controlSize(.large)
          ButterflyButton(isOn: $isOn, sideLength: 100)
            .accessibilityLabel("Favourite")
        }
      }
    }
  #endif

  #if os(tvOS)
    /// "Getting started", with a Siri Remote: the opt-in that makes a swipe across the axle flick.
    struct RemoteFlickExample: View {
      @State private var isOn = false
      private let settings: ButterflyHostSettings = {
        var settings = ButterflyHostSettings()
        settings.title = "Swipe to flip"
        return settings
      }()

      var body: some View {
        ButterflyRemoteFlickButton(isOn: $isOn, settings: settings)  // tvOS: swipes across the axle flick
      }
    }
  #endif
#endif
