import Testing
import _ButterflyShims

@testable import ButterflyPhysics

/// `y' = −λy`, a scalar first-order system to show the integrators work on any ``ODEState``.
private struct ExponentialDecay: FirstOrderSystem {
  let rate: Double
  func derivative(of state: Double, at time: Double) -> Double { -rate * state }
}

@Suite struct RungeKutta4Tests {
  /// The brief's acceptance window for an observed order of 4.
  static let rungeKuttaOrderRange = 3.8...4.2
  /// The brief's acceptance window for an observed order of 1.
  static let eulerOrderRange = 0.9...1.1

  static let spring = DampedSpring(
    mass: 1.3, response: 1, dampingRatio: 0.3, initialPosition: 0, initialVelocity: 2, targetPosition: 1)

  /// Integrates with `count` equal steps of any method and returns the position error at `duration`.
  static func positionError(
    _ spring: DampedSpring, duration: Double, count: Int,
    step: (DampedSpring, SIMD2<Double>, Double, Double) -> SIMD2<Double>
  ) -> Double {
    let h = duration / Double(count)
    var state = spring.initialState
    for index in 0..<count { state = step(spring, state, Double(index) * h, h) }
    return abs(state.x - spring.position(at: duration))
  }

  /// log₂ of successive error ratios when halving the step.
  static func observedOrders(_ errors: [Double]) -> [Double] {
    zip(errors, errors.dropFirst()).map { log2($0 / $1) }
  }

  @Test func rungeKutta4ConvergesWithOrderFour() throws {
    let spring = try #require(Self.spring)
    // h·ω_n from 0.16 to 0.04: errors 1e-5 … 4e-8, far above roundoff (1e-15).
    let errors = [40, 80, 160].map { count in
      Self.positionError(spring, duration: 1, count: count) { RungeKutta4.step($0, state: $1, time: $2, step: $3) }
    }
    let orders = Self.observedOrders(errors)
    print("RK4 errors \(errors), observed orders \(orders)")
    for order in orders { #expect(Self.rungeKuttaOrderRange.contains(order), "order \(order)") }
  }

  @Test func semiImplicitEulerConvergesWithOrderOne() throws {
    let spring = try #require(Self.spring)
    let errors = [2000, 4000, 8000].map { count in
      Self.positionError(spring, duration: 1, count: count) {
        SemiImplicitEuler.step($0, state: $1, time: $2, step: $3)
      }
    }
    let orders = Self.observedOrders(errors)
    print("Semi-implicit Euler errors \(errors), observed orders \(orders)")
    for order in orders { #expect(Self.eulerOrderRange.contains(order), "order \(order)") }
  }

  @Test func rungeKutta4ConvergesWithOrderFourOnScalarState() {
    let system = ExponentialDecay(rate: 3)
    let errors = [10, 20, 40].map { count -> Double in
      let h = 1 / Double(count)
      var y = 1.0
      for index in 0..<count { y = RungeKutta4.step(system, state: y, time: Double(index) * h, step: h) }
      return abs(y - exp(-3))
    }
    for order in Self.observedOrders(errors) { #expect(Self.rungeKuttaOrderRange.contains(order), "order \(order)") }
  }

  /// RK4's stability region reaches only 2.6156 at arg(hλ) ≈ 122.7° (ζ ≈ 0.54): h·ω_n = 2.7 < 2.78
  /// is unstable there, which is why the driver uses 2.6.
  @Test func rungeKutta4StabilityRadiusIsBelowTheRealAxisLimitForModerateDamping() throws {
    let spring = try #require(
      DampedSpring(response: 1, dampingRatio: cos(57.3 * .pi / 180), initialPosition: 0, targetPosition: 1))
    func finalOffset(stepTimesOmega: Double) -> Double {
      let h = stepTimesOmega / spring.naturalFrequency
      var state = spring.initialState
      for index in 0..<4000 { state = RungeKutta4.step(spring, state: state, time: Double(index) * h, step: h) }
      return abs(state.x - 1)
    }
    #expect(!(finalOffset(stepTimesOmega: 2.7) < 10))
    #expect(finalOffset(stepTimesOmega: 2.6) < 1)
  }

  @Test(arguments: [0.0, 0.3, 1.0, 5.0])
  func semiImplicitEulerStableStepIsSharp(_ ratio: Double) throws {
    let spring = try #require(DampedSpring(response: 1, dampingRatio: ratio, initialPosition: 0, targetPosition: 1))
    let limit = SemiImplicitEuler.maximumStableStep(
      naturalFrequency: spring.naturalFrequency, dampingRate: spring.dampingRate)
    func finalOffset(_ h: Double) -> Double {
      var state = spring.initialState
      for index in 0..<20_000 { state = SemiImplicitEuler.step(spring, state: state, time: Double(index) * h, step: h) }
      return abs(state.x - 1)
    }
    // Just inside: bounded (near the limit the invariant ellipse stretches by 1/√(1 − (hω/2)²) ≈ 5).
    #expect(finalOffset(0.98 * limit) < 10)
    // Just outside: grows without bound (overflowing to ∞/NaN counts as divergence).
    #expect(!(finalOffset(1.02 * limit) < 1e6))
  }
}
