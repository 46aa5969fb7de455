import Benchmark
import ButterflyGSL
import ButterflyPhysics

/// The step both RK4 benchmarks take (s), as `bbsim simulate spring --step 1e-6` does.
let rk4StepSize = 1e-6

/// `RK4.step.swift` and `RK4.step.gsl`: fixed RK4 steps of the spring `bbsim simulate spring`
/// integrates by default, through the entry points the tool calls: ButterflyPhysics'
/// `SteppingDriver<DampedSpring>.advance(to:)` (`--integrator rk4`) and ButterflyGSL's
/// `GSLSecondOrderIntegrator<DampedSpring>.advance(to:)` (`--integrator gsl-rk4`, GSL's rk4 with the
/// spring's right-hand side in C). Each iteration advances 1000 steps. GSL's rk4 evaluates the
/// right-hand side about 11 times a step (it estimates its error by step doubling and returns the
/// two-half-step result) against 4 for ours. Goal: ours at least 5× GSL's throughput, 0 mallocs.
func registerStepBenchmarks() {
  let spring = Fixtures.spring
  let iterationSpan = 1_000 * rk4StepSize

  Benchmark("RK4.step.swift", configuration: Measurement.configuration()) { benchmark in
    var driver = Fixtures.require(
      SteppingDriver(system: spring, maximumStep: rk4StepSize, state: spring.initialState), "an RK4 driver")
    for _ in 0..<benchmark.scaledIterations.count / 1_000 {
      driver.advance(to: driver.time + iterationSpan)
    }
    blackHole(driver.state)
  }

  Benchmark("RK4.step.gsl", configuration: Measurement.configuration()) { benchmark in
    let integrator = try GSLSecondOrderIntegrator(
      system: spring, method: .fixedStep(.rk4, step: rk4StepSize), time: 0, state: spring.initialState)
    for _ in 0..<benchmark.scaledIterations.count / 1_000 {
      try integrator.advance(to: integrator.time + iterationSpan)
    }
    blackHole(integrator.state)
  }
}
