import ButterflyGSL
import ButterflyPhysics
import ButterflyRender
import _BBSimSupport

/// How a damped spring is turned into samples for `simulate spring` and `compare`.
///
/// `closed-form` is the truth; `rk4` and `semi-implicit-euler` are ButterflyPhysics' fixed-step
/// methods through its ``SteppingDriver`` (which sub-steps, and says so, rather than take an unstable
/// step); the `gsl-*` ones are GSL's steppers: `gsl-rk4` with the same fixed step through
/// `gsl_odeiv2_step_apply`, and `gsl-rk8pd`, `gsl-rkf45` and `gsl-msbdf` (with the spring's exact
/// Jacobian) through GSL's adaptive driver with absolute and relative local error bounds of 1e-10
/// (``GSLIntegrationMethod/referenceTolerance``) on x (pt) and v (pt/s), starting from a trial step of
/// `--step`.
package enum SpringIntegrator: String, CaseIterable, Sendable, Hashable {
  /// The closed form.
  case closedForm = "closed-form"
  /// ButterflyPhysics' RK4, fixed step.
  case rk4 = "rk4"
  /// ButterflyPhysics' semi-implicit Euler, fixed step.
  case semiImplicitEuler = "semi-implicit-euler"
  /// GSL rk4 through `gsl_odeiv2_step_apply`, fixed step.
  case gslRK4 = "gsl-rk4"
  /// GSL rk8pd through its driver.
  case gslRK8PD = "gsl-rk8pd"
  /// GSL rkf45 through its driver.
  case gslRKF45 = "gsl-rkf45"
  /// GSL msbdf (implicit, with the Jacobian) through its driver.
  case gslMSBDF = "gsl-msbdf"

  /// The names accepted on the command line.
  package static let names: [(String, SpringIntegrator)] = allCases.map { ($0.rawValue, $0) }

  /// The step (s) this integrator takes on `spring` when asked for `step`, or `nil` when it does not
  /// take fixed steps (the closed form, the adaptive GSL integrators).
  ///
  /// The fixed-step integrators shorten a step beyond their method's stability limit (RK4's for
  /// `gsl-rk4` too; safety factor 0.9, as ButterflyPhysics' `SteppingDriver` and ButterflyGSL's fixed
  /// stepper do), so a stiff spring costs many steps even with a large `--step`.
  package func effectiveStep(_ step: Double, on spring: DampedSpring) -> Double? {
    let method: SteppingMethod
    switch self {
    case .closedForm, .gslRK8PD, .gslRKF45, .gslMSBDF: return nil
    case .rk4, .gslRK4: method = .rungeKutta4
    case .semiImplicitEuler: method = .semiImplicitEuler
    }
    let stable = method.maximumStableStep(naturalFrequency: spring.naturalFrequency, dampingRate: spring.dampingRate)
    return min(step, 0.9 * stable)
  }

  /// The GSL method behind a `gsl-*` integrator at step `step` (s); `nil` for the others.
  package func gslMethod(step: Double) -> GSLIntegrationMethod? {
    let tolerance = GSLIntegrationMethod.referenceTolerance
    switch self {
    case .closedForm, .rk4, .semiImplicitEuler: return nil
    case .gslRK4: return .fixedStep(.rk4, step: step)
    case .gslRK8PD: return .adaptive(.rk8pd, tolerance: tolerance, initialStep: step)
    case .gslRKF45: return .adaptive(.rkf45, tolerance: tolerance, initialStep: step)
    case .gslMSBDF: return .adaptive(.msbdf, tolerance: tolerance, initialStep: step)
    }
  }

  /// The result of sampling a spring.
  package struct Samples: Sendable {
    /// Sample times (s).
    package var times: [Double]
    /// Positions (pt).
    package var positions: [Double]
    /// Velocities (pt/s).
    package var velocities: [Double]
    /// Right-hand-side evaluations (0 for the closed form).
    package var evaluations: Int
    /// Steps added for stability (0 when the requested step was stable).
    package var addedSubsteps: Int
  }

  /// Samples `spring` at `t = i/rate` for `t ≤ until`.
  /// - Parameters:
  ///   - spring: The spring.
  ///   - rate: Output rate (Hz, > 0).
  ///   - until: Last time (s, ≥ 0).
  ///   - step: Fixed step (s, > 0) for the stepped methods; initial step for the adaptive ones.
  /// - Throws: ``UsageError`` for a step the stepping driver cannot use; ``IntegrationFailure`` when GSL
  ///   fails.
  package func samples(of spring: DampedSpring, rate: Double, until: Double, step: Double) throws -> Samples {
    let count = Int((until * rate).rounded(.down)) + 1
    var result = Samples(times: [], positions: [], velocities: [], evaluations: 0, addedSubsteps: 0)
    result.times.reserveCapacity(count)
    result.positions.reserveCapacity(count)
    result.velocities.reserveCapacity(count)
    switch self {
    case .closedForm:
      for index in 0..<count {
        let time = Double(index) / rate
        let motion = spring.motion(at: time)
        result.times.append(time)
        result.positions.append(motion.position)
        result.velocities.append(motion.velocity)
      }
    case .rk4, .semiImplicitEuler:
      let method: SteppingMethod = self == .rk4 ? .rungeKutta4 : .semiImplicitEuler
      guard var driver = SteppingDriver(system: spring, method: method, maximumStep: step, state: spring.initialState)
      else {
        throw UsageError(
          option: "--step", value: NumberFormat.significant(6).text(step), accepted: "a step in s, finite, > 0")
      }
      for index in 0..<count {
        let time = Double(index) / rate
        let report = driver.advance(to: time)
        result.evaluations += report.stepCount * (self == .rk4 ? 4 : 1)
        result.addedSubsteps += report.addedSubsteps
        result.times.append(time)
        result.positions.append(driver.state.x)
        result.velocities.append(driver.state.y)
      }
    case .gslRK4, .gslRK8PD, .gslRKF45, .gslMSBDF:
      do {
        let run = try spring.integratedWithGSL(gslMethod(step: step) ?? .reference, rate: rate, until: until)
        result.times = run.times
        result.positions = run.positions
        result.velocities = run.velocities
        result.evaluations = run.functionEvaluations
        result.addedSubsteps = run.addedSubsteps
      } catch {
        throw IntegrationFailure(integrator: rawValue, error: error)
      }
    }
    return result
  }
}
