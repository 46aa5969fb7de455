import ButterflyModel
import ButterflyPhysics

// The options of `render`.

/// `render --at`.
enum DrawingTimeOption: NumberOption {
  static let name = "--at"
  static let setting = ToolSettings.drawingTime
}

/// `render --filmstrip`.
enum FilmstripOption: CountOption {
  static let name = "--filmstrip"
  static let summary = "draw N frames evenly spaced from 0 to --until, side by side with their times"
  static let range = 1...Filmstrip.maximumFrameCount
}

/// `render --until`.
enum FilmstripEndOption: NumberOption {
  static let name = "--until"
  static let setting = ToolSettings.filmstripEnd
  static let note = "Default the planned rest time (the swap with --reduce-motion)."
}

/// `render --fps`.
enum AnimationRateOption: CountOption {
  static let name = "--fps"
  static let summary = "frames per second of --animate"
  static let range = ControlAnimation.frameRates
  static let note = "Default \(ControlAnimation.defaultFrameRate)."
}

/// `render --pause`.
enum AnimationPauseOption: NumberOption {
  static let name = "--pause"
  static let setting = ToolSettings.animationPause
  static let note = "Default \(SettingInterval.number(ToolSettings.animationPause.defaultValue))."
}

/// `render --zoom`.
enum ZoomOption: NumberOption {
  static let name = "--zoom"
  static let setting = ToolSettings.zoom
  static let note = "Default 1."
}

/// `render --appearance`.
enum AppearanceOption: ChoiceOption {
  static let name = "--appearance"
  static let setting = ToolSettings.appearance
}

/// `render --contrast`.
enum ContrastOption: ChoiceOption {
  static let name = "--contrast"
  static let setting = ToolSettings.contrast
}

/// `render --layout-direction`.
enum LayoutDirectionOption: ChoiceOption {
  static let name = "--layout-direction"
  static let setting = ToolSettings.layoutDirection
}

/// `render --placement`.
enum PlacementOption: ChoiceOption {
  static let name = "--placement"
  static let setting = ButterflySettings.labelPlacement
}

/// `render --language`.
enum LanguageOption: ChoiceOption {
  static let name = "--language"
  static let setting = ToolSettings.language
}

/// `render --tint`.
enum TintOption: NamedOption { static let name = "--tint" }
/// `render --mount-stroke-color`.
enum MountStrokeColorOption: NamedOption { static let name = "--mount-stroke-color" }
/// `render --axle-color`.
enum AxleColorOption: NamedOption { static let name = "--axle-color" }
/// `render --top-color`.
enum TopColorOption: NamedOption { static let name = "--top-color" }
/// `render --bottom-color`.
enum BottomColorOption: NamedOption { static let name = "--bottom-color" }
/// `render --edge-color`.
enum EdgeColorOption: NamedOption { static let name = "--edge-color" }
/// `render --label-color`.
enum LabelColorOption: NamedOption { static let name = "--label-color" }
/// `render --gallery`.
enum GalleryOption: NamedOption { static let name = "--gallery" }
