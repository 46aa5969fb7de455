import ButterflyPhysics
import Testing

/// The analysis catches each kind of broken curve, so a passing property test means something.
@Suite struct SpinAnalysisTests {
  static let duration = 2.0
  static let trajectory = SpinPlanner(decelerationDuration: duration).plan(
    .tap(endPoint: PlanarVector(x: 0, y: -10)), from: .top)
  static let good = trajectory.samples(rate: 120, until: 3)

  func analyse(_ samples: [SpinSample]) -> SpinAnalysis {
    SpinAnalysis(samples: samples, trajectory: Self.trajectory, decelerationDuration: Self.duration)
  }

  @Test func plannedCurvePassesWithMeasuredRestNearTheDuration() {
    let analysis = analyse(Self.good)
    #expect(analysis.passed)
    let rest = analysis.restTime ?? 0
    #expect(rest >= 0.85 * Self.duration && rest <= Self.duration)
    #expect(analysis.faceChanges % 2 == 1)
    #expect(analysis.maximumStepDegreesAt60Hz <= 60)
  }

  @Test func arrivalComesNoLaterThanRestAndLiesWithinTheArrivalTolerance() throws {
    let analysis = analyse(Self.good)
    let arrival = try #require(analysis.arrivalTime)
    let rest = try #require(analysis.restTime)
    // The rest time is interpolated between samples; the arrival is a sample time: one step apart at most.
    let sampleStep = 1.0 / 120
    #expect(arrival <= rest + sampleStep)
    let sample = try #require(Self.good.first { $0.time >= arrival })
    #expect(abs(sample.angle - Self.trajectory.landingAngle) <= SpinContract.arrivalTolerance)
    let before = try #require(Self.good.last { $0.time < arrival })
    #expect(abs(before.angle - Self.trajectory.landingAngle) > SpinContract.arrivalTolerance)
  }

  @Test func curveThatNeverArrivesHasNoArrivalTime() {
    #expect(analyse(Array(Self.good.prefix(100))).arrivalTime == nil)
  }

  @Test(arguments: SpinContractClause.allCases)
  func everyClauseHasANumberedOneLineRule(clause: SpinContractClause) {
    #expect(clause.rule.first?.isNumber == true)
    #expect(!clause.rule.contains("\n"))
  }

  @Test func curveStoppingShortOfTheLandingFailsLandingAndDuration() {
    let short = Self.good.map {
      SpinSample(time: $0.time, angle: $0.angle * 0.9, angularVelocity: $0.angularVelocity * 0.9)
    }
    let analysis = analyse(short)
    #expect(analysis.violations.contains(.landing))
    #expect(analysis.violations.contains(.duration))
  }

  @Test func velocityJumpFailsContinuityAndDeceleration() {
    var samples = Self.good
    samples[60].angularVelocity *= 3
    let analysis = analyse(samples)
    #expect(analysis.violations.contains(.continuity))
    #expect(analysis.violations.contains(.deceleration))
  }

  @Test func wrongWayFailsDirection() {
    let reversed = Self.good.map { SpinSample(time: $0.time, angle: -$0.angle, angularVelocity: -$0.angularVelocity) }
    #expect(analyse(reversed).violations.contains(.direction))
  }

  @Test func fastRotationFailsTheStrobeLimit() {
    let fast = Self.good.map { SpinSample(time: $0.time, angle: $0.angle * 8, angularVelocity: $0.angularVelocity * 8) }
    #expect(analyse(fast).violations.contains(.strobe))
  }

  @Test func swingingBackPastTheLandingFailsOvershoot() {
    let target = Self.trajectory.landingAngle
    let swing = Self.good.map { sample -> SpinSample in
      guard sample.time > 2.1, sample.time < 2.5 else { return sample }
      return SpinSample(time: sample.time, angle: target + 0.2, angularVelocity: 0)
    }
    let analysis = analyse(swing)
    #expect(analysis.violations.contains(.overshoot))
    #expect(analysis.overshootDegrees > 6)
  }

  @Test func curveStillMovingAtTheLastSampleHasNoRestTime() {
    let analysis = analyse(Array(Self.good.prefix(100)))
    #expect(analysis.restTime == nil)
    #expect(analysis.violations.contains(.duration))
  }
}
