import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-pictures [readme | docc] [--check]`:
/// builds `bbsim` with the package manager and runs `scripts/render-pictures` with `BBSIM` set to the
/// built binary, as swift-argument-parser's `GenerateManual` builds a tool and runs its generator on it.
///
/// The drawing stays in the script (one place: what CI checks is what a person runs); the plugin only
/// builds the tool the way SwiftPM builds it and hands the script its path. The arguments go to the
/// script unchanged, so `--check` and the set names mean what `scripts/render-pictures --help` says.
/// bbsim is built in debug, which reuses the build `swift build` and `swift test` already made; the
/// pictures do not depend on the configuration.
@main
struct GeneratePicturesPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let script = context.package.directoryURL.appending(path: "scripts/render-pictures")
    if arguments.contains("--help") || arguments.contains("-h") {
      try run(script, arguments: ["--help"], environment: [:])
      print("\ngenerate-pictures (the SwiftPM command plugin) builds bbsim (debug) and runs the script above with it.")
      return
    }
    let build = try packageManager.build(.product("bbsim"), parameters: .init(configuration: .debug, logging: .concise))
    guard build.succeeded else { throw GeneratePicturesError.buildFailed(build.logText) }
    guard let bbsim = build.builtArtifacts.first(where: { $0.kind == .executable }) else {
      throw GeneratePicturesError.noExecutable
    }
    print("generate-pictures: drawing with \(bbsim.url.path())")
    try run(script, arguments: arguments, environment: ["BBSIM": bbsim.url.path()])
  }

  /// Runs `tool` with the plugin's environment plus `environment`, and fails on a non-zero exit.
  private func run(_ tool: URL, arguments: [String], environment: [String: String]) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw GeneratePicturesError.scriptFailed(tool.lastPathComponent, process.terminationStatus)
    }
  }
}
