import ButterflyGSL
import Foundation
import Testing

@Suite struct GSLAdaptiveIntegratorTests {
  /// End of the integration window: about 1.6 periods of the unit oscillator, long enough for global
  /// error to accumulate over many steps.
  static let endTime = 10.0

  /// rk8pd at local tolerance 1e-12 over ~10 time units: tens of steps, each adding ≲ 1e-12, and the
  /// oscillator does not amplify errors, so 1e-9 leaves two orders of magnitude of headroom.
  static let rk8pdTolerance = 1e-9
  /// rkf45 at local tolerance 1e-10: ~280 steps; the global error observed is about 6e-10, so 1e-8
  /// bounds it with a factor ~15 to spare.
  static let rkf45Tolerance = 1e-8
  /// msbdf (orders ≤ 5, variable step) at local tolerance 1e-10: BDF methods damp and lag oscillations,
  /// so the global error (about 9e-8 observed over ~330 steps) is far looser than the explicit
  /// methods'; 1e-6 is what a BDF reference is good for here.
  static let msbdfTolerance = 1e-6

  static let cases: [(GSLStepperKind, Double, Double)] = [
    (.rk8pd, 1e-12, rk8pdTolerance),
    (.rkf45, 1e-10, rkf45Tolerance),
    (.msbdf, 1e-10, msbdfTolerance),
  ]

  @Test(arguments: cases)
  func harmonicOscillatorMatchesCosineAndSine(
    kind: GSLStepperKind, localTolerance: Double, globalTolerance: Double
  ) throws {
    let integrator = try GSLAdaptiveIntegrator(
      kind: kind, initialState: [1, 0], absoluteTolerance: localTolerance,
      relativeTolerance: localTolerance, rightHandSide: TestSystems.harmonicOscillator)
    let final = try integrator.apply(to: Self.endTime)
    let error = TestSystems.maxError(final, TestSystems.harmonicOscillatorExact(Self.endTime))
    #expect(error < globalTolerance, "\(kind): error \(error)")
    #expect(integrator.time == Self.endTime)
    #expect(integrator.functionEvaluations > 0)
    #expect(integrator.stepCount > 0)
  }

  @Test(arguments: cases)
  func dampedOscillatorMatchesClosedForm(
    kind: GSLStepperKind, localTolerance: Double, globalTolerance: Double
  ) throws {
    let times = stride(from: 0.25, through: 5.0, by: 0.25).map { $0 }
    let integrator = try GSLAdaptiveIntegrator(
      kind: kind, initialState: [1, 0], absoluteTolerance: localTolerance,
      relativeTolerance: localTolerance, rightHandSide: TestSystems.dampedOscillator)
    let samples = try integrator.sample(at: times)
    #expect(samples.count == times.count)
    for (time, sample) in zip(times, samples) {
      let error = TestSystems.maxError(sample, TestSystems.dampedOscillatorExact(time))
      #expect(error < globalTolerance, "\(kind) at t = \(time): error \(error)")
    }
  }

  @Test func msbdfWithAnalyticJacobianAgreesWithClosedFormAndUsesIt() throws {
    let integrator = try GSLAdaptiveIntegrator(
      kind: .msbdf, initialState: [1, 0], absoluteTolerance: 1e-10, relativeTolerance: 1e-10,
      jacobian: TestSystems.dampedOscillatorJacobian, rightHandSide: TestSystems.dampedOscillator)
    let final = try integrator.apply(to: 5)
    #expect(TestSystems.maxError(final, TestSystems.dampedOscillatorExact(5)) < Self.msbdfTolerance)
    #expect(integrator.jacobianEvaluations > 0)
  }

  @Test func explicitSteppersNeverAskForTheJacobian() throws {
    let integrator = try GSLAdaptiveIntegrator(
      kind: .rk8pd, initialState: [1, 0], rightHandSide: TestSystems.harmonicOscillator)
    _ = try integrator.apply(to: 3)
    #expect(integrator.jacobianEvaluations == 0)
  }

  @Test func integratesBackwardsToTheInitialState() throws {
    let integrator = try GSLAdaptiveIntegrator(
      kind: .rk8pd, initialState: [1, 0], absoluteTolerance: 1e-12, relativeTolerance: 1e-12,
      rightHandSide: TestSystems.harmonicOscillator)
    _ = try integrator.apply(to: 5)
    let back = try integrator.apply(to: 0)
    #expect(TestSystems.maxError(back, [1, 0]) < Self.rk8pdTolerance)
  }

  @Test func resetRestartsFromTheGivenConditionAndCountersReset() throws {
    let integrator = try GSLAdaptiveIntegrator(
      kind: .rkf45, initialState: [1, 0], rightHandSide: TestSystems.harmonicOscillator)
    _ = try integrator.apply(to: 2)
    integrator.resetCounters()
    #expect(integrator.functionEvaluations == 0)
    try integrator.reset(time: 1, state: TestSystems.harmonicOscillatorExact(1))
    #expect(integrator.time == 1)
    let final = try integrator.apply(to: 4)
    #expect(TestSystems.maxError(final, TestSystems.harmonicOscillatorExact(4)) < Self.rkf45Tolerance)
    #expect(throws: GSLError.dimensionMismatch(expected: 2, actual: 3)) {
      try integrator.reset(time: 0, state: [1, 0, 0])
    }
  }

  @Test func applyingToTheCurrentTimeReturnsTheStateWithoutEvaluating() throws {
    let integrator = try GSLAdaptiveIntegrator(
      initialTime: 2, initialState: [3, 4], rightHandSide: TestSystems.harmonicOscillator)
    #expect(try integrator.apply(to: 2) == [3, 4])
    #expect(integrator.functionEvaluations == 0)
  }
}
