import ButterflyGSL
import Testing

/// An error of the test's own, to check it comes back unchanged.
private struct SensorFault: Error, Equatable {}

@Suite struct GSLErrorTests {
  /// GSL status codes (gsl_errno.h) and the cases they must map to.
  static let mapping: [(Int32, GSLError)] = [
    (-1, .failure), (1, .domain), (4, .invalidArgument), (8, .outOfMemory), (9, .badFunction),
    (11, .maxIterations), (13, .badTolerance), (21, .singularity), (27, .noProgress),
    (29, .other(code: 29)),
  ]

  @Test(arguments: mapping)
  func statusCodesMapToCasesAndBack(code: Int32, expected: GSLError) {
    #expect(GSLError(status: code) == expected)
    #expect(expected.statusCode == code)
    #expect(!expected.description.isEmpty)
  }

  @Test func successIsNotAnError() {
    #expect(GSLError(status: 0) == nil)
  }

  @Test func descriptionsAreReadable() {
    #expect(GSLError.maxIterations.description.contains("GSL_EMAXITER"))
    #expect(GSLError.other(code: 29).description.contains("29"))
    #expect(
      GSLError.noSignChange(lower: 2, upper: 3, valueAtLower: 6, valueAtUpper: 25)
        .description.contains("no sign change"))
    #expect(GSLError.dimensionMismatch(expected: 2, actual: 1).statusCode == nil)
  }

  @Test(arguments: GSLStepperKind.allCases)
  func rightHandSideReportingBadFunctionIsThrown(kind: GSLStepperKind) throws {
    let integrator = try GSLAdaptiveIntegrator(kind: kind, initialState: [1, 0]) { t, y, dydt in
      if t > 0.5 { throw GSLError.badFunction }
      TestSystems.harmonicOscillator(t, y, dydt)
    }
    #expect(throws: GSLError.badFunction) { _ = try integrator.apply(to: 2) }
    #expect(integrator.time <= 0.5)
  }

  @Test func rightHandSideErrorsOfOtherTypesAreRethrownUnchanged() throws {
    let integrator = try GSLAdaptiveIntegrator(initialState: [1, 0]) { t, y, dydt in
      if t > 1 { throw SensorFault() }
      TestSystems.harmonicOscillator(t, y, dydt)
    }
    #expect(throws: SensorFault()) { _ = try integrator.apply(to: 2) }
    // The driver was reset, so integrating within the valid region works again.
    try integrator.reset(time: 0, state: [1, 0])
    _ = try integrator.apply(to: 0.5)
  }

  @Test func fixedStepFailureIsThrownAndLeavesStateUnchanged() throws {
    let stepper = try GSLFixedStepper(dimension: 2) { _, _, _ in throw GSLError.badFunction }
    var state = [1.0, 0.0]
    #expect(throws: GSLError.badFunction) { try stepper.step(from: 0, by: 0.1, state: &state) }
    #expect(state == [1, 0])
  }

  @Test func tooFewMaximumStepsThrowsMaxIterations() throws {
    let integrator = try GSLAdaptiveIntegrator(
      kind: .rk8pd, initialState: [1, 0], maximumSteps: 3,
      rightHandSide: TestSystems.harmonicOscillator)
    #expect(throws: GSLError.maxIterations) { _ = try integrator.apply(to: 100) }
    #expect(integrator.time > 0 && integrator.time < 100)
  }

  @Test func stepBelowMinimumThrowsNoProgress() throws {
    let integrator = try GSLAdaptiveIntegrator(
      kind: .rkf45, initialState: [1, 0], initialStepSize: 0.5, absoluteTolerance: 1e-14,
      relativeTolerance: 0, minimumStepSize: 0.4, rightHandSide: TestSystems.harmonicOscillator)
    #expect(throws: GSLError.noProgress) { _ = try integrator.apply(to: 10) }
  }

  @Test func invalidSettingsAreRejectedBeforeGSL() {
    #expect(throws: GSLError.self) {
      _ = try GSLAdaptiveIntegrator(initialState: [], rightHandSide: TestSystems.harmonicOscillator)
    }
    #expect(throws: GSLError.self) {
      _ = try GSLAdaptiveIntegrator(
        initialState: [1, 0], absoluteTolerance: 0, relativeTolerance: 0,
        rightHandSide: TestSystems.harmonicOscillator)
    }
    #expect(throws: GSLError.self) {
      _ = try GSLAdaptiveIntegrator(
        initialState: [1, .nan], rightHandSide: TestSystems.harmonicOscillator)
    }
  }
}
