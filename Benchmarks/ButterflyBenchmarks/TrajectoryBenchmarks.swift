import Benchmark
import ButterflyGSL
import ButterflyPhysics

/// The accuracy both trajectory integrations must reach: `|θ(2 s) − θ*|` (rad).
let trajectoryAccuracy = 1e-8
/// How far the trajectory benchmarks integrate (s): the whole default 2 s spin.
let trajectoryHorizon = 2.0

/// Integrates `phases` with ButterflyPhysics' fixed-step ``RungeKutta4`` up to `horizon`, each phase
/// in equal steps of at most `step` ending exactly on its boundary (the spin ODE has a kink where
/// braking stops, so no step straddles one).
/// - Returns: `(θ, ω)` at `horizon` (rad, rad/s).
func integrateWithRK4(_ phases: [SpinPhase], until horizon: Double, step: Double) -> SIMD2<Double> {
  var state = SIMD2(0.0, 0.0)
  for phase in phases {
    let start = phase.startTime
    let end = min(phase.endTime, horizon)
    if let velocity = phase.initialVelocity { state.y = velocity }
    guard end > start else { continue }
    let count = ((end - start) / step).rounded(.up)
    let h = (end - start) / count
    for index in 0..<Int(count) {
      state = RungeKutta4.step(phase, state: state, time: start + Double(index) * h, step: h)
    }
  }
  return state
}

/// The spin ODE of whichever phase GSL is integrating; the right-hand side reads it.
final class GSLPhaseBox {
  /// The equation of the phase being integrated.
  var ode = SpinODE(Fixtures.braking)
}

/// Integrates `phases` with GSL's rk8pd driver up to `horizon`, restarting the driver at each phase
/// boundary as ``integrateWithRK4(_:until:step:)`` does.
/// - Returns: `(θ, ω)` at `horizon` (rad, rad/s).
func integrateWithGSL(
  _ phases: [SpinPhase], until horizon: Double, integrator: GSLAdaptiveIntegrator, box: GSLPhaseBox
) throws -> SIMD2<Double> {
  var state = SIMD2(0.0, 0.0)
  for phase in phases {
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
/// rad, by our fixed-step RK4 (the largest step that reaches the accuracy) and by GSL's adaptive rk8pd
/// driver (the loosest absolute tolerance that reaches it). Both are calibrated once, at registration,
/// against the closed form, and the chosen settings are checked there.
func registerTrajectoryBenchmarks() {
  let phases = Fixtures.trajectory.phases
  let exact = Fixtures.trajectory.state(at: trajectoryHorizon).angle

  let steps = [1.0 / 50, 1.0 / 100, 1.0 / 200, 1.0 / 400, 1.0 / 800, 1.0 / 1600, 1.0 / 3200]
  let step = Fixtures.require(
    steps.first { abs(integrateWithRK4(phases, until: trajectoryHorizon, step: $0).x - exact) <= trajectoryAccuracy },
    "an RK4 step reaching \(trajectoryAccuracy) rad")
  Benchmark("Trajectory.rk4.swift", configuration: Gate.configuration(scalingFactor: .one, referenceWallClock: 100_000)) {
    benchmark in
    blackHole(integrateWithRK4(phases, until: trajectoryHorizon, step: step))
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
      guard let state = try? integrateWithGSL(phases, until: trajectoryHorizon, integrator: integrator, box: box)
      else { return false }
      return abs(state.x - exact) <= trajectoryAccuracy
    }, "a GSL tolerance reaching \(trajectoryAccuracy) rad")
  Benchmark("Trajectory.gsl.rk8pd", configuration: Gate.configuration(scalingFactor: .one, referenceWallClock: 100_000, mallocs: 4)) {
    benchmark in
    blackHole(try integrateWithGSL(phases, until: trajectoryHorizon, integrator: integrator, box: box))
  }
}
