import Foundation
import Testing

/// Two outputs of one run that are the same file under any spelling, or both standard output, are
/// refused with exit 64 before anything is written; existing files stay as they were.
@Suite struct OutputAliasTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var command: [String]
    var second: String
    var out: String
    var summary: String
    /// Prepares the folder (existing files, links).
    var setUp: @Sendable (URL) throws -> Void
    var testDescription: String { "\(command.joined(separator: " ")) --\(second)" }
  }

  static let commands: [[String]] = [
    ["simulate", "spin"],
    [
      "sweep", "--duration", "1", "--velocity", "0", "--axle", "horizontal", "--shape", "2", "--bounce", "0.45",
      "--response", "0.2",
    ],
  ]

  /// Spellings of one file: `./`, `..`, a symlink and a hard link, existing or not.
  static let spellings: [(out: String, summary: String, setUp: @Sendable (URL) throws -> Void)] = [
    ("x.csv", "./x.csv", { _ in }),
    (
      "x.csv", "sub/../x.csv",
      {
        try FileManager.default.createDirectory(
          at: $0.appendingPathComponent("sub"), withIntermediateDirectories: false)
      }
    ),
    (
      "x.csv", "link.json",
      {
        try FileManager.default.createSymbolicLink(
          atPath: $0.appendingPathComponent("link.json").path, withDestinationPath: "x.csv")
      }
    ),
    ("x.csv", "./x.csv", { try Data("old".utf8).write(to: $0.appendingPathComponent("x.csv")) }),
    (
      "x.csv", "hard.json",
      { directory in
        try Data("old".utf8).write(to: directory.appendingPathComponent("x.csv"))
        try FileManager.default.linkItem(
          at: directory.appendingPathComponent("x.csv"), to: directory.appendingPathComponent("hard.json"))
      }
    ),
    (
      "link.csv", "x.csv",
      {
        try FileManager.default.createSymbolicLink(
          atPath: $0.appendingPathComponent("link.csv").path, withDestinationPath: "x.csv")
      }
    ),
    ("-", "-", { _ in }),
  ]

  static let cases: [Case] = commands.flatMap { command in
    spellings.map { Case(command: command, second: "summary", out: $0.out, summary: $0.summary, setUp: $0.setUp) }
  }

  @Test(arguments: cases)
  func sameFileUnderAnySpellingIsRefusedBeforeAnythingIsWritten(_ input: Case) throws {
    let directory = try BBSimBinary.scratchDirectory()
    try input.setUp(directory)
    let before = ScratchSnapshot(of: directory)
    let result = try BBSimBinary.run(input.command + ["--out", input.out, "--summary", input.summary], in: directory)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1, "\(result.standardError)")
    #expect(result.errorLines.first?.contains("--summary") == true, "\(result.standardError)")
    #expect(result.errorLines.first?.contains("expected") == true)
    let after = ScratchSnapshot(of: directory)
    #expect(after == before, "nothing written: \(after.added(since: before)), changed \(after.changes(since: before))")
  }

  @Test func distinctFilesInOneFolderAreAccepted() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimBinary.run(["simulate", "spin", "--out", "x.csv", "--summary", "./x.json"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(BBSimBinary.contents(of: directory) == ["x.csv", "x.json"])
  }
}
