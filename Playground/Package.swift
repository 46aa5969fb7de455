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
    // The server: routes, request validation, the replayed state machine, frames, analysis.
    .target(
      name: "PlaygroundKit",
      dependencies: [
        "ButterflyWasm",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "ButterflyModel", package: "ButterflyButton"),
        .product(name: "ButterflyPhysics", package: "ButterflyButton"),
        .product(name: "ButterflyRender", package: "ButterflyButton"),
      ],
      resources: [.copy("Public")]
    ),
    // The page's model and drawer: the bridge between the page and the portable model and renderer,
    // compiled to WebAssembly with Embedded Swift by scripts/build-wasm (every source of this target
    // and of the three it depends on), and natively here so `swift build` type-checks it and the tests
    // check it against the catalogue.
    .target(
      name: "ButterflyWasm",
      dependencies: [
        .product(name: "ButterflyModel", package: "ButterflyButton"),
        .product(name: "ButterflyPhysics", package: "ButterflyButton"),
        .product(name: "ButterflyRender", package: "ButterflyButton"),
      ],
      path: "Wasm/Bridge"
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
        "ButterflyWasm",
      ]
    ),
  ]
)
