import ButterflyPhysics
import ButterflyRender

extension SpinRun {
  /// Samples a planned trajectory with `integrator` and analyses it: what
  /// ``SpinScenario/run(rate:until:integrator:step:)`` does once it has planned.
  /// - Parameters:
  ///   - planner: The planner that planned `trajectory` (its duration is the contract's `D`).
  ///   - trajectory: The trajectory, on a clock starting at its first activation.
  ///   - rate: Sample rate (Hz).
  ///   - until: Last sample time (s); `nil` for ``SpinRun/defaultHorizon(planner:trajectory:)``.
  ///   - integrator: How to sample.
  ///   - step: Step for stepped integrators (s).
  /// - Throws: ``IntegrationFailure`` when a GSL integrator fails.
  package init(
    planner: SpinPlanner, trajectory: SpinTrajectory, rate: Double, until: Double? = nil,
    integrator: SpinIntegrator, step: Double
  ) throws(IntegrationFailure) {
    let horizon = until ?? Self.defaultHorizon(planner: planner, trajectory: trajectory)
    self.init(
      planner: planner, trajectory: trajectory,
      samples: try integrator.samples(of: trajectory, rate: rate, until: horizon, step: step))
  }
}
