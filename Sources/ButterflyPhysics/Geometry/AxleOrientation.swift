/// The line across the mount about which the medallion spins.
///
/// Directions are in screen coordinates (y down). The axle's unit vector `a` and the normal
/// `n = (a.y, −a.x)` decide which half of the mount is the "top half": the points `p` with
/// `(p − centre)·n > 0`. For a horizontal axle that is the half above the axle.
///
/// | case | `a` | `n` | top half |
/// | --- | --- | --- | --- |
/// | `horizontal` | (1, 0) | (0, −1) | above |
/// | `vertical` | (0, 1) | (1, 0) | right |
/// | `diagonalLTR` | (1, 1)/√2 | (1, −1)/√2 | upper right |
/// | `diagonalRTL` | (−1, 1)/√2 | (1, 1)/√2 | lower right |
public enum AxleOrientation: String, CaseIterable, Hashable, Sendable {
  /// Centred horizontally, from the left edge to the right edge.
  case horizontal
  /// Centred vertically, from the top edge to the bottom edge.
  case vertical
  /// From the top-left corner to the bottom-right corner.
  case diagonalLTR
  /// From the top-right corner to the bottom-left corner.
  case diagonalRTL

  /// The axle's unit vector `a` (screen coordinates, y down).
  public var direction: PlanarVector {
    let h = 0.5.squareRoot()
    switch self {
    case .horizontal: return PlanarVector(x: 1, y: 0)
    case .vertical: return PlanarVector(x: 0, y: 1)
    case .diagonalLTR: return PlanarVector(x: h, y: h)
    case .diagonalRTL: return PlanarVector(x: -h, y: h)
    }
  }

  /// The unit normal `n = (a.y, −a.x)`; it points into the top half.
  public var normal: PlanarVector {
    let a = direction
    return PlanarVector(x: a.y, y: -a.x)
  }

  /// The signed distance of a point (pt, relative to the mount centre) from the axle:
  ///
  /// ```
  /// s = p·n
  /// ```
  ///
  /// Positive in the top half, negative in the bottom half, zero on the axle.
  package func signedDistance(of point: PlanarVector) -> Double { point.dot(normal) }

  /// Which half of the mount a point (pt, relative to the mount centre) lies in, or `nil` on the axle.
  public func half(containing point: PlanarVector) -> AxleHalf? {
    let s = signedDistance(of: point)
    if s > 0 { return .top }
    if s < 0 { return .bottom }
    return nil
  }
}

/// One side of the axle.
public enum AxleHalf: String, CaseIterable, Hashable, Sendable {
  /// The side the axle normal points into (above a horizontal axle).
  case top
  /// The other side.
  case bottom
}
