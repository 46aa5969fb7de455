import ArgumentParser
import ButterflyModel
import _BBSimSupport

extension OptionSpec where Value == SRGBColor {
  /// An sRGB colour `#RRGGBB` or `#RRGGBBAA` (``SRGBColor/init(hex:)``).
  /// - Parameters:
  ///   - flag: The spelling.
  ///   - help: The help.
  static func color(_ flag: String, _ help: String) -> Self {
    Self(flag, summary: ArgumentHelp(help), unconditional: false, describe: \.description) {
      text throws(UsageError) in
      guard let color = SRGBColor(hex: text) else {
        throw UsageError(option: flag, value: text, accepted: SRGBColor.hexAccepted)
      }
      return color
    }
  }
}
