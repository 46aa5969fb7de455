import Testing
import _ButterflyShims

@testable import ButterflyPhysics

/// A named spring configuration for parameterised tests.
struct SpringCase: Sendable, CustomTestStringConvertible {
  let name: String
  let mass: Double
  let stiffness: Double
  /// The damping ratio ζ; `nil` means "exactly critical" (`c = criticalDamping`).
  let dampingRatio: Double?
  let initialPosition: Double
  let initialVelocity: Double
  let targetPosition: Double

  var testDescription: String { name }

  var spring: DampedSpring? {
    let critical = 2 * mass.squareRoot() * stiffness.squareRoot()
    return DampedSpring(
      mass: mass, stiffness: stiffness, damping: (dampingRatio ?? 1) * critical,
      initialPosition: initialPosition, initialVelocity: initialVelocity, targetPosition: targetPosition)
  }

  static let all: [SpringCase] = [
    SpringCase(
      name: "undamped m=2.5", mass: 2.5, stiffness: 90, dampingRatio: 0, initialPosition: 3, initialVelocity: -4,
      targetPosition: 1),
    SpringCase(
      name: "underdamped ζ=0.3 m=2.5", mass: 2.5, stiffness: 90, dampingRatio: 0.3, initialPosition: 3,
      initialVelocity: -4, targetPosition: 1),
    SpringCase(
      name: "critical exactly m=0.7", mass: 0.7, stiffness: 40, dampingRatio: nil, initialPosition: -2,
      initialVelocity: 11, targetPosition: 0.5),
    SpringCase(
      name: "ζ=1−1e-10 m=0.7", mass: 0.7, stiffness: 40, dampingRatio: 1 - 1e-10, initialPosition: -2,
      initialVelocity: 11, targetPosition: 0.5),
    SpringCase(
      name: "ζ=1+1e-10 m=0.7", mass: 0.7, stiffness: 40, dampingRatio: 1 + 1e-10, initialPosition: -2,
      initialVelocity: 11, targetPosition: 0.5),
    SpringCase(
      name: "overdamped ζ=3 m=1.8", mass: 1.8, stiffness: 25, dampingRatio: 3, initialPosition: 0, initialVelocity: 7,
      targetPosition: 2),
    SpringCase(
      name: "overdamped ζ=40 m=0.2", mass: 0.2, stiffness: 300, dampingRatio: 40, initialPosition: 5,
      initialVelocity: -1, targetPosition: -1),
  ]
}

extension DampedSpring {
  /// `|A| + |B|/ω_n`: a bound on the size of the displacement, used to make tolerances relative.
  var amplitudeScale: Double {
    let a = initialPosition - targetPosition
    return abs(a) + abs(initialVelocity + dampingRate * a) / naturalFrequency
  }
}

@Suite struct DampedSpringTests {
  /// The closed form is exact at t = 0 up to a few roundings of the amplitude.
  static let startTolerance = 1e-14
  /// The residual of three O(amplitude) terms computed in double precision: a few ulps each, with
  /// cancellation between σ² and s² terms of size ≤ max(σ², ω_n²).
  static let residualTolerance = 1e-12
  /// Central differences with step δ = 1e-5·period: truncation ≈ (δω)²/6 ≈ 7e-10, rounding ≈ 1e-16/δω ≈ 2e-12.
  static let derivativeTolerance = 1e-8
  /// Near-critical closed form vs. its Taylor series in s²: rounding only (the series is exact to 1e-30).
  static let nearCriticalTolerance = 1e-12

  @Test(arguments: SpringCase.all)
  func startsAtInitialPositionAndVelocity(_ testCase: SpringCase) throws {
    let spring = try #require(testCase.spring)
    let scale = spring.amplitudeScale
    let motion = spring.motion(at: 0)
    #expect(abs(motion.position - testCase.initialPosition) <= Self.startTolerance * scale)
    #expect(
      abs(motion.velocity - testCase.initialVelocity) <= Self.startTolerance * scale * spring.naturalFrequency * 4)
  }

  @Test(arguments: SpringCase.all)
  func satisfiesTheEquationOfMotionAlongTheCurve(_ testCase: SpringCase) throws {
    let spring = try #require(testCase.spring)
    let omega = spring.naturalFrequency
    let rateScale = max(omega, spring.dampingRate)
    let forceScale = spring.mass * rateScale * rateScale * spring.amplitudeScale
    for index in 0...400 {
      let t = Double(index) * (8 / omega) / 400
      let m = spring.motion(at: t)
      let residual =
        spring.mass * m.acceleration + spring.damping * m.velocity
        + spring.stiffness * (m.position - spring.targetPosition)
      #expect(abs(residual) <= Self.residualTolerance * forceScale, "t = \(t)")
    }
  }

  @Test(arguments: SpringCase.all)
  func velocityAndAccelerationMatchNumericalDerivatives(_ testCase: SpringCase) throws {
    let spring = try #require(testCase.spring)
    let rate = max(spring.naturalFrequency, spring.dampingRate)
    let delta = 1e-5 / rate
    let scale = spring.amplitudeScale
    for index in 1...80 {
      let t = Double(index) * (6 / spring.naturalFrequency) / 80
      let velocity = (spring.position(at: t + delta) - spring.position(at: t - delta)) / (2 * delta)
      let acceleration = (spring.velocity(at: t + delta) - spring.velocity(at: t - delta)) / (2 * delta)
      #expect(abs(velocity - spring.velocity(at: t)) <= Self.derivativeTolerance * scale * rate, "t = \(t)")
      #expect(
        abs(acceleration - spring.acceleration(at: t)) <= Self.derivativeTolerance * scale * rate * rate,
        "t = \(t)")
    }
  }

  @Test(arguments: [1e-13, 1e-10, 1e-9, -1e-13, -1e-10, -1e-9])
  func nearCriticalMatchesSeriesInDiscriminant(_ offset: Double) throws {
    let spring = try #require(
      DampedSpring(
        mass: 0.7, stiffness: 40, damping: (1 + offset) * 2 * (0.7 * 40.0).squareRoot(),
        initialPosition: -2, initialVelocity: 11, targetPosition: 0.5))
    let sigma = spring.dampingRate
    let s2 = spring.discriminant
    let a = spring.initialPosition - spring.targetPosition
    let b = spring.initialVelocity + sigma * a
    for index in 0...100 {
      let t = Double(index) * 0.05
      let z = s2 * t * t
      let envelope = exp(-sigma * t)
      let basisC = envelope * (1 + z / 2 + z * z / 24)
      let basisS = envelope * t * (1 + z / 6 + z * z / 120)
      let expected = spring.targetPosition + a * basisC + b * basisS
      #expect(abs(spring.position(at: t) - expected) <= Self.nearCriticalTolerance * spring.amplitudeScale, "t = \(t)")
    }
  }

  @Test(arguments: [1e-13, 1e-10, 1e-9, 1e-6])
  func crossingCriticalDampingIsSmooth(_ offset: Double) throws {
    let base = SpringCase.all[2]
    let critical = try #require(base.spring)
    let c = critical.damping
    func spring(_ factor: Double) throws -> DampedSpring {
      try #require(
        DampedSpring(
          mass: base.mass, stiffness: base.stiffness, damping: c * factor,
          initialPosition: base.initialPosition, initialVelocity: base.initialVelocity,
          targetPosition: base.targetPosition))
    }
    let below = try spring(1 - offset)
    let above = try spring(1 + offset)
    #expect(below.discriminant < 0 && above.discriminant > 0 && critical.discriminant == 0)
    let scale = critical.amplitudeScale
    for index in 0...100 {
      let t = Double(index) * 0.05
      let x0 = critical.position(at: t)
      // First order: |Δx| ≲ |∂x/∂ζ|·δ with |∂x/∂ζ| ≤ a few amplitudes here.
      #expect(abs(below.position(at: t) - x0) <= 10 * offset * scale + 1e-14 * scale)
      #expect(abs(above.position(at: t) - x0) <= 10 * offset * scale + 1e-14 * scale)
      // Second difference is O(δ²): no kink or jump at ζ = 1.
      let second = below.position(at: t) + above.position(at: t) - 2 * x0
      #expect(abs(second) <= 100 * offset * offset * scale + 1e-13 * scale)
    }
  }

  @Test(arguments: SpringCase.all)
  func staysFiniteAtHugeAndDegenerateTimes(_ testCase: SpringCase) throws {
    let spring = try #require(testCase.spring)
    for t in [1e6, 1e12, 1e300, Double.greatestFiniteMagnitude, .infinity, -1, .nan] {
      let m = spring.motion(at: t)
      #expect(m.position.isFinite && m.velocity.isFinite && m.acceleration.isFinite, "t = \(t)")
    }
    if spring.damping > 0 {
      #expect(abs(spring.position(at: 1e6) - spring.targetPosition) <= 1e-12 * spring.amplitudeScale)
    }
  }

  @Test(arguments: [
    (0.0, 1.0, 0.0), (-1, 1, 0), (1, 0, 0), (1, -2, 0), (1, 1, -0.1), (.nan, 1, 0), (1, .infinity, 0), (1, 1, .nan),
  ])
  func rejectsInvalidParameters(_ mass: Double, _ stiffness: Double, _ damping: Double) {
    #expect(DampedSpring(mass: mass, stiffness: stiffness, damping: damping) == nil)
    let (spring, adjustments) = DampedSpring.validated(mass: mass, stiffness: stiffness, damping: damping)
    #expect(!adjustments.isEmpty)
    #expect(spring.position(at: 0.1).isFinite)
  }

  @Test func validatedKeepsValidInputUnchanged() throws {
    let (spring, adjustments) = DampedSpring.validated(mass: 2, stiffness: 30, damping: 1, initialPosition: 3)
    #expect(adjustments.isEmpty)
    #expect(spring == DampedSpring(mass: 2, stiffness: 30, damping: 1, initialPosition: 3))
  }

  @Test(arguments: [
    (1e308, -1e308, 0.0), (0, 0, 1e200), (1e101, 0, 0), (0, 1e101, 0),
  ])
  func hugeAmplitudesAreRejectedOrLimitedNeverNaN(_ start: Double, _ target: Double, _ velocity: Double) {
    #expect(
      DampedSpring(
        stiffness: 158, damping: 25, initialPosition: start, initialVelocity: velocity, targetPosition: target)
        == nil)
    let (spring, adjustments) = DampedSpring.validated(
      mass: 1, stiffness: 158, damping: 25, initialPosition: start, initialVelocity: velocity, targetPosition: target)
    #expect(!adjustments.isEmpty)
    for t in stride(from: 0.0, through: 2, by: 0.01) {
      let motion = spring.motion(at: t)
      #expect(motion.position.isFinite && motion.velocity.isFinite && motion.acceleration.isFinite, "t = \(t)")
    }
  }

  @Test func extremeButAllowedSpringsStayFinite() throws {
    // The bounds: |x₀|, |v₀|, |x*| ≤ 1e100, k/m ≤ 1e200, c/m ≤ 2e100 — the worst corner of each regime.
    let limit = DampedSpring.maximumMagnitude
    for damping in [0.0, 1e100, 2e100] {
      let spring = try #require(
        DampedSpring(
          stiffness: 1e200, damping: damping, initialPosition: limit, initialVelocity: -limit,
          targetPosition: -limit))
      for t in [0, 1e-120, 1e-100, 1e-50, 1, 1e6] {
        let motion = spring.motion(at: t)
        #expect(
          motion.position.isFinite && motion.velocity.isFinite && motion.acceleration.isFinite,
          "c = \(damping), t = \(t)")
      }
    }
  }
}
