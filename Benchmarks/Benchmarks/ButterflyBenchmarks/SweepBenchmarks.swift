import Benchmark

/// `Sweep.default.*` and `CSV.write`: filled in once bbsim's sweep and CSV writer land in main.
func registerSweepBenchmarks() {}
