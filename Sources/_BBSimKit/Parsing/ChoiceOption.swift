import ArgumentParser
import ButterflyPhysics

/// An option that takes one of a setting's named values: its spelling and the setting's definition.
public protocol ChoiceOption: Sendable {
  /// The values' type.
  associatedtype Value: Hashable & Sendable
  /// The option's spelling, e.g. `--axle`.
  static var name: String { get }
  /// The setting's one definition (names, default).
  static var setting: ChoiceSetting<Value> { get }
  /// What the help adds after the names, or empty.
  static var note: String { get }
}

extension ChoiceOption {
  /// No note.
  public static var note: String { "" }

  /// The help: summary and names (ArgumentParser adds the default).
  public static var help: ArgumentHelp { help(list: false) }

  static func help(list: Bool) -> ArgumentHelp {
    let summary = setting.summary.prefix(1).uppercased() + setting.summary.dropFirst()
    let names = list ? "comma-separated list of \(setting.namesText)" : setting.namesText
    return ArgumentHelp("\(summary): \(names).\(note.isEmpty ? "" : " " + note)", valueName: "name")
  }

  /// Looks up one name (surrounding spaces and tabs ignored).
  static func value(named text: some StringProtocol) -> Value? { setting.value(named: text.trimmingWhitespace()) }
}

/// One of a setting's named values, looked up as it is parsed.
public struct Choice<Option: ChoiceOption>: ExpressibleByArgument, Hashable, Sendable {
  /// The value.
  public let value: Option.Value

  /// A known value (defaults, tests).
  public init(_ value: Option.Value) { self.value = value }

  /// The setting's default.
  public static var standard: Self { Self(Option.setting.defaultValue) }

  /// Parses one name.
  public init?(argument: String) {
    guard let value = Option.value(named: argument) else {
      OptionRefusal.record(
        UsageError(option: Option.name, value: argument, accepted: "one of " + Option.setting.namesText))
      return nil
    }
    self.value = value
  }

  /// The value's name, for "(default: …)".
  public var defaultValueDescription: String { Option.setting.name(of: value) }

  /// Completion offers every name.
  public static var defaultCompletionKind: CompletionKind { .list(Option.setting.choices.map(\.name)) }
}

/// A comma-separated list of a setting's named values.
public struct Choices<Option: ChoiceOption>: ExpressibleByArgument, Hashable, Sendable {
  /// The values, in the order given.
  public let values: [Option.Value]

  /// Known values (defaults, tests).
  public init(_ values: [Option.Value]) { self.values = values }

  /// Every value of the setting, in its order.
  public static var all: Self { Self(Option.setting.choices.map(\.value)) }

  /// The help: summary and names (ArgumentParser adds the default).
  public static var help: ArgumentHelp { Option.help(list: true) }

  /// Parses a comma-separated list; every entry must be a name.
  public init?(argument: String) {
    var values: [Option.Value] = []
    for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
      guard let value = Option.value(named: part) else {
        OptionRefusal.record(
          UsageError(
            option: Option.name, value: argument,
            accepted: "a comma-separated list of " + Option.setting.namesText))
        return nil
      }
      values.append(value)
    }
    self.values = values
  }

  /// The names joined by commas, for "(default: …)".
  public var defaultValueDescription: String { values.map(Option.setting.name(of:)).joined(separator: ",") }
}
