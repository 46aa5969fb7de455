import ButterflyPhysics

/// One face as drawn in a frame: its colours, opacity and scale, and its content's boxes in control
/// coordinates before the medallion's content transform.
///
/// ```
/// label box, image box   MedallionFaceLayout, offset to the medallion's top-left
/// label size             shrink only, to at least 0.3 of the maximum (SwiftUI's `.minimumScaleFactor(0.3)`):
///                        clamp(labelBox.width / w₁, 0.3 × maximumLabelPointSize, maximumLabelPointSize),
///                        maximumLabelPointSize = min(s × Dynamic Type scale, labelBox.height / line height),
///                        s = the scene's medallionLabelFont size (`.caption`: 12 pt on iOS),
///                        w₁ = the label's width at 1 pt as the caller measures it
/// label weight           the scene's medallionLabelFont weight (regular by default)
/// cue (Differentiate Without Color)
///                        the strip above the content square: x over the medallion's width,
///                        y from its top to the content square; symbol size max(6, 0.8 × strip height)
/// ```
public struct FaceFrame: Hashable, Sendable {
  /// Which face.
  public var face: MedallionFace
  /// Its opacity, 0…1 (1 unless a Reduce Motion swap is cross-fading).
  public var opacity: Double
  /// Its scale about the medallion's centre (1 unless a Reduce Motion swap dips it).
  public var scale: Double
  /// The face's fill.
  public var fill: SRGBColor
  /// The colour of its label, image and cue.
  package var labelColor: SRGBColor
  /// The label text (empty when the drawing layer supplies localized text itself).
  public var label: String
  /// The label's box (pt, control coordinates, before the content transform).
  public var labelBox: ButterflyRect
  /// The label's font size before shrinking to the box's width (pt): the scene's label size (12 pt,
  /// `.caption`'s, times the Dynamic Type scale), or less when its line is taller than ``labelBox``.
  public var maximumLabelPointSize: Double
  /// The label's weight (the scene's ``ButterflyFont/weight``; regular by default).
  public var labelWeight: ButterflyFont.Weight
  /// The image's square box, or `nil` when there is no image or no room for one.
  public var imageBox: ButterflyRect?
  /// The non-colour cue, or `nil` when Differentiate Without Color is off.
  public var cue: FaceCueFrame?

  /// Creates a face frame.
  /// - Parameters:
  ///   - face: The face.
  ///   - opacity: Opacity, 0…1.
  ///   - scale: Scale about the medallion centre.
  ///   - fill: Fill.
  ///   - labelColor: Label colour.
  ///   - label: Label text.
  ///   - labelBox: Label box (pt).
  ///   - maximumLabelPointSize: The label size before shrinking to the width (pt).
  ///   - labelWeight: The label's weight; default regular.
  ///   - imageBox: Image box (pt), or `nil`.
  ///   - cue: The cue, or `nil`.
  public init(
    face: MedallionFace, opacity: Double, scale: Double, fill: SRGBColor, labelColor: SRGBColor, label: String,
    labelBox: ButterflyRect, maximumLabelPointSize: Double,
    labelWeight: ButterflyFont.Weight = .regular, imageBox: ButterflyRect?, cue: FaceCueFrame?
  ) {
    self.face = face
    self.opacity = opacity
    self.scale = scale
    self.fill = fill
    self.labelColor = labelColor
    self.label = label
    self.labelBox = labelBox
    self.maximumLabelPointSize = maximumLabelPointSize
    self.labelWeight = labelWeight
    self.imageBox = imageBox
    self.cue = cue
  }

  /// The least fraction of ``maximumLabelPointSize`` a label shrinks to: 0.3, the factor the SwiftUI
  /// view passes to `.minimumScaleFactor(_:)` ("the minimum percentage by which to scale the text",
  /// which lets text shrink to fit and never grow; Apple's `View.minimumScaleFactor(_:)` documentation).
  /// A label still wider than its box at that size is truncated by SwiftUI and overflows in SVG.
  public static let minimumLabelScaleFactor = 0.3

  /// The label's font size: ``maximumLabelPointSize``, shrunk (never grown) so its line fits the label
  /// box's width, but never below ``minimumLabelScaleFactor`` of it.
  ///
  /// ```
  /// m = max(0, maximumLabelPointSize)
  /// clamp(labelBox.width / widthPerPoint, 0.3 m, m)     (widthPerPoint ≤ 0 or NaN → m)
  /// ```
  /// - Parameter widthPerPoint: The label's width at a 1 pt font, as the caller's text engine measures it.
  /// - Returns: The size (pt, ≥ 0).
  package func labelPointSize(widthPerPoint: Double) -> Double {
    let maximum = max(0, maximumLabelPointSize)
    guard widthPerPoint > 0, widthPerPoint.isFinite else { return maximum }
    return max(Self.minimumLabelScaleFactor * maximum, min(maximum, labelBox.width / widthPerPoint))
  }
}

/// The Differentiate Without Color cue on a face: a symbol centred in a strip above the content.
public struct FaceCueFrame: Hashable, Sendable {
  /// The least symbol size (pt).
  static let minimumPointSize = 6.0
  /// The symbol size as a fraction of the strip's height.
  static let heightFraction = 0.8

  /// The symbol (filled circle on top, hollow circle at the bottom).
  public var cue: FaceCue
  /// The strip the symbol is centred in (pt, control coordinates, before the content transform).
  public var box: ButterflyRect
  /// The symbol's size (pt): `max(6, 0.8 × box height)`.
  public var pointSize: Double

  /// Creates a cue frame.
  /// - Parameters:
  ///   - cue: The symbol.
  ///   - box: The strip (pt).
  ///   - pointSize: The symbol size (pt).
  public init(cue: FaceCue, box: ButterflyRect, pointSize: Double) {
    self.cue = cue
    self.box = box
    self.pointSize = pointSize
  }
}

#if !hasFeature(Embedded)
  // JSON for bbsim and the playground server; the playground's WebAssembly build (Embedded Swift) has
  // no Codable and leaves it out.
  extension FaceFrame: Codable {}
  extension FaceCueFrame: Codable {}
#endif
