import ButterflyModel
import ButterflyPhysics

/// What one drawn frame shows, in control coordinates (pt, y down) — the numbers the SVG was drawn
/// from, for tests and captions.
public struct RenderedControl: Hashable, Sendable {
  /// The time drawn (s since the activation).
  public let time: Double
  /// θ at that time (rad); 0 throughout with Reduce Motion.
  public let angle: Double
  /// The laid-out frames (mount, interior, medallion, axle, title).
  public let layout: ButterflyLayout
  /// The medallion's projection at ``angle``.
  public let pose: MedallionPose
  /// The faces drawn, back to front: one while spinning, two while a Reduce Motion swap cross-fades.
  public let faces: [DrawnFace]
  /// The projected disc: semi-axis along the axle (pt), `r`.
  public let semiAxisAlongAxle: Double
  /// The projected disc: semi-axis across the axle (pt), `r·|cos θ|`.
  public let semiAxisAcrossAxle: Double
  /// The rotation that takes the x axis onto the axle direction (degrees, clockwise on screen).
  public let axleRotationDegrees: Double

  /// Creates a report.
  /// - Parameters:
  ///   - time: Time (s).
  ///   - angle: θ (rad).
  ///   - layout: The layout.
  ///   - pose: The pose.
  ///   - faces: The faces drawn, back to front.
  ///   - semiAxisAlongAxle: Semi-axis along the axle (pt).
  ///   - semiAxisAcrossAxle: Semi-axis across the axle (pt).
  ///   - axleRotationDegrees: Axle rotation (degrees).
  public init(
    time: Double, angle: Double, layout: ButterflyLayout, pose: MedallionPose, faces: [DrawnFace],
    semiAxisAlongAxle: Double, semiAxisAcrossAxle: Double, axleRotationDegrees: Double
  ) {
    self.time = time
    self.angle = angle
    self.layout = layout
    self.pose = pose
    self.faces = faces
    self.semiAxisAlongAxle = semiAxisAlongAxle
    self.semiAxisAcrossAxle = semiAxisAcrossAxle
    self.axleRotationDegrees = axleRotationDegrees
  }

  /// The face a viewer reads: the front-most face with opacity at least ½ (the only face while
  /// spinning; during a Reduce Motion swap, the outgoing face until the cross-fade's midpoint).
  public var visibleFace: MedallionFace {
    (faces.last { $0.opacity >= 0.5 } ?? faces[faces.count - 1]).face
  }
}

/// One face as drawn in a frame.
public struct DrawnFace: Hashable, Sendable {
  /// Which face.
  public let face: MedallionFace
  /// Its opacity, 0…1 (1 unless a Reduce Motion swap is cross-fading).
  public let opacity: Double
  /// The scale about the mount centre (1 unless a Reduce Motion swap dips it).
  public let scale: Double
  /// The face's fill color (the palette's top or bottom color).
  public let fill: SRGBColor
  /// The label's color.
  public let labelColor: SRGBColor
  /// The label's text.
  public let label: String
  /// The label's font size (pt), fitted to ``MedallionFaceLayout/labelBox``.
  public let labelPointSize: Double
  /// The face content's layout (label box, image box), medallion-local.
  public let contentLayout: MedallionFaceLayout
  /// The 2-D map applied to the content about the medallion centre: a squash along the axle normal,
  /// determinant `|cos θ| ≥ 0`, so labels and images are never mirrored.
  public let contentTransform: PlanarTransform

  /// Creates a drawn face.
  /// - Parameters:
  ///   - face: The face.
  ///   - opacity: Opacity, 0…1.
  ///   - scale: Scale about the mount centre.
  ///   - fill: Fill color.
  ///   - labelColor: Label color.
  ///   - label: Label text.
  ///   - labelPointSize: Label size (pt).
  ///   - contentLayout: Content layout.
  ///   - contentTransform: Content transform.
  public init(
    face: MedallionFace, opacity: Double, scale: Double, fill: SRGBColor, labelColor: SRGBColor,
    label: String, labelPointSize: Double, contentLayout: MedallionFaceLayout,
    contentTransform: PlanarTransform
  ) {
    self.face = face
    self.opacity = opacity
    self.scale = scale
    self.fill = fill
    self.labelColor = labelColor
    self.label = label
    self.labelPointSize = labelPointSize
    self.contentLayout = contentLayout
    self.contentTransform = contentTransform
  }
}
