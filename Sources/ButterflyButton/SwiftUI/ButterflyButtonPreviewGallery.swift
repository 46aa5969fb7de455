#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  /// The views behind the `#Preview`s: the preview matrix of sizes, axles, medallion content,
  /// appearance, direction and Dynamic Type. (Increased Contrast and Reduce Motion are read-only
  /// environment values: preview them with the canvas's Variants / device settings.)
  struct ButterflyButtonPreviewGallery: View {
    /// Which slice of the matrix to show.
    enum Page: String, CaseIterable {
      /// Sides 44, 60 and 120.
      case sizes
      /// The four axle orientations.
      case axles
      /// Image faces vs color faces.
      case content
      /// Extra large Dynamic Type sizes.
      case dynamicType
      /// Right-to-left layout with each label placement.
      case rightToLeft
    }

    /// The page.
    let page: Page
    @State private var isOn = false

    var body: some View {
      switch page {
      case .sizes:
        HStack(spacing: 16) {
          ForEach([44.0, 60, 120], id: \.self) { side in
            ButterflyButton(isOn: $isOn, sideLength: side, labelPlacement: .bottom) {
              Text("\(Int(side)) pt")
            }
          }
        }
      case .axles:
        HStack(spacing: 16) {
          ForEach(AxleOrientation.allCases, id: \.self) { axle in
            ButterflyButton(isOn: $isOn, labelPlacement: .top, axleOrientation: axle) {
              Text(axle.rawValue)
            }
          }
        }
      case .content:
        HStack(spacing: 16) {
          ButterflyButton(
            isOn: $isOn, medallionTopImage: Image(systemName: "sun.max.fill"),
            medallionBottomImage: Image(systemName: "moon.fill")
          ) { Text("Images") }
          ButterflyButton(
            isOn: $isOn, mountBackground: .color(.yellow.opacity(0.3)), medallionTopColor: .orange,
            medallionBottomColor: .purple
          ) { Text("Colors") }
        }
      case .dynamicType:
        VStack(spacing: 16) {
          ForEach([DynamicTypeSize.xSmall, .large, .xxxLarge, .accessibility3], id: \.self) { size in
            ButterflyButton(isOn: $isOn) { Text("Butterfly") }
              .dynamicTypeSize(size)
          }
        }
      case .rightToLeft:
        VStack(spacing: 16) {
          ForEach(LabelPlacement.allCases, id: \.self) { placement in
            ButterflyButton(isOn: $isOn, labelPlacement: placement) { Text(placement.rawValue) }
          }
        }
        .environment(\.layoutDirection, .rightToLeft)
        .environment(\.locale, Locale(identifier: "ar"))
      }
    }
  }

  /// Edits every color of a ``ButterflyButton`` live with `ColorPicker` (iOS, macOS, visionOS; tvOS
  /// has no `ColorPicker`).
  struct ButterflyButtonColorEditor: View {
    @State private var isOn = true
    @State private var stroke = Color.accentColor
    @State private var axle = Color.gray
    @State private var top = Color.blue
    @State private var bottom = Color.mint
    @State private var edge = Color.indigo
    @State private var label = Color.white

    var body: some View {
      VStack(spacing: 12) {
        ButterflyButton(
          isOn: $isOn, sideLength: 120, mountStrokeColor: stroke, axleColor: axle,
          medallionTopColor: top, medallionBottomColor: bottom, medallionEdgeColor: edge,
          medallionLabelColor: label
        ) { Text("Colors") }
        #if !os(tvOS)
          ColorPicker("Mount stroke", selection: $stroke)
          ColorPicker("Axle", selection: $axle)
          ColorPicker("Top face", selection: $top)
          ColorPicker("Bottom face", selection: $bottom)
          ColorPicker("Edge", selection: $edge)
          ColorPicker("Face label", selection: $label)
        #endif
      }
      .padding()
    }
  }

  /// `Toggle(…).toggleStyle(.butterfly)`.
  struct ButterflyToggleStylePreview: View {
    @State private var isOn = false

    var body: some View {
      Toggle("Butterfly", isOn: $isOn).toggleStyle(.butterfly)
    }
  }

  /// A tuning from `bbsim sweep`, pasted as it prints it: the environment modifier reaches the toggle
  /// style and the button in the subtree; a button's own `spinTuning:` wins over it.
  struct ButterflySpinTuningPreview: View {
    @State private var isOn = false

    var body: some View {
      VStack {
        Toggle("Butterfly", isOn: $isOn).toggleStyle(.butterfly)
        ButterflyButton(isOn: $isOn) { Text("From the environment") }
        ButterflyButton(isOn: $isOn, spinTuning: SpinTuning(landingBounce: 0)) { Text("Lands dead") }
      }
      .butterflySpinTuning(
        SpinTuning(tapAngularSpeed: 12.566370614359172, preferredShape: 2, landingBounce: 0.45, landingResponse: 0.3))
    }
  }
#endif
