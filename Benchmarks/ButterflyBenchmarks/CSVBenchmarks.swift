import Benchmark
import ButterflyPhysics
import ButterflyRender
import _BBSimOptions

/// Megabytes (10⁶ bytes) of CSV per second (a custom metric).
let megabytesPerSecond = BenchmarkMetric.custom("MB/s", polarity: .prefersLarger, useScalingFactor: false)

/// `CSV.write`: formatting a simulated spin's trajectory rows as `bbsim simulate spin` writes them
/// (``SpinCSV``: `t_s,theta_rad,omega_rad_per_s,face`, RFC 4180, shortest round-trip numbers), in MB/s. The typical flick's
/// spin sampled at 1 kHz over the default horizon (3.2 s) gives 3,201 rows; the bytes are built in
/// memory, ready for the single write bbsim's output file makes. Goal: ≥ 200 MB/s.
func registerCSVBenchmarks() {
  var scenario = SpinScenario()
  scenario.gesture = Fixtures.flick
  let run = Fixtures.require(try? scenario.run(rate: 1_000), "a simulated spin")
  Benchmark(
    "CSV.write",
    configuration: Measurement.configuration(
      metrics: [.wallClock, .mallocCountTotal, megabytesPerSecond], scalingFactor: .one, warmupIterations: 3,
      maxIterations: 1_000)
  ) { benchmark in
    let start = ContinuousClock.now
    let bytes = SpinCSV.bytes(run)
    let elapsed = seconds(ContinuousClock.now - start)
    blackHole(bytes)
    benchmark.measurement(megabytesPerSecond, Int(Double(bytes.count) / elapsed / 1e6))
  }
}
