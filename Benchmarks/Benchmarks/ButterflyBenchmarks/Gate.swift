import Benchmark

/// The tolerances the static threshold gate (`swift package benchmark thresholds check`) applies to the
/// p90 references committed in `Benchmarks/Thresholds/`.
///
/// package-benchmark compares a run's p90 with the stored p90 and reports a regression when it is
/// worse by more than the absolute tolerance given here, in raw units: nanoseconds or counts per
/// *outer* iteration, before dividing by the scaling factor. A metric without a tolerance is checked
/// strictly (any difference at all fails), so every measured metric gets one.
///
/// Wall clock gets 3× the reference p90 as slack (a run fails only when it is about 4× slower than
/// the reference), so a loaded 2-core CI machine does not flake while a 10× slowdown still fails.
/// Malloc counts get a few allocations of slack per outer iteration, so one new allocation per
/// operation in a hot loop (a thousand per iteration) fails.
enum Gate {
  /// Metrics of benchmarks whose iteration is short: time, iterations per second, allocations.
  static let fastMetrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal]

  /// Slack on wall clock, as a multiple of the reference p90.
  static let wallClockSlack = 3.0
  /// Slack on throughput-like metrics, as a fraction of the reference (a run below a quarter fails).
  static let throughputSlack = 0.75

  /// A benchmark configuration whose thresholds cover exactly the metrics it measures.
  /// - Parameters:
  ///   - metrics: What to measure.
  ///   - scalingFactor: Operations per outer iteration (`benchmark.scaledIterations`).
  ///   - referenceWallClock: The p90 wall clock of one outer iteration (ns) when the thresholds were
  ///     last updated; the wall-clock and throughput slack derive from it.
  ///   - mallocs: Allowed extra allocations per outer iteration.
  ///   - custom: Tolerances of custom metrics (raw units).
  ///   - maxDuration: Longest time to spend measuring.
  ///   - maxIterations: Most outer iterations to measure.
  /// - Returns: The configuration.
  static func configuration(
    metrics: [BenchmarkMetric] = fastMetrics, scalingFactor: BenchmarkScalingFactor = .kilo,
    referenceWallClock: Int, mallocs: Int = 2, custom: [BenchmarkMetric: Int] = [:],
    maxDuration: Duration = .milliseconds(800), maxIterations: Int = 5_000
  ) -> Benchmark.Configuration {
    var thresholds: [BenchmarkMetric: BenchmarkThresholds] = [:]
    for metric in metrics {
      let tolerance: Int
      switch metric {
      case .wallClock: tolerance = Int(wallClockSlack * Double(referenceWallClock))
      case .throughput:
        tolerance = Int(throughputSlack * 1e9 / Double(max(referenceWallClock, 1)))
      case .mallocCountTotal: tolerance = mallocs
      default: tolerance = custom[metric] ?? 0
      }
      thresholds[metric] = BenchmarkThresholds(absolute: [.p90: tolerance])
    }
    return Benchmark.Configuration(
      metrics: metrics, timeUnits: .nanoseconds, warmupIterations: 10, scalingFactor: scalingFactor,
      maxDuration: maxDuration, maxIterations: maxIterations, thresholds: thresholds)
  }
}
