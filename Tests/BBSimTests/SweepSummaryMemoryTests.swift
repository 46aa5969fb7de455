import ButterflyPhysics
import Testing

@testable import _BBSimKit

/// A grid's summary holds one tuning's totals at a time (the tuning's digits are the slowest, so its
/// configurations arrive together) and still finds the tuning a summary of every tuning finds.
@Suite struct SweepSummaryMemoryTests {
  /// `count` tunings × 3 configurations each, in grid order; tuning `k`'s rest error is `|k − 417| / count`.
  static func outcomes(tunings count: Int) -> [SweepOutcome] {
    var outcomes: [SweepOutcome] = []
    for k in 0..<count {
      let error: Double = Double(abs(k - 417)) / Double(count)
      let violations: [SpinContractClause] = k % 7 == 0 ? [.direction] : []
      for c in 0..<3 {
        outcomes.append(
          SweepOutcome(
            index: 3 * k + c, tuning: SpinTuning(tapAngularSpeed: 1 + Double(k)), relativeRestError: error,
            restTime: 1, overshootDegrees: 0, faceChanges: 1, maximumStepDegrees: 1, peakAngularSpeed: 1,
            peakAngularAcceleration: 1, violations: violations))
      }
    }
    return outcomes
  }

  @Test func aGridSummaryHoldsOneTuningAndFindsTheSameBest() {
    var streamed = SweepSummary(tuningsContiguous: true)
    var whole = SweepSummary()
    for outcome in Self.outcomes(tunings: 2_000) {
      streamed.add(outcome)
      whole.add(outcome)
      #expect(streamed.heldTunings == 1)
    }
    #expect(whole.heldTunings == 2_000)
    #expect(streamed.bestTuning?.tuning == SpinTuning(tapAngularSpeed: 418))
    #expect(streamed.bestTuning?.tuning == whole.bestTuning?.tuning)
    #expect(streamed.bestTuning?.score == whole.bestTuning?.score)
    #expect(streamed.bestTuning?.count == 3)
  }
}
