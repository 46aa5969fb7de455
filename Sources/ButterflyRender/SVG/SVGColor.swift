import ButterflyModel
import ButterflyPhysics

/// Deterministic color formatting for SVG output (numbers are `NumberFormat/decimals(_:)`: two
/// decimals for coordinates, more for times, scales and opacities).
public enum SVGColor {
  /// The opaque part of a color as `#rrggbb` (lowercase hex); use ``opacity(_:)`` for its alpha.
  /// - Parameter color: The sRGB color.
  /// - Returns: Seven characters, e.g. `#007aff`.
  public static func hex(_ color: SRGBColor) -> String {
    color.opaque.description.lowercased()
  }

  /// A color's alpha, formatted with three decimals.
  /// - Parameter color: The sRGB color.
  /// - Returns: e.g. `1`, `0.6`.
  public static func opacity(_ color: SRGBColor) -> String { NumberFormat.decimals(3).text(color.alpha) }
}
