import CGSL

/// Derivative-free minimisation with GSL (`gsl_multimin_fminimizer`), used by `bbsim fit`.
///
/// Stateless: every call allocates and frees its own minimiser, so the functions are safe to call
/// from any thread (the closure is only called on the caller's thread, during the call).
package enum GSLMinimizer {
  /// Minimises `f` with the Nelder–Mead simplex method (`gsl_multimin_fminimizer_nmsimplex2`).
  ///
  /// The initial simplex is `start` plus one vertex per coordinate displaced by `stepSizes[i]`. It
  /// stops when the simplex's characteristic size (mean distance of vertices from the centroid)
  /// falls below `tolerance`:
  ///
  /// ```
  /// size = (1/(n+1)) Σ_k ‖x_k − x̄‖  <  tolerance
  /// ```
  ///
  /// Nelder–Mead finds a local minimum only, and the size criterion bounds the simplex, not the
  /// distance to the true minimiser; on badly scaled or curved valleys (Rosenbrock) the final point
  /// can be off by more than `tolerance`. Sizes much below `√(ε·|f_min| / curvature)` (ε the machine
  /// epsilon) are unreachable, because `f` no longer changes by a rounding unit across the simplex;
  /// asking for one ends in ``GSLError/maxIterations``.
  ///
  /// - Parameters:
  ///   - start: The starting point, `n ≥ 1` finite coordinates.
  ///   - stepSizes: The initial simplex displacement per coordinate, `n` finite non-zero values, in the
  ///     units of the matching coordinate.
  ///   - tolerance: The simplex size to reach, `> 0`, in the units of the coordinates.
  ///   - maxIterations: Most simplex iterations, at least 1.
  ///   - f: The objective; called with `n` coordinates. Not stored beyond the call; the array it
  ///     receives is reused, so copy it if you keep it (copy-on-write does that for you).
  /// - Returns: The best vertex `point`, `value = f(point)`, and the number of `iterations` used.
  /// - Throws: ``GSLError/invalidInput(_:)`` for mismatched or invalid arguments;
  ///   ``GSLError/maxIterations`` when the simplex did not shrink to `tolerance` in time;
  ///   ``GSLError/badFunction`` if `f` returns a non-finite value; another ``GSLError`` GSL reported.
  /// - Complexity: About one to `n + 2` evaluations of `f` per iteration.
  package static func nelderMead(
    start: [Double],
    stepSizes: [Double],
    tolerance: Double = 1e-8,
    maxIterations: Int = 10_000,
    f: ([Double]) -> Double
  ) throws(GSLError) -> (point: [Double], value: Double, iterations: Int) {
    let dimension = start.count
    guard dimension >= 1, stepSizes.count == dimension else {
      throw .invalidInput(
        "start must be non-empty and stepSizes the same length, got \(dimension) and \(stepSizes.count)")
    }
    guard start.allSatisfy(\.isFinite), stepSizes.allSatisfy({ $0.isFinite && $0 != 0 }) else {
      throw .invalidInput("start must be finite and stepSizes finite and non-zero")
    }
    guard tolerance.isFinite, tolerance > 0 else {
      throw .invalidInput("tolerance must be finite and > 0, got \(tolerance)")
    }
    guard maxIterations >= 1 else {
      throw .invalidInput("maxIterations must be at least 1, got \(maxIterations)")
    }
    GSLRuntime.prepare()
    guard let minimizer = gsl_multimin_fminimizer_alloc(cgsl_multimin_nmsimplex2(), dimension) else {
      throw .outOfMemory
    }
    defer { gsl_multimin_fminimizer_free(minimizer) }
    guard let startVector = makeVector(start) else { throw .outOfMemory }
    defer { gsl_vector_free(startVector) }
    guard let stepVector = makeVector(stepSizes) else { throw .outOfMemory }
    defer { gsl_vector_free(stepVector) }

    return try withoutActuallyEscaping(f) {
      (escapable) throws(GSLError) -> (point: [Double], value: Double, iterations: Int) in
      let box = VectorFunctionBox(escapable, dimension: dimension)
      return try withExtendedLifetime(box) {
        () throws(GSLError) -> (point: [Double], value: Double, iterations: Int) in
        var function = gsl_multimin_function(
          f: vectorFunctionTrampoline, n: dimension,
          params: Unmanaged.passUnretained(box).toOpaque())
        // GSL keeps the gsl_multimin_function pointer, so it must stay valid for the whole iteration.
        return try withUnsafeMutablePointer(to: &function) {
          (pointer) throws(GSLError) -> (point: [Double], value: Double, iterations: Int) in
          try GSLRuntime.check(gsl_multimin_fminimizer_set(minimizer, pointer, startVector, stepVector))
          for iteration in 1...maxIterations {
            try GSLRuntime.check(gsl_multimin_fminimizer_iterate(minimizer))
            let size = gsl_multimin_fminimizer_size(minimizer)
            if gsl_multimin_test_size(size, tolerance) == Int32(GSL_SUCCESS) {
              let point = readVector(gsl_multimin_fminimizer_x(minimizer), count: dimension)
              return (point, gsl_multimin_fminimizer_minimum(minimizer), iteration)
            }
          }
          throw .maxIterations
        }
      }
    }
  }

  /// A new GSL vector holding `values`, or `nil` if allocation fails.
  private static func makeVector(_ values: [Double]) -> UnsafeMutablePointer<gsl_vector>? {
    guard let vector = gsl_vector_alloc(values.count) else { return nil }
    let stride = vector.pointee.stride
    for (index, value) in values.enumerated() { vector.pointee.data[index * stride] = value }
    return vector
  }

  /// The first `count` entries of a GSL vector (empty if the pointer is `nil`).
  private static func readVector(_ vector: UnsafeMutablePointer<gsl_vector>?, count: Int) -> [Double] {
    guard let vector else { return [] }
    let stride = vector.pointee.stride
    return (0..<count).map { vector.pointee.data[$0 * stride] }
  }
}

/// Holds a vector objective and a reusable argument array for the lifetime of one GSL call.
private final class VectorFunctionBox {
  let function: ([Double]) -> Double
  var argument: [Double]
  init(_ function: @escaping ([Double]) -> Double, dimension: Int) {
    self.function = function
    argument = Array(repeating: 0, count: dimension)
  }
}

/// C entry point for `gsl_multimin_function.f`.
private func vectorFunctionTrampoline(
  _ x: UnsafePointer<gsl_vector>?, _ params: UnsafeMutableRawPointer?
) -> Double {
  guard let x, let params else { return .nan }
  let box = Unmanaged<VectorFunctionBox>.fromOpaque(params).takeUnretainedValue()
  let stride = x.pointee.stride
  for index in box.argument.indices { box.argument[index] = x.pointee.data[index * stride] }
  return box.function(box.argument)
}
