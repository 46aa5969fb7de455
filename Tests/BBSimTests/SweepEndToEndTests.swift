import Foundation
import Testing

/// `bbsim sweep` run as a process: files, rows, shards, seeds, jobs.
@Suite struct SweepEndToEndTests {
  /// A small grid: 2 axles × 2 durations × 3 velocities × 2 shapes = 24 configurations.
  static let smallGrid = [
    "--axle", "horizontal,diagonal-rtl", "--side", "60", "--duration", "0.5,2", "--velocity", "0:3000:3",
    "--angle", "90", "--end-offset", "0.5", "--tap-speed", "12.566370614359172", "--shape", "0,2",
  ]
  static let smallGridCount = 24

  @Test func smallGridWritesHeaderAndOneRowPerConfiguration() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimBinary.run(["sweep"] + Self.smallGrid, in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    let csv = try String(contentsOf: directory.appendingPathComponent("sweep.csv"), encoding: .utf8)
    let lines = csv.csvLines
    #expect(lines.first?.hasPrefix("config,axle,side_pt,stroke_pt,duration_s,velocity_pt_per_s,angle_deg") == true)
    #expect(lines.first?.hasSuffix(",passed,violations") == true)
    #expect(lines.count == Self.smallGridCount + 1)
    #expect(csv.hasSuffix("\r\n"))
    #expect(result.standardOutput.contains("configs \(Self.smallGridCount)"))
    #expect(result.standardOutput.contains("best tuning"))
    #expect(BBSimBinary.contents(of: directory) == ["sweep.csv"], "no temporary file left")
  }

  @Test func shardsConcatenateToTheFullSweepByteForByte() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let full = try BBSimBinary.run(["sweep", "--out", "-"] + Self.smallGrid)
    #expect(full.status == 0)
    var joined = ""
    for k in 1...5 {
      let shard = try BBSimBinary.run(["sweep", "--shard", "\(k)/5", "--out", "-"] + Self.smallGrid, in: directory)
      #expect(shard.status == 0, "\(shard.standardError)")
      joined += shard.standardOutput
    }
    #expect(joined == full.standardOutput)
  }

  @Test func sameSeedGivesTheSameRandomSampleAndAnotherSeedDoesNot() throws {
    let arguments = ["sweep", "--samples", "40", "--out", "-", "--duration", "0.2,3", "--velocity", "0,100,5000"]
    let first = try BBSimBinary.run(arguments + ["--seed", "7"])
    let again = try BBSimBinary.run(arguments + ["--seed", "7", "--jobs", "1"])
    let other = try BBSimBinary.run(arguments + ["--seed", "8"])
    #expect(first.status == 0 && again.status == 0 && other.status == 0)
    #expect(first.standardOutput.csvLines.count == 41)
    #expect(first.standardOutput == again.standardOutput)
    #expect(first.standardOutput != other.standardOutput)
  }

  @Test func outputIsIdenticalForAnyNumberOfJobs() throws {
    let one = try BBSimBinary.run(["sweep", "--jobs", "1", "--out", "-"] + Self.smallGrid)
    let three = try BBSimBinary.run(["sweep", "--jobs", "3", "--out", "-"] + Self.smallGrid)
    #expect(one.status == 0 && three.status == 0)
    #expect(one.standardOutput == three.standardOutput)
  }

  @Test func clampedSideIsReportedAsANoteAndRuns() throws {
    let result = try BBSimBinary.run(["sweep", "--out", "-", "--side", "30"] + Self.smallGrid.dropFirst(4))
    #expect(result.status == 0)
    #expect(result.errorLines.contains { $0.hasPrefix("note: --side") && $0.contains("44") })
  }
}
