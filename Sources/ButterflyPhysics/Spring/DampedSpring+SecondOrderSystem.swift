/// A damped spring is a second-order system with known rates, so it can be stepped by
/// ``RungeKutta4``, ``SemiImplicitEuler`` and ``SteppingDriver`` and compared with its closed form.
extension DampedSpring: StabilityBoundedSystem {
  /// The spring's equation of motion (ignores the start state).
  ///
  /// ```
  /// a = −(c·v + k·(x − x*)) / m = −((c/m)·v + (k/m)·(x − x*))
  /// ```
  /// evaluated in the second form with `c/m` and `k/m` computed once, so an integrator's evaluation
  /// has no division on its critical path.
  /// - Parameters:
  ///   - position: `x`, points.
  ///   - velocity: `v`, points per second.
  ///   - time: seconds (unused: the spring is autonomous).
  /// - Returns: points per second².
  /// - Complexity: O(1).
  @inlinable
  public func acceleration(position: Double, velocity: Double, time: Double) -> Double {
    -(dampingPerMass * velocity + stiffnessPerMass * (position - targetPosition))
  }

  /// The start state `(initialPosition, initialVelocity)` packed for the integrators.
  /// - Returns: `SIMD2(x₀, v₀)`.
  /// - Complexity: O(1).
  package var initialState: SIMD2<Double> { SIMD2(initialPosition, initialVelocity) }
}
