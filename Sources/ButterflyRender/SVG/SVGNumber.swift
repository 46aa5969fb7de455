import ButterflyModel

/// Deterministic number and color formatting for SVG output.
///
/// Coordinates are written with at most two decimals (0.01 pt, far below a device pixel at 3×),
/// trailing zeros trimmed, never in exponent form, `-0` as `0`, and non-finite values as `0`.
/// The result depends only on the value: no locale, no platform float printing.
public enum SVGNumber {
  /// The largest magnitude written exactly; larger values are clamped (pt).
  public static let largestMagnitude = 1e12

  /// Formats a value with at most `digits` decimals.
  ///
  /// ```
  /// format(1.0051)  → "1.01"     (round half away from zero on the scaled binary value)
  /// format(-0.001)  → "0"
  /// format(12.5)    → "12.5"
  /// ```
  /// - Parameters:
  ///   - value: The number; NaN and infinities print as `0`.
  ///   - digits: Decimals kept, 0…6 (default 2).
  /// - Returns: The decimal text.
  /// - Complexity: O(digits).
  public static func format(_ value: Double, digits: Int = 2) -> String {
    let digits = min(max(digits, 0), 6)
    guard value.isFinite else { return "0" }
    let clamped = min(max(value, -largestMagnitude), largestMagnitude)
    var scale: Int64 = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int64((clamped * Double(scale)).rounded())
    if scaled == 0 { return "0" }
    let magnitude = scaled.magnitude
    let whole = magnitude / UInt64(scale)
    var fraction = magnitude % UInt64(scale)
    var text = (scaled < 0 ? "-" : "") + String(whole)
    if fraction == 0 { return text }
    var places = digits
    while fraction % 10 == 0 {
      fraction /= 10
      places -= 1
    }
    let fractionText = String(fraction)
    text += "." + String(repeating: "0", count: places - fractionText.count) + fractionText
    return text
  }

  /// The opaque part of a color as `#rrggbb` (lowercase hex); use ``opacity(_:)`` for its alpha.
  /// - Parameter color: The sRGB color.
  /// - Returns: Seven characters, e.g. `#007aff`.
  public static func hex(_ color: SRGBColor) -> String {
    color.opaque.description.lowercased()
  }

  /// A color's alpha, formatted with three decimals.
  /// - Parameter color: The sRGB color.
  /// - Returns: e.g. `1`, `0.6`.
  public static func opacity(_ color: SRGBColor) -> String { format(color.alpha, digits: 3) }
}
