import Benchmark
import ButterflyGSL
import ButterflyPhysics

/// The step size both RK4 benchmarks use (s): 1000 steps cover the first second of a 2 s spin.
let rk4StepSize = 1e-3

/// The spin ODE of one ``SpinPhase``, restated for GSL's right-hand side (same equation, same
/// parameters, no Swift generics between GSL and the arithmetic).
///
/// ```
/// θ' = ω,   ω' = −d·(β·ω² + μ) while braking and d·ω > 0, else 0
/// ```
struct SpinODE {
  /// `d`, +1 or −1.
  var sign: Double
  /// `β` (1/rad).
  var drag: Double
  /// `μ` (rad/s²).
  var friction: Double
  /// Whether the phase brakes (coast and rest phases have no acceleration).
  var braking: Bool

  /// The equation of `phase`.
  init(_ phase: SpinPhase) {
    sign = phase.direction.sign
    drag = phase.drag
    friction = phase.friction
    braking = phase.kind == .brake
  }

  /// Writes `(ω, ω')` for the state `(θ, ω)` in `y`.
  func derivative(_ y: UnsafeBufferPointer<Double>, _ dydt: UnsafeMutableBufferPointer<Double>) {
    let omega = y[1]
    dydt[0] = omega
    dydt[1] = braking && sign * omega > 0 ? -sign * (drag * omega * omega + friction) : 0
  }
}

/// `RK4.step.swift` and `RK4.step.gsl`: one classical RK4 step of the spin ODE (the braking phase of
/// ``Fixtures/trajectory``) with the same step, through ButterflyPhysics' ``RungeKutta4`` and through
/// `gsl_odeiv2_step_apply` with `gsl_odeiv2_step_rk4`. Each iteration takes 1000 steps from the start
/// of the spin. GSL's rk4 evaluates the right-hand side 11 times a step (it estimates its error by
/// step doubling) against 4 for ours: the report gives per-step and per-evaluation ratios.
/// Goal: ours at least 2× GSL's throughput, 0 mallocs per step.
func registerStepBenchmarks() {
  let phase = Fixtures.braking
  let start = SIMD2(0, Fixtures.require(phase.initialVelocity, "braking starts the spin"))

  Benchmark("RK4.step.swift", configuration: Gate.configuration("RK4.step.swift")) {
    benchmark in
    var state = start
    var time = 0.0
    for _ in benchmark.scaledIterations {
      state = RungeKutta4.step(phase, state: state, time: time, step: rk4StepSize)
      time += rk4StepSize
    }
    blackHole(state)
  }

  let stepper = Fixtures.require(
    try? GSLFixedStepper(
      kind: .rk4, dimension: 2, rightHandSide: { [ode = SpinODE(phase)] _, y, dydt in ode.derivative(y, dydt) }),
    "GSL rk4 stepper")
  let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: 2)
  Benchmark("RK4.step.gsl", configuration: Gate.configuration("RK4.step.gsl")) {
    benchmark in
    buffer[0] = start.x
    buffer[1] = start.y
    var time = 0.0
    for _ in benchmark.scaledIterations {
      try stepper.step(from: time, by: rk4StepSize, state: buffer)
      time += rk4StepSize
    }
    blackHole(buffer[0] + buffer[1])
  }
}
