import Foundation
import Testing

@testable import _BBSimKit
@testable import _BBSimRun

/// `bbsim fit spring` picks the bounciest spring within the overshoot limit, not whichever spring on the
/// settling curve the simplex reaches first.
@Suite struct FitSpringTieBreakTests {
  /// What one `fit spring` run printed.
  struct Fit {
    var status: Int32
    var bounce: Double
    var settlingTime: Double
    var overshootPercent: Double
    var output: String
  }

  /// The first number after `label` in `text`.
  static func number(after label: String, in text: String) -> Double? {
    guard let range = text.range(of: label) else { return nil }
    let tail = text[range.upperBound...].drop { $0 == " " }
    return Double(tail.prefix { "0123456789.-+e".contains($0) })
  }

  static func fit(settle: String, overshoot: String) throws -> Fit {
    let result = try BBSimBinary.run(["fit", "spring", "--settle", settle, "--overshoot", overshoot])
    let text = result.standardOutput
    return Fit(
      status: result.status, bounce: try #require(number(after: "bounce:", in: text)),
      settlingTime: try #require(number(after: "settling time (1 % band)", in: text)),
      overshootPercent: try #require(number(after: ", overshoot", in: text)), output: text)
  }

  @Test func aLargerOvershootAllowanceGivesABouncierSpringThatStillMeetsTheTargets() throws {
    var bounces: [Double] = []
    for limit in [0.0, 1, 3, 10, 30] {
      let fit = try Self.fit(settle: "0.5", overshoot: "\(limit)")
      #expect(fit.status == 0, "\(fit.output)")
      #expect(fit.output.contains("targets met"))
      #expect(abs(fit.settlingTime - 0.5) <= 0.01 * 0.5, "\(fit.output)")
      #expect(fit.overshootPercent <= limit, "\(fit.output)")
      // The bounciest allowed: the overshoot uses (nearly) all of the allowance.
      #expect(fit.overshootPercent >= 0.99 * limit, "\(fit.output)")
      bounces.append(fit.bounce)
    }
    #expect(abs(bounces[0]) < 1e-4, "overshoot 0 gives the critically damped spring (bounce 0), not an overdamped one")
    #expect(zip(bounces, bounces.dropFirst()).allSatisfy { $0 < $1 }, "\(bounces)")
  }

  @Test func theAimedDampingRatioHasTheLimitAsItsClosedFormOvershoot() {
    for limit in [0.5, 3, 10, 50] {
      let ratio = SpringFitObjective(settle: 1, overshootPercent: limit).aimRatio
      let overshoot = 100 * exp(-Double.pi * ratio / (1 - ratio * ratio).squareRoot())
      #expect(abs(overshoot - (1 - SpringFitObjective.aimMargin) * limit) <= 1e-9 * limit)
    }
    #expect(SpringFitObjective(settle: 1, overshootPercent: 0).aimRatio == 1)
    #expect(SpringFitObjective(settle: 1, overshootPercent: 500).aimRatio == SpringFitObjective.minimumAimRatio)
  }

  @Test func theFitIsTheSameForAnySettlingTimeUpToScale() throws {
    let short = try Self.fit(settle: "0.05", overshoot: "3")
    let long = try Self.fit(settle: "2", overshoot: "3")
    #expect(short.status == 0 && long.status == 0)
    #expect(abs(short.bounce - long.bounce) < 1e-3)
  }
}
