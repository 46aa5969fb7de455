import Benchmark

/// Every ButterflyButton benchmark, registered by area, each calling the entry point `bbsim` or an app
/// calls. Times only: CI's gate counts instructions (`scripts/instruction-counts --check`).
///
/// Run from `Benchmarks/`: `swift package benchmark --target ButterflyBenchmarks` (all), add
/// `--filter 'RK4.*'` for some, or `scripts/benchmark-report` from the repository root.
let benchmarks: @Sendable () -> Void = {
  registerCurveBenchmarks()
  registerSpringBenchmarks()
  registerStepBenchmarks()
  registerTrajectoryBenchmarks()
  registerSweepBenchmarks()
  registerCSVBenchmarks()
}
