import ArgumentParser
import ButterflyModel

/// An option known by its spelling alone (its values need no setting: colours, paths).
public protocol NamedOption: Sendable {
  /// The option's spelling, e.g. `--tint`.
  static var name: String { get }
}

/// An sRGB colour `#RRGGBB` or `#RRGGBBAA` (hex digits in either case; the `#` may be left out so
/// shells need no quoting).
public struct ColorValue<Option: NamedOption>: ExpressibleByArgument, Hashable, Sendable {
  /// What every colour option accepts, for refusals.
  public static var accepted: String { "an sRGB colour #RRGGBB or #RRGGBBAA (hex digits)" }

  /// The colour.
  public let value: SRGBColor

  /// A known colour (tests).
  public init(_ value: SRGBColor) { self.value = value }

  /// Parses a colour.
  public init?(argument: String) {
    guard let value = Self.parse(argument) else {
      OptionRefusal.record(UsageError(option: Option.name, value: argument, accepted: Self.accepted))
      return nil
    }
    self.value = value
  }

  /// The colour of `#RRGGBB` or `#RRGGBBAA`, or `nil` when `text` is neither (the playground's JSON
  /// reads colours with it too).
  public static func parse(_ text: String) -> SRGBColor? {
    var digits = Substring(text.trimmingWhitespace())
    if digits.first == "#" { digits = digits.dropFirst() }
    guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
      let value = UInt32(digits, radix: 16)
    else { return nil }
    let rgba = digits.count == 6 ? value << 8 | 0xFF : value
    return SRGBColor(
      red255: Int(rgba >> 24 & 0xFF), green255: Int(rgba >> 16 & 0xFF), blue255: Int(rgba >> 8 & 0xFF),
      alpha255: Int(rgba & 0xFF))
  }
}

/// `--mount-background`: `system`, `transparent`, `image` or a colour.
public struct MountBackgroundValue: ExpressibleByArgument, Hashable, Sendable {
  private enum Option: NamedOption {
    static let name = "--mount-background"
  }

  /// What the option accepts.
  public static let accepted = "system|transparent|image or " + ColorValue<Option>.accepted

  /// The portable mount background.
  public let value: MountBackgroundStyle

  /// The default, the system's automatic background.
  public static let standard = MountBackgroundValue(.systemAutomatic)

  /// A known background.
  public init(_ value: MountBackgroundStyle) { self.value = value }

  /// Parses a background.
  public init?(argument: String) {
    guard let value = Self.parse(argument) else {
      OptionRefusal.record(UsageError(option: Option.name, value: argument, accepted: Self.accepted))
      return nil
    }
    self.value = value
  }

  /// The background `text` names (``accepted``), or `nil` (the playground's JSON reads it too).
  public static func parse(_ text: String) -> MountBackgroundStyle? {
    switch text.trimmingWhitespace() {
    case "system": return .systemAutomatic
    case "transparent": return .transparent
    case "image": return .image
    default: return ColorValue<Option>.parse(text).map { .color($0) }
    }
  }

  /// The name, for "(default: …)".
  public var defaultValueDescription: String {
    switch value {
    case .systemAutomatic: return "system"
    case .transparent: return "transparent"
    case .image: return "image"
    case .color(let color): return "\(color)"
    }
  }
}
