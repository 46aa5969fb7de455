// swift-tools-version: 6.0
// ButterflyGallery: a sample SwiftUI app for ButterflyButton (iOS 17, macOS 14, tvOS 17). It is its own
// package, depending on the repository root by path, so building ButterflyButton never compiles it.
// Open this folder in Xcode, or `swift run ButterflyGallery` on a Mac.

import PackageDescription

let package = Package(
  name: "ButterflyGallery",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17)],
  dependencies: [
    .package(name: "ButterflyButton", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "ButterflyGallery",
      dependencies: [.product(name: "ButterflyButton", package: "ButterflyButton")]
    )
  ]
)
