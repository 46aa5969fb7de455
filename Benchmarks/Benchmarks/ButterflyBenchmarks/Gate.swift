import Benchmark
import Foundation

/// The tolerances the static threshold gate (`swift package benchmark thresholds check`, run by
/// `scripts/benchmark-gate`) applies to the p90 references committed in `Benchmarks/Thresholds/`.
///
/// package-benchmark compares a run's p90 with the stored p90 and reports a regression when it is
/// worse by more than the absolute tolerance given here, in raw units: nanoseconds or counts per
/// *outer* iteration, before dividing by the scaling factor. (Its static check uses the absolute
/// tolerance of `.p90`; a metric without one is checked strictly, any difference failing, so every
/// measured metric gets one.)
///
/// The tolerances scale with the committed references, read from `Benchmarks/Thresholds/` when the
/// benchmarks register, so `scripts/benchmark-gate --update` keeps both in step:
///
/// ```
/// wall clock, CPU time:     tolerance = 4 × p90      (fails at about 5× the reference)
/// throughput, custom rates: tolerance = 0.8 × p90    (fails below about a fifth of the reference)
/// mallocs:                  tolerance = a few allocations per outer iteration (per benchmark)
/// ```
///
/// A loaded 2-core CI machine does not flake on that, while a 10× slowdown, or one new allocation per
/// operation in a hot loop, fails.
enum Gate {
  /// Metrics of benchmarks whose iteration is short: time, iterations per second, allocations.
  static let fastMetrics: [BenchmarkMetric] = [.wallClock, .throughput, .mallocCountTotal]

  /// Slack on wall clock, as a multiple of the reference p90.
  static let wallClockSlack = 4.0
  /// Slack on throughput-like metrics (larger is better), as a fraction of the reference p90.
  static let rateSlack = 0.8

  /// Where the committed references live: `Benchmarks/Thresholds/`, found from this source file.
  static let thresholdsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Thresholds")

  /// The committed p90 references of benchmark `name` (raw units, keyed by metric), empty if none are
  /// committed yet (the gate then fails for the missing file).
  static func references(_ name: String) -> [String: Int] {
    let file = thresholdsDirectory.appendingPathComponent("ButterflyBenchmarks.\(name).p90.json")
    guard let data = try? Data(contentsOf: file) else { return [:] }
    return (try? JSONDecoder().decode([String: Int].self, from: data)) ?? [:]
  }

  /// A benchmark configuration whose thresholds cover exactly the metrics it measures.
  /// - Parameters:
  ///   - name: The benchmark's name, to find its references.
  ///   - metrics: What to measure.
  ///   - scalingFactor: Operations per outer iteration (`benchmark.scaledIterations`).
  ///   - mallocs: Allowed extra allocations per outer iteration.
  ///   - warmupIterations: Unmeasured iterations first (caches, lazy initialisation).
  ///   - maxDuration: Longest time to spend measuring.
  ///   - maxIterations: Most outer iterations to measure.
  /// - Returns: The configuration.
  static func configuration(
    _ name: String, metrics: [BenchmarkMetric] = fastMetrics, scalingFactor: BenchmarkScalingFactor = .kilo,
    mallocs: Int = 2, warmupIterations: Int = 10, maxDuration: Duration = .milliseconds(800),
    maxIterations: Int = 5_000
  ) -> Benchmark.Configuration {
    let references = references(name)
    var thresholds: [BenchmarkMetric: BenchmarkThresholds] = [:]
    for metric in metrics {
      let reference = Double(references[metric.rawDescription] ?? 0)
      let tolerance: Int
      switch metric {
      case .mallocCountTotal: tolerance = mallocs
      case .wallClock, .cpuTotal: tolerance = Int(wallClockSlack * reference)
      default: tolerance = Int(rateSlack * reference)
      }
      thresholds[metric] = BenchmarkThresholds(absolute: [.p90: tolerance])
    }
    return Benchmark.Configuration(
      metrics: metrics, timeUnits: .nanoseconds, warmupIterations: warmupIterations, scalingFactor: scalingFactor,
      maxDuration: maxDuration, maxIterations: maxIterations, thresholds: thresholds)
  }
}
