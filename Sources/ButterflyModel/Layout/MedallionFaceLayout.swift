import ButterflyPhysics

/// Where a face's image and label go inside the medallion, in medallion-local coordinates
/// (pt, origin at the medallion's top-left, unrotated face).
///
/// The content lives in the square inscribed in the disc inside the 2 pt edge, so every corner of
/// every box lies within the circumference:
/// ```
/// content side c = (d − 2·edge) / √2          edge = 2 pt
/// label only:  label box = the whole content square
/// with image:  label height  hL = max(0.45·c, 1.2 × 9 pt)   (never below a 9 pt line)
///              gap g = 0.05·c;  image height hI = c − hL − g
///              image box = centred square of side min(c, hI) at the top; label box at the bottom
///              if hI < 8 pt the image is dropped (legibility of the label wins)
/// maximum label font size = label box height / 1.2   (pt; line height ≈ 1.2 × point size)
/// ```
public struct MedallionFaceLayout: Hashable, Sendable {
  /// The edge width the content keeps clear of (pt), the medallion's stroke.
  public static let edgeWidth = 2.0
  /// The fraction of the content square given to the label when an image is shown.
  static let labelFraction = 0.45
  /// The gap between image and label as a fraction of the content side.
  static let gapFraction = 0.05
  /// The smallest label point size the layout reserves room for (pt).
  package static let minimumLegiblePointSize = 9.0
  /// The line height as a multiple of the point size.
  package static let lineHeightFactor = 1.2
  /// The least image height worth showing (pt).
  static let minimumImageSide = 8.0

  /// The inscribed content square (pt, medallion-local).
  package let contentBox: ButterflyRect
  /// The image's square box, or `nil` when there is no image or no room for one.
  public let imageBox: ButterflyRect?
  /// The label's box.
  public let labelBox: ButterflyRect
  /// The largest font size whose line fits the label box (pt); the view scales the font down to it.
  public let maximumLabelPointSize: Double

  /// Lays out one face.
  /// - Parameters:
  ///   - diameter: The medallion diameter (pt).
  ///   - hasImage: Whether this face has an image.
  public init(diameter: Double, hasImage: Bool) {
    let d = diameter.isFinite ? max(0, diameter) : 0
    let c = max(0, d - 2 * Self.edgeWidth) / 2.0.squareRoot()
    let origin = (d - c) / 2
    contentBox = ButterflyRect(x: origin, y: origin, width: c, height: c)
    if hasImage {
      let labelHeight = min(
        c, max(Self.labelFraction * c, Self.lineHeightFactor * Self.minimumLegiblePointSize))
      let gap = Self.gapFraction * c
      let imageHeight = c - labelHeight - gap
      if imageHeight >= Self.minimumImageSide {
        let side = min(c, imageHeight)
        imageBox = ButterflyRect(x: origin + (c - side) / 2, y: origin, width: side, height: side)
        labelBox = ButterflyRect(
          x: origin, y: origin + c - labelHeight, width: c, height: labelHeight)
      } else {
        imageBox = nil
        labelBox = contentBox
      }
    } else {
      imageBox = nil
      labelBox = contentBox
    }
    maximumLabelPointSize = labelBox.height / Self.lineHeightFactor
  }
}
