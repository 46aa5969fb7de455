import ButterflyPhysics

/// How a spin trajectory is turned into samples.
///
/// `closed-form` evaluates the planned curve exactly (what the app ships). The stepped integrators
/// integrate the same equation of motion, `θ'' = α(t)` from the planned deceleration, with a fixed
/// step as cross-checks.
public enum SpinIntegrator: String, CaseIterable, Sendable, Hashable {
  /// The planned curve, evaluated in closed form.
  case closedForm = "closed-form"
  /// ButterflyPhysics' fixed-step RK4.
  case rk4 = "rk4"
  /// GSL's fixed-step rk4 through `gsl_odeiv2_step_apply`.
  case gslRK4 = "gsl-rk4"
  /// GSL's adaptive Prince–Dormand 8(9) through its driver.
  case gslRK8PD = "gsl-rk8pd"
  /// GSL's adaptive Runge–Kutta–Fehlberg 4(5) through its driver.
  case gslRKF45 = "gsl-rkf45"

  /// The names accepted on the command line.
  public static let names: [(String, SpinIntegrator)] = allCases.map { ($0.rawValue, $0) }

  /// The integrators this build can run.
  public static let available: [SpinIntegrator] = [.closedForm, .rk4]

  /// Samples `trajectory` at `t = i/rate` for `t ≤ until`.
  /// - Parameters:
  ///   - trajectory: The planned spin.
  ///   - rate: Output sample rate (Hz, > 0).
  ///   - until: Last output time (s, ≥ 0).
  ///   - step: Integration step for the stepped integrators (s, > 0).
  /// - Returns: The samples.
  /// - Throws: ``UsageError`` for an integrator this build does not provide.
  public func samples(of trajectory: SpinTrajectory, rate: Double, until: Double, step: Double) throws(UsageError)
    -> [SpinSample]
  {
    switch self {
    case .closedForm:
      return trajectory.samples(rate: rate, until: until)
    case .rk4:
      return trajectory.integrated(method: .rungeKutta4, step: step, rate: rate, until: until).samples
    case .gslRK4, .gslRK8PD, .gslRKF45:
      throw UsageError(
        option: "--integrator",
        "'\(rawValue)' is not available in this build yet; expected one of "
          + Self.available.map(\.rawValue).joined(separator: "|"))
    }
  }
}
