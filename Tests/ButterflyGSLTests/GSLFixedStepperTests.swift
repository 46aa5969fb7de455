import ButterflyGSL
import Foundation
import Testing

@Suite struct GSLFixedStepperTests {
  /// Bounds for RK4's observed order `log2(e(h)/e(h/2))`: the asymptotic value is 4, and at the step
  /// sizes used (h = 0.2 … 0.025 on a unit-frequency problem) the next error term shifts it by well
  /// under 0.2.
  static let observedOrderRange = 3.8...4.2

  /// Final-time error of `steps` equal GSL steps over [0, 2] on the unit oscillator.
  static func oscillatorError(kind: GSLStepperKind, steps: Int) throws -> Double {
    let stepper = try GSLFixedStepper(
      kind: kind, dimension: 2, rightHandSide: TestSystems.harmonicOscillator)
    var state = [1.0, 0.0]
    try stepper.integrate(from: 0, to: 2, steps: steps, state: &state)
    return TestSystems.maxError(state, TestSystems.harmonicOscillatorExact(2))
  }

  @Test func rk4ObservedOrderIsFour() throws {
    let errors = try [10, 20, 40, 80].map { try Self.oscillatorError(kind: .rk4, steps: $0) }
    for (coarse, fine) in zip(errors, errors.dropFirst()) {
      let order = log2(coarse / fine)
      #expect(Self.observedOrderRange.contains(order), "observed order \(order), errors \(errors)")
    }
  }

  /// 200 steps of h = 0.01: rk8pd's error ~ h⁸ is at round-off, rkf45's ~ h⁵ about 1e-11; 1e-9 bounds both.
  static let highOrderFixedStepTolerance = 1e-9

  @Test(arguments: [GSLStepperKind.rkf45, .rk8pd])
  func higherOrderSteppersAreAccurateAtSmallFixedSteps(kind: GSLStepperKind) throws {
    let error = try Self.oscillatorError(kind: kind, steps: 200)
    #expect(error < Self.highOrderFixedStepTolerance, "\(kind): error \(error)")
  }

  @Test func stepByStepMatchesIntegrateAndCountsEvaluations() throws {
    let stepper = try GSLFixedStepper(
      kind: .rk8pd, dimension: 2, rightHandSide: TestSystems.harmonicOscillator)
    var stepped = [1.0, 0.0]
    for index in 0..<10 {
      try stepper.step(from: Double(index) * 0.1, by: 0.1, state: &stepped)
    }
    let perStep = stepper.functionEvaluations / 10
    #expect(stepper.functionEvaluations == 10 * perStep)
    #expect(perStep >= 13, "rk8pd has 13 stages")
    #expect(stepper.order == 8)
    stepper.resetCounters()
    #expect(stepper.functionEvaluations == 0)
    var integrated = [1.0, 0.0]
    try stepper.integrate(from: 0, to: 1, steps: 10, state: &integrated)
    #expect(TestSystems.maxError(stepped, integrated) < 1e-15)
    #expect(stepper.lastErrorEstimate.count == 2)
  }

  /// Right-hand-side evaluations per GSL step: rk4 does step doubling (4 + 4 + 3 shared), rkf45 has 6
  /// stages, rk8pd 13. `bbsim compare` normalises timings by these counts.
  @Test(arguments: [(GSLStepperKind.rk4, 11), (.rkf45, 6), (.rk8pd, 13)])
  func everyStepCostsTheMethodsStageCount(kind: GSLStepperKind, evaluationsPerStep: Int) throws {
    let stepper = try GSLFixedStepper(
      kind: kind, dimension: 2, rightHandSide: TestSystems.harmonicOscillator)
    var state = [1.0, 0.0]
    try stepper.integrate(from: 0, to: 1, steps: 7, state: &state)
    #expect(stepper.functionEvaluations == 7 * evaluationsPerStep)
  }

  @Test func bufferStepAdvancesInPlace() throws {
    let stepper = try GSLFixedStepper(dimension: 2, rightHandSide: TestSystems.harmonicOscillator)
    let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: 2)
    defer { buffer.deallocate() }
    buffer[0] = 1
    buffer[1] = 0
    try stepper.step(from: 0, by: 0.01, state: buffer)
    #expect(abs(buffer[0] - cos(0.01)) < 1e-12)
    #expect(abs(buffer[1] + sin(0.01)) < 1e-12)
  }

  @Test func msbdfIsRejectedForFixedStepping() {
    #expect(throws: GSLError.self) {
      _ = try GSLFixedStepper(kind: .msbdf, dimension: 2, rightHandSide: TestSystems.harmonicOscillator)
    }
    #expect(!GSLStepperKind.msbdf.supportsFixedStepping)
  }

  @Test func wrongStateLengthAndZeroStepAreThrownNotCrashes() throws {
    let stepper = try GSLFixedStepper(dimension: 2, rightHandSide: TestSystems.harmonicOscillator)
    var short = [1.0]
    #expect(throws: GSLError.dimensionMismatch(expected: 2, actual: 1)) {
      try stepper.step(from: 0, by: 0.1, state: &short)
    }
    var state = [1.0, 0.0]
    #expect(throws: GSLError.self) { try stepper.step(from: 0, by: 0, state: &state) }
    #expect(throws: GSLError.self) { try stepper.integrate(from: 0, to: 1, steps: 0, state: &state) }
    #expect(throws: GSLError.self) {
      _ = try GSLFixedStepper(dimension: 0, rightHandSide: TestSystems.harmonicOscillator)
    }
  }
}
