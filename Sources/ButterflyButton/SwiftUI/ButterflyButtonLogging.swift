#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import os

  /// Where ButterflyButton sends the model's log events: `os.Logger` (unified logging).
  ///
  /// Every clamp, fallback and contrast warning the portable model reports (``ButterflyLogEvent``) is
  /// logged once per process (a row scrolling back into view logs nothing new) with subsystem ``subsystem`` and the event's category (`configuration`, `layout`,
  /// `palette`, `localization`). Taps, flicks, spins and refusals are logged once per event at
  /// `.debug` level in the `interaction` category. The default subsystem is ``defaultSubsystem``
  /// (`"dev.butterflybutton"`); an app can route the messages under its own subsystem by setting
  /// ``subsystem`` once at launch:
  ///
  /// ```swift
  /// ButterflyButtonLogging.subsystem = "com.example.MyApp"
  /// ```
  ///
  /// Messages contain no user data and are logged `.public`.
  public enum ButterflyButtonLogging {
    /// The subsystem used unless the app sets ``subsystem``: `"dev.butterflybutton"`.
    public static let defaultSubsystem = ButterflyLogEvent.defaultSubsystem

    /// The unified-logging subsystem for every ButterflyButton message. Defaults to
    /// ``defaultSubsystem``. Safe to read and set from any thread.
    public static var subsystem: String {
      get { storage.withLock { $0 } }
      set { storage.withLock { $0 = newValue } }
    }

    /// The lock-protected subsystem.
    private static let storage = OSAllocatedUnfairLock(initialState: defaultSubsystem)
    /// The events already logged (``ButterflyLogFilter``), shared by every control in the process.
    private static let filter = OSAllocatedUnfairLock(initialState: ButterflyLogFilter())

    /// Logs model events not logged before (each distinct event once, ``ButterflyLogFilter``), each
    /// at the `OSLogType` matching its level.
    /// - Parameter events: The events, in order.
    static func log(_ events: [ButterflyLogEvent]) {
      for event in filter.withLock({ $0.pass(events) }) {
        let logger = Logger(subsystem: subsystem, category: event.category.rawValue)
        switch event.level {
        case .debug: logger.debug("\(event.message, privacy: .public)")
        case .info: logger.info("\(event.message, privacy: .public)")
        case .notice: logger.notice("\(event.message, privacy: .public)")
        case .warning: logger.warning("\(event.message, privacy: .public)")
        case .error: logger.error("\(event.message, privacy: .public)")
        }
      }
    }

    /// Logs what a person did and what came of it — a tap, a flick, a spin beginning or landing, a
    /// refusal — once per event at `.debug` level in the `interaction` category
    /// (``ButterflyLogEvent/interaction(_:)``). Not filtered: every event is logged as it happens.
    /// Debug messages are not persisted by default; stream them with
    /// `log stream --level debug --predicate 'subsystem == "dev.butterflybutton"'`.
    /// - Parameter record: What happened.
    static func log(_ record: ButterflyInteractionRecord) {
      let event = ButterflyLogEvent.interaction(record)
      Logger(subsystem: subsystem, category: event.category.rawValue).debug("\(event.message, privacy: .public)")
    }

    /// Logs parameter adjustments made by the physics (spin planner) as configuration events.
    /// - Parameter adjustments: The adjustments.
    static func log(adjustments: [ParameterAdjustment]) {
      log(adjustments.map { ButterflyLogEvent(adjustment: $0, category: .configuration) })
    }
  }
#endif
