import ButterflyModel
import Testing

/// Each distinct event is logged once, however often a control with the same configuration appears.
@Suite struct LogFilterTests {
  static func event(_ n: Int) -> ButterflyLogEvent {
    ButterflyLogEvent(level: .notice, category: .layout, message: "Dynamic Type clamp \(n)")
  }

  @Test func aRowScrollingBackIntoViewLogsNothingNew() {
    var filter = ButterflyLogFilter()
    let events = [Self.event(1), Self.event(2), Self.event(1)]
    #expect(filter.pass(events) == [Self.event(1), Self.event(2)])
    for _ in 0..<10 { #expect(filter.pass(events).isEmpty) }
    #expect(filter.pass([Self.event(3), Self.event(1)]) == [Self.event(3)])
  }

  @Test func theMemoryIsBounded() {
    var filter = ButterflyLogFilter()
    for n in 0..<(3 * ButterflyLogFilter.capacity) { #expect(filter.pass([Self.event(n)]).count == 1) }
    #expect(filter.seen.count <= ButterflyLogFilter.capacity)
  }
}
