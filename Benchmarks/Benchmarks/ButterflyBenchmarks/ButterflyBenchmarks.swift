import Benchmark

/// Every ButterflyButton benchmark, registered by area. Names are the ones issue 4 fixes; the committed
/// p90 references live in `Benchmarks/Thresholds/`, the tolerances in ``Gate``.
///
/// Run from `Benchmarks/`: `swift package benchmark` (all), `swift package benchmark --filter 'RK4.*'`
/// (some), or `scripts/benchmark-gate` / `scripts/benchmark-report` from the repository root.
let benchmarks: @Sendable () -> Void = {
  registerCurveBenchmarks()
  registerSpringBenchmarks()
  registerStepBenchmarks()
  registerTrajectoryBenchmarks()
  registerSweepBenchmarks()
  registerCSVBenchmarks()
}
