import ButterflyPhysics
import Foundation
import Testing
import _BBSimKit
import _BBSimOptions
import _BBSimSweep

/// `bbsim fit spin` fits the landing spring too: a tuning made with a known bounce and response gives
/// targets (its overshoot and its landing) from which the fit recovers them; the fitted tuning is
/// printed as the Swift line to paste and written as the shared JSON; refusals follow the CLI rules.
@Suite struct FitSpinSpringTests {
  /// The known feel; tap speed and shape are the ones the fit is pulled to, so only the spring is unknown.
  static let known = SpinTuning(tapAngularSpeed: 4 * .pi, preferredShape: 2, landingBounce: 0.4, landingResponse: 0.25)
  /// How close the recovered bounce must be (absolute): the fit aims 0.1 % under the overshoot given
  /// (here the known overshoot over 0.999, so the aim is exact) and its simplex stops at 1e-6.
  static let bounceTolerance = 1e-3
  /// How close the recovered response must be (relative): the landing is matched to 1e-9, but its
  /// start (arrival within 0.5°) moves a little with the shape the simplex leaves, a few 1e-4.
  static let responseTolerance = 5e-3

  /// The known tuning's overshoot (degrees, closed form) and landing (s) for `fit spin`'s tap at D = 2 s.
  static func targets() throws -> (overshoot: Double, landing: Double) {
    var scenario = SpinScenario()
    scenario.duration = 2
    scenario.tuning = known
    scenario.gesture = .tap(endPoint: PlanarVector(x: 0, y: -12))
    let segment = try scenario.run(rate: 240).trajectory.firstSegment
    return (segment.landingOvershoot * 180 / .pi, segment.restTime - segment.arrivalTime)
  }

  @Test func aKnownBounceAndResponseAreRecoveredFromTheirOvershootAndLanding() throws {
    let (overshoot, landing) = try Self.targets()
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimBinary.run(
      [
        "fit", "spin", "--duration", "2", "--overshoot", "\(overshoot / 0.999)", "--settle", "\(landing)",
        "--max-turns", "5", "--tuning-out", "fitted.json",
      ], in: directory)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("  paste: .butterflySpinTuning(SpinTuning(tapAngularSpeed: "))
    #expect(result.standardOutput.contains("response fitted to --settle"))
    let data = try Data(contentsOf: directory.appendingPathComponent("fitted.json"))
    let fitted = try JSONDecoder().decode(SpinTuning.self, from: data)
    #expect(abs(fitted.landingBounce - Self.known.landingBounce) <= Self.bounceTolerance, "\(fitted)")
    #expect(
      abs(fitted.landingResponse - Self.known.landingResponse) <= Self.responseTolerance * Self.known.landingResponse,
      "\(fitted)")
    // The printed line and the file hold the same tuning.
    #expect(
      result.standardOutput.contains(
        "landingBounce: \(fitted.landingBounce), landingResponse: \(fitted.landingResponse)"))
  }

  /// Issue 31: `--overshoot 5` (and 10, 100) failed with GSL_EMAXITER while 4.8 succeeded. A looser
  /// target never fails: beyond the bounciest landing's 5.4° it is fitted as 5.4°, with a note. (10 and
  /// 5.4 are the fit 100 runs, with and without the note, and each costs about 15 s of a debug build's
  /// CPU: SpinCurveTargetsTests checks which of them is noted.)
  @Test(arguments: [4.8, 5, 100])
  func aLooserOvershootNeverFails(overshoot: Double) throws {
    let result = try BBSimBinary.run(["fit", "spin", "--overshoot", "\(overshoot)"])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("targets met"))
    let noted = result.standardError.contains("note: --overshoot: overshoot: asked \(overshoot), using 5.4")
    #expect(noted == (overshoot > 5.4), "\(result.standardError)")
  }

  @Test func withoutSettleTheResponseIsKeptAndTheReportSaysWhy() throws {
    let result = try BBSimBinary.run(["fit", "spin", "--overshoot", "3"])
    #expect(result.status == 0, "\(result.standardOutput)")
    #expect(result.standardOutput.contains("response not fitted (no --settle"))
    #expect(result.standardOutput.contains("bounce aimed at an overshoot of 2.997°"))
  }

  @Test func theTuningGoesToStandardOutputWithTheReportOnStandardError() throws {
    let result = try BBSimBinary.run(["fit", "spin", "--tuning-out", "-"])
    #expect(result.status == 0, "\(result.standardError)")
    let tuning = try JSONDecoder().decode(SpinTuning.self, from: Data(result.standardOutput.utf8))
    #expect(tuning.landingBounce > 0)
    #expect(result.standardError.contains("targets met"))
  }

  @Test(arguments: [
    (["fit", "spring", "--tuning-out", "t.json"], "Unknown option '--tuning-out'"),
    (["fit", "spin", "--settle", "0"], "The value '0' is invalid for '--settle <s>': expected"),
    (["fit", "spin", "--settle", "nan"], "The value 'nan' is invalid for '--settle <s>': expected"),
  ])
  func badOptionsAreRefusedWithOneLineAndNothingWritten(arguments: [String], message: String) throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimBinary.run(arguments, in: directory)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.hasPrefix("error: " + message) == true, "\(result.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }
}
