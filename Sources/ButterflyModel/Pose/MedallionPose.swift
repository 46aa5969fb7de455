import ButterflyPhysics
import _ButterflyShims

/// How the medallion looks at a rotation angle θ about the axle (orthographic projection).
///
/// θ is the angle of the spin curve, `θ = 0` showing the face the spin started on. With axle
/// direction `a`, normal `n`, diameter `d`, radius `r` and thickness `t = 2 pt`:
/// ```
/// shows start face   ⇔ cos θ ≥ 0   (MedallionFace.showsStartFace(atAngle:), the one definition)
/// σ                  = +1 while the start face shows, −1 otherwise
/// projected disc     = ellipse, semi-axis r along a, r·|cos θ| along n
/// edge band          = thickness t·|sin θ| (pt), the rim peeking out beyond the visible face
/// edge offset        = t · sin θ · σ · n   (where the hidden face's outline sits)
/// face content scale = |cos θ| along n, 1 along a  (never negative: never mirrored)
/// ```
/// θ increasing spins top→bottom: the top edge of the medallion comes towards the viewer, so for
/// small θ > 0 the rim shows on the top-half side. ``ControlFrame`` is built from this pose: the
/// views draw the 2-D projection (the face's content squashed by ``faceContentTransform``, the edge
/// band behind it offset by ``edgeOffset``), never a 3-D rotation of their own.
public struct MedallionPose: Hashable, Sendable {
  /// The rotation angle (rad) this pose was computed for (non-finite input is treated as 0).
  public let angle: Double
  /// The axle.
  public let axleOrientation: AxleOrientation
  /// The medallion diameter (pt).
  package let diameter: Double
  /// The medallion thickness (pt).
  public let thickness: Double

  /// Computes the pose.
  /// - Parameters:
  ///   - angle: θ (rad) about the axle; NaN/∞ are treated as 0 (start face, face-on).
  ///   - axleOrientation: The axle.
  ///   - diameter: The medallion diameter (pt).
  ///   - thickness: The medallion thickness (pt), 2 by design.
  public init(
    angle: Double,
    axleOrientation: AxleOrientation,
    diameter: Double,
    thickness: Double = MedallionGeometry.medallionThickness
  ) {
    self.angle = angle.isFinite ? angle : 0
    self.axleOrientation = axleOrientation
    self.diameter = diameter
    self.thickness = thickness
  }

  /// `cos θ`.
  package var cosine: Double { cos(angle) }
  /// `sin θ`.
  package var sine: Double { sin(angle) }

  /// Whether the face the spin started on is the one facing the viewer (`cos θ ≥ 0`), by
  /// `MedallionFace.showsStartFace(atAngle:)` (ButterflyPhysics), the one definition.
  public var showsStartFace: Bool { MedallionFace.showsStartFace(atAngle: angle) }

  /// The foreshortening factor `|cos θ|` across the axle (0 edge-on, 1 face-on).
  public var foreshortening: Double { abs(cosine) }

  /// The projected disc's extent along the axle (pt): the diameter, unchanged.
  package var projectedLengthAlongAxle: Double { diameter }
  /// The projected disc's extent along the normal (pt): `d·|cos θ|`.
  package var projectedLengthAcrossAxle: Double { diameter * foreshortening }

  /// The visible rim's thickness (pt): `t·|sin θ|`; `t` when edge-on, 0 face-on.
  package var edgeBandThickness: Double { thickness * abs(sine) }

  /// The side of the axle on which the rim shows, or `nil` when face-on (`sin θ·cos θ = 0`).
  package var edgeSide: AxleHalf? {
    let s = sine * (showsStartFace ? 1 : -1)
    if abs(s) < 1e-12 { return nil }
    return s > 0 ? .top : .bottom
  }

  /// Where the hidden face's outline sits relative to the visible one (pt, screen, y down):
  /// `t·sin θ·sign(cos θ)·n`. The view draws the edge-coloured ellipse there, behind the face.
  public var edgeOffset: PlanarVector {
    let s = thickness * sine * (showsStartFace ? 1 : -1)
    return s * axleOrientation.normal
  }

  /// The 2-D map for the visible face's content: scale `|cos θ|` along `n`. Its determinant is never
  /// negative, so text and images are never mirrored.
  public var faceContentTransform: PlanarTransform {
    PlanarTransform.scale(foreshortening, along: axleOrientation.normal)
  }
}
