import CGSL

/// An error reported by GSL (GNU Scientific Library) or by the Swift wrappers around it.
///
/// GSL reports failures as integer status codes (`GSL_EMAXITER`, `GSL_ENOPROG`, …). The wrappers in
/// this module switch GSL's abort-on-error handler off before their first GSL call and turn every
/// non-success status into one of these cases, so a failed integration, root search or minimisation
/// is a thrown Swift error, never a crash. The cases named after GSL codes carry GSL's meaning; the
/// last four are detected in Swift before GSL is called.
package enum GSLError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `GSL_FAILURE` (−1): a generic failure. A right-hand side may throw it to ask an adaptive
  /// integrator to retry with a smaller step.
  case failure
  /// `GSL_EDOM` (1): an input lies outside the function's domain.
  case domain
  /// `GSL_ERANGE` (2): a result lies outside the representable range.
  case range
  /// `GSL_EFAULT` (3): an invalid pointer reached GSL.
  case invalidPointer
  /// `GSL_EINVAL` (4): GSL rejected an argument, e.g. integration limits inconsistent with the
  /// direction of the step size.
  case invalidArgument
  /// `GSL_ENOMEM` (8): GSL could not allocate memory.
  case outOfMemory
  /// `GSL_EBADFUNC` (9): a user-supplied function failed or returned a non-finite value.
  case badFunction
  /// `GSL_ERUNAWAY` (10): an iterative process ran out of control.
  case runaway
  /// `GSL_EMAXITER` (11): the iteration or step limit was reached before convergence.
  case maxIterations
  /// `GSL_EZERODIV` (12): a division by zero was attempted.
  case divisionByZero
  /// `GSL_EBADTOL` (13): a tolerance was invalid (negative, or both zero).
  case badTolerance
  /// `GSL_ETOL` (14): the requested tolerance could not be reached.
  case toleranceNotReached
  /// `GSL_ESING` (21): an apparent singularity was detected (e.g. a singular Newton matrix).
  case singularity
  /// `GSL_ENOPROG` (27): the iteration is making no progress (e.g. the step size fell below the
  /// minimum).
  case noProgress
  /// `GSL_ENOPROGJ` (28): Jacobian evaluations are not improving the solution.
  case noProgressJacobian
  /// Any other GSL status code; ``description`` quotes GSL's own text for it (`gsl_strerror`).
  case other(code: Int32)
  /// The bracket `[lower, upper]` handed to a root finder has no sign change: `f(lower)` and
  /// `f(upper)` are both positive, both negative, or not finite.
  case noSignChange(lower: Double, upper: Double, valueAtLower: Double, valueAtUpper: Double)
  /// A state vector's length differs from the dimension the object was created for.
  case dimensionMismatch(expected: Int, actual: Int)
  /// An argument was rejected in Swift before reaching GSL; the string names it and the accepted range.
  case invalidInput(String)
  /// The requested combination is not supported by this wrapper; the string says why.
  case unsupported(String)

  /// Maps a GSL status code to an error.
  ///
  /// - Parameter status: A status returned by a GSL function.
  /// - Returns: `nil` for `GSL_SUCCESS` (0), otherwise the matching case (``other(code:)`` for codes
  ///   without a case of their own, including `GSL_CONTINUE`).
  package init?(status: Int32) {
    switch status {
    case Int32(GSL_SUCCESS): return nil
    case Int32(GSL_FAILURE): self = .failure
    case Int32(GSL_EDOM): self = .domain
    case Int32(GSL_ERANGE): self = .range
    case Int32(GSL_EFAULT): self = .invalidPointer
    case Int32(GSL_EINVAL): self = .invalidArgument
    case Int32(GSL_ENOMEM): self = .outOfMemory
    case Int32(GSL_EBADFUNC): self = .badFunction
    case Int32(GSL_ERUNAWAY): self = .runaway
    case Int32(GSL_EMAXITER): self = .maxIterations
    case Int32(GSL_EZERODIV): self = .divisionByZero
    case Int32(GSL_EBADTOL): self = .badTolerance
    case Int32(GSL_ETOL): self = .toleranceNotReached
    case Int32(GSL_ESING): self = .singularity
    case Int32(GSL_ENOPROG): self = .noProgress
    case Int32(GSL_ENOPROGJ): self = .noProgressJacobian
    default: self = .other(code: status)
    }
  }

  /// The GSL status code this error corresponds to, or `nil` for the errors detected in Swift.
  ///
  /// A right-hand side that throws a `GSLError` hands this code back to GSL (see ``GSLRightHandSide``).
  package var statusCode: Int32? {
    switch self {
    case .failure: return Int32(GSL_FAILURE)
    case .domain: return Int32(GSL_EDOM)
    case .range: return Int32(GSL_ERANGE)
    case .invalidPointer: return Int32(GSL_EFAULT)
    case .invalidArgument: return Int32(GSL_EINVAL)
    case .outOfMemory: return Int32(GSL_ENOMEM)
    case .badFunction: return Int32(GSL_EBADFUNC)
    case .runaway: return Int32(GSL_ERUNAWAY)
    case .maxIterations: return Int32(GSL_EMAXITER)
    case .divisionByZero: return Int32(GSL_EZERODIV)
    case .badTolerance: return Int32(GSL_EBADTOL)
    case .toleranceNotReached: return Int32(GSL_ETOL)
    case .singularity: return Int32(GSL_ESING)
    case .noProgress: return Int32(GSL_ENOPROG)
    case .noProgressJacobian: return Int32(GSL_ENOPROGJ)
    case .other(let code): return code
    case .noSignChange, .dimensionMismatch, .invalidInput, .unsupported: return nil
    }
  }

  /// A one-line, human-readable explanation, naming the GSL code where there is one.
  package var description: String {
    switch self {
    case .noSignChange(let lower, let upper, let valueAtLower, let valueAtUpper):
      return "no sign change on [\(lower), \(upper)]: f(\(lower)) = \(valueAtLower), "
        + "f(\(upper)) = \(valueAtUpper); the bracket must contain a root"
    case .dimensionMismatch(let expected, let actual):
      return "state has \(actual) components, expected \(expected)"
    case .invalidInput(let message):
      return "invalid input: \(message)"
    case .unsupported(let message):
      return "unsupported: \(message)"
    case .failure: return "GSL_FAILURE (-1): generic failure"
    case .badFunction:
      return "GSL_EBADFUNC (9): a user-supplied function failed or returned a non-finite value"
    case .maxIterations: return "GSL_EMAXITER (11): iteration or step limit reached before convergence"
    case .noProgress: return "GSL_ENOPROG (27): no progress (step size fell below its minimum)"
    default:
      let code = statusCode ?? Int32(GSL_FAILURE)
      return "GSL error \(code): \(String(cString: gsl_strerror(code)))"
    }
  }
}
