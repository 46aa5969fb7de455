import ButterflyModel

/// Parses colours on the command line: `#RRGGBB` or `#RRGGBBAA` (sRGB, hex digits in either case; the
/// `#` may be left out so shells need no quoting).
public enum ColorParsing {
  /// What every colour option accepts, for error messages.
  public static let accepted = "an sRGB colour #RRGGBB or #RRGGBBAA (hex digits)"

  /// Parses one colour.
  /// - Parameters:
  ///   - text: `#RRGGBB` or `#RRGGBBAA`.
  ///   - option: The option's spelling, for the error.
  /// - Returns: The colour.
  /// - Throws: ``UsageError`` naming the option and the accepted forms.
  public static func color(_ text: String, option: String) throws(UsageError) -> SRGBColor {
    var digits = Substring(text.trimmingWhitespace())
    if digits.first == "#" { digits = digits.dropFirst() }
    guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
      let value = UInt32(digits, radix: 16)
    else { throw UsageError(option: option, value: text, accepted: accepted) }
    let rgba = digits.count == 6 ? value << 8 | 0xFF : value
    return SRGBColor(
      red255: Int(rgba >> 24 & 0xFF), green255: Int(rgba >> 16 & 0xFF), blue255: Int(rgba >> 8 & 0xFF),
      alpha255: Int(rgba & 0xFF))
  }

  /// Parses a mount background: `system`, `transparent`, `image` or a colour.
  /// - Parameters:
  ///   - text: The option's value.
  ///   - option: The option's spelling, for the error.
  /// - Returns: The portable mount background.
  /// - Throws: ``UsageError`` naming the option and the accepted forms.
  public static func mountBackground(_ text: String, option: String) throws(UsageError) -> MountBackgroundStyle {
    switch text.trimmingWhitespace() {
    case "system": return .systemAutomatic
    case "transparent": return .transparent
    case "image": return .image
    default:
      do {
        return .color(try color(text, option: option))
      } catch {
        throw UsageError(option: option, value: text, accepted: "system|transparent|image or " + accepted)
      }
    }
  }
}
