import CGSL

/// Bracketing root finding with GSL (`gsl_root_fsolver`).
///
/// Stateless: every call allocates and frees its own solver, so the functions are safe to call from
/// any thread (the closure is only called on the caller's thread, during the call).
package enum GSLRootFinder {
  /// Finds a root of `f` inside `interval` with Brent's method (`gsl_root_fsolver_brent`).
  ///
  /// Brent combines bisection, secant and inverse quadratic interpolation: it never leaves the
  /// bracket and converges superlinearly near a simple root. It stops when the bracket `[a, b]`
  /// satisfies `gsl_root_test_interval`:
  ///
  /// ```
  /// |b − a| < absoluteTolerance + relativeTolerance · min(|a|, |b|)
  /// ```
  ///
  /// (the `min` term is 0 when the bracket straddles 0). If `f` is exactly zero at an end point, that
  /// end point is returned without iterating.
  ///
  /// - Parameters:
  ///   - interval: The bracket `[lower, upper]`; `f(lower)` and `f(upper)` must have opposite signs.
  ///   - absoluteTolerance: Absolute bracket width to reach, in the units of `x`, `≥ 0`.
  ///   - relativeTolerance: Relative bracket width to reach, `≥ 0`; not both zero.
  ///   - maxIterations: Most Brent iterations, at least 1.
  ///   - f: The function; continuous on `interval`. Not stored beyond the call.
  /// - Returns: The best estimate of the root (GSL's current iterate), inside `interval`.
  /// - Throws: ``GSLError/noSignChange(lower:upper:valueAtLower:valueAtUpper:)`` when the end values
  ///   have the same sign or are not finite; ``GSLError/invalidInput(_:)`` for a non-finite interval
  ///   or bad tolerances or iteration count; ``GSLError/maxIterations`` when the tolerance was not met
  ///   in time; ``GSLError/badFunction`` if `f` returns a non-finite value inside.
  /// - Complexity: One evaluation of `f` per iteration plus two for the end points.
  package static func brent(
    in interval: ClosedRange<Double>,
    absoluteTolerance: Double = 1e-12,
    relativeTolerance: Double = 1e-12,
    maxIterations: Int = 100,
    f: (Double) -> Double
  ) throws(GSLError) -> Double {
    let lower = interval.lowerBound
    let upper = interval.upperBound
    guard lower.isFinite, upper.isFinite else {
      throw .invalidInput("interval must be finite, got [\(lower), \(upper)]")
    }
    guard absoluteTolerance >= 0, relativeTolerance >= 0,
      absoluteTolerance > 0 || relativeTolerance > 0
    else {
      throw .invalidInput("tolerances must be >= 0 and not both zero")
    }
    guard maxIterations >= 1 else {
      throw .invalidInput("maxIterations must be at least 1, got \(maxIterations)")
    }
    let valueAtLower = f(lower)
    let valueAtUpper = f(upper)
    if valueAtLower == 0 { return lower }
    if valueAtUpper == 0 { return upper }
    guard valueAtLower.isFinite, valueAtUpper.isFinite, (valueAtLower < 0) != (valueAtUpper < 0)
    else {
      throw .noSignChange(
        lower: lower, upper: upper, valueAtLower: valueAtLower, valueAtUpper: valueAtUpper)
    }
    GSLRuntime.prepare()
    guard let solver = gsl_root_fsolver_alloc(cgsl_root_brent()) else { throw .outOfMemory }
    defer { gsl_root_fsolver_free(solver) }

    return try withoutActuallyEscaping(f) { (escapable) throws(GSLError) -> Double in
      let box = ScalarFunctionBox(escapable)
      return try withExtendedLifetime(box) { () throws(GSLError) -> Double in
        var function = gsl_function(
          function: scalarFunctionTrampoline, params: Unmanaged.passUnretained(box).toOpaque())
        // GSL keeps the gsl_function pointer, so it must stay valid for the whole iteration.
        return try withUnsafeMutablePointer(to: &function) { (pointer) throws(GSLError) -> Double in
          try GSLRuntime.check(gsl_root_fsolver_set(solver, pointer, lower, upper))
          for _ in 0..<maxIterations {
            try GSLRuntime.check(gsl_root_fsolver_iterate(solver))
            let status = gsl_root_test_interval(
              gsl_root_fsolver_x_lower(solver), gsl_root_fsolver_x_upper(solver),
              absoluteTolerance, relativeTolerance)
            if status == Int32(GSL_SUCCESS) { return gsl_root_fsolver_root(solver) }
            if status != Int32(GSL_CONTINUE) { throw GSLError(status: status) ?? .failure }
          }
          throw .maxIterations
        }
      }
    }
  }
}

/// Holds a scalar closure for the lifetime of one GSL call.
private final class ScalarFunctionBox {
  let function: (Double) -> Double
  init(_ function: @escaping (Double) -> Double) { self.function = function }
}

/// C entry point for `gsl_function.function`.
private func scalarFunctionTrampoline(_ x: Double, _ params: UnsafeMutableRawPointer?) -> Double {
  guard let params else { return .nan }
  return Unmanaged<ScalarFunctionBox>.fromOpaque(params).takeUnretainedValue().function(x)
}
