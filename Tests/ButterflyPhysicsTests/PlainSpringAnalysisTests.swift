import ButterflyPhysics
import Foundation
import Testing

/// A plain SwiftUI spring from a gesture, measured against the spin contract: the model, a spring tuned
/// to one gesture that passes, and springs that break each clause a plain spring can break, each for the
/// reason the report gives.
@Suite struct PlainSpringAnalysisTests {
  /// Samples per second, as `bbsim check` samples by default.
  static let rate = 120.0
  /// Rounding of a few ulps of the half turn (rad).
  static let exact = 1e-12

  static func analysis(_ spin: PlainSpringSpin?, duration: Double) throws -> PlainSpringAnalysis {
    let spin = try #require(spin)
    return PlainSpringAnalysis(spin: spin, decelerationDuration: duration, until: 1.5 * duration + 0.2, rate: rate)
  }

  @Test func theCurveStartsAtTheGestureSpeedAndEndsOnTheOppositeFace() throws {
    for direction in SpinDirection.allCases {
      let spin = try #require(PlainSpringSpin(duration: 0.5, bounce: 0.2, initialSpeed: 20, direction: direction))
      #expect(spin.curve.position(at: 0) == 0)
      #expect(spin.curve.velocity(at: 0) == direction.sign * 20)
      #expect(spin.targetAngle == direction.sign * .pi)
      #expect(abs(spin.curve.position(at: 30) - direction.sign * .pi) < Self.exact)
      #expect(spin.initialVelocity == 20 / .pi)
    }
  }

  @Test func bothSwiftUIFormsGiveTheSameSpring() throws {
    let byDuration = try #require(PlainSpringSpin(duration: 0.5, bounce: 0, initialSpeed: 10, direction: .topToBottom))
    let k = DampedSpring.stiffness(mass: 1, response: 0.5)
    let byStiffness = try #require(
      PlainSpringSpin(stiffness: k, damping: 2 * k.squareRoot(), initialSpeed: 10, direction: .topToBottom))
    for time in stride(from: 0.0, through: 1, by: 0.05) {
      #expect(abs(byDuration.curve.position(at: time) - byStiffness.curve.position(at: time)) < Self.exact)
    }
  }

  @Test func refusesWhatSwiftUIRefuses() {
    #expect(PlainSpringSpin(duration: 0.5, bounce: 1.5, initialSpeed: 10, direction: .topToBottom) == nil)
    #expect(PlainSpringSpin(duration: 0, bounce: 0, initialSpeed: 10, direction: .topToBottom) == nil)
    #expect(PlainSpringSpin(stiffness: 100, damping: -1, initialSpeed: 10, direction: .topToBottom) == nil)
    #expect(PlainSpringSpin(duration: 0.5, bounce: 0, initialSpeed: -1, direction: .topToBottom) == nil)
  }

  /// A spring tuned to one tap: ω₀ = 16.5 rad/s ≥ ω_n·π/2 so it never speeds up, below ω_n·π so it
  /// never crosses the face, and a 0.9 s duration rests at about 1 s = D.
  @Test func aSpringTunedToOneGesturePassesEveryClause() throws {
    let result = try Self.analysis(
      PlainSpringSpin(duration: 0.9, bounce: 0, initialSpeed: 16.5, direction: .topToBottom), duration: 1)
    #expect(result.passed, "\(result.violations)")
    #expect(result.restWindow.contains(result.restTime))
    #expect(result.overshootDegrees == 0)
  }

  @Test func aTapIsSpedUpBeforeArrival() throws {
    // SwiftUI's default spring from the default tap: the pull k·π exceeds the damping c·ω₀ at the start.
    let result = try Self.analysis(
      PlainSpringSpin(duration: 0.5, bounce: 0, initialSpeed: 4 * .pi, direction: .topToBottom), duration: 2)
    #expect(result.violations.contains(.deceleration))
    #expect(result.peakSpeedBeforeArrival > 4 * .pi)
    let arrival = try #require(result.arrivalTime)
    #expect(result.peakSpeedTime < arrival)
  }

  @Test func theRestTimeFollowsTheSpringNotD() throws {
    let spin = PlainSpringSpin(duration: 0.5, bounce: 0, initialSpeed: 4 * .pi, direction: .topToBottom)
    let short = try Self.analysis(spin, duration: 2)
    let long = try Self.analysis(spin, duration: 10)
    #expect(short.violations.contains(.duration) && long.violations.contains(.duration))
    #expect(short.restTime == long.restTime)
    #expect(short.restTime < short.restWindow.lowerBound)
  }

  @Test func aFastFlickSwingsFarPastTheFaceAndShowsTheStartFaceAgain() throws {
    let result = try Self.analysis(
      PlainSpringSpin(duration: 0.5, bounce: 0.6, initialSpeed: 20 * .pi, direction: .bottomToTop), duration: 2)
    #expect(result.violations.contains(.overshoot))
    #expect(result.overshootDegrees > 90)
    #expect(result.startFaceReturnTime != nil)
    #expect(!result.violations.contains(.direction))
  }

  @Test func anUndampedSpringNeverLandsOrRests() throws {
    let result = try Self.analysis(
      PlainSpringSpin(duration: 0.5, bounce: 1, initialSpeed: 4 * .pi, direction: .topToBottom), duration: 2)
    #expect(result.violations.contains(.landing))
    #expect(result.violations.contains(.duration))
    #expect(result.restTime == .infinity)
    #expect(result.landingError > SpinContract.arrivalTolerance)
  }

  @Test func aStiffSpringBreaksTheStrobeLimit() throws {
    // ω_n = 2π/0.05 s: from a tap it whips the half turn round in well under two frames.
    let result = try Self.analysis(
      PlainSpringSpin(duration: 0.05, bounce: 0.5, initialSpeed: 4 * .pi, direction: .topToBottom), duration: 2)
    #expect(result.violations.contains(.strobe))
    #expect(result.maximumStepDegreesAt60Hz > 60)
  }

  @Test func aVeryStiffSpringBreaksContinuity() throws {
    // k·π/m above 20,000 rad/s² at the release.
    let result = try Self.analysis(
      PlainSpringSpin(stiffness: 1e5, damping: 0, initialSpeed: 4 * .pi, direction: .topToBottom), duration: 2)
    #expect(result.violations.contains(.continuity))
    #expect(result.peakAngularAcceleration >= 1e5 * .pi * (1 - Self.exact))
  }

  @Test func aGestureSpeedOutsideTheContractBreaksTheInitialSpeedClause() throws {
    let slow = try Self.analysis(
      PlainSpringSpin(duration: 0.5, bounce: 0, initialSpeed: 1, direction: .topToBottom), duration: 2)
    #expect(slow.violations.contains(.initialSpeed))
    let fast = try Self.analysis(
      PlainSpringSpin(duration: 0.5, bounce: 0, initialSpeed: 100, direction: .topToBottom), duration: 2)
    #expect(fast.violations.contains(.initialSpeed))
  }

  /// Clause 1 cannot fail: the spring is released with the gesture's velocity, towards its target.
  @Test func theDirectionHoldsForEverySpringAndDirection() throws {
    for direction in SpinDirection.allCases {
      for bounce in [-0.9, -0.5, 0, 0.5, 0.9, 1] {
        for duration in [0.05, 0.5, 5] {
          let result = try Self.analysis(
            PlainSpringSpin(duration: duration, bounce: bounce, initialSpeed: 10, direction: direction), duration: 2)
          #expect(result.movesTheRightWay && !result.violations.contains(.direction))
        }
      }
    }
  }
}
