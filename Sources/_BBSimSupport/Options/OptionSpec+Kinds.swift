import ArgumentParser
import ButterflyPhysics

// The kinds of option `bbsim` has: each writes its help and its refusal from one definition (a setting,
// a range, a unit), so every option of a kind reads the same.

extension OptionSpec where Value == Double {
  /// One number of a setting: its unit, default, accepted range and clamping make the help and the
  /// refusal (`--side: '-60' is not accepted; expected a number (pt), finite, > 0`).
  /// - Parameters:
  ///   - flag: The spelling.
  ///   - setting: The setting's one definition.
  ///   - note: What the help adds (a work bound, how a default is computed), or empty.
  package static func number(_ flag: String, _ setting: NumericSetting, note: String = "") -> Self {
    let accepted = "a number (\(setting.unit)), \(setting.accepted.text)"
    return Self(
      flag, summary: setting.help(values: "", note: note), standard: setting.defaultValue,
      describe: NumberFormat.compact.text
    ) { text throws(UsageError) in
      guard let value = Double(text.trimmingWhitespace()), setting.accepts(value) else {
        throw UsageError(option: flag, value: text, accepted: accepted)
      }
      return value
    }
  }
}

extension OptionSpec where Value == [Double] {
  /// Several numbers of a setting, written as a RANGE (``NumberRange``); every value is checked.
  /// - Parameters:
  ///   - flag: The spelling.
  ///   - setting: The setting's one definition.
  ///   - note: What the help adds, or empty.
  package static func numbers(_ flag: String, _ setting: NumericSetting, note: String = "") -> Self {
    Self(
      flag, summary: setting.help(values: "RANGE", note: note),
      describe: { $0.map(NumberFormat.compact.text).joined(separator: ",") },
      parse: { text throws(UsageError) in
        guard let values = NumberRange.values(text, accepting: setting) else {
          throw UsageError(option: flag, value: text, accepted: NumberRange.accepted(setting))
        }
        return values
      })
  }
}

extension OptionSpec where Value: Hashable {
  /// One of a setting's named values.
  /// - Parameters:
  ///   - flag: The spelling.
  ///   - setting: The setting's one definition (names, default).
  ///   - note: What the help adds after the names, or empty.
  package static func choice(_ flag: String, _ setting: ChoiceSetting<Value>, note: String = "") -> Self {
    Self(
      flag, summary: setting.help(list: false, note: note), unconditional: false, standard: setting.defaultValue,
      completions: setting.choices.map(\.name), describe: { setting.name(of: $0) },
      parse: { text throws(UsageError) in
        guard let value = setting.value(named: text.trimmingWhitespace()) else {
          throw UsageError(option: flag, value: text, accepted: "one of " + setting.namesText)
        }
        return value
      })
  }

  /// A comma-separated list of a setting's named values, in the order given.
  /// - Parameters:
  ///   - flag: The spelling.
  ///   - setting: The setting's one definition.
  ///   - note: What the help adds after the names, or empty.
  package static func choices(
    _ flag: String, _ setting: ChoiceSetting<Value>, note: String = ""
  ) -> OptionSpec<[Value]> {
    OptionSpec<[Value]>(
      flag, summary: setting.help(list: true, note: note), unconditional: false,
      describe: { $0.map(setting.name(of:)).joined(separator: ",") },
      parse: { text throws(UsageError) in
        var values: [Value] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
          guard let value = setting.value(named: part.trimmingWhitespace()) else {
            throw UsageError(option: flag, value: text, accepted: "a comma-separated list of " + setting.namesText)
          }
          values.append(value)
        }
        return values
      })
  }
}

extension OptionSpec where Value == Int {
  /// A whole number (a count of threads, frames, samples…) within `range`.
  /// - Parameters:
  ///   - flag: The spelling.
  ///   - summary: What it counts, e.g. `worker threads`.
  ///   - range: The accepted values.
  ///   - note: What the help adds, or empty.
  ///   - unconditional: Whether a value starting with `-` is still the value.
  package static func count(
    _ flag: String, _ summary: String, _ range: ClosedRange<Int>, note: String = "", unconditional: Bool = true
  ) -> Self {
    let accepted = "a whole number in [\(range.lowerBound), \(range.upperBound)]"
    let text = "\(summary.capitalizingFirst), \(accepted).\(note.isEmpty ? "" : " " + note)"
    return Self(
      flag, summary: ArgumentHelp(text, valueName: "n"), unconditional: unconditional, describe: { String($0) },
      parse: { text throws(UsageError) in
        guard let value = Int(text.trimmingWhitespace()), range.contains(value) else {
          throw UsageError(option: flag, value: text, accepted: accepted)
        }
        return value
      })
  }
}

extension OptionSpec where Value == PlanarVector {
  /// A vector `X,Y` in screen coordinates (y down), both components finite.
  /// - Parameters:
  ///   - flag: The spelling.
  ///   - summary: What the vector is, e.g. `flick release velocity VX,VY`.
  ///   - unit: The unit of both components.
  ///   - note: What the help adds (the default, …).
  package static func vector(_ flag: String, _ summary: String, unit: String, note: String) -> Self {
    let accepted = "X,Y: two finite numbers (\(unit)) separated by a comma"
    return Self(
      flag,
      summary: ArgumentHelp(
        "\(summary.capitalizingFirst) in \(unit) (screen coordinates, y down), each finite. \(note)", valueName: "x,y"),
      describe: { "\(NumberFormat.compact.text($0.x)),\(NumberFormat.compact.text($0.y))" },
      parse: { text throws(UsageError) in
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0].trimmingWhitespace()),
          let y = Double(parts[1].trimmingWhitespace()), x.isFinite, y.isFinite
        else { throw UsageError(option: flag, value: text, accepted: accepted) }
        return PlanarVector(x: x, y: y)
      })
  }
}

extension OptionSpec where Value == OutputPath {
  /// Where an output goes: a file path used as given, or `-` for standard output; empty is refused.
  /// - Parameters:
  ///   - flag: The spelling.
  ///   - help: The help.
  ///   - path: The default, or `nil` for none.
  package static func output(_ flag: String, _ help: String, default path: String? = nil) -> Self {
    Self(
      flag, summary: ArgumentHelp(help), unconditional: false, standard: path.map { OutputPath(flag, $0) },
      describe: \.path
    ) { text throws(UsageError) in
      guard !text.isEmpty else { throw UsageError(option: flag, value: text, accepted: OutputPath.accepted) }
      return OutputPath(flag, text)
    }
  }
}

extension NumericSetting {
  /// The help of an option for one number (`values` empty) or a list (`values` e.g. `RANGE`, each value
  /// …): summary, unit, accepted range, clamping and note, all from the definition.
  package func help(values: String, note: String) -> ArgumentHelp {
    let unitPhrase = unit == "dimensionless" ? ", dimensionless" : " in \(unit)"
    let clamp = clampText.isEmpty ? "" : " (\(clampText), with a note)"
    let each = values.isEmpty ? "" : "\(values), each "
    let text =
      "\(summary.capitalizingFirst)\(unitPhrase), \(each)\(accepted.text)\(clamp).\(note.isEmpty ? "" : " " + note)"
    let placeholder = unit == "dimensionless" || unit.contains(" ") ? "number" : unit
    return ArgumentHelp(text, valueName: values.isEmpty ? placeholder : values.lowercased())
  }
}

extension ChoiceSetting {
  /// The help of an option for one name or a comma-separated list: summary, names and note.
  package func help(list: Bool, note: String) -> ArgumentHelp {
    let names = list ? "comma-separated list of \(namesText)" : namesText
    return ArgumentHelp("\(summary.capitalizingFirst): \(names).\(note.isEmpty ? "" : " " + note)", valueName: "name")
  }
}

extension StringProtocol {
  /// The text with its first character upper-cased.
  package var capitalizingFirst: String { prefix(1).uppercased() + dropFirst() }
}
