#if canImport(SwiftUI)
  import ButterflyButton
  import SwiftUI

  /// The control as a row of a settings `Form`.
  struct FormExample: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var airplaneMode = false

    var body: some View {
      Form {
        Section("Connections") {
          ButterflyButton(isOn: $wifi, labelPlacement: .leading) {
            Text("Wi-Fi")
          }
          ButterflyButton(isOn: $bluetooth, labelPlacement: .leading) {
            Text("Bluetooth")
          }
        }
        Section {
          Toggle("Airplane Mode", isOn: $airplaneMode)
            .toggleStyle(.butterfly)
        }
      }
      .butterflyScrollContext(.vertical)
    }
  }

  /// One control per row of a `List`: taps and flicks flip the medallion, vertical drags scroll.
  struct ListExample: View {
    @State private var favourites = Set<Int>()

    var body: some View {
      List(1...40, id: \.self) { row in
        ButterflyButton(
          isOn: favourite(row), sideLength: 44,
          medallionTopImage: Image(systemName: "star.fill"),
          medallionBottomImage: Image(systemName: "star")
        ) {
          Text("Row \(row)")
        }
      }
      .butterflyScrollContext(.vertical)
    }

    /// Whether a row is a favourite, as a binding.
    private func favourite(_ row: Int) -> Binding<Bool> {
      Binding(
        get: { favourites.contains(row) },
        set: { isOn in
          if isOn { favourites.insert(row) } else { favourites.remove(row) }
        })
    }
  }

  /// Controls in a horizontal `ScrollView`, with the spin callbacks shown as text.
  struct ScrollViewExample: View {
    @State private var values = Array(repeating: false, count: 12)
    @State private var lastEvent = "Flick a medallion"

    var body: some View {
      VStack(alignment: .leading, spacing: 16) {
        ScrollView(.horizontal) {
          HStack(spacing: 16) {
            ForEach(values.indices, id: \.self) { index in
              ButterflyButton(
                isOn: $values[index],
                labelPlacement: .bottom,
                onSpinBegan: { lastEvent = "Spin \(index + 1) began" },
                onSpinCompleted: { isOn in lastEvent = "Spin \(index + 1) landed: \(isOn)" }
              ) {
                Text("\(index + 1)")
              }
            }
          }
          .padding()
        }
        .butterflyScrollContext(.horizontal)
        Text(lastEvent)
          .padding(.horizontal)
      }
    }
  }
#endif
