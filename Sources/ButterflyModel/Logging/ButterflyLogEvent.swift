import ButterflyPhysics

/// A message the model wants logged: a clamp, a fallback or a contrast warning.
///
/// The model never logs by itself; it returns these. The Apple layer sends each one to
/// `os.Logger(subsystem: ButterflyLogEvent.defaultSubsystem, category: event.category.rawValue)`
/// (the subsystem can be overridden by the app); `bbsim` writes them to stderr.
public struct ButterflyLogEvent: Hashable, Sendable, CustomStringConvertible {
  /// The unified-logging subsystem used unless the app configures another: `"dev.butterflybutton"`.
  public static let defaultSubsystem = "dev.butterflybutton"

  /// How serious the event is; maps one-to-one onto `OSLogType`-style levels.
  public enum Level: Int, Comparable, CaseIterable, Hashable, Sendable {
    /// Detail useful while debugging only.
    case debug
    /// A normal but noteworthy event.
    case info
    /// A value was adjusted to keep the control usable (a clamp).
    case notice
    /// Something the developer should fix (e.g. a user color that fails contrast).
    case warning
    /// An invalid value was replaced by a default (e.g. a zero deceleration duration).
    case error

    /// Orders levels from `debug` (least) to `error` (most severe).
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Which part of the model raised the event; used as the logger category.
  public enum Category: String, CaseIterable, Hashable, Sendable {
    /// Sizes, durations and flags.
    case configuration
    /// Frames, Dynamic Type scaling.
    case layout
    /// Colors and contrast.
    case palette
    /// String look-ups.
    case localization
    /// Taps, flicks, spins and refusals, one `.debug` event each (`ButterflyLogEvent.interaction(_:)`).
    case interaction
  }

  /// The severity.
  package var level: Level
  /// The subsystem area (logger category).
  package var category: Category
  /// A complete, human-readable sentence; contains no private user data.
  public var message: String

  /// Creates an event.
  /// - Parameters:
  ///   - level: The severity.
  ///   - category: The area of the model that raised it.
  ///   - message: The text to log.
  public init(level: Level, category: Category, message: String) {
    self.level = level
    self.category = category
    self.message = message
  }

  /// Wraps a clamp or fallback record.
  ///
  /// The level is `.error` when the requested value was invalid (not finite, or a zero/negative
  /// `spinDecelerationDuration`, which is logged as an error) and `.notice` for an ordinary
  /// range clamp.
  /// - Parameters:
  ///   - adjustment: What was asked and what is used.
  ///   - category: The area of the model that made the adjustment.
  public init(adjustment: ParameterAdjustment, category: Category = .configuration) {
    let invalid =
      !adjustment.requested.isFinite
      || (adjustment.parameter == "spinDecelerationDuration" && adjustment.requested <= 0)
    self.init(level: invalid ? .error : .notice, category: category, message: adjustment.description)
  }

  /// `"[<level>] <category>: <message>"`.
  public var description: String { "[\(level)] \(category.rawValue): \(message)" }
}
