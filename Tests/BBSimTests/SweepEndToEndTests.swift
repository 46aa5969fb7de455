import Foundation
import Testing

/// `bbsim sweep` run as a process: files, rows, shards, seeds, jobs.
@Suite struct SweepEndToEndTests {
  /// A small grid: 2 axles × 2 durations × 3 velocities × 2 shapes = 24 configurations.
  static let smallGrid = [
    "--axle", "horizontal,diagonal-rtl", "--side", "60", "--duration", "0.5,2", "--velocity", "0:3000:3",
    "--angle", "90", "--end-offset", "0.5", "--tap-speed", "12.566370614359172", "--shape", "0,2",
    "--bounce", "0.45", "--response", "0.2",
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

  /// `--summary` writes the table's totals as JSON with sorted keys, consistent with the CSV rows.
  @Test func summaryJSONAgreesWithTheCSVAndTheTable() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimBinary.run(["sweep", "--summary", "summary.json"] + Self.smallGrid, in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(BBSimBinary.contents(of: directory) == ["summary.json", "sweep.csv"], "no temporary file left")
    let data = try Data(contentsOf: directory.appendingPathComponent("summary.json"))
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.hasSuffix("}\n"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let keys = [
      "best_tuning", "configurations", "failed", "failures_by_clause", "objective", "pareto", "passed", "worst_case",
    ]
    #expect(json.keys.sorted() == keys)
    let keyOrder = keys.compactMap { text.range(of: "\n  \"\($0)\" :")?.lowerBound }
    #expect(keyOrder == keyOrder.sorted() && keyOrder.count == keys.count, "top-level keys are written sorted")
    #expect(json["objective"] as? String == "balanced")

    let header = try String(contentsOf: directory.appendingPathComponent("sweep.csv"), encoding: .utf8).csvLines
    let columns = try #require(header.first).split(separator: ",").map(String.init)
    let rows = header.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    let passedColumn = try #require(columns.firstIndex(of: "passed"))
    let passedRows = rows.filter { $0[passedColumn] == "true" }.count
    #expect(json["configurations"] as? Int == Self.smallGridCount)
    #expect(json["passed"] as? Int == passedRows)
    #expect(json["failed"] as? Int == Self.smallGridCount - passedRows)
    #expect(result.standardOutput.contains("configs \(Self.smallGridCount)   passed \(passedRows) "))

    let clauses = try #require(json["failures_by_clause"] as? [String: Int])
    #expect(
      clauses.keys.sorted() == [
        "continuity", "deceleration", "direction", "duration", "initial-speed", "landing", "overshoot", "strobe",
      ])

    // Each worst case names a config whose CSV row holds that value, and no row exceeds it.
    let worst = try #require(json["worst_case"] as? [String: [String: Any]])
    let metrics = [
      "rest_error_rel", "overshoot_deg", "face_changes", "max_step_deg_at_60hz", "peak_omega_rad_per_s",
      "peak_alpha_rad_per_s2",
    ]
    #expect(worst.keys.sorted() == metrics.sorted())
    for metric in metrics {
      let entry = try #require(worst[metric])
      let value = try #require(entry["value"] as? Double)
      let config = try #require(entry["config"] as? Int)
      let column = try #require(columns.firstIndex(of: metric))
      let values = rows.map { Double($0[column]) ?? .nan }
      #expect(abs(values[config] - value) <= 1e-8 * max(abs(value), 1e-300) + 1e-12, "\(metric)")
      #expect(values.allSatisfy { $0 <= value * (1 + 1e-8) + 1e-12 }, "\(metric)")
    }

    let best = try #require(json["best_tuning"] as? [String: Any])
    #expect(
      best.keys.sorted() == [
        "configurations", "distance_to_standard", "half_turns_per_s", "landing_bounce", "landing_response_s",
        "overshoot_deg", "passed", "rest_error_rel", "score", "shape", "tap_speed_rad_per_s",
      ])
    let tapSpeed = try #require(best["tap_speed_rad_per_s"] as? Double)
    #expect(abs(tapSpeed - 12.566370614359172) < 1e-12)
    #expect(best["configurations"] as? Int == Self.smallGridCount / 2)
    let score = try #require(best["score"] as? Double)
    #expect(result.standardOutput.contains("score \(String(format: "%.4f", score))"))
  }

  /// The JSON summary does not depend on the wall time or the number of jobs; with `--summary -` it
  /// goes to stdout and the table to stderr.
  @Test func summaryToStandardOutputIsReproducible() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let one = try BBSimBinary.run(
      ["sweep", "--jobs", "1", "--out", "a.csv", "--summary", "-"] + Self.smallGrid, in: directory)
    let two = try BBSimBinary.run(
      ["sweep", "--jobs", "2", "--out", "b.csv", "--summary", "-"] + Self.smallGrid, in: directory)
    #expect(one.status == 0 && two.status == 0, "\(one.standardError)")
    #expect(one.standardOutput.hasPrefix("{") && one.standardOutput == two.standardOutput)
    #expect(one.standardError.contains("configs \(Self.smallGridCount)"))
    #expect(BBSimBinary.contents(of: directory) == ["a.csv", "b.csv"])
  }

  /// A summary that cannot be written (stdout is a full-device stand-in) leaves no CSV: both commit
  /// together.
  @Test func failedSummaryLeavesNoCSV() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let devices = try BBSimBinary.scratchDirectory()
    let full = try StandIns.characterDevice(at: devices.appendingPathComponent("full"), StandIns.full)
    let arguments = ["sweep", "--out", "sweep.csv", "--summary", "-"] + Self.smallGrid
    #expect(try BBSimBinary.status(arguments, in: directory, standardOutput: full) == 74)
    #expect(BBSimBinary.contents(of: directory).isEmpty, "no CSV, no temporary file")
  }

  /// Each shard starts with its identity line (`#bbsim-sweep <hash> shard k/5 of 24`, one sweep hash);
  /// without those lines the shards concatenated in order are the full sweep.
  @Test func shardsWithoutTheirIdentityLineConcatenateToTheFullSweepByteForByte() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let full = try BBSimBinary.run(["sweep", "--out", "-"] + Self.smallGrid)
    #expect(full.status == 0)
    var joined = ""
    var sweeps = Set<Substring>()
    for k in 1...5 {
      let shard = try BBSimBinary.run(["sweep", "--shard", "\(k)/5", "--out", "-"] + Self.smallGrid, in: directory)
      #expect(shard.status == 0, "\(shard.standardError)")
      let identity = shard.standardOutput.prefix { $0 != "\r\n" }
      let words = identity.split(separator: " ")
      #expect(
        words.count == 6 && words[0] == "#bbsim-sweep" && words[2...].joined(separator: " ") == "shard \(k)/5 of 24")
      sweeps.insert(words[1])
      joined += shard.standardOutput.dropFirst(identity.count + 1)
    }
    #expect(sweeps.count == 1)
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
