// swift-tools-version: 6.1
// ButterflyButton: a SwiftUI toggle whose medallion spins around an axle (ButterflyButton), the portable
// control model it draws (ButterflyModel), the physics that drives it (ButterflyPhysics) and the `bbsim`
// command-line tool that simulates, sweeps, checks and renders that model.

import PackageDescription

let package = Package(
  name: "ButterflyButton",
  defaultLocalization: "en",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .visionOS(.v1)],
  products: [
    .library(name: "ButterflyButton", targets: ["ButterflyButton"]),
    .library(name: "ButterflyModel", targets: ["ButterflyModel"]),
    .library(name: "ButterflyPhysics", targets: ["ButterflyPhysics"]),
    // The control drawn as SVG, and a spin as CSV and JSON: bbsim and the playground (no GSL).
    .library(name: "ButterflyRender", targets: ["ButterflyRender"]),
    // The tool; its modules (_BBSimKit and the other _BBSim… modules, and ButterflyGSL with GPL-3.0 GSL
    // behind it) are no products, so no app can depend on them.
    .executable(name: "bbsim", targets: ["bbsim"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    // Documentation only: `swift package generate-documentation` (scripts/docs). Adds no code to apps.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // swift-snapshot-testing is added below, on a Mac only.
  ],
  targets: [
    .target(name: "ButterflyPhysics", dependencies: ["_ButterflyShims"], exclude: ["README.md"]),
    // The platform's C library under one import (package-internal).
    .target(name: "_ButterflyShims", exclude: ["README.md"]),
    // Every decision of the control, portable (tested on Linux): configuration, layout, palette,
    // accessibility, localization, gestures, the state machine and the frame description.
    .target(
      name: "ButterflyModel",
      dependencies: ["ButterflyPhysics", "_ButterflyShims"],
      exclude: ["README.md"],
      resources: [.process("Resources")]
    ),
    // The SwiftUI, UIKit and AppKit layers: they only draw the model's answers.
    .target(name: "ButterflyButton", dependencies: ["ButterflyModel", "ButterflyPhysics"], exclude: ["README.md"]),
    // Draws the frame description as SVG; writes a spin as CSV and its summary as JSON.
    .target(
      name: "ButterflyRender", dependencies: ["ButterflyModel", "ButterflyPhysics", "_ButterflyShims"],
      exclude: ["README.md"]),
    .systemLibrary(
      name: "CGSL",
      pkgConfig: "gsl",
      providers: [.apt(["libgsl-dev"]), .brew(["gsl"])]
    ),
    .target(name: "ButterflyGSL", dependencies: ["CGSL", "ButterflyPhysics"], exclude: ["README.md"]),
    // The tool's files, streams, refusals, option specs and parallel blocks: they need neither the control
    // model nor the renderer, so this module compiles beside ButterflyModel and ButterflyRender in a clean
    // build instead of after them (no product, like _BBSimKit).
    .target(
      name: "_BBSimSupport",
      dependencies: [
        "ButterflyPhysics", "_ButterflyShims", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["README.md"]
    ),
    // The options the commands share and what they parse into: settings, work limits, the spin scenario,
    // the integrators and tuning files. Below the three command modules, so they compile side by side.
    .target(
      name: "_BBSimOptions",
      dependencies: [
        "_BBSimSupport", "ButterflyPhysics", "ButterflyModel", "ButterflyRender", "ButterflyGSL", "_ButterflyShims",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["README.md"]
    ),
    // `bbsim check` and `check swiftui-spring`: the contract checked over a grid of spins.
    .target(
      name: "_BBSimCheck",
      dependencies: [
        "_BBSimOptions", "_BBSimSupport", "ButterflyPhysics", "ButterflyModel", "ButterflyRender", "_ButterflyShims",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["README.md"]
    ),
    // `bbsim sweep` and `merge`: many runs, in parallel blocks, and their shards merged.
    .target(
      name: "_BBSimSweep",
      dependencies: [
        "_BBSimOptions", "_BBSimSupport", "ButterflyPhysics", "ButterflyModel", "ButterflyRender", "_ButterflyShims",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["README.md"]
    ),
    // `bbsim simulate`, `compare`, `fit`, `render` and `export`: one run, or one spring, at a time.
    .target(
      name: "_BBSimRun",
      dependencies: [
        "_BBSimOptions", "_BBSimSupport", "ButterflyPhysics", "ButterflyModel", "ButterflyRender", "ButterflyGSL",
        "_ButterflyShims", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["README.md"]
    ),
    // The root command: its subcommands, exit statuses and refusals.
    .target(
      name: "_BBSimKit",
      dependencies: [
        "_BBSimSweep", "_BBSimRun", "_BBSimCheck", "_BBSimOptions", "_BBSimSupport", "ButterflyPhysics",
        "ButterflyGSL", "_ButterflyShims", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["README.md"]
    ),
    .executableTarget(name: "bbsim", dependencies: ["_BBSimKit"], exclude: ["README.md"]),
    .testTarget(
      name: "ButterflyPhysicsTests",
      dependencies: [
        "ButterflyPhysics", "_ButterflyShims",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ButterflyModelTests",
      dependencies: [
        "ButterflyModel", "ButterflyPhysics", "_ButterflyShims",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // Image snapshots of the SwiftUI view: Apple platforms only. Elsewhere SnapshotTesting is not a
    // dependency (below) and the target's sources compile to nothing.
    .testTarget(name: "ButterflyButtonSnapshotTests", dependencies: ["ButterflyButton"], exclude: ["__Snapshots__"]),
    .testTarget(name: "ButterflyGSLTests", dependencies: ["ButterflyGSL", "ButterflyPhysics"]),
    // Golden SVGs are read through #filePath, not bundled.
    .testTarget(
      name: "ButterflyRenderTests",
      dependencies: ["ButterflyRender", "ButterflyModel", "ButterflyPhysics"],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "BBSimTests",
      dependencies: [
        "_BBSimKit", "_BBSimSweep", "_BBSimRun", "_BBSimCheck", "_BBSimOptions", "_BBSimSupport", "ButterflyRender",
        "_ButterflyShims", "bbsim",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // `swift package --allow-writing-to-package-directory generate-pictures`: builds bbsim and runs
    // scripts/render-pictures with it (swift-argument-parser's GenerateManual idiom). No product: a
    // package that depends on ButterflyButton has no scripts/render-pictures to run.
    .plugin(
      name: "GeneratePictures",
      capability: .command(
        intent: .custom(
          verb: "generate-pictures",
          description: "Draw the committed pictures (docs/images, the DocC catalogs' Resources) with bbsim"),
        permissions: [.writeToPackageDirectory(reason: "It rewrites docs/images and the DocC catalogs' pictures.")]
      )
    ),
  ]
)

// The snapshot tests' SnapshotTesting, on a Mac only: the Apple platforms build there, and elsewhere the
// package and the three it brings (swift-syntax among them) would only be fetched and resolved, about 2 s of
// a clean clone's first `swift run` on Linux, for a target that compiles to nothing.
#if os(macOS)
  package.dependencies.append(.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"))
  for target in package.targets where target.name == "ButterflyButtonSnapshotTests" {
    target.dependencies.append(
      .product(
        name: "SnapshotTesting", package: "swift-snapshot-testing",
        condition: .when(platforms: [.iOS, .macOS, .tvOS, .visionOS])))
  }
#endif

// The benchmarks measure the tool's own paths, so they are targets of this package (as Hummingbird's are),
// added only when asked: apps never resolve package-benchmark, and the _BBSim… modules and ButterflyGSL stay off the
// product list. `BUTTERFLY_BENCHMARKS=1 swift package benchmark` runs the package-benchmark suites;
// scripts/instruction-counts builds `instruction-counts` (valgrind's callgrind counts its instructions).
if Context.environment["BUTTERFLY_BENCHMARKS"] != nil {
  let measured: [Target.Dependency] = [
    "ButterflyPhysics", "ButterflyGSL", "ButterflyRender", "_BBSimOptions", "_BBSimSweep",
  ]
  package.dependencies.append(
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]))
  package.targets += [
    .executableTarget(
      name: "ButterflyBenchmarks",
      dependencies: [.product(name: "Benchmark", package: "benchmark")] + measured,
      path: "Benchmarks/ButterflyBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // The shipped paths, N operations at a time, for scripts/instruction-counts.
    .executableTarget(name: "instruction-counts", dependencies: measured, path: "Benchmarks/InstructionCounts"),
  ]
}
