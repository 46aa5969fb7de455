#if canImport(SwiftUI)
  import ButterflyButton
  import SwiftUI

  /// One control per axle. A gesture ending in the top half of the axle spins top → bottom, one ending
  /// in the bottom half spins bottom → top.
  struct AxlesExample: View {
    @State private var values: [AxleOrientation: Bool] = [:]

    var body: some View {
      ScrollView {
        Grid(horizontalSpacing: 24, verticalSpacing: 24) {
          GridRow {
            axle(.horizontal, "Horizontal")
            axle(.vertical, "Vertical")
          }
          GridRow {
            axle(.diagonalLTR, "Diagonal ↘")
            axle(.diagonalRTL, "Diagonal ↙")
          }
        }
        .padding()
      }
    }

    private func axle(_ orientation: AxleOrientation, _ title: String) -> some View {
      ButterflyButton(
        isOn: Binding(get: { values[orientation] ?? true }, set: { values[orientation] = $0 }),
        sideLength: 96, labelPlacement: .bottom, axleOrientation: orientation
      ) {
        Text(title)
      }
    }
  }

  /// SF Symbols on the faces, above the face labels.
  struct ImagesExample: View {
    @State private var isLocked = true
    @State private var isMuted = false

    var body: some View {
      VStack(spacing: 32) {
        ButterflyButton(
          isOn: $isLocked,
          sideLength: 88,
          medallionTopImage: Image(systemName: "lock.fill"),
          medallionBottomImage: Image(systemName: "lock.open.fill"),
          medallionTopLabel: "Locked",
          medallionBottomLabel: "Open"
        ) {
          Text("Door")
        }
        ButterflyButton(
          isOn: $isMuted,
          mountBackground: .image(Image(systemName: "circle.grid.cross")),
          medallionTopImage: Image(systemName: "speaker.slash.fill"),
          medallionBottomImage: Image(systemName: "speaker.wave.2.fill")
        ) {
          Text("Mute")
        }
      }
      .padding()
    }
  }
#endif
