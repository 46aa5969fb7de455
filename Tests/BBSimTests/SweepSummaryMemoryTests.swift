import ButterflyPhysics
import Testing
import _BBSimSupport

@testable import _BBSimKit
@testable import _BBSimSweep

/// A grid's summary holds one tuning's totals at a time (the tuning's axes are the slowest, so its
/// configurations arrive together) plus the Pareto front and one liveliest candidate per failed share,
/// and still names every objective's best tuning and the same Pareto table as a summary that keeps
/// every tuning to the end.
@Suite struct SweepSummaryMemoryTests {
  /// Configurations per tuning in ``outcomes(tunings:)``.
  static let perTuning = 3

  /// `count` tunings × ``perTuning`` configurations, in grid order, with rest errors, liveliness and
  /// failures scattered by multiplicative hashing (so the objectives disagree and the front has
  /// several tunings); tap speed and bounce vary, so the distance to the standard does too.
  static func outcomes(tunings count: Int) -> [SweepOutcome] {
    var outcomes: [SweepOutcome] = []
    for k in 0..<count {
      let tuning = SpinTuning(
        tapAngularSpeed: 2 + Double(k % 40) * 0.5, preferredShape: Double(k / 40 % 5),
        landingBounce: -0.5 + Double(k / 200) * 0.1)
      for c in 0..<perTuning {
        let hash = (k * 2_654_435_761 + c * 40_503) % 1_000_003
        outcomes.append(
          SweepOutcome(
            index: perTuning * k + c, tuning: tuning, relativeRestError: Double(hash % 1_000) / 10_000,
            restTime: 0.5 + Double(hash % 97) / 50, overshootDegrees: Double(hash % 13), faceChanges: hash % 11,
            maximumStepDegrees: 1, peakAngularSpeed: 1, peakAngularAcceleration: 1,
            violations: hash % 17 == 0 ? [.direction] : []))
      }
    }
    return outcomes
  }

  @Test func aGridSummaryHoldsBoundedStateAndNamesTheSameBestAndFront() throws {
    var streamed = SweepSummary(tuningsContiguous: true)
    var whole = SweepSummary()
    var mostHeld = 0
    for outcome in Self.outcomes(tunings: 2_000) {
      streamed.add(outcome)
      whole.add(outcome)
      #expect(streamed.ranking.open.count == 1)
      mostHeld = max(mostHeld, streamed.ranking.heldTunings)
    }
    #expect(whole.ranking.heldTunings == 2_000)
    // One open tuning, a front of a few, at most `perTuning + 1` failed shares.
    #expect(mostHeld <= 1 + 12 + Self.perTuning + 1, "held \(mostHeld)")
    #expect(streamed.paretoTunings().count > 1)
    for objective in SweepObjective.allCases {
      #expect(streamed.bestTuning(by: objective)?.tuning == whole.bestTuning(by: objective)?.tuning)
      #expect(try streamed.json(objective: objective) == whole.json(objective: objective))
      #expect(
        streamed.table(wallTime: 0, output: "-", objective: objective)
          == whole.table(wallTime: 0, output: "-", objective: objective))
    }
  }
}
