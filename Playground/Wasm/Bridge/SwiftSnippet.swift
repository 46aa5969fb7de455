import ButterflyModel
import ButterflyPhysics
import ButterflyRender

/// The Swift a developer pastes to get the control the playground shows: `ButterflyButton(isOn: $isOn,
/// …)` with only the arguments that differ from the defaults, in the initializer's order, then the
/// title closure and a `.tint` when the tint is not the system blue.
///
/// ```
/// ButterflyButton(isOn: $isOn)                                  every setting at its default, no title
/// ButterflyButton(isOn: $isOn, sideLength: 80) {                one line while it fits in 100 columns
///   Text("Butterfly")
/// }
/// ButterflyButton(                                              else one argument per line
///   isOn: $isOn,
///   …
/// ) {
///   Text("Butterfly")
/// }
/// .tint(Color(red: 0.2, green: 0.4, blue: 0.8))
/// ```
/// Numbers are the requested values (the control clamps them as the playground shows), written as the
/// shortest decimal that reads back as the same double; colours as sRGB components to three decimals
/// (exact for 8-bit channels); text as escaped string literals; a tuning other than the standard one as
/// `spinTuning: SpinTuning(tapAngularSpeed: …, …)`, the expression `bbsim sweep` prints. The environment (Reduce Motion,
/// appearance, contrast, direction, language) is the device's, not code, and is left out.
public enum SwiftSnippet {
  /// The widest single-line call (characters) before arguments go one per line.
  public static let singleLineWidth = 100

  /// The code for `settings`.
  /// - Parameter settings: The playground's settings.
  /// - Returns: Swift source, ending without a newline.
  public static func code(for settings: PlaygroundSettings) -> String {
    let arguments = ["isOn: $isOn"] + self.arguments(for: settings)
    let title = settings.title.isEmpty ? nil : "Text(\(literal(settings.title)))"
    let single = "ButterflyButton(\(arguments.joined(separator: ", ")))"
    var lines: [String]
    if single.count + (title == nil ? 0 : 2) <= singleLineWidth {
      lines = [single]
    } else {
      lines = ["ButterflyButton("] + arguments.enumerated().map { "  \($1)\($0 < arguments.count - 1 ? "," : "")" }
      lines.append(")")
    }
    if let title {
      lines[lines.count - 1] += " {"
      lines += ["  \(title)", "}"]
    } else if arguments.count > 1 {
      lines[lines.count - 1] += " {"
      lines += ["  EmptyView()", "}"]
    }
    if let tint = settings.tint { lines.append(".tint(\(color(tint)))") }
    return lines.joined(separator: "\n")
  }

  /// The non-default arguments after `isOn`, in the initializer's order.
  static func arguments(for s: PlaygroundSettings) -> [String] {
    var result: [String] = []
    func add(_ name: String, _ value: String?) {
      if let value { result.append("\(name): \(value)") }
    }
    add("sideLength", number(s.sideLength, ButterflySettings.sideLength))
    add(
      "labelPlacement",
      s.labelPlacement == ButterflySettings.labelPlacement.defaultValue ? nil : ".\(s.labelPlacement.rawValue)")
    add("mountStrokeColor", s.mountStrokeColor.map(color))
    add("mountStrokeWidth", number(s.mountStrokeWidth, ButterflySettings.mountStrokeWidth))
    add("mountBackground", background(s.mountBackground))
    add(
      "axleOrientation",
      s.axleOrientation == ButterflySettings.axleOrientation.defaultValue ? nil : ".\(s.axleOrientation.rawValue)")
    add("axleColor", s.axleColor.map(color))
    add("medallionTopColor", s.medallionTopColor.map(color))
    add("medallionBottomColor", s.medallionBottomColor.map(color))
    add("medallionEdgeColor", s.medallionEdgeColor.map(color))
    add("medallionTopImage", s.medallionTopImage.map { "Image(systemName: \(literal($0)))" })
    add("medallionBottomImage", s.medallionBottomImage.map { "Image(systemName: \(literal($0)))" })
    add("medallionTopLabel", s.medallionTopLabel.map(literal))
    add("medallionBottomLabel", s.medallionBottomLabel.map(literal))
    add("medallionLabelFont", font(s.medallionLabelFont))
    add("medallionLabelColor", s.medallionLabelColor.map(color))
    add("medallionStrokeWidth", number(s.medallionStrokeWidth, ButterflySettings.medallionStrokeWidth))
    add("spinDecelerationDuration", number(s.spinDecelerationDuration, ButterflySettings.spinDecelerationDuration))
    add(
      "enableFlickPhysics",
      s.enableFlickPhysics == ButterflySettings.enableFlickPhysics.defaultValue ? nil : "\(s.enableFlickPhysics)")
    add(
      "hapticsEnabled", s.hapticsEnabled == ButterflySettings.hapticsEnabled.defaultValue ? nil : "\(s.hapticsEnabled)")
    add("spinTuning", s.spinTuning == .standard ? nil : SpinTuningText.swift(s.spinTuning))
    return result
  }

  /// A number literal, or `nil` at the setting's default.
  static func number(_ value: Double, _ setting: NumericSetting) -> String? {
    value == setting.defaultValue ? nil : NumberFormat.compact.text(value)
  }

  /// The SwiftUI `Font` for the face labels' font, or `nil` for the default (`.caption`, regular):
  ///
  /// ```
  /// style, regular            .footnote              (.headline.weight(.regular): a headline is semibold)
  /// style, another weight     .footnote.weight(.semibold)
  /// a size in place of it     .system(size: 14) / .system(size: 14, weight: .bold)   (not scaled by
  ///                           SwiftUI's Dynamic Type, which the model applies to the size)
  /// ```
  static func font(_ font: ButterflyFont) -> String? {
    let weight = font.weight == .regular ? "" : ", weight: .\(font.weight.rawValue)"
    if let size = font.fixedPointSize { return ".system(size: \(NumberFormat.compact.text(size))\(weight))" }
    if font == .caption { return nil }
    let ownWeightDiffers = font.weight != .regular || font.textStyle == .headline
    return ".\(font.textStyle.rawValue)" + (ownWeightDiffers ? ".weight(.\(font.weight.rawValue))" : "")
  }

  /// `Color(red: 0.2, green: 0.4, blue: 0.8)`, with `opacity:` when not opaque.
  static func color(_ color: SRGBColor) -> String {
    func component(_ value: Double) -> String { NumberFormat.compact.text((value * 1000).rounded() / 1000) }
    let opacity = color.alpha < 1 ? ", opacity: \(component(color.alpha))" : ""
    return
      "Color(red: \(component(color.red)), green: \(component(color.green)), blue: \(component(color.blue))\(opacity))"
  }

  /// The `MountBackground`, or `nil` for the default `.systemAutomatic`. An image is written as the
  /// asset `MountBackground`, for the developer to rename (the playground draws a neutral tile).
  static func background(_ style: MountBackgroundStyle) -> String? {
    switch style {
    case .systemAutomatic: return nil
    case .transparent: return ".transparent"
    case .color(let fill): return ".color(\(color(fill)))"
    case .image: return ".image(Image(\"MountBackground\"))"
    }
  }

  /// A Swift string literal: backslashes, quotes and control characters escaped.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
