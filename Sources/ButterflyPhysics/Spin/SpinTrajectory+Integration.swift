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
  public func integrated(
    method: SteppingMethod = .rungeKutta4, step: Double, rate: Double, until: Double
  ) -> IntegratedSpin {
    guard step > 0, step.isFinite, rate > 0, rate.isFinite, until >= 0, until.isFinite else {
      return IntegratedSpin(samples: [], stepCount: 0, addedSubsteps: 0)
    }
    let phases = phases
    let count = Int((until * rate).rounded(.down)) + 1
    var samples: [SpinSample] = []
    samples.reserveCapacity(count)
    var steps = 0
    var added = 0
    var phaseIndex = 0
    var driver = Self.driver(for: phases[0], method: method, step: step, time: 0, angle: 0, velocity: 0)
    for index in 0..<count {
      let sampleTime = Double(index) / rate
      while phaseIndex + 1 < phases.count && phases[phaseIndex].endTime <= sampleTime {
        let report = driver?.advance(to: phases[phaseIndex].endTime)
        steps += report?.stepCount ?? 0
        added += report?.addedSubsteps ?? 0
        phaseIndex += 1
        let state = driver?.state ?? SIMD2(0, 0)
        driver = Self.driver(
          for: phases[phaseIndex], method: method, step: step, time: phases[phaseIndex].startTime,
          angle: state.x, velocity: state.y)
      }
      let report = driver?.advance(to: sampleTime)
      steps += report?.stepCount ?? 0
      added += report?.addedSubsteps ?? 0
      let state = driver?.state ?? SIMD2(.nan, .nan)
      samples.append(SpinSample(time: sampleTime, angle: state.x, angularVelocity: state.y))
    }
    return IntegratedSpin(samples: samples, stepCount: steps, addedSubsteps: added)
  }

  /// A driver for `phase` starting from the integrated state, with the phase's strike velocity if any.
  static func driver(
    for phase: SpinPhase, method: SteppingMethod, step: Double, time: Double, angle: Double, velocity: Double
  ) -> SteppingDriver<SpinPhase>? {
    SteppingDriver(
      system: phase, method: method, maximumStep: step, time: time,
      state: SIMD2(angle, phase.initialVelocity ?? velocity))
  }
}
