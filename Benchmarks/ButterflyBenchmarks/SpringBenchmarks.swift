import Benchmark
import ButterflyPhysics

/// `Spring.evaluate.*`: the damped spring's closed form at one time, one benchmark per regime.
func registerSpringBenchmarks() {
  // m = 1, k = 400 (ω_n = 20 rad/s); c_crit = 2√(mk) = 40 exactly, so ζ = 1 takes the critical branch.
  let regimes: [(name: String, damping: Double)] = [
    ("underdamped", 12),  // ζ = 0.3
    ("critical", 40),  // ζ = 1
    ("overdamped", 80),  // ζ = 2
  ]
  for regime in regimes {
    let spring = Fixtures.require(
      DampedSpring(mass: 1, stiffness: 400, damping: regime.damping, initialVelocity: 5),
      "spring \(regime.name)")
    Benchmark(
      "Spring.evaluate.\(regime.name)", configuration: Measurement.configuration()
    ) { benchmark in
      let spacing = 1.0 / Double(benchmark.scaledIterations.count)
      var sum = 0.0
      for index in benchmark.scaledIterations {
        let motion = spring.motion(at: Double(index) * spacing)
        sum += motion.position + motion.velocity + motion.acceleration
      }
      blackHole(sum)
    }
  }
}
