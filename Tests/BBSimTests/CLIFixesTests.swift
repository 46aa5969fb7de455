import Foundation
import Testing

@testable import ButterflyRender
@testable import _BBSimKit
@testable import _BBSimSupport
@testable import _BBSimSweep

/// Multi-file commits, the interrupt-cleanup table, random-mode tunings and help texts.
@Suite struct CLIFixesTests {
  /// `--summary` failing (stdout is a full-device stand-in) leaves no CSV: both are written before either
  /// is renamed.
  @Test func failedSummaryLeavesNoCSV() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let devices = try BBSimBinary.scratchDirectory()
    let full = try StandIns.characterDevice(at: devices.appendingPathComponent("full"), StandIns.full)
    let arguments = ["simulate", "spin", "--out", "spin.csv", "--summary", "-"]
    #expect(try BBSimBinary.status(arguments, in: directory, standardOutput: full) == 74)
    #expect(BBSimBinary.contents(of: directory).isEmpty, "no CSV, no temporary file")
  }

  /// A rename that fails in the final loop removes the new files renamed before it.
  @Test func commitAllRemovesTheNewFilesWhenALaterRenameFails() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let names = ["a.svg", "b.svg", "c.svg"]
    let sinks = try names.map { try OutputSink(path: directory.appendingPathComponent($0).path, option: "--gallery") }
    for sink in sinks { try sink.write("<svg/>") }
    // The last destination turns into a non-empty directory after opening, so its rename fails.
    let blocker = directory.appendingPathComponent("c.svg")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)
    try Data().write(to: blocker.appendingPathComponent("keep"))
    #expect(throws: OutputError.self) { try OutputSink.commitAll(sinks) }
    #expect(BBSimBinary.contents(of: directory) == ["c.svg"], "a.svg and b.svg removed, no temporary file")
  }

  /// Every file of the gallery (and more) can be pending at once, each with its path in the table.
  @Test func cleanupTableHoldsTheWholeGallery() throws {
    let count = Gallery.files().count + 10
    #expect(InterruptCleanup.capacity >= count)
    var slots: [Int] = []
    for index in 0..<count {
      let slot = try #require(InterruptCleanup.register(FileSystemPath("/nonexistent/bbsim-test-\(index)")))
      slots.append(slot)
      #expect(InterruptCleanup.path(in: slot) == "/nonexistent/bbsim-test-\(index)")
    }
    #expect(Set(slots).count == count)
    for slot in slots { InterruptCleanup.unregister(slot) }
    for slot in slots { #expect(InterruptCleanup.path(in: slot) == nil) }
  }

  /// Random mode picks tunings from the values given, so each tuning is scored on many configurations.
  @Test func randomModePicksTuningsFromTheGivenValues() throws {
    var space = SweepSpace.standard
    space.tapSpeeds = [6, 12]
    space.shapes = [0, 2, 8]
    for index in 0..<200 {
      let configuration = space.randomConfiguration(index, seed: 3)
      #expect(space.tapSpeeds.contains(configuration.tapSpeed))
      #expect(space.shapes.contains(configuration.shape))
    }
    let result = try BBSimBinary.run([
      "sweep", "--samples", "60", "--out", "-", "--tap-speed", "6,12", "--shape", "0:2:2", "--duration", "0.5,2",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let best = try #require(result.errorLines.first { $0.hasPrefix("best tuning") })
    let total = try #require(best.split(separator: "/").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) })
    #expect(total > 1, "\(best)")
  }

  /// The help states the default horizon the code uses and no longer asks for `=` before a minus.
  @Test func helpMatchesTheCode() throws {
    let spin = try BBSimBinary.run(["simulate", "spin", "--help"])
    let help = spin.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.contains("1.5 × duration + 0.2 s after the last activation"), "\(help)")
    #expect(!help.contains("when it starts with a minus"))
  }
}
