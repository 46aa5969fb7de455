/// The classical fourth-order Runge–Kutta method with a fixed step.
///
/// ```
/// k₁ = f(y, t)
/// k₂ = f(y + h/2·k₁, t + h/2)
/// k₃ = f(y + h/2·k₂, t + h/2)
/// k₄ = f(y + h·k₃,   t + h)
/// y(t + h) ≈ y + h/6·(k₁ + 2k₂ + 2k₃ + k₄)
/// ```
/// Local error O(h⁵), global error O(h⁴). Stable for a damped oscillator while `h·ρ` stays inside the
/// stability region, `ρ` the largest eigenvalue magnitude (see ``stabilityRadius``).
public enum RungeKutta4 {
  /// The radius of the largest left half-disc inside RK4's stability region, `|hλ| ≤ 2.6`.
  ///
  /// The region reaches 2.785 on the negative real axis and 2√2 ≈ 2.828 on the imaginary axis, but only
  /// 2.6156 at arg(hλ) ≈ 122.7° (ζ ≈ 0.54), so the commonly quoted `h·ω_n ≤ 2.78` is not sufficient for
  /// every damping ratio; 2.6 is.
  public static let stabilityRadius = 2.6

  /// Advances `state` by one step of length `h`.
  ///
  /// Pure: allocation-free for SIMD/Double states, no stored temporaries.
  /// - Parameters:
  ///   - system: the equations `y' = f(y, t)`.
  ///   - state: `y(t)`.
  ///   - time: `t`, seconds.
  ///   - h: the step, seconds (may be negative to step backwards).
  /// - Returns: the approximation of `y(t + h)`.
  /// - Complexity: four evaluations of `f`.
  @inlinable @inline(__always)
  public static func step<S: FirstOrderSystem>(
    _ system: S, state: S.State, time: Double, step h: Double
  ) -> S.State {
    let half = 0.5 * h
    let k1 = system.derivative(of: state, at: time)
    let k2 = system.derivative(of: state + half * k1, at: time + half)
    let k3 = system.derivative(of: state + half * k2, at: time + half)
    let k4 = system.derivative(of: state + h * k3, at: time + h)
    let sum = k1 + 2.0 * (k2 + k3) + k4
    return state + (h / 6.0) * sum
  }

  /// The largest step for which RK4 is stable on a damped oscillator.
  ///
  /// ```
  /// ρ = ω_n                 (σ ≤ ω_n, complex or double eigenvalues)
  /// ρ = σ + √(σ² − ω_n²)    (σ > ω_n, fastest real eigenvalue)
  /// h_max = 2.6 / ρ
  /// ```
  /// - Parameters:
  ///   - naturalFrequency: `ω_n`, rad/s.
  ///   - dampingRate: `σ`, 1/s.
  /// - Returns: seconds; `.infinity` when `ρ = 0`.
  /// - Complexity: O(1).
  public static func maximumStableStep(naturalFrequency: Double, dampingRate: Double) -> Double {
    let omega = abs(naturalFrequency)
    let sigma = abs(dampingRate)
    let rho = sigma <= omega ? omega : sigma + ((sigma - omega) * (sigma + omega)).squareRoot()
    return rho > 0 ? stabilityRadius / rho : .infinity
  }
}
