import Foundation
import Testing

/// Standard streams: closed descriptors are reopened on /dev/null so no output takes their number, a
/// reader that goes away makes the run fail with one line and exit 74 — temporaries removed, existing
/// outputs untouched — and no report that could not be written ever exits 0. Every subcommand.
@Suite struct StandardStreamTests {
  /// Every subcommand, writing its main output or report to standard output (small, fast inputs).
  static let toStandardOutput: [[String]] = [
    ["simulate", "spin", "--out", "-"], ["simulate", "spring", "--out", "-"],
    [
      "sweep", "--duration", "1", "--velocity", "0", "--axle", "horizontal", "--shape", "2", "--bounce", "0.45",
      "--response", "0.2", "--out", "-",
    ],
    [
      "sweep", "--duration", "1", "--velocity", "0", "--axle", "horizontal", "--shape", "2", "--bounce", "0.45",
      "--response", "0.2", "--out", "s.csv",
    ],
    ["check", "--shard", "1/2000"], ["compare", "--step", "0.01"], ["compare", "--format", "csv", "--step", "0.01"],
    ["fit", "spring"], ["render", "--out", "-"],
  ]

  @Test(arguments: toStandardOutput)
  func aReaderThatWentAwayExits74WithOneLineAndNoFileLeft(_ arguments: [String]) throws {
    let directory = try BBSimBinary.scratchDirectory()
    try Data("old".utf8).write(to: directory.appendingPathComponent("s.csv"))
    let before = ScratchSnapshot(of: directory)
    let result = try BBSimBinary.run(arguments, in: directory, standardOutput: BBSimBinary.brokenPipe())
    #expect(result.status == 74, "\(result.standardError)")
    #expect(result.errorLines.count == 1, "\(result.standardError)")
    #expect(result.errorLines.first?.hasPrefix("error: cannot write standard output: ") == true)
    let after = ScratchSnapshot(of: directory)
    #expect(after == before, "existing output untouched, no temporary left: \(after.added(since: before))")
  }

  @Test(arguments: toStandardOutput)
  func aFullStandardOutputIsNeverExitZero(_ arguments: [String]) throws {
    let directory = try BBSimBinary.scratchDirectory()
    let full = try StandIns.characterDevice(at: directory.appendingPathComponent("full"), StandIns.full)
    let result = try BBSimBinary.run(arguments, in: directory, standardOutput: FileHandle(forWritingTo: full))
    #expect(result.status == 74, "\(result.standardError)")
    #expect(StandIns.kind(of: full) == S_IFCHR)
  }

  /// As `cat file >&-` does: asked to write to a standard output that was closed, every subcommand
  /// fails with one line and exit 74, leaving no file (the descriptor is reopened on /dev/null only so
  /// no output file takes its number).
  @Test(arguments: toStandardOutput + [["simulate", "spin", "--out", "-", "--summary", "s.json"]])
  func askedToWriteToAClosedStandardOutputExits74LikeCat(_ arguments: [String]) throws {
    let directory = try BBSimBinary.scratchDirectory()
    try Data("old".utf8).write(to: directory.appendingPathComponent("s.csv"))
    let before = ScratchSnapshot(of: directory)
    let command = arguments.map(BBSimShell.quoted).joined(separator: " ")
    let result = try BBSimShell.run(#"exec "$BBSIM" "# + command + " >&-", in: directory)
    #expect(result.status == 74, "\(result.standardError)")
    #expect(result.errorLines == ["error: cannot write standard output: Bad file descriptor"])
    let after = ScratchSnapshot(of: directory)
    #expect(after == before, "nothing written: \(after.added(since: before))")
  }

  @Test func closedStandardErrorNeverLetsNotesIntoTheCSV() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimShell.run(#"exec "$BBSIM" simulate spin --side 30 --out z.csv 2>&-"#, in: directory)
    #expect(result.status == 0)
    let csv = try String(contentsOf: directory.appendingPathComponent("z.csv"), encoding: .utf8)
    #expect(csv.hasPrefix("t_s,theta_rad,omega_rad_per_s,face\r\n"), "\(csv.prefix(60))")
    #expect(!csv.contains("note:"))
  }

  @Test(arguments: ["<&-", ">&-", "2>&-", "<&- >&- 2>&-"])
  func everyClosedDescriptorIsReopenedBeforeOutputsOpen(_ closing: String) throws {
    let directory = try BBSimBinary.scratchDirectory()
    let script =
      #"exec "$BBSIM" simulate spin --side 30 --out a.csv --summary b.json "# + closing
    let result = try BBSimShell.run(script, in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    let csv = try String(contentsOf: directory.appendingPathComponent("a.csv"), encoding: .utf8)
    let json = try String(contentsOf: directory.appendingPathComponent("b.json"), encoding: .utf8)
    #expect(csv.hasPrefix("t_s,") && !csv.contains("note:"), "no note in the CSV")
    #expect(json.hasPrefix("{") && !json.contains("t_s,") && !json.contains("note:"))
    #expect(BBSimBinary.contents(of: directory) == ["a.csv", "b.json"])
  }

  @Test func aPipelineThatStopsReadingLeavesNoTemporaryAndExits74() throws {
    let directory = try BBSimBinary.scratchDirectory()
    // 60 000 rows: far more than a pipe holds, so the writer meets the closed pipe.
    let script =
      #"{ "$BBSIM" simulate spin --until 60 --rate 1000 --out - --summary s.json 2>err; echo $? >status; } | head -c 100 >head.out"#
    _ = try BBSimShell.run(script, in: directory)
    let status = try String(contentsOf: directory.appendingPathComponent("status"), encoding: .utf8)
    #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "74")
    let error = try String(contentsOf: directory.appendingPathComponent("err"), encoding: .utf8)
    #expect(error.split(separator: "\n").count == 1 && error.contains("Broken pipe"), "\(error)")
    #expect(BBSimBinary.contents(of: directory) == ["err", "head.out", "status"], "no summary, no temporary")
  }
}
