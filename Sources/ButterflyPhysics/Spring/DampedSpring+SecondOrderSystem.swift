/// A damped spring is a second-order system with known rates, so it can be stepped by
/// ``RungeKutta4``, ``SemiImplicitEuler`` and ``SteppingDriver`` and compared with its closed form.
extension DampedSpring: StabilityBoundedSystem {
  /// The spring's equation of motion (ignores the start state), with `c/m` and `k/m` computed once:
  ///
  /// ```
  /// a = (−k·(x − x*) − c·v) / m = (−c/m)·v − (k/m)·(x − x*)
  /// ```
  /// Edge case: at rest on the target with `v = −0`, `a = +0` (so a step from there ends with `v = +0`).
  /// - Parameters:
  ///   - position: `x`, points.
  ///   - velocity: `v`, points per second.
  ///   - time: seconds (unused: the spring is autonomous).
  /// - Returns: points per second².
  /// - Complexity: O(1).
  @inlinable
  public func acceleration(position: Double, velocity: Double, time: Double) -> Double {
    Self.acceleration(
      position: position, velocity: velocity, stiffnessPerMass: stiffnessPerMass, dampingPerMass: dampingPerMass,
      targetPosition: targetPosition)
  }

  /// A damped spring's acceleration, the sum of its forces per mass:
  ///
  /// ```
  /// a = (−k·(x − x*) − c·v) / m = (−c/m)·v − (k/m)·(x − x*)
  /// ```
  /// evaluated in the second form with `c/m` and `k/m` computed once, so an integrator's evaluation has
  /// no division on its critical path. It equals the equation's own order `−(k/m)·(x − x*) − (c/m)·v` bit
  /// for bit, signed zeros included (IEEE rounding is symmetric in sign, and either order's zero is −0
  /// only when both terms are +0). It differs from `−((c/m)·v + (k/m)·(x − x*))` only in the sign of a
  /// zero: at rest on the target with `v = −0`, or where the two terms cancel exactly, it is +0 where that
  /// form gave −0 (`DampedSpringAccelerationTests`). This form also spares an RK4 step its negations and
  /// keeps the vectorised combination of its two lanes symmetric (README, Performance). The one owner of
  /// the formula: a ``SpinPhase``'s landing spring, CGSL's `cgsl_spring_function` and
  /// `scripts/rk4-reference.c` spell the same expression.
  /// - Parameters:
  ///   - position: `x`, points (or radians).
  ///   - velocity: `v`, points (or radians) per second.
  ///   - stiffnessPerMass: `k/m`, 1/s².
  ///   - dampingPerMass: `c/m`, 1/s.
  ///   - targetPosition: `x*`, the rest position.
  /// - Returns: per second² in the position's unit.
  /// - Complexity: O(1).
  @inlinable
  package static func acceleration(
    position: Double, velocity: Double, stiffnessPerMass: Double, dampingPerMass: Double, targetPosition: Double
  ) -> Double {
    -dampingPerMass * velocity - stiffnessPerMass * (position - targetPosition)
  }

  /// The start state `(initialPosition, initialVelocity)` packed for the integrators.
  /// - Returns: `SIMD2(x₀, v₀)`.
  /// - Complexity: O(1).
  package var initialState: SIMD2<Double> { SIMD2(initialPosition, initialVelocity) }
}
