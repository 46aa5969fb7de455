import _ButterflyShims

/// A color in the sRGB space: components in 0…1 (gamma-encoded, as stored), straight alpha 0…1.
///
/// Portable so the palette's contrast decisions run and are tested on Linux; the Apple layer converts
/// with `Color(.sRGB, red:green:blue:opacity:)` and back with `Color.resolve(in:)`.
public struct SRGBColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0…1.
  public var alpha: Double

  /// Creates a color; components are clamped to 0…1 and NaN becomes 0.
  /// - Parameters:
  ///   - red: Red, 0…1.
  ///   - green: Green, 0…1.
  ///   - blue: Blue, 0…1.
  ///   - alpha: Opacity, 0…1 (default 1).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
    self.red = unit(red)
    self.green = unit(green)
    self.blue = unit(blue)
    self.alpha = unit(alpha)
  }

  /// Creates a color from 8-bit components, as Apple's tables publish them ("R-0 G-122 B-255").
  /// - Parameters:
  ///   - red255: Red, 0…255.
  ///   - green255: Green, 0…255.
  ///   - blue255: Blue, 0…255.
  ///   - alpha255: Opacity, 0…255 (default 255).
  public init(red255: Int, green255: Int, blue255: Int, alpha255: Int = 255) {
    self.init(
      red: Double(red255) / 255, green: Double(green255) / 255, blue: Double(blue255) / 255,
      alpha: Double(alpha255) / 255)
  }

  /// Opaque black.
  public static let black = SRGBColor(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = SRGBColor(red: 1, green: 1, blue: 1)

  /// WCAG 2.x relative luminance of the opaque color (alpha ignored; composite first).
  ///
  /// ```
  /// c_lin = c/12.92                 if c ≤ 0.04045
  ///         ((c + 0.055)/1.055)^2.4 otherwise
  /// L = 0.2126·R_lin + 0.7152·G_lin + 0.0722·B_lin      (0 black … 1 white)
  /// ```
  package var relativeLuminance: Double {
    func linear(_ c: Double) -> Double {
      c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG contrast ratio between two opaque colors, 1…21, symmetric.
  ///
  /// ```
  /// (L_lighter + 0.05) / (L_darker + 0.05)
  /// ```
  /// - Parameter other: The other color (composite translucent colors over their backdrop first).
  /// - Returns: The ratio; 4.5 is the WCAG AA minimum for text, 3 for graphics.
  package func contrastRatio(with other: SRGBColor) -> Double {
    let a = relativeLuminance
    let b = other.relativeLuminance
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// This color drawn over an opaque backdrop ("source over", in gamma space as UIKit blends).
  ///
  /// ```
  /// c = α·c_self + (1 − α)·c_backdrop,  alpha = 1
  /// ```
  /// - Parameter backdrop: The color underneath (its alpha is ignored).
  /// - Returns: The opaque result.
  package func composited(over backdrop: SRGBColor) -> SRGBColor {
    let a = alpha
    return SRGBColor(
      red: a * red + (1 - a) * backdrop.red, green: a * green + (1 - a) * backdrop.green,
      blue: a * blue + (1 - a) * backdrop.blue)
  }

  /// A linear mix in gamma space.
  ///
  /// ```
  /// (1 − f)·self + f·other     (all four components)
  /// ```
  /// - Parameters:
  ///   - other: The color mixed in.
  ///   - fraction: `f`, clamped to 0…1 (0 → self, 1 → other).
  /// - Returns: The mixed color.
  package func mixed(with other: SRGBColor, fraction: Double) -> SRGBColor {
    let f = fraction.isNaN ? 0 : min(1, max(0, fraction))
    return SRGBColor(
      red: (1 - f) * red + f * other.red, green: (1 - f) * green + f * other.green,
      blue: (1 - f) * blue + f * other.blue, alpha: (1 - f) * alpha + f * other.alpha)
  }

  /// The same color, fully opaque.
  public var opaque: SRGBColor { SRGBColor(red: red, green: green, blue: blue) }

  /// `"#RRGGBB"` or `"#RRGGBBAA"` when translucent.
  public var description: String {
    func hex(_ v: Double) -> String {
      let byte = Int((v * 255).rounded())
      let digits = String(byte, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
  }
}

#if !hasFeature(Embedded)
  // JSON for bbsim and the playground server; the playground's WebAssembly build (Embedded Swift) has
  // no Codable and leaves it out.
  extension SRGBColor: Codable {}
#endif
