import Benchmark
import ButterflyPhysics

/// `Curve.evaluate` and `Planner.plan`: what the app does per frame and per gesture.
func registerCurveBenchmarks() {
  // What a SwiftUI CustomAnimation does every frame: one closed-form evaluation of the planned curve.
  // 1000 evaluations per iteration, spread over the spin and past its end. Goal: ≤ 100 ns, 0 mallocs.
  Benchmark("Curve.evaluate", configuration: Measurement.configuration()) {
    benchmark in
    let trajectory = Fixtures.trajectory
    let spacing = 2.2 / Double(benchmark.scaledIterations.count)
    var sum = 0.0
    for index in benchmark.scaledIterations {
      let state = trajectory.state(at: Double(index) * spacing)
      sum += state.angle + state.angularVelocity
    }
    blackHole(sum)
  }

  // Planning one spin from a flick, cycling through a thousand different flicks; one plan per iteration
  // (a plan takes microseconds) so the count of allocations per plan is exact. Goal: ≤ 20 µs, 0 mallocs.
  var next = 0
  Benchmark(
    "Planner.plan",
    configuration: Measurement.configuration(scalingFactor: .one, maxIterations: 20_000)
  ) { _ in
    let flicks = Fixtures.flicks
    blackHole(Fixtures.planner.plan(flicks[next], from: .top))
    next = next + 1 == flicks.count ? 0 : next + 1
  }
}
