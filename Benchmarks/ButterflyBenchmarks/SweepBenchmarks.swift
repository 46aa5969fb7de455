import Benchmark
import ButterflyPhysics
import Foundation
import _BBSimSweep

/// Configurations per second of one sweep (a custom metric: the built-in throughput counts
/// iterations, and one iteration is a whole sweep).
let configurationsPerSecond = BenchmarkMetric.custom(
  "Configurations/s", polarity: .prefersLarger, useScalingFactor: false)

/// Seconds in a `Duration`.
func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// Runs the work of `bbsim sweep` with no arguments (``SweepSpace/standard``: 129,600 configurations,
/// closed form, 120 Hz, each planned, sampled, analysed and formatted as a CSV row) on `jobs` threads
/// through ``SweepRunner/evaluate(_:range:consume:)``, as `bbsim sweep` does, but without writing the
/// rows anywhere.
/// - Returns: The summary of every configuration.
func runDefaultSweep(jobs: Int) throws -> SweepSummary {
  let plan = SweepPlan(space: .standard, jobs: jobs)
  var summary = SweepSummary()
  try SweepRunner.evaluate(plan, range: 0..<plan.total) { block in
    for outcome in block.outcomes { summary.add(outcome) }
  }
  return summary
}

/// `Sweep.default.serial` and `Sweep.default.parallel`: configurations per second of the default sweep
/// on one thread and on every core (`Configurations/s`). Goal: ≥ 50,000 configurations/s on 2 cores.
/// CPU time is measured too: on a shared machine, configurations per CPU-second says what the code
/// costs whatever else is running.
func registerSweepBenchmarks() {
  let cores = max(ProcessInfo.processInfo.activeProcessorCount, 1)
  for (name, jobs) in [("serial", 1), ("parallel", cores)] {
    let name = "Sweep.default.\(name)"
    Benchmark(
      name,
      configuration: Measurement.configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, configurationsPerSecond], scalingFactor: .one,
        warmupIterations: 1, maxDuration: .seconds(6), maxIterations: 5)
    ) { benchmark in
      let start = ContinuousClock.now
      let summary = try runDefaultSweep(jobs: jobs)
      let elapsed = seconds(ContinuousClock.now - start)
      blackHole(summary)
      benchmark.measurement(configurationsPerSecond, Int(Double(summary.count) / elapsed))
    }
  }
}
