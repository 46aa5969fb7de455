import ButterflyPhysics
import PropertyBased
import Testing

/// Over random gestures, controls and SwiftUI springs, what a plain spring from the gesture keeps and
/// what it cannot: it starts as the spin starts (clauses 1 and 2 hold), and it rests when the spring
/// says, whatever `D` is (clause 6 is luck, not design).
@Suite struct PlainSpringPropertyTests {
  /// Random cases per property (each samples two curves of up to 1.5·D + 0.2 s at 120 Hz).
  static let cases = 2_000

  /// A random case and a random `Spring(duration:bounce:)`: 0.05…5 s, bounce −0.9…1.
  static func input() -> Generator<(SpinCase, Double, Double), some SendableSequenceType> {
    zip(SpinCase.generator(), Gen.double(in: 0.05...5), Gen.double(in: -0.9...1))
  }

  @Test func aPlainSpringFromAnyGestureStartsAsTheSpinStartsAndRestsOnItsOwnTime() async {
    await propertyCheck(count: Self.cases, input: Self.input()) { spin, duration, bounce in
      let planner = spin.planner
      let segment = planner.plan(spin.gesture, from: spin.startFace).firstSegment
      guard
        let plain = PlainSpringSpin(
          duration: duration, bounce: bounce, initialSpeed: segment.initialSpeed, direction: segment.direction)
      else {
        Issue.record("the spring was refused: \(duration) s, bounce \(bounce)")
        return
      }
      let d = planner.decelerationDuration
      let analysis = PlainSpringAnalysis(spin: plain, decelerationDuration: d, until: 1.5 * d + 0.2, rate: 120)
      #expect(!analysis.violations.contains(.direction), "\(spin)")
      #expect(!analysis.violations.contains(.initialSpeed), "\(spin)")
      #expect(analysis.initialAngularVelocity == segment.direction.sign * segment.initialSpeed)
      let other = PlainSpringAnalysis(spin: plain, decelerationDuration: 2 * d, until: 3 * d + 0.2, rate: 120)
      #expect(analysis.restTime == other.restTime, "the rest time follows the spring, not D: \(spin)")
    }
  }
}
