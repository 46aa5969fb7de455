import Testing

@testable import ButterflyPhysics

/// The spring's acceleration is the textbook sum of its forces per mass, `a = −(k/m)·(x − x*) − (c/m)·v`,
/// bit for bit, signed zeros included; so a spring at rest on its target with velocity −0 steps to +0.
/// Exact equality is the claim (bit patterns, so −0 ≠ +0), so there is no tolerance.
@Suite struct DampedSpringAccelerationTests {
  /// `k/m = 4`, `c/m = 2` (mass 1): products of small integers are exact, so `c·v = −k·(x − x*)` cancels
  /// exactly at `x − x* = 1`, `v = −2`.
  static let spring = DampedSpring(mass: 1, stiffness: 4, damping: 2, initialPosition: 1, targetPosition: 1)

  /// Positions and velocities where the sign of a zero decides the result, and ordinary ones.
  static let positions = [1, 2, 0, -0.0, 1.5, -3.25, 1e-300]
  static let velocities = [0, -0.0, -2, 2, 0.75, -1e-300, 123.5]

  /// The textbook right-hand side, spelled as the equation `m·x'' = −k·(x − x*) − c·v` reads.
  static func textbook(_ spring: DampedSpring, position x: Double, velocity v: Double) -> Double {
    -spring.stiffnessPerMass * (x - spring.targetPosition) - spring.dampingPerMass * v
  }

  @Test func theAccelerationIsTheTextbookSumOfForcesBitForBit() throws {
    let spring = try #require(Self.spring)
    for x in Self.positions {
      for v in Self.velocities {
        let a = spring.acceleration(position: x, velocity: v, time: 0)
        #expect(a.bitPattern == Self.textbook(spring, position: x, velocity: v).bitPattern, "x \(x), v \(v)")
      }
    }
  }

  /// At the target with `v = −0`: `−k·(+0) − c·(−0) = −0 + 0 = +0` (before, `−(c·(−0) + k·(+0)) = −0`); an
  /// exact cancellation `c·v = −k·(x − x*)` is +0 too.
  @Test func theSignedZeroCasesGivePlusZero() throws {
    let spring = try #require(Self.spring)
    #expect(spring.acceleration(position: 1, velocity: -0.0, time: 0).bitPattern == (0.0).bitPattern)
    #expect(spring.acceleration(position: 2, velocity: -2, time: 0).bitPattern == (0.0).bitPattern)
    #expect(spring.acceleration(position: 1, velocity: 0, time: 0).bitPattern == (-0.0).bitPattern)
  }

  /// A step from rest exactly on the target with velocity −0 stays on the target and ends with +0, with
  /// either method, through the driver's loop (`bbsim simulate spring --x0 1 --v0 -0 --target 1`) as
  /// through the method's own step.
  @Test(arguments: SteppingMethod.allCases)
  func aStepFromTheTargetWithVelocityMinusZeroEndsWithPlusZero(_ method: SteppingMethod) throws {
    let spring = try #require(Self.spring)
    let start = SIMD2(1, -0.0)
    var driver = try #require(SteppingDriver(system: spring, method: method, maximumStep: 0.01, state: start))
    driver.advance(to: 0.05)
    let stepped = method.step(spring, state: start, time: 0, step: 0.01)
    for state in [driver.state, stepped] {
      #expect(state.x.bitPattern == (1.0).bitPattern)
      #expect(state.y.bitPattern == (0.0).bitPattern)
    }
  }
}
