import Foundation
import Testing

/// `bbsim simulate spin` run as a process.
@Suite struct SimulateSpinEndToEndTests {
  /// A settled spring's distance from its face (rad): 0.01°, where an animation may end unseen.
  static let restAngle = 0.01 * Double.pi / 180
  /// A settled spring's speed (rad/s): a fifth of the contract's rest speed, 0.05 rad/s.
  static let restSpeed = 0.01

  @Test func tapWritesOneRowPerSampleWithTheSpecifiedColumns() throws {
    let result = try BBSimBinary.run(["simulate", "spin", "--rate", "120", "--until", "3"])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.csvLines
    #expect(lines.first == "t_s,theta_rad,omega_rad_per_s,face")
    #expect(lines.count == 1 + 361, "samples at i/120 s for t ≤ 3 s")
    #expect(lines[1] == "0,0,12.566370614359172,top", "4π, shortest round-trip")
    // The default landing spring has settled 1 s before t = 3 s: within a hair of a face and of rest.
    let last = try #require(lines.last?.split(separator: ","))
    #expect(last.last == "bottom", "ends on the opposite face")
    let (theta, omega) = (try #require(Double(last[1])), try #require(Double(last[2])))
    let face = (theta / .pi).rounded() * .pi
    #expect(abs(theta - face) <= Self.restAngle && abs(omega) <= Self.restSpeed, "\(last)")
  }

  @Test func summaryHoldsTheContractFields() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimBinary.run(
      ["simulate", "spin", "--velocity", "0,-900", "--end", "0,-10", "--out", "spin.csv", "--summary", "spin.json"],
      in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    let data = try Data(contentsOf: directory.appendingPathComponent("spin.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    for key in [
      "omega0_rad_per_s", "omega_min_rad_per_s", "omega_max_rad_per_s", "direction", "half_turns", "target_rad",
      "rest_time_s", "overshoot_deg", "max_step_deg_at_60hz", "passed", "violations",
    ] {
      #expect(json[key] != nil, "missing \(key)")
    }
    #expect(json["passed"] as? Bool == true)
    #expect(json["direction"] as? Int == 1, "ends in the top half: top → bottom")
    #expect(BBSimBinary.contents(of: directory) == ["spin.csv", "spin.json"])
  }

  @Test func interruptionsFollowTheParityRule() throws {
    let once = try BBSimBinary.run(["simulate", "spin", "--interrupt", "0.5", "--out", "spin.csv", "--summary", "-"])
    let twice = try BBSimBinary.run([
      "simulate", "spin", "--interrupt", "0.4,0.9", "--out", "spin.csv", "--summary", "-",
    ])
    #expect(once.status == 0 && twice.status == 0)
    #expect(once.standardOutput.contains("\"landing_face\" : \"top\""), "two activations land on the start face")
    #expect(twice.standardOutput.contains("\"landing_face\" : \"bottom\""), "three activations flip once more")
    #expect(once.standardOutput.contains("\"passed\" : true"))
  }

  @Test func clampedSideIsReportedOnStandardError() throws {
    let result = try BBSimBinary.run(["simulate", "spin", "--side", "30", "--out", "spin.csv"])
    #expect(result.status == 0)
    #expect(result.errorLines == ["note: --side: sideLength: asked 30.0, using 44.0 (minimum is 44 pt)"])
  }
}
