/// Semi-implicit (symplectic) Euler for second-order systems: velocity first, then position with the
/// new velocity.
///
/// ```
/// v(t + h) = v + h·a(x, v, t)
/// x(t + h) = x + h·v(t + h)
/// ```
/// First order globally; symplectic, so an undamped oscillator keeps a bounded energy error.
public enum SemiImplicitEuler {
  /// Advances `(position, velocity)` by one step of length `h`.
  /// - Parameters:
  ///   - system: the equation `x'' = a(x, v, t)`.
  ///   - state: `(position, velocity)` at `time`.
  ///   - time: `t`, seconds.
  ///   - h: the step, seconds.
  /// - Returns: `(position, velocity)` at `t + h`.
  /// - Complexity: one evaluation of `a`.
  @inlinable @inline(__always)
  public static func step<S: SecondOrderSystem>(
    _ system: S, state: SIMD2<Double>, time: Double, step h: Double
  ) -> SIMD2<Double> {
    let velocity = state.y + h * system.acceleration(position: state.x, velocity: state.y, time: time)
    return SIMD2(state.x + h * velocity, velocity)
  }

  /// The largest step for which semi-implicit Euler is stable on a damped oscillator.
  ///
  /// ```
  /// stable ⇔ h²ω_n² + 4σh < 4  ⇔  h < 2 / (σ + √(σ² + ω_n²))
  /// ```
  /// (Jury criterion on the one-step matrix; reduces to `h·ω_n < 2` when undamped.)
  /// - Parameters:
  ///   - naturalFrequency: `ω_n`, rad/s.
  ///   - dampingRate: `σ`, 1/s.
  /// - Returns: seconds (exclusive bound); `.infinity` when both rates are 0.
  /// - Complexity: O(1).
  public static func maximumStableStep(naturalFrequency: Double, dampingRate: Double) -> Double {
    let omega = abs(naturalFrequency)
    let sigma = abs(dampingRate)
    let rate = sigma + (sigma * sigma + omega * omega).squareRoot()
    return rate > 0 ? 2 / rate : .infinity
  }
}
