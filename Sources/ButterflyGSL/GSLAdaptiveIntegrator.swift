import CGSL

/// Adaptive integration of `dy/dt = f(t, y)` through a GSL driver (`gsl_odeiv2_driver_alloc_y_new`):
/// the reference integrator ButterflyPhysics' closed forms and RK4 are checked against.
///
/// The driver picks its own steps so that each component's local error estimate stays below
///
/// ```
/// D_i = absoluteTolerance + relativeTolerance · |y_i|
/// ```
///
/// That bounds local, not global, error: over many steps the global error is typically a small
/// multiple of the tolerance for well-conditioned problems. The integrator keeps its current time and
/// state; ``apply(to:)`` continues from them, forwards or backwards.
///
/// ``GSLStepperKind/msbdf`` uses a Jacobian: pass one, or this class approximates it by forward
/// differences (`n + 2` extra right-hand-side evaluations per Jacobian, counted in
/// ``functionEvaluations``; relative accuracy about 1.5e-8, ample for msbdf's Newton iteration).
///
/// Threading: holds mutable GSL state, so it is not `Sendable`; use one instance per thread.
package final class GSLAdaptiveIntegrator {
  /// The stepper the driver uses.
  package let kind: GSLStepperKind
  /// The most steps one ``apply(to:)`` takes unless told otherwise: 1,000,000.
  package static let defaultMaximumSteps = 1_000_000
  /// Number of equations `n`.
  package let dimension: Int
  /// The current time: where the next ``apply(to:)`` starts, in the caller's time unit (seconds here).
  package private(set) var time: Double
  /// The step-size magnitude the driver starts from after creation, a reset or a change of direction.
  package let initialStepSize: Double
  private let system: ODESystemBox
  private let driver: UnsafeMutablePointer<gsl_odeiv2_driver>
  private let currentState: UnsafeMutablePointer<Double>

  /// Creates a driver at `initialTime` with state `initialState`.
  ///
  /// - Parameters:
  ///   - kind: The stepper; ``GSLStepperKind/rk8pd`` by default.
  ///   - initialTime: `t₀`, finite.
  ///   - initialState: `y(t₀)`; its length fixes ``dimension`` (at least 1).
  ///   - initialStepSize: The first trial step magnitude, `> 0` (sign is chosen per direction).
  ///   - absoluteTolerance: Absolute local error bound per component, in the state's units, `≥ 0`.
  ///   - relativeTolerance: Relative local error bound per component, `≥ 0`; not both zero.
  ///   - maximumSteps: Most steps one ``apply(to:)`` may take before throwing
  ///     ``GSLError/maxIterations``; `nil` for no limit.
  ///   - minimumStepSize: Smallest step magnitude allowed (`0` for none); below it ``apply(to:)``
  ///     throws ``GSLError/noProgress``. Must not exceed `initialStepSize`.
  ///   - jacobian: `∂f/∂y` and `∂f/∂t`, used by ``GSLStepperKind/msbdf`` only; `nil` for forward
  ///     differences.
  ///   - rightHandSide: `f(t, y)`; see ``GSLRightHandSide``.
  /// - Throws: ``GSLError/invalidInput(_:)`` for an empty or non-finite state or an invalid number,
  ///   ``GSLError/badTolerance`` or ``GSLError/invalidArgument`` if GSL rejects the settings,
  ///   ``GSLError/outOfMemory`` if GSL cannot allocate.
  package convenience init(
    kind: GSLStepperKind = .rk8pd,
    initialTime: Double = 0,
    initialState: [Double],
    initialStepSize: Double = 1e-3,
    absoluteTolerance: Double = 1e-10,
    relativeTolerance: Double = 1e-10,
    maximumSteps: Int? = defaultMaximumSteps,
    minimumStepSize: Double = 0,
    jacobian: GSLJacobian? = nil,
    rightHandSide: @escaping GSLRightHandSide
  ) throws(GSLError) {
    try self.init(
      kind: kind, initialTime: initialTime, initialState: initialState, initialStepSize: initialStepSize,
      absoluteTolerance: absoluteTolerance, relativeTolerance: relativeTolerance, maximumSteps: maximumSteps,
      minimumStepSize: minimumStepSize,
      system: ODESystemBox(dimension: initialState.count, jacobian: jacobian, rightHandSide: rightHandSide))
  }

  /// A driver for a system already boxed for GSL (a Swift closure or a C right-hand side); the arguments
  /// as for the other initialiser, with the same refusals.
  init(
    kind: GSLStepperKind, initialTime: Double, initialState: [Double], initialStepSize: Double,
    absoluteTolerance: Double, relativeTolerance: Double, maximumSteps: Int?, minimumStepSize: Double,
    system: ODESystemBox
  ) throws(GSLError) {
    guard !initialState.isEmpty, initialState.allSatisfy(\.isFinite), initialTime.isFinite else {
      throw .invalidInput("initial time and state must be finite and the state non-empty")
    }
    guard initialStepSize.isFinite, initialStepSize > 0 else {
      throw .invalidInput("initialStepSize must be finite and > 0, got \(initialStepSize)")
    }
    guard absoluteTolerance >= 0, relativeTolerance >= 0,
      absoluteTolerance > 0 || relativeTolerance > 0
    else {
      throw .invalidInput(
        "tolerances must be >= 0 and not both zero, got \(absoluteTolerance), \(relativeTolerance)")
    }
    guard maximumSteps.map({ $0 >= 1 }) ?? true else {
      throw .invalidInput("maximumSteps must be at least 1 or nil, got \(maximumSteps ?? 0)")
    }
    guard minimumStepSize >= 0, minimumStepSize <= initialStepSize else {
      throw .invalidInput("minimumStepSize must be in [0, initialStepSize], got \(minimumStepSize)")
    }
    GSLRuntime.prepare()
    let dimension = initialState.count
    guard
      let driver = gsl_odeiv2_driver_alloc_y_new(
        system.system, kind.stepType, initialStepSize, absoluteTolerance, relativeTolerance)
    else { throw .outOfMemory }
    if let maximumSteps {
      gsl_odeiv2_driver_set_nmax(driver, UInt(maximumSteps))
    }
    if minimumStepSize > 0 {
      let status = gsl_odeiv2_driver_set_hmin(driver, minimumStepSize)
      guard status == Int32(GSL_SUCCESS) else {
        gsl_odeiv2_driver_free(driver)
        throw GSLError(status: status) ?? .failure
      }
    }
    self.kind = kind
    self.dimension = dimension
    self.time = initialTime
    self.initialStepSize = initialStepSize
    self.system = system
    self.driver = driver
    let buffer = UnsafeMutablePointer<Double>.allocate(capacity: dimension)
    buffer.initialize(repeating: 0, count: dimension)
    for (index, value) in initialState.enumerated() { buffer[index] = value }
    currentState = buffer
  }

  deinit {
    gsl_odeiv2_driver_free(driver)
    currentState.deallocate()
  }

  /// The state at ``time``; allocates the returned array.
  package var state: [Double] { Array(UnsafeBufferPointer(start: currentState, count: dimension)) }

  /// Right-hand-side evaluations since creation or the last ``resetCounters()``, including those
  /// spent on finite-difference Jacobians.
  package var functionEvaluations: Int { system.functionEvaluations }

  /// Jacobian evaluations (analytic or finite-difference) since creation or ``resetCounters()``.
  package var jacobianEvaluations: Int { system.jacobianEvaluations }

  /// Steps GSL's evolve object counted since creation or the last ``reset(time:state:)``.
  package var stepCount: Int { Int(driver.pointee.e.pointee.count) }

  /// Sets ``functionEvaluations`` and ``jacobianEvaluations`` back to zero.
  package func resetCounters() {
    system.functionEvaluations = 0
    system.jacobianEvaluations = 0
  }

  /// Moves the integrator to a new initial condition and clears the driver's step history.
  ///
  /// - Parameters:
  ///   - time: The new current time, finite.
  ///   - state: The new state, exactly ``dimension`` finite components.
  /// - Throws: ``GSLError/dimensionMismatch(expected:actual:)`` or ``GSLError/invalidInput(_:)``.
  package func reset(time: Double, state: [Double]) throws(GSLError) {
    guard state.count == dimension else {
      throw .dimensionMismatch(expected: dimension, actual: state.count)
    }
    guard time.isFinite, state.allSatisfy(\.isFinite) else {
      throw .invalidInput("time and state must be finite")
    }
    for index in 0..<dimension { currentState[index] = state[index] }
    self.time = time
    try GSLRuntime.check(gsl_odeiv2_driver_reset_hstart(driver, initialStepSize))
  }

  /// Integrates from ``time`` to `targetTime` and returns the state there.
  ///
  /// Integrates backwards when `targetTime < time` (the driver restarts from ``initialStepSize``
  /// whenever the direction changes). Returns the current state at once if `targetTime == time`.
  ///
  /// - Parameter targetTime: The time to reach, finite.
  /// - Returns: `y(targetTime)`, ``dimension`` components.
  /// - Throws: ``GSLError/maxIterations`` when `maximumSteps` were not enough,
  ///   ``GSLError/noProgress`` when the step fell below `minimumStepSize`, the right-hand side's own
  ///   error, or another ``GSLError`` GSL reported. After a throw, ``time`` and ``state`` hold the last
  ///   successful step and the driver is reset, so integration may continue.
  /// - Complexity: Proportional to the number of steps, which grows like `tolerance^(−1/p)`.
  package func apply(to targetTime: Double) throws -> [Double] {
    guard targetTime.isFinite else {
      throw GSLError.invalidInput("target time must be finite, got \(targetTime)")
    }
    if targetTime == time { return state }
    let direction: Double = targetTime > time ? 1 : -1
    if driver.pointee.h * direction < 0 {
      try GSLRuntime.check(gsl_odeiv2_driver_reset_hstart(driver, direction * initialStepSize))
    }
    system.thrownError = nil
    var reachedTime = time
    let status = gsl_odeiv2_driver_apply(driver, &reachedTime, targetTime, currentState)
    time = reachedTime
    guard status == Int32(GSL_SUCCESS) else {
      _ = gsl_odeiv2_driver_reset(driver)
      throw system.error(forStatus: status)
    }
    return state
  }

  /// Integrates through `times` in order and returns the state at each.
  ///
  /// Each sample continues from the previous one; keep `times` monotonic (a reversal restarts the
  /// step size and costs accuracy). Times equal to the current time are returned without stepping.
  ///
  /// - Parameter times: The sample times, finite.
  /// - Returns: One state per time, in the order given.
  /// - Throws: As ``apply(to:)``; samples before the failing one are lost, but ``time`` and
  ///   ``state`` show how far integration got.
  /// - Complexity: As ``apply(to:)`` over the whole span, plus one array per sample.
  package func sample(at times: [Double]) throws -> [[Double]] {
    var samples: [[Double]] = []
    samples.reserveCapacity(times.count)
    for sampleTime in times {
      samples.append(try apply(to: sampleTime))
    }
    return samples
  }
}

@available(*, unavailable, message: "GSLAdaptiveIntegrator holds mutable GSL state; use one per thread")
extension GSLAdaptiveIntegrator: Sendable {}
