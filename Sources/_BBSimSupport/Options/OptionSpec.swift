import ArgumentParser

/// One `bbsim` option: its spelling, its help, its default and how its text becomes a value — written
/// once and handed to ArgumentParser as `@Option(.side) var side: Double`.
///
/// The value is parsed by a throwing `transform:` (ArgumentParser's own idiom for checked values): a
/// refused text throws a ``ValueRefusal`` stating the accepted range, which ArgumentParser prints after
/// its own `The value '…' is invalid for '--side <pt>': ` as the one line of a usage error (exit 64). The help is the option's summary with the default
/// written as ArgumentParser writes it, `(default: …)`.
///
/// Adding an option: add a `static var` to the extension of its value type (`Options/*OptionSpecs.swift`,
/// e.g. `static var side: OptionSpec<Double> { .number("--side", ButterflySettings.sideLength) }`) and one
/// line to the command, `@Option(.side) var side: Double` (or `Double?` when it has no default, or
/// `= value` for a default other than the option's).
package struct OptionSpec<Value: Sendable>: Sendable {
  /// The option's spelling with its dashes, e.g. `--side` (a positional argument's name has none).
  package let flag: String
  /// The help before `(default: …)`, and the value's placeholder in usage lines.
  let summary: ArgumentHelp
  /// Whether the next argument is its value even when it starts with `-` (negative numbers).
  let unconditional: Bool
  /// The value when the command gives none, or `nil` for an option without one.
  let standard: Value?
  /// The names a shell completes, for choices.
  let completions: [String]?
  /// The value's text in `(default: …)`.
  let describe: @Sendable (Value) -> String
  /// Parses and checks one argument.
  let parseText: @Sendable (String) throws(UsageError) -> Value

  /// Creates a spec.
  /// - Parameters:
  ///   - flag: The spelling, e.g. `--side`.
  ///   - summary: The help text and the value's placeholder.
  ///   - unconditional: Whether a value starting with `-` is still the value (default true).
  ///   - standard: The default, or `nil`.
  ///   - completions: Names a shell completes, or `nil`.
  ///   - describe: The default's text in the help.
  ///   - parse: Parses and checks one argument, throwing the refusal.
  package init(
    _ flag: String, summary: ArgumentHelp, unconditional: Bool = true, standard: Value? = nil,
    completions: [String]? = nil, describe: @escaping @Sendable (Value) -> String,
    parse: @escaping @Sendable (String) throws(UsageError) -> Value
  ) {
    self.flag = flag
    self.summary = summary
    self.unconditional = unconditional
    self.standard = standard
    self.completions = completions
    self.describe = describe
    parseText = parse
  }

  /// Parses and checks one argument.
  /// - Throws: ``UsageError`` naming the option and the accepted range.
  package func parse(_ text: String) throws(UsageError) -> Value { try parseText(text) }

  /// The spelling ArgumentParser matches.
  var name: NameSpecification { .customLong(String(flag.drop { $0 == "-" })) }

  /// The help, with `(default: …)` when there is a default.
  func help(default value: Value?) -> ArgumentHelp {
    var help = summary
    if let value { help.abstract += " (default: \(describe(value)))" }
    return help
  }

  /// The transform ArgumentParser calls: a refusal becomes a ``ValueRefusal``, printed after
  /// ArgumentParser's `The value '…' is invalid for '--side <pt>': `.
  var transform: @Sendable (String) throws -> Value {
    { [parseText] text in
      do throws(UsageError) {
        return try parseText(text)
      } catch {
        throw ValueRefusal(error)
      }
    }
  }

  /// The parsing strategy of a single value.
  var parsing: SingleValueParsingStrategy { unconditional ? .unconditional : .next }

  /// Shell completion.
  var completion: CompletionKind? { completions.map { .list($0) } }
}

extension Option where Value: Sendable {
  /// An option with its spec's default (or none: then the option is required).
  /// - Parameter spec: The option.
  package init(_ spec: OptionSpec<Value>) {
    if let standard = spec.standard {
      self.init(wrappedValue: standard, spec)
    } else {
      self.init(
        name: spec.name, parsing: spec.parsing, help: spec.help(default: nil), completion: spec.completion,
        transform: spec.transform)
    }
  }

  /// An option with a default of the command's own.
  /// - Parameters:
  ///   - wrappedValue: The default.
  ///   - spec: The option.
  package init(wrappedValue: Value, _ spec: OptionSpec<Value>) {
    self.init(
      wrappedValue: wrappedValue, name: spec.name, parsing: spec.parsing, help: spec.help(default: wrappedValue),
      completion: spec.completion, transform: spec.transform)
  }

  /// An option without a default: `nil` when not given.
  /// - Parameter spec: The option.
  package init<Wrapped: Sendable>(_ spec: OptionSpec<Wrapped>) where Value == Wrapped? {
    self.init(
      name: spec.name, parsing: spec.parsing, help: spec.help(default: nil), completion: spec.completion,
      transform: spec.transform)
  }

  /// An option whose default is shown in the help but that is `nil` when not given, so a command can
  /// tell a value given from the default (`--tap-speed` with `--tuning` is refused, its default is not).
  /// - Parameters:
  ///   - spec: The option.
  ///   - shown: The default the command uses, or `nil` for the spec's.
  package init<Wrapped: Sendable>(telling spec: OptionSpec<Wrapped>, default shown: Wrapped? = nil)
  where Value == Wrapped? {
    self.init(
      name: spec.name, parsing: spec.parsing, help: spec.help(default: shown ?? spec.standard),
      completion: spec.completion, transform: spec.transform)
  }
}

extension Argument where Value: Sendable {
  /// A positional argument with its spec's default.
  /// - Parameter spec: The argument (its flag is its name, without dashes).
  package init(_ spec: OptionSpec<Value>) {
    if let standard = spec.standard {
      self.init(
        wrappedValue: standard, help: spec.help(default: standard), completion: spec.completion,
        transform: spec.transform)
    } else {
      self.init(help: spec.help(default: nil), completion: spec.completion, transform: spec.transform)
    }
  }
}
