import Benchmark
import ButterflyPhysics

/// `Curve.evaluate` and `Planner.plan`: what the app does per frame and per gesture.
func registerCurveBenchmarks() {
  // What a SwiftUI CustomAnimation does every frame: one closed-form evaluation of the planned curve.
  // 1000 evaluations per iteration, spread over the spin and past its end. Goal: ≤ 100 ns, 0 mallocs.
  Benchmark("Curve.evaluate", configuration: Gate.configuration(referenceWallClock: 20_000)) {
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

  // Planning one spin from a flick, over a thousand different flicks. Goal: ≤ 20 µs, 0 mallocs.
  Benchmark("Planner.plan", configuration: Gate.configuration(referenceWallClock: 2_000_000)) {
    benchmark in
    let planner = Fixtures.planner
    let flicks = Fixtures.flicks
    for index in benchmark.scaledIterations {
      blackHole(planner.plan(flicks[index % flicks.count], from: .top))
    }
  }
}
