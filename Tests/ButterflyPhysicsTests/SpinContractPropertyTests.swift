import ButterflyPhysics
import PropertyBased
import Testing
import _ButterflyShims

/// The spin contract (ButterflyPhysics.docc/TheSpinContract.md) as properties over random gestures.
@Suite struct SpinContractPropertyTests {
  /// Gestures per property: at least 10,000 per run, more with `BB_PROPERTY_CASES=N` for a longer hunt.
  static let cases = max(10_000, getenv("BB_PROPERTY_CASES").flatMap { Int(String(cString: $0)) } ?? 0)
  /// Display rate the curves are sampled at (Hz): ProMotion's 120 Hz, finer than the 60 Hz reference.
  static let rate = 120.0

  @Test func everyGestureMeetsTheSpinContract() async {
    await propertyCheck(count: Self.cases, input: SpinCase.generator()) { spin in
      let trajectory = spin.trajectory
      let duration = spin.planner.decelerationDuration
      let samples = trajectory.samples(rate: Self.rate, until: 1.5 * duration + 0.2)
      let analysis = SpinAnalysis(samples: samples, trajectory: trajectory, decelerationDuration: duration)
      #expect(
        analysis.violations.isEmpty, "\(spin): \(analysis.violations), rest \(String(describing: analysis.restTime))")
    }
  }

  @Test func everyGestureLandsOnTheOppositeFace() async {
    await propertyCheck(count: Self.cases, input: SpinCase.generator()) { spin in
      let trajectory = spin.trajectory
      #expect(trajectory.landingFace == spin.startFace.opposite, "\(spin)")
      #expect(trajectory.visibleFace(at: trajectory.endTime + 1) == spin.startFace.opposite, "\(spin)")
    }
  }

  @Test func directionFollowsTheHalfTheGestureEndedIn() async {
    await propertyCheck(count: Self.cases, input: SpinCase.generator()) { spin in
      let planner = spin.planner
      let direction = planner.direction(of: spin.gesture)
      let distance = spin.axle.signedDistance(of: spin.endPoint)
      if distance > 0 {
        #expect(direction == .topToBottom, "\(spin)")
      } else if distance < 0 {
        #expect(direction == .bottomToTop, "\(spin)")
      } else if spin.speed == nil {
        #expect(direction == .topToBottom, "a tap on the axle spins top to bottom: \(spin)")
      }
      #expect(spin.trajectory.firstSegment.direction == direction, "\(spin)")
    }
  }

  @Test func initialSpeedIsTheClampedProjectedFlickSpeed() async {
    await propertyCheck(count: Self.cases, input: SpinCase.generator()) { spin in
      let planner = spin.planner
      let requested: Double
      if case .flick(let velocity, _) = spin.gesture {
        requested = abs(velocity.dot(spin.axle.normal)) / planner.medallionRadius
      } else {
        requested = planner.tuning.tapAngularSpeed
      }
      let expected = min(max(requested, planner.minimumAngularSpeed), planner.maximumAngularSpeed)
      let start = spin.trajectory.state(at: 0)
      #expect(abs(abs(start.angularVelocity) - expected) <= 1e-12 * expected, "\(spin)")
    }
  }

  @Test func interruptionsAreNeverLostAndKeepTheContract() async {
    await propertyCheck(count: Self.cases, input: SpinCase.generator(interruptions: 1...3)) { spin in
      let trajectory = spin.trajectory
      let duration = spin.planner.decelerationDuration
      let activations = trajectory.activationCount
      #expect(activations == spin.interruptions.count + 1, "\(spin)")
      let expected = activations % 2 == 1 ? spin.startFace.opposite : spin.startFace
      #expect(trajectory.landingFace == expected, "\(spin)")
      let until = trajectory.finalSegment.startTime + 1.5 * duration + 0.2
      let samples = trajectory.samples(rate: Self.rate, until: until)
      let analysis = SpinAnalysis(samples: samples, trajectory: trajectory, decelerationDuration: duration)
      #expect(
        analysis.violations.isEmpty, "\(spin): \(analysis.violations), rest \(String(describing: analysis.restTime))")
    }
  }
}
