import ButterflyModel

/// Estimated text extents for laying out labels without a font engine.
///
/// The SVG names DejaVu Sans first (present on Debian, where the PNGs are made), whose Latin
/// advances average about 0.55 em regular and 0.62 em bold; the estimate rounds those up so a label
/// sized with it never overflows its box. Ideographs, Hangul and full-width forms count 1 em;
/// combining marks count 0.
/// ```
/// width  ≈ pointSize × Σ advance(character)      advance = 0.6 (regular) / 0.7 (bold) / 1 (wide) / 0 (mark)
/// height = pointSize × 1.2                       (MedallionFaceLayout.lineHeightFactor)
/// ```
public enum TextMetrics {
  /// The font family list written into the SVG.
  static let fontFamily = "DejaVu Sans, Helvetica, Arial, sans-serif"
  /// Advance per point size for regular text (em).
  static let regularAdvance = 0.6
  /// Advance per point size for bold text (em).
  static let boldAdvance = 0.7
  /// Advance per point size for wide (CJK, full-width) characters (em).
  static let wideAdvance = 1.0

  /// The estimated width of one line.
  /// - Parameters:
  ///   - text: The text (one line).
  ///   - pointSize: The font size (pt).
  ///   - bold: Whether the bold face is used.
  /// - Returns: The width (pt).
  /// - Complexity: O(characters).
  public static func width(of text: String, pointSize: Double, bold: Bool = false) -> Double {
    var ems = 0.0
    for scalar in text.unicodeScalars {
      if isCombining(scalar.value) { continue }
      ems += isWide(scalar.value) ? wideAdvance : (bold ? boldAdvance : regularAdvance)
    }
    return ems * pointSize
  }

  /// The estimated size of one line: its width and the line height `1.2 × pointSize`.
  /// - Parameters:
  ///   - text: The text; empty text measures 0 × 0.
  ///   - pointSize: The font size (pt).
  ///   - bold: Whether the bold face is used.
  /// - Returns: The size (pt).
  public static func size(of text: String, pointSize: Double, bold: Bool = false) -> ButterflySize {
    guard !text.isEmpty else { return .zero }
    return ButterflySize(
      width: width(of: text, pointSize: pointSize, bold: bold),
      height: MedallionFaceLayout.lineHeightFactor * pointSize)
  }

  private static func isWide(_ v: UInt32) -> Bool {
    (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
      || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v)
      || (0x20000...0x3FFFD).contains(v)
  }

  private static func isCombining(_ v: UInt32) -> Bool {
    (0x0300...0x036F).contains(v) || (0x0591...0x05C7).contains(v) || (0x064B...0x065F).contains(v)
      || (0x200B...0x200F).contains(v)
  }
}
