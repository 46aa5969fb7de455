import ButterflyPhysics
import Testing

/// A planner that remembers a landing capture (`SpinPlanner.remember`, as a sweep does for the speeds
/// it meets again) plans exactly what one solving it afresh plans, and stays equal to it.
@Suite struct LandingCaptureMemoryTests {
  /// Bounce 0.9 at response 0.3 s catches at about 2.3 rad/s, so these flicks (about 1.6–6 rad/s
  /// across the default 25.2 pt medallion) are caught at half their speed: a capture solved afresh.
  static let planner = SpinPlanner(
    decelerationDuration: 2, tuning: SpinTuning(landingBounce: 0.9, landingResponse: 0.3))

  static func flick(_ speed: Double) -> SpinGesture {
    .flick(velocity: PlanarVector(x: 0, y: speed), endPoint: PlanarVector(x: 0, y: 10))
  }

  @Test(arguments: [40.0, 100, 150])
  func rememberedCapturePlansTheSameSpinBitForBit(flickSpeed: Double) throws {
    let fresh = Self.planner.plan(Self.flick(flickSpeed), from: .top)
    let capture = try #require(fresh.firstSegment.landing?.motion)
    let spring = try #require(Self.planner.landingSpring)
    try #require(capture.speed != spring.captureSpeed, "the capture this test remembers is one solved afresh")
    var remembering = Self.planner
    remembering.remember(capture)
    #expect(remembering.landingSpring?.knownCaptures == [capture])
    #expect(remembering.landingSpring?.capture(atSpeed: capture.speed) == spring.capture(atSpeed: capture.speed))
    #expect(remembering.plan(Self.flick(flickSpeed), from: .top) == fresh)
  }

  @Test func rememberingKeepsEachSpeedOnceAndLeavesTheIdentity() throws {
    let spring = try #require(Self.planner.landingSpring)
    var remembering = Self.planner
    remembering.remember(spring.capture)  // the spring's own capture: already kept
    let slow = spring.capture(atSpeed: 0.5 * spring.captureSpeed)
    remembering.remember(slow)
    remembering.remember(slow)
    #expect(remembering.landingSpring?.knownCaptures == [slow])
    #expect(remembering == Self.planner)
    #expect(remembering.hashValue == Self.planner.hashValue)
  }

  /// Every capture a plan solved, the ones it tried and quartered past included, remembered: planning
  /// again solves none and gives the same spin, bit for bit.
  @Test(arguments: [0.3, 0.5, 1, 2])
  func rememberingEverySolvedCapturePlansAgainWithoutSolving(duration: Double) throws {
    var planner = SpinPlanner(decelerationDuration: duration, tuning: SpinTuning(landingBounce: 0.9))
    for speed in stride(from: 0.0, through: 400, by: 20) {
      let gesture = Self.flick(speed)
      let (fresh, solved) = planner.planSolving(gesture, from: .top)
      for capture in solved { planner.remember(capture) }
      let (again, none) = planner.planSolving(gesture, from: .top)
      #expect(none.isEmpty)
      #expect(again == fresh)
      #expect(planner.plan(gesture, from: .top) == fresh)
    }
  }
}
