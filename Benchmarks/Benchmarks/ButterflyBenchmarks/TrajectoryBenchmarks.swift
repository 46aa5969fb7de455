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

/// The spin ODE of whichever phase GSL is integrating; the right-hand side reads it.
final class GSLPhaseBox {
  /// The equation of the phase being integrated.
  var ode = SpinODE(Fixtures.braking)
}

/// Integrates the phases of `trajectory` with GSL's adaptive driver up to `horizon`, restarting the
/// driver at each phase boundary (the spin ODE has a kink where braking stops), each activation from
/// its planned strike velocity, as ``SpinTrajectory/integrated(method:step:rate:until:)`` does.
/// - Returns: `(θ, ω)` at `horizon` (rad, rad/s).
func integrateWithGSL(
  _ trajectory: SpinTrajectory, until horizon: Double, integrator: GSLAdaptiveIntegrator, box: GSLPhaseBox
) throws -> SIMD2<Double> {
  var state = SIMD2(0.0, 0.0)
  for phase in trajectory.phases {
    let start = phase.startTime
    let end = min(phase.endTime, horizon)
    if let velocity = phase.initialVelocity { state.y = velocity }
    guard end > start else { continue }
    box.ode = SpinODE(phase)
    try integrator.reset(time: start, state: [state.x, state.y])
    let result = try integrator.apply(to: end)
    state = SIMD2(result[0], result[1])
  }
  return state
}

/// `Trajectory.rk4.swift` and `Trajectory.gsl.rk8pd`: the whole default 2 s spin integrated to 1e-8
/// rad, by ButterflyPhysics' fixed-step RK4 (``SpinTrajectory/integrated(method:step:rate:until:)``
/// with the largest step that reaches the accuracy) and by GSL's adaptive rk8pd driver (the loosest
/// absolute tolerance that reaches it). Both settings are calibrated once, at registration, against the
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
    configuration: Gate.configuration("Trajectory.rk4.swift", scalingFactor: .one)
  ) { benchmark in
    blackHole(rk4(step: step))
  }

  let box = GSLPhaseBox()
  let rightHandSide: GSLRightHandSide = { _, y, dydt in box.ode.derivative(y, dydt) }
  let tolerances = [1e-8, 1e-9, 1e-10, 1e-11, 1e-12]
  let integrators = tolerances.compactMap { tolerance in
    try? GSLAdaptiveIntegrator(
      kind: .rk8pd, initialState: [0, 0], absoluteTolerance: tolerance, relativeTolerance: 0,
      rightHandSide: rightHandSide)
  }
  let integrator = Fixtures.require(
    integrators.first { integrator in
      let state = try? integrateWithGSL(trajectory, until: trajectoryHorizon, integrator: integrator, box: box)
      return abs((state?.x ?? .nan) - exact) <= trajectoryAccuracy
    }, "a GSL tolerance reaching \(trajectoryAccuracy) rad")
  Benchmark(
    "Trajectory.gsl.rk8pd",
    configuration: Gate.configuration("Trajectory.gsl.rk8pd", scalingFactor: .one)
  ) { benchmark in
    blackHole(try integrateWithGSL(trajectory, until: trajectoryHorizon, integrator: integrator, box: box))
  }
}
