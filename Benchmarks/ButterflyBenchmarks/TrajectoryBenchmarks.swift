import Benchmark
import ButterflyGSL
import ButterflyPhysics

/// The accuracy both trajectory integrations must reach: `|θ(2 s) − θ*|` (rad).
let trajectoryAccuracy = 1e-8
/// How far the trajectory benchmarks integrate (s): the whole default 2 s spin.
let trajectoryHorizon = 2.0
/// The sample rate handed to ``SpinTrajectory/integrated(method:step:rate:until:)`` (Hz): samples at
/// 0 and 2 s only, so like GSL's driver it integrates straight through to the end.
let trajectorySampleRate = 1 / trajectoryHorizon

/// `Trajectory.rk4.swift` and `Trajectory.gsl.rk8pd`: the whole default 2 s spin integrated to 1e-8
/// rad, by ButterflyPhysics' fixed-step RK4 (``SpinTrajectory/integrated(method:step:rate:until:)``
/// with the largest step that reaches the accuracy) and by GSL's adaptive rk8pd driver
/// (`integratedWithGSL`, the loosest tolerance that reaches it). Both settings are calibrated once, at registration, against the
/// closed form.
func registerTrajectoryBenchmarks() {
  let trajectory = Fixtures.trajectory
  let exact = trajectory.state(at: trajectoryHorizon).angle
  func rk4(step: Double) -> IntegratedSpin {
    trajectory.integrated(step: step, rate: trajectorySampleRate, until: trajectoryHorizon)
  }
  func error(_ spin: IntegratedSpin) -> Double { abs((spin.samples.last?.angle ?? .nan) - exact) }

  let steps = [1.0 / 50, 1.0 / 100, 1.0 / 200, 1.0 / 400, 1.0 / 800, 1.0 / 1600, 1.0 / 3200]
  let step = Fixtures.require(
    steps.first { error(rk4(step: $0)) <= trajectoryAccuracy }, "an RK4 step reaching \(trajectoryAccuracy) rad")
  Benchmark(
    "Trajectory.rk4.swift",
    configuration: Measurement.configuration(scalingFactor: .one)
  ) { benchmark in
    blackHole(rk4(step: step))
  }

  // GSL's adaptive rk8pd through the entry point `bbsim simulate spin --integrator gsl-rk8pd` calls, at
  // the loosest tolerance that reaches the accuracy.
  func rk8pd(tolerance: Double) throws -> GSLIntegratedRun {
    try trajectory.integratedWithGSL(
      .adaptive(.rk8pd, tolerance: tolerance, initialStep: GSLIntegrationMethod.referenceInitialStep),
      rate: trajectorySampleRate, until: trajectoryHorizon)
  }
  let tolerances = [1e-8, 1e-9, 1e-10, 1e-11, 1e-12]
  let tolerance = Fixtures.require(
    tolerances.first { tolerance in
      abs(((try? rk8pd(tolerance: tolerance))?.positions.last ?? .nan) - exact) <= trajectoryAccuracy
    }, "a GSL tolerance reaching \(trajectoryAccuracy) rad")
  Benchmark(
    "Trajectory.gsl.rk8pd", configuration: Measurement.configuration(scalingFactor: .one)
  ) { benchmark in
    blackHole(try rk8pd(tolerance: tolerance))
  }
}
