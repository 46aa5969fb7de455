import ButterflyPhysics
import CGSL
import Testing

@testable import ButterflyGSL

/// The C right-hand sides GSL calls for the shipped systems are the Swift model's equations of motion,
/// bit for bit: same expression, same order, no fused multiply-adds. Exact equality is the claim, so
/// there is no tolerance.
@Suite struct NativeRightHandSideTests {
  /// A deterministic stream of doubles spread over many magnitudes and both signs (SplitMix64).
  struct Numbers {
    var state: UInt64
    mutating func next() -> Double {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      let unit = Double(z >> 11) / Double(1 << 53)
      let exponent = Int(z & 0x3F) - 32
      return (unit - 0.5) * 2 * Double(sign: .plus, exponent: exponent, significand: 1)
    }
  }

  /// Calls `native`'s C function at `(x, v)` and returns `dydt` with the evaluation count.
  static func evaluate(_ native: NativeRightHandSide, x: Double, v: Double) -> (SIMD2<Double>, UInt) {
    var parameters = cgsl_native_params(evaluations: 0, p: native.constants)
    var y = (x, v)
    var dydt = (0.0, 0.0)
    let status = withUnsafePointer(to: &y) { state in
      withUnsafeMutablePointer(to: &dydt) { derivative in
        state.withMemoryRebound(to: Double.self, capacity: 2) { y in
          derivative.withMemoryRebound(to: Double.self, capacity: 2) { dydt in
            native.function(0.25, y, dydt, &parameters)
          }
        }
      }
    }
    #expect(status == Int32(GSL_SUCCESS))
    return (SIMD2(dydt.0, dydt.1), parameters.evaluations)
  }

  @Test func springRightHandSideIsDampedSpringAccelerationBitForBit() throws {
    var numbers = Numbers(state: 1)
    for _ in 0..<2_000 {
      let mass = abs(numbers.next()) + 1e-3
      let spring = try #require(
        DampedSpring(
          mass: mass, stiffness: abs(numbers.next()) * mass + 1e-3, damping: abs(numbers.next()) * mass,
          initialPosition: 0, initialVelocity: 0, targetPosition: numbers.next()))
      let (x, v) = (numbers.next(), numbers.next())
      let (dydt, evaluations) = Self.evaluate(spring.nativeRightHandSide, x: x, v: v)
      #expect(dydt == SIMD2(v, spring.acceleration(position: x, velocity: v, time: 0.25)))
      #expect(evaluations == 1)
    }
  }

  @Test func spinPhaseRightHandSideIsThePhaseAccelerationBitForBit() {
    let planner = SpinPlanner()
    let end = PlanarVector(x: 0, y: -12)
    var numbers = Numbers(state: 2)
    let trajectories = [
      planner.plan(.tap(endPoint: end), from: .top),
      planner.plan(.flick(velocity: PlanarVector(x: 0, y: -900), endPoint: PlanarVector(x: 0, y: 12)), from: .top),
      planner.plan(.flick(velocity: PlanarVector(x: 0, y: 6000), endPoint: end), from: .bottom),
    ]
    for phase in trajectories.flatMap(\.phases) {
      for _ in 0..<200 {
        let (x, v) = (numbers.next(), numbers.next())
        let (dydt, _) = Self.evaluate(phase.nativeRightHandSide, x: x, v: v)
        #expect(dydt == SIMD2(v, phase.acceleration(position: x, velocity: v, time: 0.25)), "\(phase.kind)")
      }
    }
  }

  /// `==` takes −0 for +0, so the random states above cannot tell the spellings apart where they
  /// differ: on the target with `v = ±0`, and where `c·v = −k·(x − x*)` cancels exactly. There the C
  /// spring and both Swift springs (``DampedSpring`` and a landing ``SpinPhase``) give the same bits:
  /// +0 for `v = −0` on the target (the C spring gave −0 where the landing phase gave +0).
  @Test func theSpringsAgreeOnTheSignOfAZeroAcceleration() throws {
    let spring = try #require(DampedSpring(mass: 1, stiffness: 4, damping: 2, targetPosition: 1))
    let trajectory = SpinPlanner().plan(.tap(endPoint: PlanarVector(x: 0, y: -12)), from: .top)
    let landing = try #require(trajectory.phases.first { $0.kind == .spring })
    let cases: [(NativeRightHandSide, (Double, Double) -> Double, [(Double, Double)])] = [
      (
        spring.nativeRightHandSide, { spring.acceleration(position: $0, velocity: $1, time: 0.25) },
        [(1, -0.0), (1, 0), (2, -2), (0, 2)]
      ),
      (
        landing.nativeRightHandSide, { landing.acceleration(position: $0, velocity: $1, time: 0.25) },
        [(landing.target, -0.0), (landing.target, 0)]
      ),
    ]
    for (native, swift, states) in cases {
      for (x, v) in states {
        let (dydt, _) = Self.evaluate(native, x: x, v: v)
        #expect(dydt.y.bitPattern == swift(x, v).bitPattern, "x \(x), v \(v)")
      }
    }
    #expect(Self.evaluate(landing.nativeRightHandSide, x: landing.target, v: -0.0).0.y.bitPattern == (0.0).bitPattern)
  }

  @Test func springJacobianIsTheExactOne() throws {
    let spring = try #require(DampedSpring(mass: 3, stiffness: 70, damping: 5))
    let jacobian = try #require(spring.nativeRightHandSide.jacobian)
    var parameters = cgsl_native_params(evaluations: 0, p: spring.nativeRightHandSide.constants)
    var y = [0.5, -2.0]
    var dfdy = [Double](repeating: .nan, count: 4)
    var dfdt = [Double](repeating: .nan, count: 2)
    #expect(jacobian(0, &y, &dfdy, &dfdt, &parameters) == Int32(GSL_SUCCESS))
    let exact: [Double] = [0, 1, -70.0 / 3, -5.0 / 3]
    #expect(dfdy == exact)
    #expect(dfdt == [0, 0])
  }
}
