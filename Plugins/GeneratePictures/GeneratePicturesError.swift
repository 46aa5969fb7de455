import PackagePlugin

/// Why `generate-pictures` stopped; its `description` is the one line SwiftPM prints.
enum GeneratePicturesError: Error, CustomStringConvertible {
  case unknownConfiguration(String)
  case buildFailed(String)
  case noExecutable
  case scriptFailed(String, Int32)

  /// The build configuration named by `--configuration` (the last one given), `debug` when none is.
  static func configuration(_ values: [String]) throws -> PackageManager.BuildConfiguration {
    switch values.last {
    case nil, "debug": .debug
    case "release": .release
    case let other?: throw unknownConfiguration(other)
    }
  }

  var description: String {
    switch self {
    case .unknownConfiguration(let name):
      "generate-pictures: --configuration '\(name)' is not one of debug, release"
    case .buildFailed(let log): "generate-pictures: building bbsim failed:\n\(log)"
    case .noExecutable: "generate-pictures: building bbsim produced no executable"
    case .scriptFailed(let script, let status): "generate-pictures: \(script) exited with status \(status)"
    }
  }
}
