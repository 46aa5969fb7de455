extension SRGBColor {
  /// What a colour's text may be, for refusals: `#RRGGBB` or `#RRGGBBAA`.
  public static let hexAccepted = "an sRGB colour #RRGGBB or #RRGGBBAA (hex digits)"

  /// The colour `#RRGGBB` or `#RRGGBBAA` names (hex digits in either case; the `#` may be left out so
  /// shells need no quoting; surrounding spaces and tabs ignored), or `nil` when `text` is neither.
  ///
  /// `#RRGGBB` is opaque; each pair is one 8-bit component, `component = byte / 255`.
  /// - Parameter text: The colour's text, e.g. `#FF8000` or `00000080`.
  public init?(hex text: String) {
    var digits = Substring(text).trimmingSpacesAndTabs()
    if digits.first == "#" { digits = digits.dropFirst() }
    let count = digits.utf8.count
    guard count == 6 || count == 8 else { return nil }
    var value: UInt32 = 0
    for byte in digits.utf8 {
      guard let digit = Self.hexDigit(byte) else { return nil }
      value = value << 4 | digit
    }
    let rgba = count == 6 ? value << 8 | 0xFF : value
    self.init(
      red255: Int(rgba >> 24 & 0xFF), green255: Int(rgba >> 16 & 0xFF), blue255: Int(rgba >> 8 & 0xFF),
      alpha255: Int(rgba & 0xFF))
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }
}

extension MountBackgroundStyle {
  /// What a mount background's text may be, for refusals.
  public static let accepted = "system|transparent|image or " + SRGBColor.hexAccepted

  /// The background `text` names: `system`, `transparent`, `image` or a colour (``SRGBColor/init(hex:)``),
  /// surrounding spaces and tabs ignored; `nil` for anything else.
  /// - Parameter text: The background's text.
  public init?(name text: String) {
    switch Substring(text).trimmingSpacesAndTabs() {
    case "system": self = .systemAutomatic
    case "transparent": self = .transparent
    case "image": self = .image
    default:
      guard let color = SRGBColor(hex: text) else { return nil }
      self = .color(color)
    }
  }

  /// The background's text: `system`, `transparent`, `image` or the colour's hex.
  public var name: String {
    switch self {
    case .systemAutomatic: return "system"
    case .transparent: return "transparent"
    case .image: return "image"
    case .color(let color): return "\(color)"
    }
  }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs.
  func trimmingSpacesAndTabs() -> Substring {
    var slice = self
    while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
    return slice
  }
}
