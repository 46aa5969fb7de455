import ButterflyPhysics
import ButterflyRender
import _BBSimOptions
import _BBSimSupport

/// What `bbsim export` writes: a text format another tool reads, or a moving picture of the control.
package enum ExportFormat: String, CaseIterable, Hashable, Sendable {
  /// A stylesheet: `linear()` easing and `@keyframes` (``SpinExport/css()``).
  case css
  /// Web Animations keyframes and options as JSON (``SpinExport/webAnimations()``).
  case webAnimations = "web-animations"
  /// Kotlin: a Compose `keyframes { }` spec and the closest `spring()` (``SpinExport/compose(spring:)``).
  case compose
  /// A Lottie animation with one rotating layer (``SpinExport/lottie()``).
  case lottie
  /// An animated GIF of the control (rsvg-convert and ffmpeg).
  case gif
  /// An animated PNG of the control (rsvg-convert and ffmpeg).
  case apng
  /// An H.264 MP4 of the control (rsvg-convert and ffmpeg).
  case mp4

  /// Whether the format is a moving picture drawn from the control's frames.
  package var isVideo: Bool { self == .gif || self == .apng || self == .mp4 }

  /// The setting behind `--format`.
  static let setting = ChoiceSetting(
    name: "format", summary: "what to write",
    choices: allCases.map { ChoiceSetting.Choice($0.rawValue, $0) }, defaultValue: .css)
}

extension ToolSettings {
  /// `export --max-error`: the largest angle error of the exported curve.
  package static let exportError = NumericSetting(
    name: "maxError", summary: "largest |θ − model| of the exported keyframes, anywhere in the spin",
    unit: "degrees", defaultValue: SpinKeyframes.defaultError,
    accepted: .closed(SpinKeyframes.minimumError, SpinKeyframes.maximumError))
}

extension OptionSpec where Value == ExportFormat {
  /// `export --format`.
  static var exportFormat: Self {
    .choice(
      "--format", ExportFormat.setting,
      note: "gif, apng and mp4 need rsvg-convert (librsvg2-bin) and ffmpeg on PATH.")
  }
}

extension OptionSpec where Value == Double {
  /// `export --max-error`.
  static var exportError: Self {
    .number(
      "--max-error", ToolSettings.exportError,
      note: "Keyframes are added where the curve needs them until the bound holds; the file states the bound met.")
  }
}

extension OptionSpec where Value == Int {
  /// `export --fps`: the moving picture's frame rate.
  static var videoRate: Self {
    .count(
      "--fps", "frames per second of gif, apng and mp4", VideoEncoder.frameRates,
      note: "Default \(VideoEncoder.defaultFrameRate); at most \(VideoEncoder.maximumFrameCount) frames.")
  }
}
