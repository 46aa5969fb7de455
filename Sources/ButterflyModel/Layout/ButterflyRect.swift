import ButterflyPhysics

/// A width and height in points, independent of CoreGraphics.
public struct ButterflySize: Hashable, Sendable {
  /// Horizontal extent (pt).
  public var width: Double
  /// Vertical extent (pt).
  public var height: Double

  /// Creates a size.
  /// - Parameters:
  ///   - width: Width (pt).
  ///   - height: Height (pt).
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = ButterflySize(width: 0, height: 0)

  /// This size with non-finite or negative components replaced by 0 (a missing title measures 0 × 0).
  package var sanitized: ButterflySize {
    ButterflySize(
      width: width.isFinite ? max(0, width) : 0, height: height.isFinite ? max(0, height) : 0)
  }
}

/// An axis-aligned rectangle in points: origin at the top-left, y pointing down (UIKit/SwiftUI).
public struct ButterflyRect: Hashable, Sendable {
  /// Left edge (pt).
  public var x: Double
  /// Top edge (pt).
  public var y: Double
  /// Width (pt, ≥ 0).
  public var width: Double
  /// Height (pt, ≥ 0).
  public var height: Double

  /// Creates a rectangle from its top-left corner and size.
  /// - Parameters:
  ///   - x: Left edge (pt).
  ///   - y: Top edge (pt).
  ///   - width: Width (pt).
  ///   - height: Height (pt).
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Creates a rectangle of the given size centred on a point.
  /// - Parameters:
  ///   - center: The centre (pt).
  ///   - size: The size (pt).
  public init(center: PlanarVector, size: ButterflySize) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }

  /// The left edge, `x`.
  package var minX: Double { x }
  /// The right edge, `x + width`.
  package var maxX: Double { x + width }
  /// The top edge, `y`.
  package var minY: Double { y }
  /// The bottom edge, `y + height`.
  package var maxY: Double { y + height }
  /// The horizontal centre.
  package var midX: Double { x + width / 2 }
  /// The vertical centre.
  package var midY: Double { y + height / 2 }
  /// The centre point.
  public var center: PlanarVector { PlanarVector(x: midX, y: midY) }
  /// The size.
  public var size: ButterflySize { ButterflySize(width: width, height: height) }

  /// Whether a point lies inside or on the boundary (closed rectangle).
  /// - Parameter point: The point (pt, same coordinate space).
  /// - Returns: `true` when `minX ≤ x ≤ maxX` and `minY ≤ y ≤ maxY`.
  public func contains(_ point: PlanarVector) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// Whether another rectangle lies entirely inside this one (boundaries may touch).
  /// - Parameters:
  ///   - other: The rectangle to test.
  ///   - tolerance: Slack allowed at each edge (pt, default 1e-9) for round-off.
  /// - Returns: `true` if every corner of `other` is inside `self`, with `tolerance` slack (pt).
  public func contains(_ other: ButterflyRect, tolerance: Double = 1e-9) -> Bool {
    other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
      && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
  }

  /// Whether the interiors of two rectangles overlap (touching edges do not count).
  /// - Parameter other: The other rectangle.
  /// - Returns: `true` when the open rectangles intersect.
  package func overlaps(_ other: ButterflyRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The rectangle grown (negative `dx`, `dy`) or shrunk (positive) on every side.
  ///
  /// ```
  /// (x + dx, y + dy, width − 2dx, height − 2dy)
  /// ```
  /// - Parameters:
  ///   - dx: Inset on the left and right (pt).
  ///   - dy: Inset on the top and bottom (pt).
  /// - Returns: The inset rectangle (its size may become negative if over-inset).
  package func insetBy(dx: Double, dy: Double) -> ButterflyRect {
    ButterflyRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// The rectangle moved by a vector.
  /// - Parameter offset: Displacement (pt).
  /// - Returns: The translated rectangle.
  package func offsetBy(_ offset: PlanarVector) -> ButterflyRect {
    ButterflyRect(x: x + offset.x, y: y + offset.y, width: width, height: height)
  }

  /// The rectangle grown about its centre so that each side is at least `minimum` (pt).
  /// - Parameter minimum: The least width and height (pt), e.g. 44 for a hit target.
  /// - Returns: `self` if already large enough, else a centred larger rectangle.
  package func expanded(toAtLeast minimum: Double) -> ButterflyRect {
    ButterflyRect(
      center: center,
      size: ButterflySize(width: max(width, minimum), height: max(height, minimum)))
  }
}

#if !hasFeature(Embedded)
  // JSON for bbsim and the playground server; the playground's WebAssembly build (Embedded Swift) has
  // no Codable and leaves it out.
  extension ButterflySize: Codable {}
  extension ButterflyRect: Codable {}
#endif
