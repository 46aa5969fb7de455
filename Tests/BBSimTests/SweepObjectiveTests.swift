import ButterflyPhysics
import Foundation
import Testing
import _BBSimKit
import _BBSimSupport

/// `sweep --objective`: the best tuning is the one its named objective scores lowest, the default never
/// names a corner of the grid for a rest-time gain under 1 % of D, the Pareto table holds no dominated
/// tuning, and the CSV does not depend on the objective.
@Suite struct SweepObjectiveTests {
  /// Two tap speeds × two shapes × two responses over taps and flicks at two durations: 8 tunings
  /// of 12 configurations each. The standard (4π, 2, 0.45, 0.2) is one of them.
  static let grid = [
    "--axle", "horizontal", "--side", "60", "--duration", "0.5,2", "--velocity", "0,1000,3000", "--angle", "90",
    "--end-offset", "-0.5,0.5", "--tap-speed", "6.283185307179586,12.566370614359172", "--shape", "0,2",
    "--bounce", "0.45", "--response", "0.2,0.5",
  ]

  static func summary(_ objective: String, in directory: URL) throws -> [String: Any] {
    let result = try BBSimBinary.run(
      ["sweep", "--objective", objective, "--summary", "\(objective).json", "--out", "\(objective).csv"] + grid,
      in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("best tuning (--objective \(objective))"))
    let data = try Data(contentsOf: directory.appendingPathComponent("\(objective).json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func number(_ object: Any?, _ key: String) -> Double {
    ((object as? [String: Any])?[key] as? Double) ?? .nan
  }

  @Test func theDefaultPicksTheStandardWhereClosestToDPicksACorner() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let balanced = try Self.summary("balanced", in: directory)
    let closest = try Self.summary("closest-to-d", in: directory)
    // Rest error alone drifts to the longest response swept (on the default sweep also to half the
    // standard's tap speed) for a gain far below a frame.
    #expect(Self.number(closest["best_tuning"], "landing_response_s") == 0.5)
    #expect(Self.number(closest["best_tuning"], "distance_to_standard") > 0)
    #expect(Self.number(balanced["best_tuning"], "tap_speed_rad_per_s") == 4 * .pi)
    #expect(Self.number(balanced["best_tuning"], "distance_to_standard") == 0)
    // …and the standard rests within the 1 % balanced treats as exact.
    #expect(Self.number(balanced["best_tuning"], "rest_error_rel") <= SweepObjective.restTolerance)
    #expect(
      Self.number(closest["best_tuning"], "rest_error_rel") <= Self.number(balanced["best_tuning"], "rest_error_rel"))
  }

  @Test func liveliestPicksTheMostHalfTurnsPerSecondAndTheParetoFrontIsUndominated() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let json = try Self.summary("liveliest", in: directory)
    let front = try #require(json["pareto"] as? [[String: Any]])
    #expect(!front.isEmpty)
    let best = Self.number(json["best_tuning"], "half_turns_per_s")
    #expect(front.allSatisfy { Self.number($0, "half_turns_per_s") <= best })
    for entry in front {
      let dominated = front.contains { other in
        Self.number(other, "rest_error_rel") < Self.number(entry, "rest_error_rel")
          && Self.number(other, "half_turns_per_s") > Self.number(entry, "half_turns_per_s")
      }
      #expect(!dominated, "\(entry)")
    }
  }

  @Test func theCSVIsTheSameWhateverTheObjective() throws {
    let directory = try BBSimBinary.scratchDirectory()
    for objective in SweepObjective.allCases { _ = try Self.summary(objective.rawValue, in: directory) }
    let files = try SweepObjective.allCases.map {
      try Data(contentsOf: directory.appendingPathComponent("\($0.rawValue).csv"))
    }
    #expect(Set(files).count == 1)
  }

  @Test func anUnknownObjectiveExits64NamingTheChoices() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimBinary.run(["sweep", "--objective", "fastest"], in: directory)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1)
    #expect(result.standardError.contains("--objective"))
    #expect(result.standardError.contains("balanced|closest-to-d|closest-to-standard|liveliest"))
    #expect(BBSimBinary.contents(of: directory).isEmpty)
  }

  @Test func theDistanceToTheStandardIsZeroOnlyForTheStandard() {
    #expect(SweepObjective.distanceToStandard(.standard) == 0)
    #expect(abs(SweepObjective.distanceToStandard(SpinTuning(tapAngularSpeed: 2 * .pi)) - 0.5) < 1e-12)
    #expect(SweepObjective.distanceToStandard(SpinTuning(preferredShape: 0)) > 0)
  }
}
