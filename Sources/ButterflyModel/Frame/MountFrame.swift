import ButterflyPhysics

/// The mount as drawn: the square that holds the axle and the medallion, with its state overlays.
///
/// ```
/// fill            over rect (alpha 0 for .transparent)
/// imageBox        = interior when the background is an image: the image fills it, clipped to it
/// depth           the MountDepth stops over interior, top (0) → bottom (1)
/// stroke          outer edge = rect, width w, inside it
/// hoverHighlight  over rect, the title colour at 8 % (12 % with Increase Contrast)
/// outline         Button Shapes: 1.5 pt ring whose outer edge is rect grown by 3 pt
/// focusRing       2 pt (3 pt) ring whose outer edge is rect grown by twice its width
/// scale           the press feedback (0.97 or 1) about rect's centre, for the mount and its contents
/// ```
public struct MountFrame: Hashable, Sendable {
  /// The square mount, outer edge of its stroke (pt).
  public var rect: ButterflyRect
  /// The square inside the stroke (pt).
  public var interior: ButterflyRect
  /// The fill over ``rect``.
  public var fill: SRGBColor
  /// Where a background image goes: exactly ``interior``, clipped to it; `nil` without an image.
  public var imageBox: ButterflyRect?
  /// The depth gradient over ``interior``, top to bottom.
  package var depth: [MountDepth.Stop]
  /// The stroke.
  public var stroke: StrokedRect
  /// The hover highlight over ``rect`` (its alpha is the highlight's opacity), or `nil`.
  package var hoverHighlight: SRGBColor?
  /// The Button Shapes outline, or `nil`.
  public var outline: StrokedRect?
  /// The focus ring, or `nil`.
  public var focusRing: StrokedRect?
  /// The press scale about ``rect``'s centre.
  public var scale: Double
  /// How long a view animates towards ``scale`` (s): 0 when pressing, 0.1 on release (0 with Reduce Motion).
  public var scaleAnimationDuration: Double

  /// Creates a mount frame.
  /// - Parameters:
  ///   - rect: The mount (pt).
  ///   - interior: Its interior (pt).
  ///   - fill: The fill.
  ///   - imageBox: The image's box, or `nil`.
  ///   - depth: The depth stops.
  ///   - stroke: The stroke.
  ///   - hoverHighlight: The hover highlight, or `nil`.
  ///   - outline: The outline, or `nil`.
  ///   - focusRing: The focus ring, or `nil`.
  ///   - scale: The press scale.
  ///   - scaleAnimationDuration: Its animation duration (s).
  package init(
    rect: ButterflyRect, interior: ButterflyRect, fill: SRGBColor, imageBox: ButterflyRect?,
    depth: [MountDepth.Stop], stroke: StrokedRect, hoverHighlight: SRGBColor?, outline: StrokedRect?,
    focusRing: StrokedRect?, scale: Double, scaleAnimationDuration: Double
  ) {
    self.rect = rect
    self.interior = interior
    self.fill = fill
    self.imageBox = imageBox
    self.depth = depth
    self.stroke = stroke
    self.hoverHighlight = hoverHighlight
    self.outline = outline
    self.focusRing = focusRing
    self.scale = scale
    self.scaleAnimationDuration = scaleAnimationDuration
  }
}

/// A rectangle stroked inside its outer edge (SwiftUI's `strokeBorder`).
public struct StrokedRect: Hashable, Sendable {
  /// The outer edge of the stroke (pt).
  public var rect: ButterflyRect
  /// The stroke width (pt).
  public var width: Double
  /// The colour.
  public var color: SRGBColor

  /// Creates a stroked rectangle.
  /// - Parameters:
  ///   - rect: The outer edge (pt).
  ///   - width: The width (pt).
  ///   - color: The colour.
  public init(rect: ButterflyRect, width: Double, color: SRGBColor) {
    self.rect = rect
    self.width = width
    self.color = color
  }

  /// The stroke's centre line (pt): ``rect`` inset by half the width, for drawing APIs that centre
  /// strokes on the path (SVG).
  package var centerline: ButterflyRect { rect.insetBy(dx: width / 2, dy: width / 2) }
}

/// The axle as drawn: a segment across the mount interior, round caps.
public struct AxleFrame: Hashable, Sendable {
  /// The segment (pt).
  public var segment: AxleSegment
  /// The line width (pt), 2.
  public var thickness: Double
  /// The colour.
  public var color: SRGBColor

  /// Creates an axle frame.
  /// - Parameters:
  ///   - segment: The segment (pt).
  ///   - thickness: The line width (pt).
  ///   - color: The colour.
  public init(segment: AxleSegment, thickness: Double, color: SRGBColor) {
    self.segment = segment
    self.thickness = thickness
    self.color = color
  }
}

#if !hasFeature(Embedded)
  // JSON for bbsim and the playground server; the playground's WebAssembly build (Embedded Swift) has
  // no Codable and leaves it out.
  extension MountFrame: Codable {}
  extension StrokedRect: Codable {}
  extension AxleFrame: Codable {}
#endif
