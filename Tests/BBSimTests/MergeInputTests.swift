import Foundation
import Testing

/// `bbsim merge` given inputs a failed cluster job leaves behind, run as a process: pipes and FIFOs,
/// empty and header-only files, a cut last line, LF among CRLF, wrong field counts, fields that are
/// not what their column holds, a shard of another sweep, a line without end. Each exits 65 with one
/// line naming the file, the line and the problem, quoting only a short escaped excerpt, and leaves an
/// existing output untouched.
@Suite struct MergeInputTests {
  /// A scratch folder with shards 1…4 of the small grid (`shard-k.csv`), the unsharded `full.csv`, and
  /// an existing `merged.csv` that no refused merge may touch.
  struct Shards {
    let directory: URL
    let full: Data
    static let kept = Data("an earlier merge\n".utf8)

    init() throws {
      directory = try BBSimBinary.scratchDirectory()
      full = try MergeEndToEndTests.writeShards(in: directory)
      try Self.kept.write(to: url("merged.csv"))
    }

    func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// Rewrites `name` with `change` applied to its bytes.
    func edit(_ name: String, _ change: (inout [UInt8]) -> Void) throws {
      var bytes = [UInt8](try Data(contentsOf: url(name)))
      change(&bytes)
      try Data(bytes).write(to: url(name))
    }

    /// Replaces the first occurrence of `old` in `name` by `new`.
    func replace(_ old: String, with new: [UInt8], in name: String) throws {
      try edit(name) { bytes in
        let pattern = Array(old.utf8)
        guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: pattern) }) else { return }
        bytes.replaceSubrange(start..<(start + pattern.count), with: new)
      }
    }

    /// `merge --of 4 --out merged.csv` of `inputs`.
    func merge(_ inputs: [String] = MergeEndToEndTests.inputs) throws -> BBSimBinary.Result {
      try BBSimBinary.run(["merge", "--of", "4", "--out", "merged.csv"] + inputs, in: directory)
    }

    /// Exit 65, one line naming `file` and containing each of `words`, `merged.csv` as it was.
    func expectRefused(
      _ result: BBSimBinary.Result, file: String, _ words: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      #expect(result.status == 65, "\(result.standardError)", sourceLocation: sourceLocation)
      #expect(result.errorLines.count == 1, "\(result.standardError)", sourceLocation: sourceLocation)
      #expect(result.standardError.utf8.count < 400, sourceLocation: sourceLocation)
      for word in [file] + words {
        #expect(result.standardError.contains(word), "\(result.standardError)", sourceLocation: sourceLocation)
      }
      #expect(try Data(contentsOf: url("merged.csv")) == Self.kept, sourceLocation: sourceLocation)
    }
  }

  @Test func aPipeOnStandardInputIsRefusedAndNothingIsWritten() throws {
    let shards = try Shards()
    let script =
      "cat shard-2.csv | \"$BBSIM\" merge --of 4 --out merged.csv shard-1.csv /dev/stdin shard-3.csv shard-4.csv"
    let result = try BBSimShell.run(script, in: shards.directory)
    try shards.expectRefused(result, file: "/dev/stdin", ["pipe or FIFO", "regular file"])
  }

  @Test func aFIFOWithoutAWriterIsRefusedAtOnceInsteadOfWaiting() throws {
    let shards = try Shards()
    _ = try StandIns.fifo(at: shards.url("fifo.csv"))
    let result = try shards.merge(["shard-1.csv", "fifo.csv", "shard-3.csv", "shard-4.csv"])
    try shards.expectRefused(result, file: "fifo.csv", ["pipe or FIFO"])
  }

  @Test func mergedThroughTheSeparatorTheShardsStillEqualTheUnshardedSweep() throws {
    let shards = try Shards()
    let result = try BBSimBinary.run(
      ["merge", "--out", "-", "shard-4.csv", "--of", "4", "--", "shard-2.csv", "shard-1.csv", "shard-3.csv"],
      in: shards.directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(Data(result.standardOutput.utf8) == shards.full)
  }

  @Test func everyInputEmptyIsRefused() throws {
    let shards = try Shards()
    for name in MergeEndToEndTests.inputs { try Data().write(to: shards.url(name)) }
    try shards.expectRefused(try shards.merge(), file: "shard-1.csv", ["empty"])
  }

  @Test func headerOnlyInputsWithoutTheSweepIdentityAreRefused() throws {
    let shards = try Shards()
    let header = Data(shards.full.prefix { $0 != 10 }) + Data([10])
    for name in MergeEndToEndTests.inputs { try header.write(to: shards.url(name)) }
    try shards.expectRefused(try shards.merge(), file: "shard-1.csv", ["line 1", "identity"])
  }

  @Test func aShardWithItsIdentityAndNoRowsIsRefusedNamingItsConfigurations() throws {
    let shards = try Shards()
    try shards.edit("shard-2.csv") { bytes in bytes = Array(bytes.prefix { $0 != 10 }) + [10] }
    try shards.expectRefused(try shards.merge(), file: "shard-2.csv", ["line 2", "no configurations", "6…11"])
  }

  @Test func aLastLineCutShortIsRefused() throws {
    let shards = try Shards()
    try shards.edit("shard-2.csv") { $0.removeLast(7) }
    try shards.expectRefused(try shards.merge(), file: "shard-2.csv", ["line 7", "cut short"])
  }

  @Test func aShardWithLFLineEndsAmongCRLFIsRefused() throws {
    let shards = try Shards()
    try shards.edit("shard-3.csv") { bytes in
      guard let first = bytes.firstIndex(of: 10) else { return }
      bytes = Array(bytes[...first]) + bytes[(first + 1)...].filter { $0 != 13 }
    }
    try shards.expectRefused(try shards.merge(), file: "shard-3.csv", ["line 2", "LF alone"])
  }

  @Test func aRowWithAFieldMissingIsRefused() throws {
    let shards = try Shards()
    try shards.replace(",diagonal-rtl,", with: Array(",".utf8), in: "shard-2.csv")
    let columns = shards.full.prefix { $0 != 13 }.split(separator: UInt8(ascii: ",")).count
    try shards.expectRefused(
      try shards.merge(), file: "shard-2.csv", ["line 2", "\(columns - 1) fields; a sweep row has \(columns)"])
  }

  @Test(arguments: [
    ("nan", "field 3 (side_pt) 'nan'"), ("inf", "field 3 (side_pt) 'inf'"), ("060", "field 3 (side_pt) '060'"),
    ("6e", "field 3 (side_pt) '6e'"),
  ])
  func aNumberThatSweepWouldNotWriteIsRefused(side: String, quoted: String) throws {
    let shards = try Shards()
    try shards.replace(",60,", with: Array(",\(side),".utf8), in: "shard-2.csv")
    try shards.expectRefused(try shards.merge(), file: "shard-2.csv", ["line 2", quoted])
  }

  @Test func aNonUTF8ByteOrATerminalEscapeIsQuotedEscaped() throws {
    let shards = try Shards()
    try shards.replace("diagonal-rtl", with: Array("diag".utf8) + [0xff, 0x1b] + Array("[31m".utf8), in: "shard-2.csv")
    let result = try shards.merge()
    try shards.expectRefused(result, file: "shard-2.csv", ["line 2", "(axle) 'diag\\xff\\x1b[31m'"])
    #expect(!result.standardError.unicodeScalars.contains("\u{1b}"))
  }

  @Test func aConfigurationIndexWithALeadingZeroIsRefused() throws {
    let shards = try Shards()
    try shards.edit("shard-2.csv") { bytes in
      guard let start = bytes.firstIndex(of: 10) else { return }
      bytes.insert(UInt8(ascii: "0"), at: start + 1)
    }
    try shards.expectRefused(
      try shards.merge(), file: "shard-2.csv", ["line 2", "expected configuration 6, found '06'"])
  }

  @Test func aShardOfAnotherSweepWithTheSameCountIsRefused() throws {
    let shards = try Shards()
    var other = SweepEndToEndTests.smallGrid
    if let side = other.firstIndex(of: "60") { other[side] = "61" }
    let result = try BBSimBinary.run(["sweep", "--shard", "3/4", "--out", "shard-3.csv"] + other, in: shards.directory)
    #expect(result.status == 0)
    try shards.expectRefused(try shards.merge(), file: "shard-3.csv", ["line 1", "two different sweeps"])
  }

  /// A 2 GiB file without a line end (sparse, so it costs no disk) is refused after reading one block.
  @Test func aTwoGibibyteLineIsRefusedAfterItsFirstBytesQuotingNone() throws {
    let shards = try Shards()
    let url = shards.url("shard-2.csv")
    try Data().write(to: url)
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 2 << 30)
    try handle.close()
    try shards.expectRefused(try shards.merge(), file: "shard-2.csv", ["line 1", "longer than 65536 bytes"])
  }

  /// 3,000 one-row shards, named in `--shard-list` (the last 10 as arguments: both count), merge to the
  /// unsharded sweep (the bound is 100,000 in seconds on the release binary, measured by
  /// scripts/merge-bounds, not here).
  @Test func thousandsOfShardFilesMergeToTheUnshardedSweep() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let count = 3000
    let grid = ["--samples", "\(count)", "--jobs", "1"]
    let full = try BBSimBinary.run(["sweep", "--out", "full.csv"] + grid, in: directory)
    let first = try BBSimBinary.run(["sweep", "--shard", "1/\(count)", "--out", "one.csv"] + grid, in: directory)
    #expect(full.status == 0 && first.status == 0)
    let lines = try String(contentsOf: directory.appendingPathComponent("full.csv"), encoding: .utf8).csvLines
    let identity = try String(contentsOf: directory.appendingPathComponent("one.csv"), encoding: .utf8).csvLines[0]
    let prefix = identity[..<(identity.range(of: "shard ")?.lowerBound ?? identity.startIndex)]
    var names: [String] = []
    for k in 1...count {
      var text = "\(prefix)shard \(k)/\(count) of \(count)\r\n"
      if k == 1 { text += lines[0] + "\r\n" }
      text += lines[k] + "\r\n"
      names.append("s\(k).csv")
      try Data(text.utf8).write(to: directory.appendingPathComponent(names[k - 1]))
    }
    try Data(names.dropLast(10).reversed().joined(separator: "\n").utf8).write(
      to: directory.appendingPathComponent("list.txt"))
    let result = try BBSimBinary.run(
      ["merge", "--of", "\(count)", "--out", "merged.csv", "--shard-list", "list.txt"] + names.suffix(10),
      in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      try Data(contentsOf: directory.appendingPathComponent("merged.csv"))
        == Data(contentsOf: directory.appendingPathComponent("full.csv")))
  }

  @Test(arguments: [["--shard-list", "missing.txt"], ["--shard-list", "merged.csv", "--out", "merged.csv"]])
  func anUnreadableOrOverwrittenShardListIsRefusedWithExit64(arguments: [String]) throws {
    let directory = try BBSimBinary.scratchDirectory()
    try Data("x\n".utf8).write(to: directory.appendingPathComponent("merged.csv"))
    let result = try BBSimBinary.run(["merge", "--of", "2"] + arguments, in: directory)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1 && result.standardError.contains("--shard-list"), "\(result.standardError)")
    #expect(try String(contentsOf: directory.appendingPathComponent("merged.csv"), encoding: .utf8) == "x\n")
  }

  @Test func mergeHelpStatesItsBounds() throws {
    let result = try BBSimBinary.run(["merge", "--help"])
    let help = result.standardOutput.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(
      separator: " ")
    for bound in ["65536 bytes", "linear in the bytes read", "100,000 files", "40 bytes"] {
      #expect(help.contains(bound), "\(bound)")
    }
  }
}
