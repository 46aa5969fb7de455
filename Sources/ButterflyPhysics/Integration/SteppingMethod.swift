/// The fixed-step methods ``SteppingDriver`` can use.
public enum SteppingMethod: String, Sendable, Hashable, CaseIterable {
  /// ``RungeKutta4``: fourth order, four evaluations per step, stable for `h·ρ ≤ 2.6`.
  case rungeKutta4
  /// ``SemiImplicitEuler``: first order, symplectic, one evaluation per step, stable for
  /// `h(σ + √(σ² + ω_n²)) < 2`.
  case semiImplicitEuler

  /// The global order of accuracy `p` (error ∝ hᵖ).
  /// - Returns: 4 or 1.
  /// - Complexity: O(1).
  public var order: Int {
    switch self {
    case .rungeKutta4: 4
    case .semiImplicitEuler: 1
    }
  }

  /// The largest stable step for a damped oscillator with these rates (before any safety factor).
  /// - Parameters:
  ///   - naturalFrequency: `ω_n`, rad/s.
  ///   - dampingRate: `σ`, 1/s.
  /// - Returns: seconds; `.infinity` when both rates are 0.
  /// - Complexity: O(1).
  public func maximumStableStep(naturalFrequency: Double, dampingRate: Double) -> Double {
    switch self {
    case .rungeKutta4:
      RungeKutta4.maximumStableStep(naturalFrequency: naturalFrequency, dampingRate: dampingRate)
    case .semiImplicitEuler:
      SemiImplicitEuler.maximumStableStep(naturalFrequency: naturalFrequency, dampingRate: dampingRate)
    }
  }

  /// Advances `(position, velocity)` by one step with this method.
  /// - Parameters:
  ///   - system: the equation `x'' = a(x, v, t)`.
  ///   - state: `(position, velocity)` at `time`.
  ///   - time: seconds.
  ///   - h: the step, seconds.
  /// - Returns: `(position, velocity)` at `time + h`.
  /// - Complexity: 4 (RK4) or 1 (Euler) evaluations of `a`.
  @inlinable
  public func step<S: SecondOrderSystem>(
    _ system: S, state: SIMD2<Double>, time: Double, step h: Double
  ) -> SIMD2<Double> {
    switch self {
    case .rungeKutta4: RungeKutta4.step(system, state: state, time: time, step: h)
    case .semiImplicitEuler: SemiImplicitEuler.step(system, state: state, time: time, step: h)
    }
  }
}
