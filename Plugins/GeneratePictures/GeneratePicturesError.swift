/// Why `generate-pictures` stopped; its `description` is the one line SwiftPM prints.
enum GeneratePicturesError: Error, CustomStringConvertible {
  case buildFailed(String)
  case noExecutable
  case scriptFailed(String, Int32)

  var description: String {
    switch self {
    case .buildFailed(let log): "generate-pictures: building bbsim failed:\n\(log)"
    case .noExecutable: "generate-pictures: building bbsim produced no executable"
    case .scriptFailed(let script, let status): "generate-pictures: \(script) exited with status \(status)"
    }
  }
}
