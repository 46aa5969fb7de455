import ButterflyPhysics
import Testing

@testable import ButterflyModel

/// What the control says and plays at each event, and the value VoiceOver hears during a spin.
@Suite struct ControlResponseTests {
  /// The state machine tests' tap above a horizontal axle.
  static let tap = SpinStateMachineTests.tapTop

  @Test(arguments: [false, true])
  func theValueIsTheNewStateFromTheActivationOn(startsOn: Bool) {
    var machine = SpinStateMachine(isOn: startsOn)
    let begin = machine.activate(Self.tap, at: 0, reduceMotion: false)
    #expect(machine.isOn == !startsOn, "VoiceOver hears the new value at once, the value the binding holds")
    #expect(begin.committedValue == !startsOn)
    #expect(machine.responseEvent(for: begin, userActivation: true) == .activation)
    let again = machine.activate(Self.tap, at: 0.5, reduceMotion: false)
    #expect(machine.isOn == startsOn, "a second activation is heard as the value it lands on")
    #expect(machine.responseEvent(for: again, userActivation: true) == .activation)
    let end = machine.finish(activation: again.activation, at: 9)
    #expect(machine.isOn == startsOn && machine.restingFace == MedallionFace(isOn: startsOn))
    #expect(machine.responseEvent(for: end, userActivation: false) == .landing)
  }

  @Test func aProgrammaticChangeReportsNoEvent() {
    var machine = SpinStateMachine(isOn: false)
    let change = machine.setIsOn(true, at: 0, reduceMotion: false)
    #expect(machine.responseEvent(for: change, userActivation: false) == nil)
    let end = machine.finish(activation: change.activation, at: 9)
    #expect(machine.responseEvent(for: end, userActivation: false) == nil)
  }

  @Test(arguments: ButterflyPlatform.allCases)
  func theNewValueIsAnnouncedAtActivationOnly(platform: ButterflyPlatform) {
    let value = ButterflyAccessibility(title: "Butterfly", isOn: true, platform: platform)
    for event in ButterflyControlEvent.allCases {
      let response = ButterflyControlResponse(event: event, value: value, hapticsEnabled: true, platform: platform)
      #expect(response.announcement == (event == .activation ? "true" : nil))
      #expect(response.announcementKind == (platform == .macOS ? .valueChanged : .announcement))
    }
  }

  @Test(arguments: ButterflyPlatform.allCases)
  func feedbackPairsWithTheActivationAndTheLandingWhereThePlatformPlaysIt(platform: ButterflyPlatform) {
    let value = ButterflyAccessibility(title: "", isOn: false, platform: platform)
    func feedback(_ event: ButterflyControlEvent, haptics: Bool = true) -> ButterflyFeedback? {
      ButterflyControlResponse(event: event, value: value, hapticsEnabled: haptics, platform: platform).feedback
    }
    let expected: [ButterflyPlatform: (ButterflyFeedback?, ButterflyFeedback?)] = [
      .iOS: (.lightImpact, .selection), .macOS: (nil, .alignment), .tvOS: (nil, nil), .visionOS: (nil, nil),
    ]
    #expect(feedback(.activation) == expected[platform]?.0)
    #expect(feedback(.landing) == expected[platform]?.1)
    #expect(feedback(.programmaticChange) == nil)
    #expect(ButterflyControlEvent.allCases.allSatisfy { feedback($0, haptics: false) == nil })
  }

  /// A press at `points` (pt from the mount centre) in a 60 pt control inside a vertical scroll view.
  static func events(_ points: [(Double, Double)], endsInside: Bool?) -> [ControlTouchEvent] {
    let interpreter = GestureInterpreter(layout: ButterflyLayout(configuration: ButterflyConfiguration()))
    var tracker = PressTracker()
    let start = PlanarVector(x: points[0].0, y: points[0].1)
    var events = points.compactMap { point in
      tracker.update(
        PointerInteraction(startPoint: start, endPoint: PlanarVector(x: point.0, y: point.1), scrollAxes: .vertical),
        interpreter: interpreter)
    }
    if let endsInside { events += [tracker.end(inside: endsInside)].compactMap { $0 } }
    if tracker.isTracking { #expect(tracker.isInside == events.last?.isHighlighted) }
    return events
  }

  @Test func aTapSendsTouchDownThenTouchUpInside() {
    #expect(Self.events([(0, 0), (1, 0)], endsInside: true) == [.touchDown, .touchUpInside])
  }

  @Test func leavingAndReturningSendsDragExitAndEnter() {
    let path = [(0.0, 0.0), (200, 0), (0, 1)]
    #expect(Self.events(path, endsInside: true) == [.touchDown, .touchDragExit, .touchDragEnter, .touchUpInside])
    #expect(Self.events(Array(path.prefix(2)), endsInside: false) == [.touchDown, .touchDragExit, .touchUpOutside])
  }

  @Test func aScrollTakingThePressSendsTouchCancelAndNothingAfter() {
    #expect(Self.events([(0, 0), (0, 20), (0, 25)], endsInside: true) == [.touchDown, .touchCancel])
  }

  @Test func aPressThatNeverShowedSendsNothing() {
    #expect(Self.events([(500, 500), (0, 0)], endsInside: true).isEmpty)
    var tracker = PressTracker()
    #expect(tracker.cancel() == nil && tracker.end(inside: true) == nil)
  }

  @Test func onlyAPressInsideIsHighlighted() {
    #expect(ControlTouchEvent.allCases.filter(\.isHighlighted) == [.touchDown, .touchDragEnter])
  }
}
