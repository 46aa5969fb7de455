import ButterflyPhysics
import Testing

/// Properties of evaluating a planned curve: frame-rate independence, exact starts and landings, and
/// never a NaN whatever the input.
@Suite struct SpinCurveTests {
  static let planner = SpinPlanner(decelerationDuration: 1.5)
  static let interrupted: SpinTrajectory = {
    let tap = SpinGesture.tap(endPoint: PlanarVector(x: 0, y: -8))
    return planner.interrupt(planner.plan(tap, from: .bottom), with: tap, at: 0.4)
  }()

  @Test func samplingAtAnyFrameRateGivesIdenticalValuesAtSharedTimes() {
    let trajectory = Self.interrupted
    let at60 = trajectory.samples(rate: 60, until: 2)
    let at120 = trajectory.samples(rate: 120, until: 2)
    for (index, sample) in at60.enumerated() {
      #expect(sample == at120[2 * index], "t = \(sample.time)")
    }
    // Irregular times, in scrambled order, agree exactly with the regular grid.
    let irregular = [1.25, 0.5, 1.0 / 3, 0.75, 0.0, 1.9, 0.5]
    for time in irregular {
      let fresh = trajectory.state(at: time)
      #expect(fresh == trajectory.state(at: time))
      if let grid = at120.first(where: { $0.time == time }) {
        #expect(grid.angle == fresh.angle && grid.angularVelocity == fresh.angularVelocity)
      }
    }
  }

  @Test func velocityStartsAtTheClampedInitialSpeedExactly() {
    let trajectory = Self.planner.plan(
      .flick(velocity: PlanarVector(x: 0, y: 500), endPoint: PlanarVector(x: 0, y: 10)), from: .top)
    let segment = trajectory.firstSegment
    #expect(trajectory.state(at: 0).angularVelocity == segment.direction.sign * segment.initialSpeed)
    #expect(trajectory.state(at: 0).angle == 0)
  }

  @Test func deadLandingIsExactAndHeldForever() {
    // Without the landing spring (bounce 0) the braking stops exactly on the face; the spring's landing
    // settles towards it (LandingSpringTests).
    let planner = SpinPlanner(decelerationDuration: 1.5, tuning: SpinTuning(landingBounce: 0))
    let tap = SpinGesture.tap(endPoint: PlanarVector(x: 0, y: -8))
    let trajectory = planner.interrupt(planner.plan(tap, from: .bottom), with: tap, at: 0.4)
    for time in [trajectory.endTime, trajectory.endTime + 1, 1e9, .infinity] {
      let state = trajectory.state(at: time)
      #expect(state.angle == trajectory.landingAngle)
      #expect(state.angularVelocity == 0)
    }
    // Two activations: the medallion lands back on its starting face, an even number of half-turns.
    #expect(trajectory.landingFace == .bottom)
    #expect((trajectory.landingAngle / .pi).rounded().truncatingRemainder(dividingBy: 2) == 0)
  }

  @Test(arguments: [Double.nan, -.infinity, -1, 0, 0.02, 61, 1e19, .greatestFiniteMagnitude, .infinity])
  func invalidDurationsFallBackAndAreReported(duration: Double) {
    let planner = SpinPlanner(decelerationDuration: duration)
    let expected = duration > 60 && duration.isFinite ? 60 : duration > 0 && duration.isFinite ? 0.1 : 2
    #expect(planner.decelerationDuration == expected)
    // At D = 0.1 s the default landing spring cannot settle within D/4 and is left out, and said so.
    let spring = expected == 0.1 ? ["landingBounce"] : []
    #expect(planner.adjustments.map(\.parameter) == ["spinDecelerationDuration"] + spring)
  }

  @Test func nonFiniteGesturesNeverProduceNaN() {
    let gestures: [SpinGesture] = [
      .flick(velocity: PlanarVector(x: .nan, y: 1), endPoint: .zero),
      .flick(velocity: PlanarVector(x: .infinity, y: 1), endPoint: PlanarVector(x: 3, y: 3)),
      .tap(endPoint: PlanarVector(x: .nan, y: .nan)),
      .flick(velocity: PlanarVector(x: 1e308, y: -1e308), endPoint: PlanarVector(x: 1e308, y: 0)),
    ]
    for gesture in gestures {
      let trajectory = Self.planner.plan(gesture, from: .top)
      for time in stride(from: -1.0, through: 3, by: 0.01) {
        let state = trajectory.state(at: time)
        #expect(state.angle.isFinite && state.angularVelocity.isFinite && state.angularAcceleration.isFinite)
      }
      #expect(trajectory.state(at: .nan).angle == 0)
      #expect(trajectory.landingFace == .bottom)
    }
    #expect(!Self.planner.plan(gestures[0], from: .top).adjustments.isEmpty)
  }

  @Test func tapNeverSlowsASpinningMedallion() {
    let planner = SpinPlanner(decelerationDuration: 2)
    let flick = SpinGesture.flick(velocity: PlanarVector(x: 0, y: -3_000), endPoint: PlanarVector(x: 0, y: -10))
    let first = planner.plan(flick, from: .top)
    let before = abs(first.state(at: 0.2).angularVelocity)
    let after = planner.interrupt(first, with: .tap(endPoint: PlanarVector(x: 0, y: -10)), at: 0.2)
    #expect(abs(after.state(at: 0.2).angularVelocity) >= before)
  }

  @Test(arguments: [15.0, 30, 60])
  func longDurationsKeepTheContract(duration: Double) {
    let planner = SpinPlanner(decelerationDuration: duration)
    let gestures: [SpinGesture] = [
      .tap(endPoint: PlanarVector(x: 0, y: -10)),
      .flick(velocity: PlanarVector(x: 0, y: 5), endPoint: PlanarVector(x: 0, y: 10)),
      .flick(velocity: PlanarVector(x: 0, y: -50_000), endPoint: PlanarVector(x: 0, y: -10)),
    ]
    for gesture in gestures {
      let trajectory = planner.interrupt(planner.plan(gesture, from: .top), with: gesture, at: 0.3 * duration)
      let until = trajectory.finalSegment.startTime + 1.2 * duration
      let analysis = SpinAnalysis(
        samples: trajectory.samples(rate: 60, until: until), trajectory: trajectory, decelerationDuration: duration)
      #expect(analysis.passed, "D = \(duration), \(gesture): \(analysis.violations)")
    }
  }
}
