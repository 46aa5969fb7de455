import ButterflyPhysics

/// The axle as drawn: a line segment across the mount interior, in control coordinates (pt).
///
/// ```
/// horizontal:  (innerMinX, midY) → (innerMaxX, midY)
/// vertical:    (midX, innerMinY) → (midX, innerMaxY)
/// diagonalLTR: (innerMinX, innerMinY) → (innerMaxX, innerMaxY)
/// diagonalRTL: (innerMaxX, innerMinY) → (innerMinX, innerMaxY)
/// ```
/// `end − start` points along the axle direction `a` of `AxleOrientation` (ButterflyPhysics).
public struct AxleSegment: Hashable, Sendable {
  /// The axle's thickness ("narrow gauge"), 2 pt, the same as the medallion's thickness.
  public static let thickness = 2.0

  /// Where the axle starts (pt, control coordinates).
  public var start: PlanarVector
  /// Where the axle ends (pt, control coordinates).
  public var end: PlanarVector

  /// Creates a segment.
  /// - Parameters:
  ///   - start: Start point (pt).
  ///   - end: End point (pt).
  public init(start: PlanarVector, end: PlanarVector) {
    self.start = start
    self.end = end
  }

  /// The segment spanning a mount's inner square along an orientation.
  /// - Parameters:
  ///   - orientation: The axle orientation.
  ///   - interior: The mount's inner square (inside the stroke), control coordinates.
  /// - Returns: The segment whose end points lie on the interior's edges or corners.
  public init(orientation: AxleOrientation, spanning interior: ButterflyRect) {
    switch orientation {
    case .horizontal:
      self.init(
        start: PlanarVector(x: interior.minX, y: interior.midY),
        end: PlanarVector(x: interior.maxX, y: interior.midY))
    case .vertical:
      self.init(
        start: PlanarVector(x: interior.midX, y: interior.minY),
        end: PlanarVector(x: interior.midX, y: interior.maxY))
    case .diagonalLTR:
      self.init(
        start: PlanarVector(x: interior.minX, y: interior.minY),
        end: PlanarVector(x: interior.maxX, y: interior.maxY))
    case .diagonalRTL:
      self.init(
        start: PlanarVector(x: interior.maxX, y: interior.minY),
        end: PlanarVector(x: interior.minX, y: interior.maxY))
    }
  }

  /// The segment's length (pt): the inner side, or the inner diagonal `√2 × inner side`.
  public var length: Double { (end - start).length }
  /// The midpoint (pt), which is the mount centre.
  package var midpoint: PlanarVector { 0.5 * (start + end) }
}

#if !hasFeature(Embedded)
  // JSON for bbsim and the playground server; the playground's WebAssembly build (Embedded Swift) has
  // no Codable and leaves it out.
  extension AxleSegment: Codable {}
#endif
