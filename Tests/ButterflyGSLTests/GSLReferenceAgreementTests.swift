import ButterflyGSL
import ButterflyPhysics
import Testing

/// The closed forms and ButterflyPhysics' RK4 agree with GSL rk8pd (adaptive, local error bound 1e-10)
/// on the spin equation (``SpinPhase``, walked phase by phase) and on the damped spring in every regime.
@Suite struct GSLReferenceAgreementTests {
  /// Closed form against rk8pd: rk8pd controls the local error to 1e-10 (absolute and relative), and
  /// over a few seconds of these smooth, non-chaotic motions its global error stays within ~10× that;
  /// 1e-9 (rad, rad/s, pt, pt/s) is that bound. Measured: ≤ 5.7e-14 rad and 3.6e-14 rad/s on the spins,
  /// ≤ 2.7e-15 pt and 2.9e-14 pt/s on the springs.
  static let closedFormTolerance = 1e-9

  /// Our RK4 (and GSL's fixed-step rk4) at 1e-4 s against rk8pd: RK4's global error is C·h⁴ with
  /// h⁴ = 1e-16, so even C ~ 1e7 (fast springs, 2 s) stays below 1e-8, while a wrong stage or a
  /// dropped phase boundary shows up at ≥ 1e-4. Measured: ≤ 3.7e-13 rad (ours), ≤ 1.3e-12 rad (GSL
  /// rk4) on the spins, ≤ 9.3e-14 pt on the springs.
  static let rungeKutta4Tolerance = 1e-8

  /// msbdf (implicit, orders 1–5) against rk8pd: it controls only local error at 1e-10 and, being low
  /// order with a BDF error constant, accumulates more: measured ≤ 8.1e-8 pt (the mass-2.5 spring
  /// starting 4 pt away at 40 pt/s), ≤ 1.1e-8 pt on the unit steps. 1e-6 pt leaves 12× margin and is
  /// still far below a pixel.
  static let multistepTolerance = 1e-6

  /// The step our RK4 and GSL's fixed-step rk4 use here (s), the `bbsim` default.
  static let step = 1e-4

  /// Samples per second for the comparison (Hz): finer than any display, so a mismatch between
  /// samples cannot hide.
  static let rate = 240.0

  /// The spins compared: a tap, a fast flick (past ω_max, so the planner clamps it), and a flick
  /// interrupted twice mid-spin (three activations, each restarting the integrator with its strike), and
  /// the tap and the interrupted flick again with a landing spring (bounce 0.5, response 0.3 s), whose
  /// braking hands over to the spring phase as it crosses the landing.
  static let spins: [(name: String, trajectory: SpinTrajectory)] = {
    let planner = SpinPlanner()
    let end = PlanarVector(x: 0, y: -12)
    let tap = planner.plan(.tap(endPoint: end), from: .top)
    let fast = planner.plan(.flick(velocity: PlanarVector(x: 0, y: 6000), endPoint: end), from: .top)
    var interrupted = planner.plan(.flick(velocity: PlanarVector(x: 0, y: 900), endPoint: end), from: .top)
    interrupted = planner.interrupt(interrupted, with: .tap(endPoint: end), at: 0.4)
    interrupted = planner.interrupt(interrupted, with: .tap(endPoint: end), at: 0.9)
    let springy = SpinPlanner(tuning: SpinTuning(landingBounce: 0.5, landingResponse: 0.3))
    let springTap = springy.plan(.tap(endPoint: end), from: .top)
    var springInterrupted = springy.plan(.flick(velocity: PlanarVector(x: 0, y: 900), endPoint: end), from: .top)
    springInterrupted = springy.interrupt(springInterrupted, with: .tap(endPoint: end), at: 0.4)
    springInterrupted = springy.interrupt(springInterrupted, with: .tap(endPoint: end), at: 1.95)
    return [
      ("tap", tap), ("fast flick", fast), ("interrupted", interrupted), ("tap, landing spring", springTap),
      ("interrupted in the landing spring", springInterrupted),
    ]
  }()

  /// One spring per regime, mass ≠ 1 and a moving start included.
  static let springs: [(name: String, spring: DampedSpring?)] = [
    ("underdamped (bounce 0.3)", DampedSpring(mass: 1, duration: 0.5, bounce: 0.3)),
    ("critically damped (ζ = 1 exactly)", DampedSpring(mass: 1, stiffness: 100, damping: 20)),
    ("overdamped (ζ = 2)", DampedSpring(mass: 1, stiffness: 100, damping: 40)),
    (
      "mass 2.5, moving start",
      DampedSpring(
        mass: 2.5, stiffness: 300, damping: 12, initialPosition: 3, initialVelocity: -40, targetPosition: -1)
    ),
  ]

  /// Largest absolute difference of two equally long series (∞ when the lengths differ).
  static func maximumDifference(_ a: [Double], _ b: [Double]) -> Double {
    guard a.count == b.count, !a.isEmpty else { return .infinity }
    return zip(a, b).map { abs($0 - $1) }.max() ?? .infinity
  }

  @Test(arguments: 0..<5) func spinClosedFormAndRungeKutta4AgreeWithRK8PD(index: Int) throws {
    let (name, trajectory) = Self.spins[index]
    let until = trajectory.segments[trajectory.segments.count - 1].startTime + 3.2
    let reference = try trajectory.integratedWithGSL(.reference, rate: Self.rate, until: until)
    let closed = trajectory.samples(rate: Self.rate, until: until)
    let ours = trajectory.integrated(method: .rungeKutta4, step: Self.step, rate: Self.rate, until: until).samples
    let closedAngle = Self.maximumDifference(closed.map(\.angle), reference.positions)
    let closedSpeed = Self.maximumDifference(closed.map(\.angularVelocity), reference.velocities)
    let oursAngle = Self.maximumDifference(ours.map(\.angle), reference.positions)
    let oursSpeed = Self.maximumDifference(ours.map(\.angularVelocity), reference.velocities)
    #expect(closedAngle < Self.closedFormTolerance, "\(name): θ closed form vs rk8pd \(closedAngle) rad")
    #expect(closedSpeed < Self.closedFormTolerance, "\(name): ω closed form vs rk8pd \(closedSpeed) rad/s")
    #expect(oursAngle < Self.rungeKutta4Tolerance, "\(name): θ RK4 vs rk8pd \(oursAngle) rad")
    #expect(oursSpeed < Self.rungeKutta4Tolerance, "\(name): ω RK4 vs rk8pd \(oursSpeed) rad/s")
    #expect(reference.functionEvaluations > 0)
    let fixed = try trajectory.integratedWithGSL(.fixedStep(.rk4, step: Self.step), rate: Self.rate, until: until)
    let fixedAngle = Self.maximumDifference(fixed.positions, reference.positions)
    #expect(fixedAngle < Self.rungeKutta4Tolerance, "\(name): θ GSL rk4 vs rk8pd \(fixedAngle) rad")
    #expect(fixed.addedSubsteps == 0, "1e-4 s is well inside RK4's stability bound for every phase")
  }

  @Test(arguments: 0..<4) func springClosedFormAndRungeKutta4AgreeWithRK8PD(index: Int) throws {
    let name = Self.springs[index].name
    let spring = try #require(Self.springs[index].spring, "\(name)")
    let until = 2.0
    let reference = try spring.integratedWithGSL(.reference, rate: Self.rate, until: until)
    let times = reference.times
    let closedPositions = times.map { spring.position(at: $0) }
    let closedVelocities = times.map { spring.velocity(at: $0) }
    let closedPosition = Self.maximumDifference(closedPositions, reference.positions)
    let closedVelocity = Self.maximumDifference(closedVelocities, reference.velocities)
    #expect(closedPosition < Self.closedFormTolerance, "\(name): x closed form vs rk8pd \(closedPosition) pt")
    #expect(closedVelocity < Self.closedFormTolerance, "\(name): v closed form vs rk8pd \(closedVelocity) pt/s")
    var driver = try #require(SteppingDriver(system: spring, maximumStep: Self.step, state: spring.initialState))
    var ours: [Double] = []
    for time in times {
      driver.advance(to: time)
      ours.append(driver.state.x)
    }
    let oursPosition = Self.maximumDifference(ours, reference.positions)
    #expect(oursPosition < Self.rungeKutta4Tolerance, "\(name): x RK4 vs rk8pd \(oursPosition) pt")
    let stiff = try spring.integratedWithGSL(
      .adaptive(.msbdf, tolerance: GSLIntegrationMethod.referenceTolerance, initialStep: 1e-4), rate: Self.rate,
      until: until)
    let stiffPosition = Self.maximumDifference(stiff.positions, reference.positions)
    #expect(stiffPosition < Self.multistepTolerance, "\(name): x msbdf vs rk8pd \(stiffPosition) pt")
  }

  @Test func badArgumentsAreGSLErrorsNotCrashes() throws {
    let trajectory = Self.spins[0].trajectory
    #expect(throws: GSLError.self) { try trajectory.integratedWithGSL(rate: 0, until: 1) }
    #expect(throws: GSLError.self) {
      try trajectory.integratedWithGSL(.fixedStep(.msbdf, step: 1e-3), rate: 60, until: 1)
    }
    #expect(throws: GSLError.self) { try trajectory.integratedWithGSL(.fixedStep(.rk4, step: -1), rate: 60, until: 1) }
  }
}
