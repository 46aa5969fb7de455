import ArgumentParser
import ButterflyPhysics

/// An option that takes numbers of one setting: its spelling and its definition (unit, default, accepted
/// range, clamping), from which its help and its refusals are written.
public protocol NumberOption: Sendable {
  /// The option's spelling, e.g. `--side`.
  static var name: String { get }
  /// The setting's one definition.
  static var setting: NumericSetting { get }
  /// What the help adds after the definition (a work bound, how a default is computed), or empty.
  static var note: String { get }
}

extension NumberOption {
  /// No note.
  public static var note: String { "" }

  /// The unit as the help reads it after the summary: ` in s`, or `, dimensionless`.
  static var unitPhrase: String {
    setting.unit == "dimensionless" ? ", dimensionless" : " in \(setting.unit)"
  }

  /// What one value may be, for refusals: `a number (s), finite, > 0`.
  public static var accepted: String { "a number (\(setting.unit)), \(setting.accepted.text)" }

  /// The help: summary, unit, accepted range, clamping and note, all from the definition.
  public static var help: ArgumentHelp { help(values: "") }

  /// The help for a single number (`values` empty) or a list (`values` e.g. `RANGE`, each value …).
  static func help(values: String) -> ArgumentHelp {
    let clamp = setting.clampText.isEmpty ? "" : " (\(setting.clampText), with a note)"
    let each = values.isEmpty ? "" : "\(values), each "
    let text =
      "\(setting.summary.prefix(1).uppercased() + setting.summary.dropFirst())\(unitPhrase), \(each)"
      + "\(setting.accepted.text)\(clamp).\(note.isEmpty ? "" : " " + note)"
    return ArgumentHelp(text, valueName: values.isEmpty ? valueName : values.lowercased())
  }

  /// The value placeholder in usage lines: the unit, or `number`.
  static var valueName: String {
    setting.unit == "dimensionless" || setting.unit.contains(" ") ? "number" : setting.unit
  }
}

/// One number of a setting, checked against the setting's accepted range as it is parsed.
///
/// Accepts Swift's `Double` syntax with surrounding spaces or tabs; refuses NaN, the infinities and
/// every value outside ``NumberOption/setting``'s accepted range, recording why (``OptionRefusal``).
public struct Quantity<Option: NumberOption>: ExpressibleByArgument, Hashable, Sendable {
  /// The number.
  public let value: Double

  /// A value known to be accepted (defaults, tests).
  public init(_ value: Double) { self.value = value }

  /// The setting's default.
  public static var standard: Self { Self(Option.setting.defaultValue) }

  /// Parses and checks one number.
  public init?(argument: String) {
    guard let value = Double(argument.trimmingWhitespace()), Option.setting.accepts(value) else {
      OptionRefusal.record(UsageError(option: Option.name, value: argument, accepted: Option.accepted))
      return nil
    }
    self.value = value
  }

  /// The shortest text of the value, for "(default: …)" in the help.
  public var defaultValueDescription: String { SettingInterval.number(value) }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  func trimmingWhitespace() -> String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
    return String(slice)
  }
}
