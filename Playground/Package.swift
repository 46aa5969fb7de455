// swift-tools-version: 6.1
// The ButterflyButton playground: a local web app (Hummingbird) to flick the control, tune its settings,
// watch θ(t) and ω(t) with the spin contract's verdict, and copy Swift. A package of its own that
// depends on the repository root by path, so an app adding ButterflyButton never resolves a web server.
// Run it with `scripts/playground` from the repository root.

import PackageDescription

let package = Package(
  name: "ButterflyPlayground",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "ButterflyButton", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // No default traits: the playground needs neither swift-configuration nor full Foundation.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
  ],
  targets: [
    // The server: routes, request validation, the replayed state machine, frames, analysis, Swift.
    .target(
      name: "PlaygroundKit",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "ButterflyModel", package: "ButterflyButton"),
        .product(name: "ButterflyPhysics", package: "ButterflyButton"),
        .product(name: "ButterflyRender", package: "ButterflyButton"),
      ],
      resources: [.copy("Public")]
    ),
    .executableTarget(
      name: "playground",
      dependencies: [
        "PlaygroundKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "PlaygroundKitTests",
      dependencies: [
        "PlaygroundKit",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ]
    ),
  ]
)
