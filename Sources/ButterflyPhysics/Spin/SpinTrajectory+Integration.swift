/// The result of integrating a spin trajectory numerically.
public struct IntegratedSpin: Hashable, Sendable {
  /// Samples at `t = i/rate`.
  public var samples: [SpinSample]
  /// Steps taken over all phases.
  public var stepCount: Int
  /// Steps added beyond the requested step size to stay inside the method's stability region (0 when
  /// the requested step was stable everywhere).
  public var addedSubsteps: Int
}

extension SpinTrajectory {
  /// Integrates the trajectory's differential equation (``SpinPhase``) with a fixed-step method and
  /// samples it at `t = i/rate`, as a cross-check of the closed form.
  ///
  /// Each activation starts its phase from the integrated angle with the planned initial velocity (the
  /// gesture's strike); a rest phase holds the angle (friction). Steps end exactly on every phase
  /// boundary and sample time, so no time is dropped; a step that would be unstable
  /// (`h·2βω₀` beyond the method's bound) is split and counted in ``IntegratedSpin/addedSubsteps``.
  /// - Parameters:
  ///   - method: RK4 (default) or semi-implicit Euler.
  ///   - step: Largest step (s, > 0).
  ///   - rate: Samples per second (Hz, > 0).
  ///   - until: Last sample time (s, ≥ 0).
  /// - Returns: The samples and step counts; no samples when an argument is not positive and finite.
  /// - Complexity: O(until/step + until·rate).
  package func integrated(
    method: SteppingMethod = .rungeKutta4, step: Double, rate: Double, until: Double
  ) -> IntegratedSpin {
    guard step > 0, step.isFinite, rate > 0, rate.isFinite, until >= 0, until.isFinite else {
      return IntegratedSpin(samples: [], stepCount: 0, addedSubsteps: 0)
    }
    let count = Int((until * rate).rounded(.down)) + 1
    var samples: [SpinSample] = []
    samples.reserveCapacity(count)
    var steps = 0
    var added = 0
    var driver: SteppingDriver<SpinPhase>?
    walkPhases(
      sampleCount: count, rate: rate,
      start: { phase, time, state in
        driver = SteppingDriver(system: phase, method: method, maximumStep: step, time: time, state: state)
      },
      advance: { time in
        let report = driver?.advance(to: time)
        steps += report?.stepCount ?? 0
        added += report?.addedSubsteps ?? 0
        return driver?.state ?? SIMD2(.nan, .nan)
      },
      sample: { time, state in
        samples.append(SpinSample(time: time, angle: state.x, angularVelocity: state.y))
      })
    return IntegratedSpin(samples: samples, stepCount: steps, addedSubsteps: added)
  }

  /// The walk every numerical integration of a trajectory takes: phase by phase (``phases``), sampling at
  /// `t = i/rate`. Each phase starts from the state the previous one ended in, with the phase's strike
  /// velocity at an activation (or 0 at rest) in place of the integrated one.
  /// - Parameters:
  ///   - sampleCount: How many samples, at `t = 0, 1/rate, …`.
  ///   - rate: Samples per second (Hz, > 0).
  ///   - start: Sets up an integrator for a phase from a time (s) and a state `(θ, ω)`.
  ///   - advance: Advances the current integrator to a time (s) and returns its state there.
  ///   - sample: Receives each sample time (s) and state, in order.
  /// - Throws: Whatever `start` or `advance` throws.
  /// - Complexity: O(sampleCount + phases) calls of `advance`.
  package func walkPhases<Failure: Error>(
    sampleCount: Int, rate: Double,
    start: (_ phase: SpinPhase, _ time: Double, _ state: SIMD2<Double>) throws(Failure) -> Void,
    advance: (_ time: Double) throws(Failure) -> SIMD2<Double>,
    sample: (_ time: Double, _ state: SIMD2<Double>) -> Void
  ) throws(Failure) {
    let phases = phases
    var phaseIndex = 0
    try start(phases[0], 0, SIMD2(0, phases[0].initialVelocity ?? 0))
    for index in 0..<sampleCount {
      let sampleTime = Double(index) / rate
      while phaseIndex + 1 < phases.count && phases[phaseIndex].endTime <= sampleTime {
        let end = try advance(phases[phaseIndex].endTime)
        phaseIndex += 1
        let phase = phases[phaseIndex]
        try start(phase, phase.startTime, SIMD2(end.x, phase.initialVelocity ?? end.y))
      }
      sample(sampleTime, try advance(sampleTime))
    }
  }
}
