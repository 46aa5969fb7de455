/// Lets each distinct log event through once, so that a warning about a configuration is logged when
/// it first shows up — not again every time a row with the same control scrolls into view.
///
/// ```
/// pass(events) = the events not seen before, in order, each once; they are remembered
/// ```
/// At most ``capacity`` distinct events are remembered; when more arrive the memory starts afresh
/// (so an app that keeps generating new configurations cannot grow it without bound, and a warning
/// may then be logged once more).
package struct ButterflyLogFilter: Hashable, Sendable {
  /// The most distinct events remembered.
  package static let capacity = 256

  /// The events already let through.
  package private(set) var seen: Set<ButterflyLogEvent> = []

  /// Creates a filter that has seen nothing.
  package init() {}

  /// The events not seen before, in order, each once; remembers them.
  /// - Parameter events: The events to log.
  /// - Returns: The ones to log now.
  package mutating func pass(_ events: [ButterflyLogEvent]) -> [ButterflyLogEvent] {
    var fresh: [ButterflyLogEvent] = []
    for event in events where !seen.contains(event) {
      if seen.count >= Self.capacity { seen.removeAll(keepingCapacity: true) }
      seen.insert(event)
      fresh.append(event)
    }
    return fresh
  }
}
