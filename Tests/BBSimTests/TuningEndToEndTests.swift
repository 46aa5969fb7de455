import Foundation
import Testing

/// The tuning loop as a designer runs it: `bbsim sweep` over the landing spring's axes writes its best
/// tuning (`--tuning-out`), and `bbsim simulate spin --tuning` plays that tuning back with exactly the
/// metrics of the sweep's row; a bad tuning file is refused with one line.
@Suite struct TuningEndToEndTests {
  /// One control and flick; two shapes × three bounces × two responses; RK4 sampled at 120 Hz, so the
  /// sweep and `simulate spin` analyse the same samples.
  static let grid = [
    "--axle", "horizontal", "--side", "60", "--duration", "2", "--velocity", "0,900", "--angle", "90",
    "--end-offset", "0.5", "--shape", "0,2", "--bounce", "0,0.3,0.6", "--response", "0.2,0.4", "--integrator", "rk4",
    "--step", "0.001", "--rate", "120",
  ]

  @Test func theSweepsBestTuningPlaysBackWithTheRowsMetrics() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let sweep = try BBSimBinary.run(["sweep"] + Self.grid + ["--tuning-out", "best.json"], in: directory)
    #expect(sweep.status == 0, "\(sweep.standardError)")
    #expect(sweep.standardOutput.contains("paste: .butterflySpinTuning(SpinTuning(tapAngularSpeed: "))
    let tuning = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("best.json")))
        as? [String: Double])
    #expect(tuning.keys.sorted() == ["landingBounce", "landingResponse", "preferredShape", "tapAngularSpeed"])

    let lines = try String(contentsOf: directory.appendingPathComponent("sweep.csv"), encoding: .utf8).csvLines
    let columns = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    func column(_ name: String) throws -> Int { try #require(columns.firstIndex(of: name)) }
    let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    let (shape, bounce, response, velocity) = (
      try column("shape"), try column("landing_bounce"), try column("landing_response_s"),
      try column("velocity_pt_per_s")
    )
    let row = try #require(
      rows.first {
        Double($0[shape]) == tuning["preferredShape"] && Double($0[bounce]) == tuning["landingBounce"]
          && Double($0[response]) == tuning["landingResponse"] && Double($0[velocity]) == 900
      })
    let speed = try #require(Double(row[try column("velocity_pt_per_s")]))
    let radians = try #require(Double(row[try column("angle_deg")])) * .pi / 180
    let simulate = try BBSimBinary.run(
      [
        "simulate", "spin", "--axle", "horizontal", "--side", "60", "--duration", "2",
        "--velocity", "\(speed * cos(radians)),\(speed * sin(radians))",
        "--end", "\(row[try column("end_x_pt")]),\(row[try column("end_y_pt")])", "--tuning", "best.json",
        "--integrator", "rk4", "--step", "0.001", "--rate", "120", "--out", "spin.csv", "--summary", "-",
      ], in: directory)
    #expect(simulate.status == 0, "\(simulate.standardError)")
    let summary = try #require(
      JSONSerialization.jsonObject(with: Data(simulate.standardOutput.utf8)) as? [String: Any])
    for (key, name) in [
      ("rest_time_s", "rest_time_s"), ("overshoot_deg", "overshoot_deg"), ("omega0_rad_per_s", "omega0_rad_per_s"),
      ("max_step_deg_at_60hz", "max_step_deg_at_60hz"), ("peak_omega_rad_per_s", "peak_omega_rad_per_s"),
      ("peak_alpha_rad_per_s2", "peak_alpha_rad_per_s2"),
    ] {
      // The number's text as bbsim wrote it (Foundation's JSON parser on Linux may round the last digit).
      let text = try #require(
        simulate.standardOutput.split(separator: "\n").first { $0.contains("\"\(key)\" :") }, "\(key)")
      let played = try #require(Double(text.split(separator: ":")[1].trimmingCharacters(in: .init(charactersIn: " ,"))))
      let swept = row[try column(name)]
      #expect(played == Double(swept), "\(key): simulate \(played), sweep \(swept)")
    }
    #expect(summary["passed"] as? Bool == true)
  }

  @Test(arguments: [
    ("{\"landingBounce\": 2}", "landingBounce 2 is not accepted"), ("not json", "expected a JSON object"),
  ])
  func aBadTuningFileIsOneLineAndExit64(contents: String, message: String) throws {
    let directory = try BBSimBinary.scratchDirectory()
    try Data(contents.utf8).write(to: directory.appendingPathComponent("bad.json"))
    for command in [["simulate", "spin", "--out", "spin.csv"], ["check"], ["render", "--out", "a.svg"]] {
      let result = try BBSimBinary.run(command + ["--tuning", "bad.json"], in: directory)
      #expect(result.status == 64, "\(command)")
      #expect(
        result.standardError.contains("The value 'bad.json' is invalid for '--tuning <name|file>'")
          && result.standardError.contains(message))
      #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
      #expect(BBSimBinary.contents(of: directory) == ["bad.json"], "nothing written")
    }
  }
}
