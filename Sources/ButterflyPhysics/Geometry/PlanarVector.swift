/// A vector in the plane of the screen, in points, with y pointing down (SwiftUI/UIKit convention).
///
/// Used for gesture velocities (pt/s), end points relative to the mount centre (pt) and axle directions
/// (unitless). Kept independent of CoreGraphics so the model runs everywhere Swift does.
public struct PlanarVector: Hashable, Sendable {
  /// Horizontal component, positive to the right.
  public var x: Double
  /// Vertical component, positive downwards.
  public var y: Double

  /// Creates a vector from its components.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The zero vector.
  public static let zero = PlanarVector(x: 0, y: 0)

  /// The dot product `self·other`.
  package func dot(_ other: PlanarVector) -> Double { x * other.x + y * other.y }

  /// The Euclidean length `√(x² + y²)`, computed without overflow for large components.
  public var length: Double {
    let scale = max(abs(x), abs(y))
    guard scale > 0, scale.isFinite else { return scale }
    let nx = x / scale
    let ny = y / scale
    return scale * (nx * nx + ny * ny).squareRoot()
  }

  /// Whether both components are finite.
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// Component-wise sum.
  public static func + (lhs: PlanarVector, rhs: PlanarVector) -> PlanarVector {
    PlanarVector(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// Component-wise difference.
  public static func - (lhs: PlanarVector, rhs: PlanarVector) -> PlanarVector {
    PlanarVector(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// Scales a vector.
  public static func * (scale: Double, vector: PlanarVector) -> PlanarVector {
    PlanarVector(x: scale * vector.x, y: scale * vector.y)
  }
}

#if !hasFeature(Embedded)
  // JSON for bbsim and the playground server; the playground's WebAssembly build (Embedded Swift) has
  // no Codable and leaves it out.
  extension PlanarVector: Codable {}
#endif
