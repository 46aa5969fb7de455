#if canImport(SwiftUI)
  import ButterflyButton
  import SwiftUI

  /// "Customising": every property of ``ButterflyButton``, one row each (the article shows these rows).
  struct CustomisingExample: View {
    @State private var isOn = true

    var body: some View {
      Form {
        Section("Size and title") {
          ButterflyButton(isOn: $isOn, sideLength: 96) {
            Text("Butterfly")
          }
          ButterflyButton(isOn: $isOn, labelPlacement: .top) {
            Text("Butterfly")
          }
        }
        Section("Mount") {
          ButterflyButton(isOn: $isOn, mountStrokeColor: .pink) {
            Text("Butterfly")
          }
          ButterflyButton(isOn: $isOn, mountStrokeWidth: 6) {
            Text("Butterfly")
          }
          ButterflyButton(isOn: $isOn, mountBackground: .color(Color(red: 1, green: 0.91, blue: 0.64))) {
            Text("Butterfly")
          }
          ButterflyButton(isOn: $isOn, mountBackground: .transparent) {
            Text("Butterfly")
          }
        }
        Section("Axle") {
          ButterflyButton(isOn: $isOn, axleOrientation: .diagonalLTR) {
            Text("Butterfly")
          }
          ButterflyButton(isOn: $isOn, axleColor: .orange) {
            Text("Butterfly")
          }
        }
        Section("Medallion") {
          ButterflyButton(isOn: $isOn) {
            Text("Butterfly")
          }
          .butterflyTint(.green)
          ButterflyButton(isOn: $isOn, medallionTopColor: .purple, medallionBottomColor: .yellow) {
            Text("Butterfly")
          }
          ButterflyButton(isOn: $isOn, medallionEdgeColor: .red, medallionStrokeWidth: 3) {
            Text("Butterfly")
          }
          ButterflyButton(
            isOn: $isOn,
            medallionTopImage: Image(systemName: "sun.max.fill"),
            medallionBottomImage: Image(systemName: "moon.fill")
          ) {
            Text("Daylight")
          }
          ButterflyButton(isOn: $isOn, medallionTopLabel: "On", medallionBottomLabel: "Off") {
            Text("Butterfly")
          }
          ButterflyButton(
            isOn: $isOn, medallionTopColor: Color(white: 0.11), medallionLabelFont: .headline,
            medallionLabelColor: .yellow
          ) {
            Text("Butterfly")
          }
        }
        Section("Motion and feedback") {
          ButterflyButton(isOn: $isOn, spinDecelerationDuration: 0.5) {
            Text("Quick")
          }
          ButterflyButton(isOn: $isOn, enableFlickPhysics: false, hapticsEnabled: false) {
            Text("Every gesture is a tap, silently")
          }
          ButterflyButton(
            isOn: $isOn,
            onSpinBegan: { print("spinning") },
            onSpinCompleted: { newValue in print("landed; isOn is", newValue) }
          ) {
            Text("Butterfly")
          }
        }
      }
    }
  }
#endif
