import Testing

@testable import ButterflyPhysics

@Suite struct SpringSettlingTests {
  /// The spin contract's settling thresholds: 0.5° and 0.05 rad/s.
  static let angleTolerance = 0.5 * Double.pi / 180
  static let speedTolerance = 0.05
  /// The bisection locates the crossing to 1e-12 relative; probing 1e-7 relative before it must still
  /// see the violation for any transversal crossing.
  static let probeOffset = 1e-7

  static let springs: [DampedSpring] = [
    DampedSpring(
      mass: 1, response: 0.5, dampingRatio: 0.2, initialPosition: 0, initialVelocity: 10, targetPosition: .pi),
    DampedSpring(
      mass: 2.3, response: 1.1, dampingRatio: 0.7, initialPosition: 0, initialVelocity: 3, targetPosition: .pi),
    DampedSpring(
      mass: 0.6, response: 0.4, dampingRatio: 1, initialPosition: 0, initialVelocity: 0, targetPosition: .pi),
    DampedSpring(
      mass: 1, response: 0.3, dampingRatio: 4, initialPosition: 0, initialVelocity: 20, targetPosition: -.pi),
    DampedSpring(mass: 1, response: 0.5, dampingRatio: 0.02, initialPosition: 1, initialVelocity: 0, targetPosition: 0),
  ].compactMap { $0 }

  func isSettled(_ spring: DampedSpring, at t: Double) -> Bool {
    abs(spring.position(at: t) - spring.targetPosition) <= Self.angleTolerance
      && abs(spring.velocity(at: t)) <= Self.speedTolerance
  }

  @Test(arguments: springs)
  func staysSettledAfterSettlingTime(_ spring: DampedSpring) {
    let settle = spring.settlingTime(positionTolerance: Self.angleTolerance, velocityTolerance: Self.speedTolerance)
    #expect(settle.isFinite && settle > 0)
    let horizon = 20 * spring.response
    for index in 0...20_000 {
      let t = settle + Double(index) * horizon / 20_000
      #expect(isSettled(spring, at: t), "t = \(t)")
      if !isSettled(spring, at: t) { break }
    }
  }

  @Test(arguments: springs)
  func violatesJustBeforeSettlingTime(_ spring: DampedSpring) {
    let settle = spring.settlingTime(positionTolerance: Self.angleTolerance, velocityTolerance: Self.speedTolerance)
    #expect(!isSettled(spring, at: settle * (1 - Self.probeOffset)))
  }

  @Test(arguments: springs)
  func matchesBruteForceLastViolation(_ spring: DampedSpring) {
    let settle = spring.settlingTime(positionTolerance: Self.angleTolerance, velocityTolerance: Self.speedTolerance)
    let step = spring.response / 4000
    var lastViolation = 0.0
    var t = 0.0
    while t < settle + 10 * spring.response {
      if !isSettled(spring, at: t) { lastViolation = t }
      t += step
    }
    #expect(lastViolation <= settle && settle - lastViolation <= step)
  }

  @Test func isZeroWhenStartingAtRestOnTarget() throws {
    let spring = try #require(DampedSpring(response: 0.5, dampingRatio: 0.5, initialPosition: 2, targetPosition: 2))
    #expect(spring.settlingTime(positionTolerance: 0.01, velocityTolerance: 0.01) == 0)
  }

  @Test func isInfiniteWhenUndampedAndDisplaced() throws {
    let spring = try #require(DampedSpring(response: 0.5, dampingRatio: 0, initialPosition: 0, targetPosition: 1))
    #expect(spring.settlingTime(positionTolerance: 0.01, velocityTolerance: 0.01) == .infinity)
  }
}
