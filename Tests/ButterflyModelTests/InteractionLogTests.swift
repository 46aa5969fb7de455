import ButterflyPhysics
import Testing

@testable import ButterflyModel

/// Taps, flicks, spins and refusals become one `.debug` event each in the `interaction` category.
@Suite struct InteractionLogTests {
  @Test(arguments: [
    (ButterflyInteractionRecord.activated(endPoint: PlanarVector(x: 3, y: -8), velocity: nil), "tap at (3, -8) pt"),
    (
      .activated(endPoint: PlanarVector(x: 0.25, y: -12), velocity: PlanarVector(x: 0, y: -900.04)),
      "flick at (0.3, -12) pt, v (0, -900) pt/s"
    ),
    (.refused(.disabled), "refused: disabled"), (.refused(.cancelled), "refused: cancelled"),
    (.refused(.bindingRefused), "refused: bindingRefused"), (.spinBegan(towards: true), "spin began towards on"),
    (.spinLanded(on: false), "spin landed on off"),
  ])
  func eachRecordIsOneDebugEventInTheInteractionCategory(record: ButterflyInteractionRecord, message: String) {
    let event = ButterflyLogEvent.interaction(record)
    #expect(event.level == .debug && event.category == .interaction)
    #expect(event.message == message)
  }

  @Test func classifiedOutcomesBecomeActivationsOrRefusalsAndPassThroughIsNotLogged() {
    let tap = InteractionOutcome.activate(endPoint: .zero, velocity: nil)
    #expect(ButterflyLogEvent.record(for: tap, isEnabled: true) == .activated(endPoint: .zero, velocity: nil))
    #expect(ButterflyLogEvent.record(for: tap, isEnabled: false) == .refused(.disabled))
    #expect(ButterflyLogEvent.record(for: .cancel, isEnabled: true) == .refused(.cancelled))
    #expect(ButterflyLogEvent.record(for: .passThrough, isEnabled: true) == nil)
  }

  @Test func repeatedInteractionsAreEachLoggedNotFilteredAway() {
    // The filter is for configuration warnings; interaction events bypass it by design, and two
    // equal taps are equal events, which the filter would drop.
    let event = ButterflyLogEvent.interaction(.refused(.cancelled))
    var filter = ButterflyLogFilter()
    #expect(filter.pass([event, event]).count == 1)
  }

  /// Through the driver: a tap logs the tap and the spin's beginning; its landing logs the landing;
  /// a binding that keeps the old value logs the refusal; a disabled tap logs the refusal alone.
  @Test func theDriversAnswersBecomeOneRecordPerEvent() throws {
    let layout = ButterflyLayout(configuration: ButterflyConfiguration())
    var driver = ControlDriver(isOn: false, layout: layout, platform: .iOS)
    let tap = PointerInteraction(startPoint: PlanarVector(x: 0, y: -10), endPoint: PlanarVector(x: 0, y: -10))
    func records(_ input: ControlInput, at time: Double) -> [ButterflyInteractionRecord] {
      driver.handle(input, at: time).interactionRecords(
        answering: input, isEnabled: driver.isEnabled, towards: driver.isOn)
    }
    #expect(
      records(.pointerEnded(tap), at: 0) == [
        .activated(endPoint: tap.endPoint, velocity: nil), .spinBegan(towards: true),
      ])
    let end = try #require(driver.motionEnd)
    #expect(records(.tick, at: end) == [.spinLanded(on: true)])
    let deadline = try #require(driver.bindingDeadline)
    #expect(records(.bindingHolds(false), at: deadline).first == .refused(.bindingRefused))
    var disabled = ControlDriver(isOn: false, layout: layout, platform: .iOS)
    disabled.isEnabled = false
    let input = ControlInput.pointerEnded(tap)
    #expect(
      disabled.handle(input, at: 0).interactionRecords(answering: input, isEnabled: false, towards: false) == [
        .refused(.disabled)
      ])
    #expect(records(.pointerMoved(tap), at: 20).isEmpty)
  }
}
