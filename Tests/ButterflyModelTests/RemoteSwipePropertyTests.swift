import ButterflyModel
import ButterflyPhysics
import PropertyBased
import Testing

/// The Siri Remote opt-in: by default every swipe moves focus; with `flicksAcrossAxle` a swipe
/// across the axle flicks (in the direction a finger flicked that way would spin) and focus still
/// leaves along the axle or by an edge click.
@Suite struct RemoteSwipePropertyTests {
  static func interpreter(_ axle: AxleOrientation, side: Double = 60) -> GestureInterpreter {
    GestureInterpreter(
      layout: ButterflyLayout(configuration: ButterflyConfiguration(sideLength: side, axleOrientation: axle)))
  }

  @Test func byDefaultEverySwipeMovesFocusAndNoneFlicks() async {
    await propertyCheck(input: Gen<AxleOrientation>.case, Gen<RemoteDirection>.case, Gen.double(in: 44...300)) {
      axle, direction, side in
      let g = Self.interpreter(axle, side: side)
      #expect(g.classify(remoteSwipe: direction, behavior: .movesFocus) == .passThrough)
      #expect(g.focusMayLeave(towards: direction, isEdgeClick: false, behavior: .movesFocus))
    }
  }

  @Test func withTheOptInASwipeAcrossTheAxleFlicksInItsOwnDirectionAndKeepsFocus() async {
    await propertyCheck(input: Gen<AxleOrientation>.case, Gen<RemoteDirection>.case, Gen.double(in: 44...300)) {
      axle, direction, side in
      let g = Self.interpreter(axle, side: side)
      let outcome = g.classify(remoteSwipe: direction, behavior: .flicksAcrossAxle)
      guard g.isAcrossAxle(direction) else {
        #expect(outcome == .passThrough)
        #expect(g.focusMayLeave(towards: direction, isEdgeClick: false, behavior: .flicksAcrossAxle))
        return
      }
      guard case .flick(let velocity, let end)? = outcome.spinGesture else {
        Issue.record("\(axle) \(direction): \(outcome)")
        return
      }
      #expect(g.target.contains(end))
      #expect(velocity.length >= g.flickSpeedThreshold)
      #expect(abs(velocity.dot(axle.normal)) > 0)
      // Like a finger flicked that way and released before the axle: the half the swipe comes from
      // turns the way the swipe goes (a swipe against the normal starts in the top half: top→bottom).
      let planner = ButterflyLayout(configuration: ButterflyConfiguration(sideLength: side, axleOrientation: axle))
        .spinPlanner
      let expected: SpinDirection = direction.unit.dot(axle.normal) < 0 ? .topToBottom : .bottomToTop
      #expect(planner.direction(of: .flick(velocity: velocity, endPoint: end)) == expected)
      #expect(!g.focusMayLeave(towards: direction, isEdgeClick: false, behavior: .flicksAcrossAxle))
    }
  }

  @Test(arguments: AxleOrientation.allCases)
  func focusAlwaysLeavesByAnEdgeClickAndAlongTheAxle(axle: AxleOrientation) {
    let g = Self.interpreter(axle)
    for direction in RemoteDirection.allCases {
      #expect(g.focusMayLeave(towards: direction, isEdgeClick: true, behavior: .flicksAcrossAxle))
    }
    // Exactly one axis of the remote flicks; the other still moves focus.
    let flicking = RemoteDirection.allCases.filter(g.isAcrossAxle)
    #expect(flicking.count == 2)
    #expect(Set(flicking) == [.up, .down] || Set(flicking) == [.left, .right])
  }

  @Test(arguments: [
    (AxleOrientation.horizontal, RemoteDirection.down, SpinDirection.topToBottom),
    (.horizontal, .up, .bottomToTop), (.vertical, .left, .topToBottom), (.vertical, .right, .bottomToTop),
  ])
  func aSwipeDownAcrossAHorizontalAxleSpinsTopToBottom(
    axle: AxleOrientation, direction: RemoteDirection, spin: SpinDirection
  ) throws {
    let g = Self.interpreter(axle)
    let gesture = try #require(g.classify(remoteSwipe: direction, behavior: .flicksAcrossAxle).spinGesture)
    let planner = ButterflyLayout(configuration: ButterflyConfiguration(axleOrientation: axle)).spinPlanner
    #expect(planner.direction(of: gesture) == spin)
  }
}
