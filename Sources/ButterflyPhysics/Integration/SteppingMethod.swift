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

/// What one ``SteppingDriver/advance(to:)`` call did, including any steps added for stability.
public struct SteppingReport: Sendable, Hashable {
  /// Steps actually taken (the last one possibly shortened).
  public var stepCount: Int
  /// Steps the requested maximum step alone would have needed.
  public var requestedStepCount: Int
  /// The step length used for all but the last step, seconds.
  public var stepUsed: Double
  /// The method's stable step for the system (before the safety factor), seconds.
  public var stableStepLimit: Double

  /// Creates a report.
  /// - Parameters:
  ///   - stepCount: steps taken.
  ///   - requestedStepCount: steps the maximum step alone would need.
  ///   - stepUsed: seconds.
  ///   - stableStepLimit: seconds.
  public init(stepCount: Int, requestedStepCount: Int, stepUsed: Double, stableStepLimit: Double) {
    self.stepCount = stepCount
    self.requestedStepCount = requestedStepCount
    self.stepUsed = stepUsed
    self.stableStepLimit = stableStepLimit
  }

  /// Steps added because the requested maximum step exceeded the stability bound.
  /// - Returns: `stepCount − requestedStepCount`, ≥ 0.
  /// - Complexity: O(1).
  public var addedSubsteps: Int { max(0, stepCount - requestedStepCount) }

  /// Whether the driver had to sub-step for stability (the requested step would have been unstable).
  /// - Returns: `true` when the step was shortened below the requested maximum.
  /// - Complexity: O(1).
  public var wasSubstepped: Bool { addedSubsteps > 0 }
}
