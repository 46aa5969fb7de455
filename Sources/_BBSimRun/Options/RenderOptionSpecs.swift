import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import _BBSimOptions
import _BBSimSupport

// The options of `render`.

extension OptionSpec where Value == Double {
  /// `render --at`.
  static var drawingTime: Self { .number("--at", ToolSettings.drawingTime) }
  /// `render --until`.
  static var filmstripEnd: Self {
    .number(
      "--until", ToolSettings.filmstripEnd, note: "Default the planned rest time (the swap with --reduce-motion).")
  }
  /// `render --pause`.
  static var animationPause: Self {
    .number(
      "--pause", ToolSettings.animationPause,
      note: "Default \(NumberFormat.compact.text(ToolSettings.animationPause.defaultValue)).")
  }
  /// `render --zoom`.
  static var zoom: Self { .number("--zoom", ToolSettings.zoom, note: "Default 1.") }
}

extension OptionSpec where Value == Int {
  /// `render --filmstrip`.
  static var filmstrip: Self {
    .count(
      "--filmstrip", "draw N frames evenly spaced from 0 to --until, side by side with their times",
      1...Filmstrip.maximumFrameCount)
  }
  /// `render --fps`.
  static var animationRate: Self {
    .count(
      "--fps", "frames per second of --animate", ControlAnimation.frameRates,
      note: "Default \(ControlAnimation.defaultFrameRate).")
  }
}

extension OptionSpec where Value == Bool {
  /// `render --appearance`: dark (true) or light.
  static var appearance: Self { .choice("--appearance", ButterflySettings.appearance) }
  /// `render --contrast`: increased (true) or standard.
  static var contrast: Self { .choice("--contrast", ButterflySettings.contrast) }
}

extension OptionSpec where Value == ButterflyLayoutDirection {
  /// `render --layout-direction`.
  static var layoutDirection: Self { .choice("--layout-direction", ButterflySettings.layoutDirection) }
}

extension OptionSpec where Value == LabelPlacement {
  /// `render --placement`.
  static var placement: Self { .choice("--placement", ButterflySettings.labelPlacement) }
}

extension OptionSpec where Value == String {
  /// `render --language`.
  static var language: Self { .choice("--language", ButterflySettings.language) }
}

extension OptionSpec where Value == MountBackgroundStyle {
  /// `render --mount-background`: `system`, `transparent`, `image` or a colour.
  static var mountBackground: Self {
    Self(
      "--mount-background",
      summary: "Mount fill: system|transparent|image|#RRGGBB[AA] (image: contrast checked against the page).",
      unconditional: false, standard: .systemAutomatic, describe: \.name
    ) { text throws(UsageError) in
      guard let style = MountBackgroundStyle(name: text) else {
        throw UsageError(option: "--mount-background", value: text, accepted: MountBackgroundStyle.accepted)
      }
      return style
    }
  }
}

extension OptionSpec where Value == SRGBColor {
  /// `render --tint`.
  static var tint: Self { .color("--tint", "Tint the derived colours come from, #RRGGBB[AA]. Default systemBlue.") }
  /// `render --mount-stroke-color`.
  static var mountStrokeColor: Self {
    .color("--mount-stroke-color", "Mount stroke colour, #RRGGBB[AA]. Default derived.")
  }
  /// `render --axle-color`.
  static var axleColor: Self { .color("--axle-color", "Axle colour, #RRGGBB[AA]. Default derived.") }
  /// `render --top-color`.
  static var topColor: Self { .color("--top-color", "Top face colour, #RRGGBB[AA]. Default the tint.") }
  /// `render --bottom-color`.
  static var bottomColor: Self { .color("--bottom-color", "Bottom face colour, #RRGGBB[AA]. Default derived.") }
  /// `render --edge-color`.
  static var edgeColor: Self { .color("--edge-color", "Medallion edge colour, #RRGGBB[AA]. Default derived.") }
  /// `render --label-color`.
  static var labelColor: Self {
    .color("--label-color", "Face label colour, #RRGGBB[AA]. Default black or white for contrast.")
  }
}

extension OptionSpec where Value == OutputPath {
  /// `render --gallery`.
  static var gallery: Self {
    .output(
      "--gallery",
      "Write the preview matrix (one SVG per configuration) and index.html into this directory (created if "
        + "missing; its parent must exist).")
  }
}
