import ButterflyPhysics

/// The answer to "where did this point land?".
public struct ButterflyHitTestResult: Hashable, Sendable {
  /// Whether the point is inside the hit target (closed rectangle, ≥ 44 × 44).
  public var isInsideTarget: Bool
  /// The point relative to the mount centre (pt, y down) — what the spin planner takes.
  public var pointFromMountCenter: PlanarVector
  /// Which half of the axle the point is in; `nil` exactly on the axle line.
  public var half: AxleHalf?

  /// Creates a result.
  /// - Parameters:
  ///   - isInsideTarget: Inside the hit target.
  ///   - pointFromMountCenter: The point relative to the mount centre (pt).
  ///   - half: The axle half, or `nil` on the axle.
  public init(isInsideTarget: Bool, pointFromMountCenter: PlanarVector, half: AxleHalf?) {
    self.isInsideTarget = isInsideTarget
    self.pointFromMountCenter = pointFromMountCenter
    self.half = half
  }
}

extension ButterflyLayout {
  /// Converts a point in control coordinates to one relative to the mount centre.
  ///
  /// ```
  /// q = p − mount.center
  /// ```
  /// - Parameter point: A point in control coordinates (pt).
  /// - Returns: The same point relative to the mount centre (pt).
  public func pointFromMountCenter(_ point: PlanarVector) -> PlanarVector {
    point - mount.center
  }

  /// Hit-tests a point given in control coordinates.
  ///
  /// The half is decided by the sign of `(p − centre)·n` (see `AxleOrientation` in ButterflyPhysics), whether or not the
  /// point is inside the target, so a flick that ends outside still has a direction.
  /// - Parameter point: The point (pt, control coordinates). Non-finite points are outside, half `nil`.
  /// - Returns: Whether it is inside the target, the point relative to the mount centre, and its half.
  /// - Complexity: O(1).
  package func hitTest(_ point: PlanarVector) -> ButterflyHitTestResult {
    guard point.isFinite else {
      return ButterflyHitTestResult(
        isInsideTarget: false, pointFromMountCenter: .zero, half: nil)
    }
    let relative = pointFromMountCenter(point)
    return ButterflyHitTestResult(
      isInsideTarget: hitTarget.contains(point),
      pointFromMountCenter: relative,
      half: axleOrientation.half(containing: relative))
  }

  /// Whether a point relative to the mount centre is inside the hit target.
  /// - Parameter relative: The point relative to the mount centre (pt).
  /// - Returns: `true` if `|x| ≤ targetWidth/2` and `|y| ≤ targetHeight/2`.
  public func isInsideTarget(fromMountCenter relative: PlanarVector) -> Bool {
    hitTarget.contains(relative + mount.center)
  }
}
