import ButterflyPhysics

/// Samples of a system integrated with GSL, and what they cost.
package struct GSLIntegratedRun: Hashable, Sendable {
  /// Sample times `t = i/rate` (s).
  package var times: [Double]
  /// Positions at those times (rad for a spin, pt for a spring).
  package var positions: [Double]
  /// Velocities at those times (rad/s or pt/s).
  package var velocities: [Double]
  /// Right-hand-side evaluations over every phase (finite-difference Jacobians included).
  package var functionEvaluations: Int
  /// GSL steps over every phase (accepted steps for the adaptive driver).
  package var stepCount: Int
  /// Fixed steps added beyond the requested step for stability (0 for adaptive runs).
  package var addedSubsteps: Int

  /// The samples as ``SpinSample``s (angle in rad, angular velocity in rad/s).
  package var spinSamples: [SpinSample] {
    times.indices.map { SpinSample(time: times[$0], angle: positions[$0], angularVelocity: velocities[$0]) }
  }

  /// An empty run with room for `count` samples.
  init(capacity count: Int) {
    times = []
    positions = []
    velocities = []
    functionEvaluations = 0
    stepCount = 0
    addedSubsteps = 0
    times.reserveCapacity(count)
    positions.reserveCapacity(count)
    velocities.reserveCapacity(count)
  }

  /// Adds one sample.
  mutating func append(time: Double, state: SIMD2<Double>) {
    times.append(time)
    positions.append(state.x)
    velocities.append(state.y)
  }

  /// The most adaptive GSL steps one run may take over all its phases and samples: about ten seconds of
  /// rk8pd on one core. A system stiff enough to need more (a spring with a huge `√(k/m)`, a very long
  /// run) is stopped with ``GSLError/maxIterations`` instead of running for hours; each `apply` can
  /// overshoot the budget by at most the driver's own per-call limit (10⁶ steps).
  package static let stepBudget = 10_000_000

  /// Throws ``GSLError/maxIterations`` once this adaptive run and the current phase's `integrator` have
  /// taken more than ``stepBudget`` steps (fixed-step runs are bounded by their step count up front).
  func checkBudget<System>(_ integrator: GSLSecondOrderIntegrator<System>) throws(GSLError) {
    guard case .adaptive = integrator.method else { return }
    if stepCount + integrator.stepCount > Self.stepBudget { throw .maxIterations }
  }

  /// Adds a finished phase's cost.
  mutating func addCost<System>(of integrator: GSLSecondOrderIntegrator<System>) {
    functionEvaluations += integrator.functionEvaluations
    stepCount += integrator.stepCount
    addedSubsteps += integrator.addedSubsteps
  }
}

/// The number of samples at `t = i/rate` with `t ≤ until`, after checking both.
private func sampleCount(rate: Double, until: Double) throws(GSLError) -> Int {
  guard rate > 0, rate.isFinite, until >= 0, until.isFinite, until * rate < 1e8 else {
    throw .invalidInput("rate must be finite and > 0 Hz and until finite and ≥ 0 s, got \(rate) Hz, \(until) s")
  }
  return Int((until * rate).rounded(.down)) + 1
}

extension SpinTrajectory {
  /// Integrates the trajectory's differential equation (``SpinPhase``) with GSL and samples it at
  /// `t = i/rate`: the GSL counterpart of `integrated(method:step:rate:until:)`.
  ///
  /// Walks the phases as that method does: each phase gets a fresh GSL integrator started at the
  /// phase's start time from the integrated angle, with the phase's strike velocity when it begins an
  /// activation (0 for a rest phase) and the integrated velocity otherwise, and is advanced exactly to
  /// its end before the next begins, so no time is dropped and no step straddles the discontinuity at a
  /// strike or a landing.
  ///
  /// - Parameters:
  ///   - method: Fixed-step (e.g. `.fixedStep(.rk4, step: 1e-4)`) or adaptive
  ///     (``GSLIntegrationMethod/reference`` by default).
  ///   - rate: Samples per second (Hz, finite, > 0).
  ///   - until: Last sample time (s, finite, ≥ 0).
  /// - Returns: Angles (rad) and angular velocities (rad/s) at `t = i/rate`, with the cost.
  /// - Throws: ``GSLError/invalidInput(_:)`` for a bad rate, time or method setting; the ``GSLError``
  ///   GSL reports if a phase cannot be integrated.
  /// - Complexity: O(until/step + until·rate) fixed; adaptive as the driver needs, at most about
  ///   ``GSLIntegratedRun/stepBudget`` steps (then ``GSLError/maxIterations``).
  package func integratedWithGSL(
    _ method: GSLIntegrationMethod = .reference, rate: Double, until: Double
  ) throws(GSLError) -> GSLIntegratedRun {
    let count = try sampleCount(rate: rate, until: until)
    var run = GSLIntegratedRun(capacity: count)
    var integrator: GSLSecondOrderIntegrator<SpinPhase>?
    try walkPhases(
      sampleCount: count, rate: rate,
      start: { (phase, time, state) throws(GSLError) in
        if let finished = integrator { run.addCost(of: finished) }
        integrator = try GSLSecondOrderIntegrator(system: phase, method: method, time: time, state: state)
      },
      advance: { (time) throws(GSLError) in
        guard let integrator else { throw .invalidInput("no integrator for the phase") }
        let state = try integrator.advance(to: time)
        try run.checkBudget(integrator)
        return state
      },
      sample: { time, state in run.append(time: time, state: state) })
    if let integrator { run.addCost(of: integrator) }
    return run
  }
}

extension DampedSpring {
  /// The spring's Jacobian for GSL's implicit msbdf stepper, exact for `y = (x, v)`:
  ///
  /// ```
  /// ∂f/∂y = [[0, 1], [−k/m, −c/m]],   ∂f/∂t = 0
  /// ```
  package var gslJacobian: GSLJacobian {
    let (stiffnessPerMass, dampingPerMass) = (stiffnessPerMass, dampingPerMass)
    return { _, _, dfdy, dfdt in
      dfdy[0] = 0
      dfdy[1] = 1
      dfdy[2] = -stiffnessPerMass
      dfdy[3] = -dampingPerMass
      dfdt[0] = 0
      dfdt[1] = 0
    }
  }

  /// Integrates the spring from its start state with GSL and samples it at `t = i/rate`.
  ///
  /// msbdf gets the exact Jacobian ``gslJacobian``.
  ///
  /// - Parameters:
  ///   - method: Fixed-step or adaptive (``GSLIntegrationMethod/reference`` by default).
  ///   - rate: Samples per second (Hz, finite, > 0).
  ///   - until: Last sample time (s, finite, ≥ 0).
  /// - Returns: Positions (pt) and velocities (pt/s) at `t = i/rate`, with the cost.
  /// - Throws: ``GSLError/invalidInput(_:)`` for a bad rate, time or method setting; the ``GSLError``
  ///   GSL reports if integration fails.
  /// - Complexity: O(until/step + until·rate) fixed; adaptive as the driver needs, at most about
  ///   ``GSLIntegratedRun/stepBudget`` steps (then ``GSLError/maxIterations``).
  package func integratedWithGSL(
    _ method: GSLIntegrationMethod = .reference, rate: Double, until: Double
  ) throws(GSLError) -> GSLIntegratedRun {
    let count = try sampleCount(rate: rate, until: until)
    var run = GSLIntegratedRun(capacity: count)
    let integrator = try GSLSecondOrderIntegrator(
      system: self, method: method, time: 0, state: initialState, jacobian: gslJacobian)
    for index in 0..<count {
      let sampleTime = Double(index) / rate
      run.append(time: sampleTime, state: try integrator.advance(to: sampleTime))
      try run.checkBudget(integrator)
    }
    run.addCost(of: integrator)
    return run
  }
}
