import ButterflyGSL
import ButterflyPhysics

/// How a spin trajectory is turned into samples.
///
/// `closed-form` evaluates the planned curve exactly (what the app ships). The others integrate the
/// same equation of motion (``SpinPhase``, phase by phase, restarting at each strike) as cross-checks:
/// `rk4` is ButterflyPhysics' fixed-step RK4, `gsl-rk4` GSL's rk4 with the same fixed step through
/// `gsl_odeiv2_step_apply`, and `gsl-rk8pd`/`gsl-rkf45` GSL's adaptive driver with absolute and relative
/// local error bounds of 1e-10 (``GSLIntegrationMethod/referenceTolerance``) on θ (rad) and ω (rad/s).
package enum SpinIntegrator: String, CaseIterable, Sendable, Hashable {
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
  package static let names: [(String, SpinIntegrator)] = allCases.map { ($0.rawValue, $0) }

  /// Whether this integrator takes fixed steps (`rk4`, `gsl-rk4`).
  package var takesFixedSteps: Bool { self == .rk4 || self == .gslRK4 }

  /// The step (s) this integrator takes on `trajectory` when asked for `step`, or `nil` when it does
  /// not take fixed steps (the closed form, the adaptive GSL integrators).
  ///
  /// The fixed-step integrators shorten a step beyond RK4's stability limit for the fastest braking
  /// phase (safety factor 0.9, as ButterflyPhysics' `SteppingDriver` and ButterflyGSL's fixed stepper
  /// do), so the result is the smaller of the two; ``WorkLimits/checkSteps(horizon:requestedStep:effectiveStep:integrator:horizonOption:)``
  /// bounds the step count with it.
  package func effectiveStep(_ step: Double, on trajectory: SpinTrajectory) -> Double? {
    switch self {
    case .closedForm, .gslRK8PD, .gslRKF45: return nil
    case .rk4, .gslRK4:
      let stable =
        trajectory.phases.map {
          SteppingMethod.rungeKutta4.maximumStableStep(
            naturalFrequency: $0.naturalFrequency, dampingRate: $0.dampingRate)
        }.min() ?? .infinity
      return min(step, 0.9 * stable)
    }
  }

  /// The GSL method behind a `gsl-*` integrator at fixed step `step` (s); `nil` for the others.
  package func gslMethod(step: Double) -> GSLIntegrationMethod? {
    let tolerance = GSLIntegrationMethod.referenceTolerance
    let initial = min(step, GSLIntegrationMethod.referenceInitialStep)
    switch self {
    case .closedForm, .rk4: return nil
    case .gslRK4: return .fixedStep(.rk4, step: step)
    case .gslRK8PD: return .adaptive(.rk8pd, tolerance: tolerance, initialStep: initial)
    case .gslRKF45: return .adaptive(.rkf45, tolerance: tolerance, initialStep: initial)
    }
  }

  /// Samples `trajectory` at `t = i/rate` for `t ≤ until`, with the right-hand-side evaluations spent.
  /// - Parameters:
  ///   - trajectory: The planned spin.
  ///   - rate: Output sample rate (Hz, > 0).
  ///   - until: Last output time (s, ≥ 0).
  ///   - step: Integration step for the fixed-step integrators (s, > 0); caps the first trial step of
  ///     the adaptive ones.
  /// - Returns: The samples and the evaluations (0 for the closed form).
  /// - Throws: ``IntegrationFailure`` when GSL fails.
  package func run(of trajectory: SpinTrajectory, rate: Double, until: Double, step: Double) throws(IntegrationFailure)
    -> (samples: [SpinSample], evaluations: Int)
  {
    switch self {
    case .closedForm:
      return (trajectory.samples(rate: rate, until: until), 0)
    case .rk4:
      let integrated = trajectory.integrated(method: .rungeKutta4, step: step, rate: rate, until: until)
      return (integrated.samples, 4 * integrated.stepCount)
    case .gslRK4, .gslRK8PD, .gslRKF45:
      do {
        let method = gslMethod(step: step) ?? .reference
        let run = try trajectory.integratedWithGSL(method, rate: rate, until: until)
        return (run.spinSamples, run.functionEvaluations)
      } catch {
        throw IntegrationFailure(integrator: rawValue, error: error)
      }
    }
  }

  /// Samples `trajectory` at `t = i/rate` for `t ≤ until`; see ``run(of:rate:until:step:)``.
  /// - Throws: ``IntegrationFailure`` when GSL fails.
  package func samples(of trajectory: SpinTrajectory, rate: Double, until: Double, step: Double)
    throws(IntegrationFailure) -> [SpinSample]
  {
    try run(of: trajectory, rate: rate, until: until, step: step).samples
  }
}

/// A numerical integration that GSL could not complete: reported as one line on stderr naming the
/// integrator and GSL's error, exit status 70 (`EX_SOFTWARE`).
package struct IntegrationFailure: Error, Sendable, CustomStringConvertible {
  /// The integrator's command-line name, e.g. `gsl-rk8pd`.
  package let integrator: String
  /// What GSL reported.
  package let error: GSLError

  /// Creates the failure for `integrator`.
  package init(integrator: String, error: GSLError) {
    self.integrator = integrator
    self.error = error
  }

  /// `--integrator <name>: GSL could not integrate: <GSL's reason>` on one line.
  package var description: String {
    if error == .maxIterations {
      return "--integrator \(integrator): GSL needed more than \(GSLIntegratedRun.stepBudget) adaptive steps "
        + "(\(error.description)); expected a softer system, a shorter run, or --integrator closed-form"
    }
    return "--integrator \(integrator): GSL could not integrate: \(error.description)"
  }
}
