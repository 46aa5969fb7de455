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
    // Tools only: GPL-3.0 GSL behind it. Apps never need it; the benchmarks package does.
    .library(name: "ButterflyGSL", targets: ["ButterflyGSL"]),
    .library(name: "_BBSimKit", targets: ["_BBSimKit"]),
    .executable(name: "bbsim", targets: ["bbsim"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    // Documentation only: `swift package generate-documentation` (scripts/docs). Adds no code to apps.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // Snapshot tests of the SwiftUI view; built only on Apple platforms.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    .target(name: "ButterflyPhysics", dependencies: ["_ButterflyShims"]),
    // The platform's C library under one import (package-internal).
    .target(name: "_ButterflyShims"),
    // Every decision of the control, portable (tested on Linux): configuration, layout, palette,
    // accessibility, localization, gestures, the state machine and the frame description.
    .target(
      name: "ButterflyModel",
      dependencies: ["ButterflyPhysics", "_ButterflyShims"],
      resources: [.process("Resources")]
    ),
    // The SwiftUI, UIKit and AppKit layers: they only draw the model's answers.
    .target(name: "ButterflyButton", dependencies: ["ButterflyModel", "ButterflyPhysics"]),
    // Draws the frame description as SVG; writes a spin as CSV and its summary as JSON.
    .target(name: "ButterflyRender", dependencies: ["ButterflyModel", "ButterflyPhysics", "_ButterflyShims"]),
    .systemLibrary(
      name: "CGSL",
      pkgConfig: "gsl",
      providers: [.apt(["libgsl-dev"]), .brew(["gsl"])]
    ),
    .target(name: "ButterflyGSL", dependencies: ["CGSL", "ButterflyPhysics"]),
    .target(
      name: "_BBSimKit",
      dependencies: [
        "ButterflyPhysics", "ButterflyModel", "ButterflyRender", "ButterflyGSL", "_ButterflyShims",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "bbsim", dependencies: ["_BBSimKit"]),
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
    // Image snapshots of the SwiftUI view: Apple platforms only. Elsewhere the product is not a
    // dependency (so it is never built) and the target's sources compile to nothing.
    .testTarget(
      name: "ButterflyButtonSnapshotTests",
      dependencies: [
        "ButterflyButton",
        .product(
          name: "SnapshotTesting", package: "swift-snapshot-testing",
          condition: .when(platforms: [.iOS, .macOS, .tvOS, .visionOS])),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(name: "ButterflyGSLTests", dependencies: ["ButterflyGSL", "ButterflyPhysics"]),
    // Golden SVGs are read through #filePath, not bundled.
    .testTarget(
      name: "BBSimTests",
      dependencies: [
        "_BBSimKit", "ButterflyRender", "_ButterflyShims", "bbsim",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Golden"]
    ),
  ]
)
