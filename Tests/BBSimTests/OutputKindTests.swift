import Foundation
import Testing
import _ButterflyShims

/// Every output path kind, as `cp` and `sort -o` treat it: special files are written in place and never
/// replaced, a symlink's target is replaced and the link stays, a regular file keeps its permission
/// bits, and a directory or a missing folder is refused before any work. Stand-ins only, in scratch
/// folders.
@Suite struct OutputKindTests {
  /// Every subcommand that writes to `--out`: the spin and spring CSVs, the SVG, the sweep CSV and the
  /// comparison.
  static let commands: [[String]] = [
    ["simulate", "spin"],
    ["simulate", "spring"],
    ["render", "--at", "0.3"],
    [
      "sweep", "--axle", "horizontal", "--duration", "1", "--velocity", "0,900", "--shape", "2", "--bounce", "0.45",
      "--response", "0.2",
    ],
    ["compare", "--step", "0.01", "--format", "csv"],
  ]

  @Test(arguments: commands)
  func characterDeviceIsWrittenInPlaceAndStaysADevice(command: [String]) throws {
    let directory = try BBSimBinary.scratchDirectory()
    let null = try StandIns.characterDevice(at: directory.appendingPathComponent("null"), StandIns.null)
    let result = try BBSimBinary.run(command + ["--out", "null"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(StandIns.kind(of: null) == S_IFCHR)
    #expect(BBSimBinary.contents(of: directory) == ["null"], "no temporary file left")
  }

  @Test(arguments: commands)
  func fifoIsWrittenInPlaceForItsReader(command: [String]) throws {
    let directory = try BBSimBinary.scratchDirectory()
    let fifo = try StandIns.fifo(at: directory.appendingPathComponent("pipe"))
    let reader = try FIFOReader(fifo)
    let result = try BBSimBinary.run(command + ["--out", "pipe"], in: directory)
    let received = reader.finish()
    #expect(result.status == 0, "\(result.standardError)")
    #expect(received.count > 100, "the output arrived through the FIFO")
    #expect(StandIns.kind(of: fifo) == S_IFIFO)
    #expect(BBSimBinary.contents(of: directory) == ["pipe"])
  }

  @Test(arguments: commands)
  func symlinkStaysALinkAndItsTargetIsReplaced(command: [String]) throws {
    let directory = try BBSimBinary.scratchDirectory()
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("real"), withIntermediateDirectories: false)
    let target = directory.appendingPathComponent("real/out.dat")
    try Data("old".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("link").path, withDestinationPath: "real/out.dat")
    let result = try BBSimBinary.run(command + ["--out", "link"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(StandIns.kind(of: directory.appendingPathComponent("link")) == S_IFLNK)
    #expect(try Data(contentsOf: target).count > 100, "the target holds the new output")
    #expect(BBSimBinary.contents(of: directory) == ["link", "real"])
    #expect(BBSimBinary.contents(of: directory.appendingPathComponent("real")) == ["out.dat"])
  }

  @Test func danglingSymlinkCreatesItsTarget() throws {
    let directory = try BBSimBinary.scratchDirectory()
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("link").path, withDestinationPath: "new.csv")
    let result = try BBSimBinary.run(["simulate", "spin", "--out", "link"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(StandIns.kind(of: directory.appendingPathComponent("link")) == S_IFLNK)
    #expect(StandIns.kind(of: directory.appendingPathComponent("new.csv")) == S_IFREG)
  }

  @Test func existingFileKeepsItsPermissionBits() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let file = directory.appendingPathComponent("spin.csv")
    try Data("old".utf8).write(to: file)
    #expect(chmod(file.path, 0o640) == 0)
    let result = try BBSimBinary.run(["simulate", "spin", "--out", "spin.csv"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(StandIns.permissions(of: file) == 0o640)
    #expect(try Data(contentsOf: file).count > 100)
  }

  @Test(arguments: ["folder", "missing/spin.csv", "folder/"])
  func directoryOrMissingFolderIsAUsageErrorBeforeAnyWork(path: String) throws {
    let directory = try BBSimBinary.scratchDirectory()
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("folder"), withIntermediateDirectories: false)
    let result = try BBSimBinary.run(["simulate", "spin", "--out", path], in: directory)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1 && result.errorLines[0].contains("--out"), "\(result.errorLines)")
    #expect(BBSimBinary.contents(of: directory) == ["folder"])
    #expect(BBSimBinary.contents(of: directory.appendingPathComponent("folder")).isEmpty)
  }
}

/// Holds a FIFO open for reading while a writer runs, then takes what the writer left in it.
///
/// Opening for reading with `O_NONBLOCK` returns at once, and while this end is open a writer's open does
/// not wait. The outputs in these tests are well under the pipe's 64 KiB buffer, so the writer never
/// blocks. If a buggy writer replaced the FIFO instead, this end simply receives nothing.
final class FIFOReader {
  private let descriptor: Int32

  init(_ url: URL) throws {
    descriptor = open(url.path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
  }

  deinit { close(descriptor) }

  /// Everything written so far (call after the writer has exited).
  func finish() -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { return data }
      data.append(contentsOf: buffer[..<count])
    }
  }
}
