// swift-tools-version: 6.1
// ButterflyButton benchmarks: a separate package so that apps adding ButterflyButton never resolve
// package-benchmark. Run from this directory with `swift package benchmark` (see scripts/benchmark-report);
// scripts/instruction-counts counts the instructions of the same paths with valgrind's callgrind.

import PackageDescription

/// The shipped libraries every target here measures.
let shipped: [Target.Dependency] = [
  .product(name: "ButterflyPhysics", package: "ButterflyButton"),
  .product(name: "ButterflyGSL", package: "ButterflyButton"),
  .product(name: "ButterflyRender", package: "ButterflyButton"),
  .product(name: "_BBSimKit", package: "ButterflyButton"),
]

let package = Package(
  name: "ButterflyButtonBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "ButterflyButton", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "ButterflyBenchmarks",
      dependencies: [.product(name: "Benchmark", package: "benchmark")] + shipped,
      path: "Benchmarks/ButterflyBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // The shipped paths, N operations at a time, for scripts/instruction-counts (valgrind's callgrind).
    .executableTarget(
      name: "instruction-counts",
      dependencies: shipped,
      path: "InstructionCounts"
    ),
  ]
)
