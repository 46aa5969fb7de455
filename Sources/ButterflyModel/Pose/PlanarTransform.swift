import ButterflyPhysics

/// A 2 × 2 linear map of the screen plane (pt → pt, y down), applied about a centre by the view.
///
/// ```
/// | a  c |   x' = a·x + c·y
/// | b  d |   y' = b·x + d·y
/// ```
/// Same element order as `CGAffineTransform(a:b:c:d:tx:ty:)` with zero translation.
public struct PlanarTransform: Hashable, Sendable {
  /// Row 1, column 1.
  public var a: Double
  /// Row 2, column 1.
  public var b: Double
  /// Row 1, column 2.
  public var c: Double
  /// Row 2, column 2.
  public var d: Double

  /// Creates a transform from its elements.
  /// - Parameters:
  ///   - a: Row 1, column 1.
  ///   - b: Row 2, column 1.
  ///   - c: Row 1, column 2.
  ///   - d: Row 2, column 2.
  public init(a: Double, b: Double, c: Double, d: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
  }

  /// The identity.
  package static let identity = PlanarTransform(a: 1, b: 0, c: 0, d: 1)

  /// A scale by `factor` along the unit direction `u`, leaving the perpendicular direction alone.
  ///
  /// ```
  /// M = I + (factor − 1)·u·uᵀ
  /// ```
  /// `factor = −1` is the reflection across the line perpendicular to `u`.
  /// - Parameters:
  ///   - factor: The scale along `u` (may be negative).
  ///   - direction: A unit vector.
  /// - Returns: The transform.
  public static func scale(_ factor: Double, along direction: PlanarVector) -> PlanarTransform {
    let k = factor - 1
    let u = direction
    return PlanarTransform(a: 1 + k * u.x * u.x, b: k * u.x * u.y, c: k * u.x * u.y, d: 1 + k * u.y * u.y)
  }

  /// The determinant `a·d − b·c`; negative means the map mirrors.
  package var determinant: Double { a * d - b * c }

  /// Applies the map to a vector.
  /// - Parameter v: The vector (pt).
  /// - Returns: `M·v`.
  public func apply(_ v: PlanarVector) -> PlanarVector {
    PlanarVector(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
  }

  /// The composition `self ∘ other` (apply `other` first).
  /// - Parameter other: The map applied first.
  /// - Returns: The product matrix.
  package func concatenating(_ other: PlanarTransform) -> PlanarTransform {
    PlanarTransform(
      a: a * other.a + c * other.b, b: b * other.a + d * other.b,
      c: a * other.c + c * other.d, d: b * other.c + d * other.d)
  }
}

#if !hasFeature(Embedded)
  // JSON for bbsim and the playground server; the playground's WebAssembly build (Embedded Swift) has
  // no Codable and leaves it out.
  extension PlanarTransform: Codable {}
#endif
