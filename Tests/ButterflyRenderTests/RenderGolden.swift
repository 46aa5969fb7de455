import Foundation
import Testing

/// Golden-file comparison for the renderer's SVG output.
///
/// Goldens live in `Tests/BBSimTests/Golden/`, found through `#filePath` (no test resources needed).
/// To re-record after an intended change, run
/// `BB_RECORD_GOLDENS=1 swift test --filter RenderGoldenTests` and review the diff with `git diff`.
/// A mismatch writes the actual output to the system temporary directory and names it in the failure.
enum RenderGolden {
  /// The environment variable that switches comparison to recording.
  static let recordVariable = "BB_RECORD_GOLDENS"

  static var directory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
  }

  static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

  /// Compares `actual` with `Golden/<name>`, or records it when recording.
  static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = directory.appendingPathComponent(name)
    if isRecording {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url, options: .atomic)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "missing golden \(name); record it with \(recordVariable)=1 swift test --filter RenderGoldenTests",
        sourceLocation: sourceLocation)
      return
    }
    guard expected != actual else { return }
    let actualURL = FileManager.default.temporaryDirectory.appendingPathComponent("actual-" + name)
    try? Data(actual.utf8).write(to: actualURL, options: .atomic)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let common = min(expectedLines.count, actualLines.count)
    let index = (0..<common).first { expectedLines[$0] != actualLines[$0] } ?? common
    let want = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
    let got = index < actualLines.count ? String(actualLines[index]) : "<end>"
    let message =
      "\(name) differs from its golden at line \(index + 1): expected `\(want)`, got `\(got)`; "
      + "actual written to \(actualURL.path); re-record with \(recordVariable)=1 if intended"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
