import Testing

@testable import ButterflyPhysics

@Suite struct SpringConversionTests {
  /// A round trip through k, c and back costs a handful of roundings (squares, a square root, π).
  static let roundTripTolerance = 1e-13

  @Test(arguments: [0.35, 1.0, 2.5], [0.0, 0.2, 0.825, 1.0, 1.7, 12])
  func responseAndDampingRatioRoundTrip(_ response: Double, _ ratio: Double) throws {
    for mass in [1.0, 0.3, 4.5] {
      let spring = try #require(DampedSpring(mass: mass, response: response, dampingRatio: ratio))
      #expect(abs(spring.response - response) <= Self.roundTripTolerance * response)
      #expect(abs(spring.dampingRatio - ratio) <= Self.roundTripTolerance * max(ratio, 1))
      let omega = 2 * Double.pi / response
      #expect(abs(spring.stiffness - mass * omega * omega) <= Self.roundTripTolerance * spring.stiffness)
      #expect(
        abs(spring.damping - 4 * Double.pi * mass * ratio / response) <= Self.roundTripTolerance
          * max(spring.damping, 1))
      #expect(abs(spring.naturalFrequency - omega) <= Self.roundTripTolerance * omega)
    }
  }

  @Test(arguments: [-0.9, -0.5, -0.1, 0, 0.15, 0.5, 0.99, 1])
  func durationAndBounceRoundTrip(_ bounce: Double) throws {
    for (mass, duration) in [(1.0, 0.5), (2.2, 0.8), (0.4, 3.0)] {
      let spring = try #require(DampedSpring(mass: mass, duration: duration, bounce: bounce))
      #expect(abs(spring.duration - duration) <= Self.roundTripTolerance * duration)
      #expect(abs(spring.bounce - bounce) <= Self.roundTripTolerance)
      let expectedRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
      #expect(abs(spring.dampingRatio - expectedRatio) <= Self.roundTripTolerance * expectedRatio + 1e-15)
    }
  }

  @Test(arguments: [0.0, 0.01, 0.5, 1, 1.0001, 2, 50])
  func bounceAndDampingRatioAreInverse(_ ratio: Double) throws {
    let bounce = DampedSpring.bounce(forDampingRatio: ratio)
    #expect(bounce > -1 && bounce <= 1)
    let back = try #require(DampedSpring.dampingRatio(forBounce: bounce))
    #expect(abs(back - ratio) <= Self.roundTripTolerance * max(ratio, 1) * max(ratio, 1))
  }

  @Test(arguments: [-1.0, -1.5, 1.0000001, 2, .nan, .infinity])
  func rejectsBounceOutsideMinusOneToOne(_ bounce: Double) {
    #expect(DampedSpring.dampingRatio(forBounce: bounce) == nil)
    #expect(DampedSpring(duration: 0.5, bounce: bounce) == nil)
  }

  @Test func zeroBounceIsCriticallyDampedAndOneIsUndamped() throws {
    let critical = try #require(DampedSpring(duration: 0.5, bounce: 0))
    #expect(abs(critical.dampingRatio - 1) <= Self.roundTripTolerance)
    let undamped = try #require(DampedSpring(duration: 0.5, bounce: 1))
    #expect(undamped.damping == 0)
    #expect(
      abs(undamped.dampedFrequency - undamped.naturalFrequency) <= Self.roundTripTolerance * undamped.naturalFrequency)
  }

  @Test func staticFormulasMatchInitialisers() throws {
    let spring = try #require(DampedSpring(mass: 1.7, response: 0.6, dampingRatio: 0.4))
    #expect(DampedSpring.stiffness(mass: 1.7, response: 0.6) == spring.stiffness)
    #expect(DampedSpring.damping(mass: 1.7, response: 0.6, dampingRatio: 0.4) == spring.damping)
  }

  @Test(arguments: [0.0, -0.3, .nan, .infinity])
  func rejectsNonPositiveOrNonFiniteResponse(_ response: Double) {
    #expect(DampedSpring(response: response, dampingRatio: 0.5) == nil)
  }
}
