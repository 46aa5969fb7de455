import Benchmark

/// How every benchmark here is measured: time and allocations per operation for the README's table
/// (`scripts/benchmark-report`). No thresholds: timings depend on the machine and its load, so CI's
/// regression gate counts instructions instead (`scripts/instruction-counts --check`).
enum Measurement {
  /// Metrics of benchmarks whose iteration is short: time, iterations per second, allocations.
  static let fastMetrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal]

  /// A benchmark configuration.
  /// - Parameters:
  ///   - metrics: What to measure.
  ///   - scalingFactor: Operations per outer iteration (`benchmark.scaledIterations`).
  ///   - warmupIterations: Unmeasured iterations first (caches, lazy initialisation).
  ///   - maxDuration: Longest time to spend measuring.
  ///   - maxIterations: Most outer iterations to measure.
  /// - Returns: The configuration.
  static func configuration(
    metrics: [BenchmarkMetric] = fastMetrics, scalingFactor: BenchmarkScalingFactor = .kilo,
    warmupIterations: Int = 10, maxDuration: Duration = .milliseconds(800), maxIterations: Int = 5_000
  ) -> Benchmark.Configuration {
    Benchmark.Configuration(
      metrics: metrics, timeUnits: .nanoseconds, warmupIterations: warmupIterations, scalingFactor: scalingFactor,
      maxDuration: maxDuration, maxIterations: maxIterations)
  }
}
