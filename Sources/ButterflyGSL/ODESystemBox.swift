import CGSL

/// Owns a heap-allocated `gsl_odeiv2_system` whose `params` pointer leads back to this box, so GSL's C
/// callbacks can reach the Swift closures.
///
/// The `params` pointer is unretained: whoever holds the box (a stepper or a driver wrapper) must keep
/// it alive for as long as GSL may call back, which they do by storing it. The system struct has a
/// stable address because GSL drivers keep a pointer to it. Not thread-safe: counters and scratch
/// buffers are mutated on every call.
final class ODESystemBox {
  /// Number of equations `n` (≥ 1).
  let dimension: Int
  /// `f(t, y)` in Swift; `nil` when GSL calls a C right-hand side (``NativeRightHandSide``).
  let rightHandSide: GSLRightHandSide?
  /// `∂f/∂y`, `∂f/∂t`, or `nil` to use forward differences.
  let jacobian: GSLJacobian?
  /// The C right-hand side's constants and call counter, when GSL calls one.
  private let nativeParameters: UnsafeMutablePointer<cgsl_native_params>?
  /// Calls of the Swift `rightHandSide`, including those made for finite-difference Jacobians.
  private var swiftEvaluations = 0
  /// Calls of the right-hand side, Swift or C, including those made for finite-difference Jacobians;
  /// setting it (to 0) restarts the count.
  var functionEvaluations: Int {
    get { swiftEvaluations + Int(nativeParameters?.pointee.evaluations ?? 0) }
    set {
      swiftEvaluations = newValue
      nativeParameters?.pointee.evaluations = 0
    }
  }
  /// Jacobian requests from GSL (analytic or finite-difference).
  var jacobianEvaluations = 0
  /// The last error a user closure threw, so the wrapper can rethrow it.
  var thrownError: (any Error)?
  /// The system handed to GSL.
  let system: UnsafeMutablePointer<gsl_odeiv2_system>
  /// Scratch for the finite-difference Jacobian: f(t, y), f at a perturbed point, the perturbed state.
  private let baseDerivative: UnsafeMutablePointer<Double>
  private let shiftedDerivative: UnsafeMutablePointer<Double>
  private let perturbedState: UnsafeMutablePointer<Double>

  init(dimension: Int, jacobian: GSLJacobian?, rightHandSide: @escaping GSLRightHandSide) {
    self.dimension = dimension
    self.rightHandSide = rightHandSide
    self.jacobian = jacobian
    let system = UnsafeMutablePointer<gsl_odeiv2_system>.allocate(capacity: 1)
    system.initialize(
      to: gsl_odeiv2_system(
        function: odeFunctionTrampoline, jacobian: odeJacobianTrampoline,
        dimension: dimension, params: nil))
    self.system = system
    nativeParameters = nil
    baseDerivative = Self.zeroedBuffer(count: dimension)
    shiftedDerivative = Self.zeroedBuffer(count: dimension)
    perturbedState = Self.zeroedBuffer(count: dimension)
    system.pointee.params = Unmanaged.passUnretained(self).toOpaque()
  }

  /// A box whose system GSL evaluates entirely in C: `native`'s function and Jacobian with its constants
  /// as `params`, so no evaluation calls into Swift.
  init(native: NativeRightHandSide) {
    dimension = 2
    rightHandSide = nil
    jacobian = nil
    let parameters = UnsafeMutablePointer<cgsl_native_params>.allocate(capacity: 1)
    parameters.initialize(to: cgsl_native_params(evaluations: 0, p: native.constants))
    nativeParameters = parameters
    let system = UnsafeMutablePointer<gsl_odeiv2_system>.allocate(capacity: 1)
    system.initialize(
      to: gsl_odeiv2_system(
        function: native.function, jacobian: native.jacobian, dimension: 2, params: UnsafeMutableRawPointer(parameters))
    )
    self.system = system
    baseDerivative = Self.zeroedBuffer(count: dimension)
    shiftedDerivative = Self.zeroedBuffer(count: dimension)
    perturbedState = Self.zeroedBuffer(count: dimension)
  }

  /// A freshly allocated buffer of `count` zeros.
  private static func zeroedBuffer(count: Int) -> UnsafeMutablePointer<Double> {
    let buffer = UnsafeMutablePointer<Double>.allocate(capacity: count)
    buffer.initialize(repeating: 0, count: count)
    return buffer
  }

  deinit {
    system.deinitialize(count: 1)
    system.deallocate()
    nativeParameters?.deallocate()
    baseDerivative.deallocate()
    shiftedDerivative.deallocate()
    perturbedState.deallocate()
  }

  /// Evaluates `f(t, y)` into `dydt` and returns a GSL status.
  func evaluate(_ t: Double, _ y: UnsafePointer<Double>, _ dydt: UnsafeMutablePointer<Double>) -> Int32 {
    guard let rightHandSide else { return Int32(GSL_EBADFUNC) }
    swiftEvaluations += 1
    do {
      try rightHandSide(
        t, UnsafeBufferPointer(start: y, count: dimension),
        UnsafeMutableBufferPointer(start: dydt, count: dimension))
      return Int32(GSL_SUCCESS)
    } catch {
      return record(error)
    }
  }

  /// Evaluates the Jacobian, analytically when one was given, else by forward differences:
  ///
  /// ```
  /// ∂f_i/∂y_j ≈ (f_i(t, y + h_j e_j) − f_i(t, y)) / h_j,   h_j = √ε · max(|y_j|, 1)
  /// ∂f_i/∂t   ≈ (f_i(t + h_t, y) − f_i(t, y)) / h_t,       h_t = √ε · max(|t|, 1)
  /// ```
  ///
  /// with ε the double-precision machine epsilon, so each entry carries an error of about √ε ≈ 1.5e-8
  /// relative — ample for msbdf, which uses the Jacobian only in its Newton iteration. Costs `n + 2`
  /// right-hand-side evaluations, counted in ``functionEvaluations``.
  func evaluateJacobian(
    _ t: Double, _ y: UnsafePointer<Double>, _ dfdy: UnsafeMutablePointer<Double>,
    _ dfdt: UnsafeMutablePointer<Double>
  ) -> Int32 {
    jacobianEvaluations += 1
    let n = dimension
    if let jacobian {
      do {
        try jacobian(
          t, UnsafeBufferPointer(start: y, count: n),
          UnsafeMutableBufferPointer(start: dfdy, count: n * n),
          UnsafeMutableBufferPointer(start: dfdt, count: n))
        return Int32(GSL_SUCCESS)
      } catch {
        return record(error)
      }
    }
    let success = Int32(GSL_SUCCESS)
    let rootEpsilon = Double.ulpOfOne.squareRoot()
    var status = evaluate(t, y, baseDerivative)
    guard status == success else { return status }
    perturbedState.update(from: y, count: n)
    for column in 0..<n {
      let original = y[column]
      perturbedState[column] = original + rootEpsilon * max(abs(original), 1)
      let step = perturbedState[column] - original  // the step actually representable
      status = evaluate(t, perturbedState, shiftedDerivative)
      guard status == success else { return status }
      for row in 0..<n {
        dfdy[row * n + column] = (shiftedDerivative[row] - baseDerivative[row]) / step
      }
      perturbedState[column] = original
    }
    let shiftedTime = t + rootEpsilon * max(abs(t), 1)
    status = evaluate(shiftedTime, y, shiftedDerivative)
    guard status == success else { return status }
    let timeStep = shiftedTime - t
    for row in 0..<n {
      dfdt[row] = (shiftedDerivative[row] - baseDerivative[row]) / timeStep
    }
    return success
  }

  /// Remembers a thrown error and picks the status to hand GSL: the error's own GSL code when it is a
  /// ``GSLError`` with one, otherwise `GSL_EBADFUNC`.
  private func record(_ error: any Error) -> Int32 {
    thrownError = error
    if let gslError = error as? GSLError, let code = gslError.statusCode, code != Int32(GSL_SUCCESS) {
      return code
    }
    return Int32(GSL_EBADFUNC)
  }

  /// The error to throw for a failed GSL status: the user's own error when the failure came from a
  /// closure that threw, otherwise the mapped ``GSLError``. Clears the remembered error.
  func error(forStatus status: Int32) -> any Error {
    defer { thrownError = nil }
    if let thrown = thrownError {
      if status == Int32(GSL_EBADFUNC) || (thrown as? GSLError)?.statusCode == status {
        return thrown
      }
    }
    return GSLError(status: status) ?? GSLError.failure
  }
}

/// C entry point for `gsl_odeiv2_system.function`.
private func odeFunctionTrampoline(
  _ t: Double, _ y: UnsafePointer<Double>?, _ dydt: UnsafeMutablePointer<Double>?,
  _ params: UnsafeMutableRawPointer?
) -> Int32 {
  guard let y, let dydt, let params else { return Int32(GSL_EFAULT) }
  return Unmanaged<ODESystemBox>.fromOpaque(params).takeUnretainedValue().evaluate(t, y, dydt)
}

/// C entry point for `gsl_odeiv2_system.jacobian`.
private func odeJacobianTrampoline(
  _ t: Double, _ y: UnsafePointer<Double>?, _ dfdy: UnsafeMutablePointer<Double>?,
  _ dfdt: UnsafeMutablePointer<Double>?, _ params: UnsafeMutableRawPointer?
) -> Int32 {
  guard let y, let dfdy, let dfdt, let params else { return Int32(GSL_EFAULT) }
  return Unmanaged<ODESystemBox>.fromOpaque(params).takeUnretainedValue()
    .evaluateJacobian(t, y, dfdy, dfdt)
}
