#if canImport(SwiftUI)
  import ButterflyButton
  import SwiftUI

  /// "Getting started": the smallest ButterflyButton, bound to a `@State` value.
  struct FirstButtonExample: View {
    @State private var isOn = false

    var body: some View {
      ButterflyButton(isOn: $isOn) {
        Text("Butterfly")
      }
    }
  }

  /// "Getting started": a plain `Toggle` drawn as a ButterflyButton.
  struct ToggleStyleExample: View {
    @State private var notificationsOn = true

    var body: some View {
      VStack(spacing: 24) {
        Toggle("Notifications", isOn: $notificationsOn)
          .toggleStyle(.butterfly)
        Toggle("Vertical axle", isOn: $notificationsOn)
          .toggleStyle(ButterflyToggleStyle(sideLength: 72, axleOrientation: .vertical))
      }
      .padding()
    }
  }
#endif
