import Foundation
import Testing
import _ButterflyShims

/// Writes that fail — a full device, a file system that fills up, a read-only folder — end with one
/// line, exit 74 (or 64 when the output cannot even be opened), no temporary file, and every existing
/// file byte-identical and of the same kind. Stand-ins and tiny file systems only, in scratch folders.
@Suite struct DiskFailureTests {
  /// Every subcommand that writes to `--out`, with inputs whose output outgrows a 64 kB file system.
  static let large: [[String]] = [
    ["simulate", "spin", "--until", "60", "--rate", "1000"],
    ["simulate", "spring", "--duration", "600", "--rate", "1000"],
    [
      "sweep", "--axle", "horizontal", "--duration", "1", "--velocity", "0:3000:40", "--shape", "2", "--bounce", "0.45",
      "--response", "0.2",
    ],
    ["render", "--filmstrip", "240"],
    ["compare", "--step", "0.01", "--format", "csv"],
  ]

  @Test(arguments: large)
  func aFullDeviceStandInIsWrittenInPlaceAndTheRunExits74(_ command: [String]) throws {
    let directory = try BBSimBinary.scratchDirectory()
    let full = try StandIns.characterDevice(at: directory.appendingPathComponent("full"), StandIns.full)
    let before = ScratchSnapshot(of: directory)
    let result = try BBSimBinary.run(command + ["--out", "full"], in: directory)
    #expect(result.status == 74, "\(result.standardError)")
    #expect(result.errorLines.count == 1 && result.errorLines.first?.contains("full") == true)
    #expect(StandIns.kind(of: full) == S_IFCHR)
    #expect(ScratchSnapshot(of: directory) == before)
  }

  @Test(arguments: large.filter { $0[0] != "compare" })
  func aFileSystemThatFillsUpKeepsTheOldFileAndLeavesNoTemporary(_ command: [String]) throws {
    let directory = try BBSimBinary.scratchDirectory()
    let disk = try TinyFileSystem(in: directory, kilobytes: 64) { folder in
      try Data(repeating: 0x41, count: 1000).write(to: folder.appendingPathComponent("old.out"))
    }
    defer { disk.unmount() }
    let before = ScratchSnapshot(of: disk.url)
    let result = try BBSimBinary.run(command + ["--out", "small/old.out"], in: directory)
    #expect(result.status == 74, "\(result.standardError)")
    #expect(result.errorLines.count == 1, "\(result.standardError)")
    #expect(result.errorLines.first?.contains("No space left on device") == true, "\(result.standardError)")
    let after = ScratchSnapshot(of: disk.url)
    #expect(after == before, "old file untouched, nothing added: \(after.added(since: before))")
  }

  @Test func aSummaryThatDoesNotFitLeavesNeitherOutput() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let disk = try TinyFileSystem(in: directory, kilobytes: 64)
    defer { disk.unmount() }
    let result = try BBSimBinary.run(
      ["simulate", "spin", "--until", "60", "--rate", "1000", "--out", "small/a.csv", "--summary", "small/a.json"],
      in: directory)
    #expect(result.status == 74, "\(result.standardError)")
    #expect(BBSimBinary.contents(of: disk.url).isEmpty)
  }

  @Test(arguments: [
    ["simulate", "spin"],
    ["sweep", "--duration", "1", "--velocity", "0", "--shape", "2", "--bounce", "0.45", "--response", "0.2"],
  ])
  func aReadOnlyFolderIsAUsageErrorBeforeAnyWork(_ command: [String]) throws {
    let directory = try BBSimBinary.scratchDirectory()
    let disk = try TinyFileSystem(in: directory, kilobytes: 64, readOnly: true) { folder in
      try Data("old".utf8).write(to: folder.appendingPathComponent("old.csv"))
    }
    defer { disk.unmount() }
    let before = ScratchSnapshot(of: disk.url)
    let result = try BBSimBinary.run(command + ["--out", "small/old.csv"], in: directory)
    #expect(result.status == 64, "\(result.standardError)")
    #expect(result.errorLines.count == 1 && result.errorLines.first?.contains("--out") == true)
    #expect(ScratchSnapshot(of: disk.url) == before)
  }

  @Test func aGalleryInAReadOnlyFolderIsAUsageError() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let disk = try TinyFileSystem(in: directory, kilobytes: 64, readOnly: true)
    defer { disk.unmount() }
    let result = try BBSimBinary.run(["render", "--gallery", "small/gallery"], in: directory)
    #expect(result.status == 64, "\(result.standardError)")
    #expect(BBSimBinary.contents(of: disk.url).isEmpty)
  }
}
