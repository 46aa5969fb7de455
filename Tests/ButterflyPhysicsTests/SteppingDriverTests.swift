import Testing

@testable import ButterflyPhysics

@Suite struct SteppingDriverTests {
  /// RK4 with h = 1/100 s on a 1 s-period spring: global error ≈ (hω)⁴ ≈ 2e-6 of the amplitude.
  static let rungeKuttaAccuracy = 1e-5
  /// RK4 at the safety-limited step h·ω_n ≈ 2.34 is stable but coarse: phase errors of a few percent.
  static let coarseAccuracy = 0.1

  static let spring = DampedSpring(
    mass: 0.8, response: 1, dampingRatio: 0.25, initialPosition: 0, initialVelocity: 1, targetPosition: 1)

  @Test(arguments: SteppingMethod.allCases)
  func advancingByAThenBMatchesAdvancingByTheSum(_ method: SteppingMethod) throws {
    let spring = try #require(Self.spring)
    let h = method == .rungeKutta4 ? 0.01 : 1e-4
    let tolerance = method == .rungeKutta4 ? Self.rungeKuttaAccuracy : 1e-3
    var split = try #require(SteppingDriver(system: spring, method: method, maximumStep: h, state: spring.initialState))
    var whole = split
    split.advance(by: 0.373)
    split.advance(by: 0.581)
    whole.advance(by: 0.954)
    #expect(split.time == whole.time)
    #expect(abs(split.state.x - whole.state.x) <= tolerance)
    #expect(abs(split.state.x - spring.position(at: 0.954)) <= tolerance)
    #expect(abs(split.state.y - spring.velocity(at: 0.954)) <= tolerance * spring.naturalFrequency)
  }

  /// The driver's loop (each method's step inlined, RK4 written out for `(x, v)`) gives the bits of
  /// ``SteppingMethod/step(_:state:time:step:)`` taken step by step on the same time grid.
  @Test(arguments: SteppingMethod.allCases)
  func theDriversLoopIsTheMethodsStepBitForBit(_ method: SteppingMethod) throws {
    let spring = try #require(Self.spring)
    let h = 0.003
    var driver = try #require(
      SteppingDriver(system: spring, method: method, maximumStep: h, state: spring.initialState))
    driver.advance(to: 0.5)
    let count = FixedStepGrid.stepCount(span: 0.5, step: h)
    var state = spring.initialState
    var start = 0.0
    for index in 1...count {
      let end = index == count ? 0.5 : Double(index) * h
      state = method.step(spring, state: state, time: start, step: end - start)
      start = end
    }
    #expect(driver.state.x.bitPattern == state.x.bitPattern && driver.state.y.bitPattern == state.y.bitPattern)
  }

  @Test func endsExactlyOnTheTargetTimeWithAShortenedLastStep() throws {
    let spring = try #require(Self.spring)
    var driver = try #require(SteppingDriver(system: spring, maximumStep: 0.1, state: spring.initialState))
    let report = driver.advance(to: 0.35)
    #expect(driver.time == 0.35)
    #expect(report.stepCount == 4)
    #expect(!report.wasSubstepped)
    #expect(abs((driver.time - driver.previousTime) - 0.05) <= 1e-15)
  }

  @Test(arguments: SteppingMethod.allCases)
  func reportsSubstepsWhenTheStepExceedsTheStabilityBound(_ method: SteppingMethod) throws {
    let stiff = try #require(
      DampedSpring(
        mass: 1, response: 0.05, dampingRatio: 0.3, initialPosition: 0, initialVelocity: 0, targetPosition: 1))
    let requested = 0.1
    #expect(requested * stiff.naturalFrequency > 2.78)
    var driver = try #require(
      SteppingDriver(system: stiff, method: method, maximumStep: requested, state: stiff.initialState))
    let report = driver.advance(to: 1)
    #expect(report.wasSubstepped)
    #expect(report.requestedStepCount == 10)
    #expect(report.addedSubsteps == report.stepCount - 10)
    #expect(report.stepUsed <= driver.safetyFactor * report.stableStepLimit)
    #expect(driver.totalAddedSubsteps == report.addedSubsteps)
    #expect(abs(driver.state.x - stiff.position(at: 1)) <= Self.coarseAccuracy)
    #expect(abs(driver.state.y) <= Self.coarseAccuracy * stiff.naturalFrequency)
  }

  @Test func substepsHeavilyOverdampedSpringBeyondNaturalFrequencyBound() throws {
    // ζ = 20: h·ω_n = 1 < 2 looks safe for semi-implicit Euler, but the fast rate σ + √(σ² + ω_n²) ≈ 40ω_n is not.
    let heavy = try #require(
      DampedSpring(response: 2 * .pi, dampingRatio: 20, initialPosition: 0, initialVelocity: 0, targetPosition: 1))
    var driver = try #require(
      SteppingDriver(system: heavy, method: .semiImplicitEuler, maximumStep: 1, state: heavy.initialState))
    let report = driver.advance(to: 50)
    #expect(report.wasSubstepped)
    #expect(abs(driver.state.x - heavy.position(at: 50)) <= 0.01)
  }

  @Test func doesNotSubstepWithinTheBound() throws {
    let spring = try #require(Self.spring)
    var driver = try #require(SteppingDriver(system: spring, maximumStep: 0.05, state: spring.initialState))
    let report = driver.advance(to: 2)
    #expect(report.addedSubsteps == 0 && report.stepCount == 40)
  }

  @Test func interpolationDoesNotChangeTheState() throws {
    let spring = try #require(Self.spring)
    var driver = try #require(SteppingDriver(system: spring, maximumStep: 0.02, state: spring.initialState))
    driver.advance(to: 0.5)
    let (time, state, previous) = (driver.time, driver.state, driver.previousState)
    for fraction in [0.0, 0.25, 0.5, 0.75, 1.0] {
      let t = driver.previousTime + fraction * (driver.time - driver.previousTime)
      let value = driver.interpolatedState(at: t)
      #expect(abs(value.x - spring.position(at: t)) <= Self.rungeKuttaAccuracy)
    }
    #expect(driver.interpolatedState(at: driver.time) == state)
    #expect(driver.interpolatedState(at: driver.previousTime) == previous)
    #expect(driver.time == time && driver.state == state && driver.previousState == previous)
  }

  @Test(arguments: [0.0, -1, .nan])
  func rejectsNonPositiveMaximumStep(_ step: Double) throws {
    let spring = try #require(Self.spring)
    #expect(SteppingDriver(system: spring, maximumStep: step, state: spring.initialState) == nil)
  }

  @Test func ignoresTargetsInThePast() throws {
    let spring = try #require(Self.spring)
    var driver = try #require(SteppingDriver(system: spring, maximumStep: 0.1, time: 1, state: spring.initialState))
    #expect(driver.advance(to: 0.5).stepCount == 0)
    #expect(driver.time == 1)
  }
}
