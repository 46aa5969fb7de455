import Foundation
import Testing

/// A tuning file is an input like merge's shards: an output that is the same file under any spelling
/// (the path, a symlink, a hard link) is refused with exit 64 before anything is written; it is read by
/// the one strict reader (a FIFO is refused at once, not waited on); it may not be given with an
/// option it sets; and `check swiftui-spring` plays it.
@Suite struct TuningInputTests {
  static let tuning = Data("{\"tapAngularSpeed\": 9.5, \"landingBounce\": 0.3}\n".utf8)

  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var option: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// Each command with an output option naming `OUT`, which a case spells as the tuning file.
  static let commands: [([String], String)] = [
    (["simulate", "spin", "--tuning", "t.json", "--out", "OUT"], "--out"),
    (["simulate", "spin", "--tuning", "t.json", "--out", "x.csv", "--summary", "OUT"], "--summary"),
    (["render", "--tuning", "t.json", "--out", "OUT"], "--out"),
    (["sweep", "--tuning", "t.json", "--duration", "1", "--velocity", "0", "--out", "OUT"], "--out"),
    (["sweep", "--tuning", "t.json", "--duration", "1", "--velocity", "0", "--tuning-out", "OUT"], "--tuning-out"),
  ]

  static let cases: [Case] = commands.flatMap { arguments, option in
    ["t.json", "./t.json", "link.json", "hard.json"].map { spelling in
      Case(arguments: arguments.map { $0 == "OUT" ? spelling : $0 }, option: option)
    }
  }

  @Test(arguments: cases)
  func anOutputThatIsTheTuningFileIsRefusedAndNothingIsWritten(_ input: Case) throws {
    let directory = try BBSimBinary.scratchDirectory()
    try Self.tuning.write(to: directory.appendingPathComponent("t.json"))
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("link.json").path, withDestinationPath: "t.json")
    try FileManager.default.linkItem(
      at: directory.appendingPathComponent("t.json"), to: directory.appendingPathComponent("hard.json"))
    let before = ScratchSnapshot(of: directory)
    let result = try BBSimBinary.run(input.arguments, in: directory)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1, "\(result.standardError)")
    #expect(result.errorLines.first?.contains(input.option) == true, "\(result.standardError)")
    #expect(result.errorLines.first?.contains("--tuning") == true, "\(result.standardError)")
    #expect(ScratchSnapshot(of: directory) == before)
  }

  @Test func aShardThatIsMergesOutputIsRefused() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let sweep = try BBSimBinary.run(
      ["sweep", "--duration", "1", "--velocity", "0", "--axle", "horizontal", "--out", "s.csv"], in: directory)
    #expect(sweep.status == 0)
    try FileManager.default.linkItem(
      at: directory.appendingPathComponent("s.csv"), to: directory.appendingPathComponent("hard.csv"))
    let before = ScratchSnapshot(of: directory)
    let result = try BBSimBinary.run(["merge", "--of", "1", "--out", "hard.csv", "s.csv"], in: directory)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1)
    #expect(ScratchSnapshot(of: directory) == before)
  }

  @Test(arguments: [["simulate", "spin"], ["render"], ["check", "swiftui-spring"], ["sweep"]])
  func aFIFOTuningIsRefusedAtOnce(_ command: [String]) throws {
    let directory = try BBSimBinary.scratchDirectory()
    _ = try StandIns.fifo(at: directory.appendingPathComponent("t.json"))
    let result = try BBSimBinary.run(command + ["--tuning", "t.json"], in: directory)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines == result.errorLines.filter { $0.contains("--tuning") && $0.contains("FIFO") })
  }

  @Test(arguments: [
    (["simulate", "spin"], "--tap-speed"), (["render"], "--shape"), (["check", "swiftui-spring"], "--bounce"),
    (["sweep"], "--response"),
  ])
  func aTuningWithAnOptionItSetsIsRefused(_ command: [String], option: String) throws {
    let directory = try BBSimBinary.scratchDirectory()
    try Self.tuning.write(to: directory.appendingPathComponent("t.json"))
    let before = ScratchSnapshot(of: directory)
    let result = try BBSimBinary.run(command + ["--tuning", "t.json", option, "0.5"], in: directory)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.contains(option) == true, "\(result.standardError)")
    #expect(result.errorLines.first?.contains("--tuning") == true)
    #expect(ScratchSnapshot(of: directory) == before)
  }

  @Test(arguments: [
    "{\"tapAngularSpeed\": 9.5,}", "{\"landingBounce\": 0.1, \"landingBounce\": 0.2}", "{\"tapAngularSped\": 9}",
  ])
  func aLooseTuningIsRefused(_ text: String) throws {
    let directory = try BBSimBinary.scratchDirectory()
    try Data(text.utf8).write(to: directory.appendingPathComponent("t.json"))
    let result = try BBSimBinary.run(["simulate", "spin", "--tuning", "t.json", "--out", "x"], in: directory)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.contains("--tuning") == true)
  }

  @Test func checkSwiftUISpringPlaysTheTuning() throws {
    let directory = try BBSimBinary.scratchDirectory()
    try Data("{\"tapAngularSpeed\": 9.5}".utf8).write(to: directory.appendingPathComponent("t.json"))
    let file = try BBSimBinary.run(["check", "swiftui-spring", "--tuning", "t.json"], in: directory)
    let flag = try BBSimBinary.run(["check", "swiftui-spring", "--tap-speed", "9.5"], in: directory)
    let standard = try BBSimBinary.run(["check", "swiftui-spring"], in: directory)
    #expect(file.standardOutput == flag.standardOutput)
    #expect(file.standardOutput != standard.standardOutput)
  }

  @Test(arguments: [
    (["--stiffness", "100", "--damping", "3e100"], "--damping", "2e100"),
    (["--stiffness", "1e-300", "--mass", "1e300"], "--stiffness", "normal"),
  ])
  func anUnusableSpringIsBlamedOnTheOptionAtFault(_ arguments: [String], option: String, says: String) throws {
    let result = try BBSimBinary.run(["check", "swiftui-spring"] + arguments)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.contains(option + ":") == true, "\(result.standardError)")
    #expect(result.errorLines.first?.contains(says) == true, "\(result.standardError)")
    #expect(result.errorLines.first?.contains("is 0;") == false)
  }

  @Test func aLongRefusedListIsEchoedCut() throws {
    let list = Array(repeating: "0.1", count: 30_000).joined(separator: ",") + ",7"
    let result = try BBSimBinary.run(["sweep", "--bounce", list])
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1)
    // ArgumentParser's line quotes the value: its first 80 characters and `…`, not its 120,004 bytes.
    let cut = String(list.prefix(80)) + "…"
    #expect(result.standardError.contains("The value '\(cut)' is invalid for '--bounce"), "\(result.standardError)")
    // The line: ArgumentParser's wording, the cut value, --bounce's accepted forms and range (about 300
    // bytes) and where the help is.
    #expect(result.standardError.utf8.count < 600, "\(result.standardError.utf8.count) bytes")
  }
}
