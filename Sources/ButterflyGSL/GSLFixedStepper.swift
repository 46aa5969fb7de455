import CGSL

/// Fixed-step integration of `dy/dt = f(t, y)` with one GSL stepper, one `gsl_odeiv2_step_apply` per
/// step and no step-size control.
///
/// Built for like-for-like timing of GSL's RK4 against ButterflyPhysics' own RK4, and for measuring
/// observed orders of convergence. A step allocates nothing: the state is updated in place and the
/// error-estimate buffer is allocated once, here.
///
/// ```
/// y(t + h) ≈ Φ_h(t, y(t))      (Φ the stepper's one-step map; local error O(h^(p+1)))
/// ```
///
/// Accuracy: whatever the method gives at the chosen `h`; nothing is checked. GSL's ``GSLStepperKind/rk4``
/// returns the two-half-step result of step doubling (see its documentation), so its work per step is
/// about three textbook RK4 steps; compare by ``functionEvaluations``.
///
/// Threading: holds mutable GSL state, so it is not `Sendable`; use one instance per thread.
package final class GSLFixedStepper {
  /// The stepper in use; never ``GSLStepperKind/msbdf``.
  package let kind: GSLStepperKind
  /// Number of equations `n` (≥ 1); every state passed in must have this many components.
  package let dimension: Int
  private let system: ODESystemBox
  private let stepper: UnsafeMutablePointer<gsl_odeiv2_step>
  private let errorEstimate: UnsafeMutablePointer<Double>
  /// The derivative at a step's start and end, handed from one step to the next by ``steps(from:step:count:to:state:)``.
  private let derivatives: UnsafeMutablePointer<Double>

  /// Allocates a GSL stepper for a system of `dimension` equations.
  ///
  /// - Parameters:
  ///   - kind: An explicit stepper: ``GSLStepperKind/rk4`` (default), ``GSLStepperKind/rkf45`` or
  ///     ``GSLStepperKind/rk8pd``.
  ///   - dimension: Number of equations `n`, at least 1.
  ///   - rightHandSide: `f(t, y)`; see ``GSLRightHandSide``.
  /// - Throws: ``GSLError/unsupported(_:)`` for ``GSLStepperKind/msbdf`` (GSL runs it only inside a
  ///   driver; use ``GSLAdaptiveIntegrator``), ``GSLError/invalidInput(_:)`` for a dimension below 1,
  ///   ``GSLError/outOfMemory`` if GSL cannot allocate.
  package convenience init(
    kind: GSLStepperKind = .rk4, dimension: Int, rightHandSide: @escaping GSLRightHandSide
  ) throws(GSLError) {
    guard dimension >= 1 else { throw .invalidInput("dimension must be at least 1, got \(dimension)") }
    guard kind.supportsFixedStepping else {
      throw .unsupported("\(kind) needs a driver; use GSLAdaptiveIntegrator")
    }
    try self.init(kind: kind, system: ODESystemBox(dimension: dimension, jacobian: nil, rightHandSide: rightHandSide))
  }

  /// A stepper for a system already boxed for GSL (a Swift closure or a C right-hand side).
  init(kind: GSLStepperKind, system: ODESystemBox) throws(GSLError) {
    guard kind.supportsFixedStepping else {
      throw .unsupported("\(kind) needs a driver; use GSLAdaptiveIntegrator")
    }
    GSLRuntime.prepare()
    guard let stepper = gsl_odeiv2_step_alloc(kind.stepType, system.dimension) else { throw .outOfMemory }
    self.kind = kind
    self.dimension = system.dimension
    self.stepper = stepper
    self.system = system
    errorEstimate = .allocate(capacity: dimension)
    errorEstimate.initialize(repeating: 0, count: dimension)
    derivatives = .allocate(capacity: 2 * dimension)
    derivatives.initialize(repeating: 0, count: 2 * dimension)
  }

  deinit {
    gsl_odeiv2_step_free(stepper)
    errorEstimate.deallocate()
    derivatives.deallocate()
  }

  /// Right-hand-side evaluations since creation or the last ``resetCounters()``.
  package var functionEvaluations: Int { system.functionEvaluations }

  /// The order `p` of the method as GSL reports it (`gsl_odeiv2_step_order`; 4 for rk4, 8 for rk8pd).
  package var order: Int { Int(gsl_odeiv2_step_order(stepper)) }

  /// The stepper's own local error estimate for the last successful step, one entry per component,
  /// in the state's units. Allocates the returned array.
  package var lastErrorEstimate: [Double] {
    Array(UnsafeBufferPointer(start: errorEstimate, count: dimension))
  }

  /// Sets ``functionEvaluations`` back to zero.
  package func resetCounters() {
    system.functionEvaluations = 0
    system.jacobianEvaluations = 0
  }

  /// Clears any state the stepper carries between steps (`gsl_odeiv2_step_reset`); call it before
  /// starting an unrelated trajectory.
  ///
  /// - Throws: ``GSLError`` if GSL reports a failure.
  package func reset() throws(GSLError) {
    try GSLRuntime.check(gsl_odeiv2_step_reset(stepper))
  }

  /// Advances `state` in place by one step of size `stepSize` from time `time`, allocation-free.
  ///
  /// - Parameters:
  ///   - time: The time at the start of the step, in the caller's time unit (seconds here).
  ///   - stepSize: `h`, finite and non-zero; negative integrates backwards.
  ///   - state: `y(time)` on entry, `y(time + h)` on return; exactly ``dimension`` components. On a
  ///     thrown error GSL restores the entry values.
  /// - Throws: ``GSLError/dimensionMismatch(expected:actual:)``, ``GSLError/invalidInput(_:)`` for a
  ///   zero or non-finite step, the right-hand side's own error, or the ``GSLError`` GSL reported.
  /// - Complexity: One GSL step: 11 right-hand-side evaluations for GSL rk4 (step doubling; a
  ///   textbook RK4 step takes 4), 6 for rkf45, 13 for rk8pd.
  package func step(
    from time: Double, by stepSize: Double, state: UnsafeMutableBufferPointer<Double>
  ) throws {
    guard state.count == dimension, let base = state.baseAddress else {
      throw GSLError.dimensionMismatch(expected: dimension, actual: state.count)
    }
    guard stepSize.isFinite, stepSize != 0, time.isFinite else {
      throw GSLError.invalidInput(
        "time must be finite and step size finite and non-zero, got t = \(time), h = \(stepSize)")
    }
    let status = gsl_odeiv2_step_apply(
      stepper, time, stepSize, base, errorEstimate, nil, nil, system.system)
    if status != Int32(GSL_SUCCESS) { throw system.error(forStatus: status) }
  }

  /// Takes `count` steps from `start` in C (`cgsl_fixed_steps`): step `i` ends at `start + i·h`, the
  /// last one exactly at `target`; each step's end derivative is the next step's start derivative (GSL's
  /// rk4 evaluates the right-hand side 11 times a step, that end derivative included).
  /// - Parameters:
  ///   - start: Start time (s), finite.
  ///   - h: Full step (s), finite, > 0.
  ///   - count: Number of steps, ≥ 1.
  ///   - target: End time of the last step (s).
  ///   - state: `dimension` values, advanced in place.
  /// - Throws: The mapped ``GSLError`` (or the closure's own error) when a step fails.
  func steps(from start: Double, step h: Double, count: Int, to target: Double, state: UnsafeMutablePointer<Double>)
    throws
  {
    let status = cgsl_fixed_steps(
      stepper, system.system, start, h, UInt(count), target, state, errorEstimate, derivatives)
    if status != Int32(GSL_SUCCESS) { throw system.error(forStatus: status) }
  }

  /// Advances an array state in place by one step; as the buffer overload of `step(from:by:state:)`.
  ///
  /// Allocation-free as long as `state` is uniquely referenced.
  ///
  /// - Parameters:
  ///   - time: The time at the start of the step.
  ///   - stepSize: `h`, finite and non-zero.
  ///   - state: `y(time)` on entry, `y(time + h)` on return; exactly ``dimension`` components.
  /// - Throws: As the buffer version.
  package func step(from time: Double, by stepSize: Double, state: inout [Double]) throws {
    try state.withUnsafeMutableBufferPointer { buffer in
      try step(from: time, by: stepSize, state: buffer)
    }
  }

  /// Integrates from `start` to `end` in `steps` equal steps, updating `state` in place.
  ///
  /// ```
  /// h = (end − start) / steps,   t_k = start + k·h   (no accumulated rounding in t)
  /// ```
  ///
  /// - Parameters:
  ///   - start: The initial time.
  ///   - end: The final time; may be below `start` (backwards), must differ from it.
  ///   - steps: Number of steps, at least 1.
  ///   - state: `y(start)` on entry, `y(end)` on return.
  /// - Throws: ``GSLError/invalidInput(_:)`` for `steps < 1`, non-finite or equal end points; else as
  ///   `step(from:by:state:)`. On a throw, `state` holds the last completed step.
  /// - Complexity: `steps` GSL steps.
  package func integrate(from start: Double, to end: Double, steps: Int, state: inout [Double]) throws {
    guard steps >= 1, start.isFinite, end.isFinite, start != end else {
      throw GSLError.invalidInput(
        "need finite start != end and steps >= 1, got [\(start), \(end)] in \(steps) steps")
    }
    let stepSize = (end - start) / Double(steps)
    try state.withUnsafeMutableBufferPointer { buffer in
      for index in 0..<steps {
        try step(from: start + Double(index) * stepSize, by: stepSize, state: buffer)
      }
    }
  }
}

@available(*, unavailable, message: "GSLFixedStepper holds mutable GSL state; use one per thread")
extension GSLFixedStepper: Sendable {}
