import CGSL

/// The GSL ODE steppers (`gsl_odeiv2_step_*`) this module exposes.
///
/// All four work with ``GSLAdaptiveIntegrator``; ``GSLFixedStepper`` takes the three explicit
/// Runge–Kutta kinds (GSL's msbdf stepper only works inside a driver).
package enum GSLStepperKind: String, CaseIterable, Sendable, CustomStringConvertible {
  /// Classical 4th-order Runge–Kutta (`gsl_odeiv2_step_rk4`).
  ///
  /// GSL estimates its local error by step doubling: one `step_apply` takes a full step and two half
  /// steps and returns the two-half-step result (not extrapolated, so still 4th order), costing 11
  /// right-hand-side evaluations per step against 4 for a textbook RK4 step of the same size. Compare
  /// work through ``GSLFixedStepper/functionEvaluations``, not step counts.
  case rk4
  /// Embedded Runge–Kutta–Fehlberg 4(5) (`gsl_odeiv2_step_rkf45`), 6 evaluations per step; GSL
  /// advances with the 5th-order solution. A good general-purpose explicit method.
  case rkf45
  /// Embedded Runge–Kutta Prince–Dormand 8(9) (`gsl_odeiv2_step_rk8pd`), 13 evaluations per step;
  /// the high-accuracy reference.
  case rk8pd
  /// Variable-coefficient linear multistep backward differentiation formula, orders 1–5, in
  /// Nordsieck form (`gsl_odeiv2_step_msbdf`); implicit, for stiff problems. Needs a Jacobian: pass
  /// one, or ``GSLAdaptiveIntegrator`` builds a forward-difference one. Works inside a driver only.
  case msbdf

  /// The GSL name of the stepper (`"rk4"`, `"rkf45"`, `"rk8pd"`, `"msbdf"`).
  package var description: String { rawValue }

  /// Whether ``GSLFixedStepper`` can run this kind through bare `gsl_odeiv2_step_apply` calls
  /// (every kind except ``msbdf``, which GSL only runs inside a driver).
  package var supportsFixedStepping: Bool { self != .msbdf }

  /// The GSL stepper type behind this kind.
  var stepType: UnsafePointer<gsl_odeiv2_step_type> {
    switch self {
    case .rk4: return cgsl_step_rk4()
    case .rkf45: return cgsl_step_rkf45()
    case .rk8pd: return cgsl_step_rk8pd()
    case .msbdf: return cgsl_step_msbdf()
    }
  }
}
