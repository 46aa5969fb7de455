import ButterflyPhysics
import Foundation
import Testing

/// `bbsim sweep`'s `peak_alpha_rad_per_s2` with the landing spring is the peak `|θ''|` of the curve the
/// row describes (issue 31: it added the spring's largest damping term and its largest stiffness term,
/// two maxima at different times, 144.6 rad/s² on this row where the curve's peak is 98.09).
@Suite struct SweepSpringPeakTests {
  /// How far a sampling every 10 µs may fall under a smooth peak (relative): `|θ''''|·h²/8` with
  /// `|θ''''| ≈ ω_n²·|θ''|`, `ω_n = 2π/0.2 s`, about 1.2e-8; with room.
  static let samplingTolerance = 1e-6

  @Test(arguments: [48.0, -48.0])
  func theIssuesRowReportsTheCurvesPeak(endY: Double) throws {
    let result = try BBSimBinary.run([
      "sweep", "--velocity", "1000", "--angle", "90", "--end-offset", endY > 0 ? "-0.8" : "0.8", "--side", "120",
      "--duration", "1", "--axle", "horizontal", "--from", "top", "--tap-speed", "12.566370614359172", "--shape",
      "2", "--bounce", "0.45", "--response", "0.2", "--out", "-",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(whereSeparator: \.isNewline).map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    let header = try #require(lines.first)
    let column = try #require(header.firstIndex(of: "peak_alpha_rad_per_s2"))
    let row = try #require(lines.last, "\(result.standardOutput)")
    #expect(lines.count == 2, "\(result.standardOutput)")
    let reported = try #require(Double(row[column]), "\(row)")
    // The same spin planned here: the 120 pt control's medallion is 0.9·(120 − 2·2)/2 = 52.2 pt.
    let planner = SpinPlanner(
      medallionRadius: 52.2, decelerationDuration: 1, tuning: SpinTuning(landingBounce: 0.45, landingResponse: 0.2))
    let trajectory = planner.plan(
      .flick(velocity: PlanarVector(x: 0, y: 1000), endPoint: PlanarVector(x: 0, y: endY)), from: .top)
    let segment = trajectory.firstSegment
    let capture = try #require(segment.landing).captureTime
    let times = [segment.coastDuration, capture] + stride(from: 0, through: segment.endTime, by: 1e-5)
    let sampled = times.map { abs(trajectory.state(at: $0).angularAcceleration) }.max() ?? 0
    #expect(
      reported >= sampled * (1 - 1e-12) && reported <= sampled * (1 + Self.samplingTolerance),
      "\(reported) vs \(sampled)")
    #expect(abs(reported - 98.0914) <= 1e-3, "\(reported)")
  }
}
