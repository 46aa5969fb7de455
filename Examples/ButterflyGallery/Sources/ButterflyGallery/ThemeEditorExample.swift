#if canImport(SwiftUI)
  import ButterflyButton
  import SwiftUI

  /// A custom theme: every colour of the control, edited live. `ColorPicker` is unavailable on tvOS,
  /// so there the theme is chosen from presets instead.
  struct ThemeEditorExample: View {
    @State private var isOn = true
    @State private var theme = Theme.sunrise

    var body: some View {
      Form {
        Section {
          ButterflyButton(
            isOn: $isOn,
            sideLength: 120,
            mountStrokeColor: theme.mountStroke,
            mountBackground: .color(theme.mountBackground),
            axleColor: theme.axle,
            medallionTopColor: theme.top,
            medallionBottomColor: theme.bottom,
            medallionEdgeColor: theme.edge,
            medallionLabelColor: theme.label
          ) {
            Text("Theme")
          }
          .frame(maxWidth: .infinity)
        }
        Section("Presets") {
          Picker("Preset", selection: $theme) {
            Text("Sunrise").tag(Theme.sunrise)
            Text("Forest").tag(Theme.forest)
            Text("Night").tag(Theme.night)
          }
        }
        #if !os(tvOS)
          Section("Colours") {
            ColorPicker("Mount stroke", selection: $theme.mountStroke)
            ColorPicker("Mount background", selection: $theme.mountBackground)
            ColorPicker("Axle", selection: $theme.axle)
            ColorPicker("Top face", selection: $theme.top)
            ColorPicker("Bottom face", selection: $theme.bottom)
            ColorPicker("Edge", selection: $theme.edge)
            ColorPicker("Face labels", selection: $theme.label)
          }
        #endif
      }
    }
  }

  /// The colours of a theme.
  struct Theme: Hashable {
    var mountStroke: Color
    var mountBackground: Color
    var axle: Color
    var top: Color
    var bottom: Color
    var edge: Color
    var label: Color

    static let sunrise = Theme(
      mountStroke: .orange, mountBackground: Color(red: 1, green: 0.96, blue: 0.88), axle: .brown,
      top: .orange, bottom: .yellow, edge: .brown, label: .black)
    static let forest = Theme(
      mountStroke: .green, mountBackground: Color(red: 0.9, green: 0.97, blue: 0.9), axle: .brown,
      top: .green, bottom: .mint, edge: Color(red: 0.1, green: 0.3, blue: 0.1), label: .white)
    static let night = Theme(
      mountStroke: .indigo, mountBackground: Color(white: 0.12), axle: .gray, top: .indigo,
      bottom: Color(white: 0.3), edge: .purple, label: .white)
  }
#endif
