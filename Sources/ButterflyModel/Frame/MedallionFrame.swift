import ButterflyPhysics

/// The medallion at one time, as its orthographic projection: the 2-D shapes every layer draws.
///
/// Disc coordinates `(u, v)` have their origin at ``center``, `u` along the axle `a` and `v` a quarter
/// turn clockwise from it (`(−a.y, a.x)`, which is `−n`); ``rotation`` takes the screen's x axis onto
/// `a` (SVG `rotate`, SwiftUI `rotationEffect`). With radius `r`, `f = |cos θ|`, edge width `e`,
/// thickness `t` and `σ = +1` while the start face shows, else −1 (``MedallionPose``):
/// ```
/// outline ellipse   semi-axes r (u) and r·f (v), edge colour
/// rim               the hidden face's outline: the same ellipse at v = rimOffset = −t·sin θ·σ,
///                   joined to the outline by rimBand (u ∈ [−r, r], v between 0 and rimOffset);
///                   absent (rimOffset = 0) face-on
/// face ellipse      semi-axes (r − e) and (r − e)·f, the face's fill
/// content           face-local boxes mapped by contentTransform about center: scale f along n,
///                   determinant f ≥ 0, so never mirrored; hidden when f < 10⁻³ (edge-on)
/// ```
public struct MedallionFrame: Hashable, Sendable {
  /// The least `|cos θ|` at which face content is drawn: nearer edge-on it is a sliver thinner than
  /// 0.05 pt on the largest (120 pt) control and the squash matrix is near-singular.
  public static let minimumContentForeshortening = 1e-3

  /// The medallion's centre, the mount's centre (pt).
  public var center: PlanarVector
  /// The rotation taking the screen's x axis onto the axle (rad, clockwise on screen).
  public var rotation: Double
  /// The projected disc's semi-axis along the axle (pt): the radius `r`.
  public var semiAxisAlongAxle: Double
  /// The projected disc's semi-axis across the axle (pt): `r·|cos θ|`.
  public var semiAxisAcrossAxle: Double
  /// `|cos θ|`: 1 face-on, 0 edge-on.
  public var foreshortening: Double
  /// Where the hidden face's outline sits, in disc coordinates (pt along `v`); 0 face-on (no rim).
  public var rimOffset: Double
  /// The width of the edge ring around the face (pt, at most `r`).
  public var edgeWidth: Double
  /// The edge (rim and ring) colour.
  package var edgeColor: SRGBColor
  /// The map applied to face content about ``center``: scale `|cos θ|` along the axle's normal.
  package var contentTransform: PlanarTransform
  /// Whether face content is drawn (`|cos θ| ≥` ``minimumContentForeshortening``).
  package var showsContent: Bool
  /// The contact shadow.
  package var shadow: MedallionShadow
  /// The faces drawn, back to front: one while spinning or at rest, two while a Reduce Motion swap
  /// cross-fades (outgoing, then incoming).
  public var faces: [FaceFrame]

  /// Creates a medallion frame (``ControlFrames`` makes them).
  /// - Parameters:
  ///   - center: The centre (pt).
  ///   - rotation: The axle's rotation (rad).
  ///   - semiAxisAlongAxle: `r` (pt).
  ///   - semiAxisAcrossAxle: `r·|cos θ|` (pt).
  ///   - foreshortening: `|cos θ|`.
  ///   - rimOffset: The hidden outline's `v` (pt).
  ///   - edgeWidth: The ring width (pt).
  ///   - edgeColor: The edge colour.
  ///   - contentTransform: The content map.
  ///   - showsContent: Whether content is drawn.
  ///   - shadow: The shadow.
  ///   - faces: The faces, back to front.
  public init(
    center: PlanarVector, rotation: Double, semiAxisAlongAxle: Double, semiAxisAcrossAxle: Double,
    foreshortening: Double, rimOffset: Double, edgeWidth: Double, edgeColor: SRGBColor,
    contentTransform: PlanarTransform, showsContent: Bool, shadow: MedallionShadow, faces: [FaceFrame]
  ) {
    self.center = center
    self.rotation = rotation
    self.semiAxisAlongAxle = semiAxisAlongAxle
    self.semiAxisAcrossAxle = semiAxisAcrossAxle
    self.foreshortening = foreshortening
    self.rimOffset = rimOffset
    self.edgeWidth = edgeWidth
    self.edgeColor = edgeColor
    self.contentTransform = contentTransform
    self.showsContent = showsContent
    self.shadow = shadow
    self.faces = faces
  }

  /// The rotation in degrees (clockwise on screen), for drawing APIs that take degrees.
  package var rotationDegrees: Double { rotation * 180 / .pi }

  /// Whether the rim shows (the medallion is not face-on).
  package var showsRim: Bool { rimOffset != 0 }

  /// The band joining the outline to the rim, in disc coordinates (pt): `u ∈ [−r, r]`, `v` from 0 to
  /// ``rimOffset``; empty face-on.
  package var rimBand: ButterflyRect {
    ButterflyRect(
      x: -semiAxisAlongAxle, y: min(0, rimOffset), width: 2 * semiAxisAlongAxle, height: abs(rimOffset))
  }

  /// The face ellipse's semi-axis along the axle (pt): `r − e`.
  package var faceSemiAxisAlongAxle: Double { semiAxisAlongAxle - edgeWidth }
  /// The face ellipse's semi-axis across the axle (pt): `(r − e)·|cos θ|`.
  package var faceSemiAxisAcrossAxle: Double { faceSemiAxisAlongAxle * foreshortening }
}

/// The medallion's soft contact shadow: the projected disc dropped a little down the screen.
///
/// ```
/// centre = medallion centre + (0, 1.5 pt);  semi-axes r and max(r·|cos θ|, 1 pt);  black at 12 %
/// ```
/// It is drawn under the faces and does not follow a Reduce Motion swap's scale.
public struct MedallionShadow: Hashable, Sendable {
  /// How far the shadow falls below the medallion on screen (pt).
  public static let drop = 1.5
  /// The shadow's opacity.
  public static let opacity = 0.12
  /// The least semi-axis across the axle (pt), so an edge-on medallion still casts a line of shadow.
  static let minimumSemiAxis = 1.0

  /// The centre (pt).
  public var center: PlanarVector
  /// The semi-axis along the axle (pt).
  public var semiAxisAlongAxle: Double
  /// The semi-axis across the axle (pt).
  public var semiAxisAcrossAxle: Double
  /// The rotation taking the screen's x axis onto the axle (rad).
  public var rotation: Double
  /// The colour (alpha included).
  public var color: SRGBColor

  /// Creates a shadow.
  /// - Parameters:
  ///   - center: The centre (pt).
  ///   - semiAxisAlongAxle: Along the axle (pt).
  ///   - semiAxisAcrossAxle: Across the axle (pt).
  ///   - rotation: The rotation (rad).
  ///   - color: The colour.
  public init(
    center: PlanarVector, semiAxisAlongAxle: Double, semiAxisAcrossAxle: Double, rotation: Double,
    color: SRGBColor
  ) {
    self.center = center
    self.semiAxisAlongAxle = semiAxisAlongAxle
    self.semiAxisAcrossAxle = semiAxisAcrossAxle
    self.rotation = rotation
    self.color = color
  }
}

#if !hasFeature(Embedded)
  // JSON for bbsim and the playground server; the playground's WebAssembly build (Embedded Swift) has
  // no Codable and leaves it out.
  extension MedallionFrame: Codable {}
  extension MedallionShadow: Codable {}
#endif
