/// The one definition of a setting that takes one of a few named values (an axle, a placement, a face,
/// on/off): its name, the spelling of each value, and the default.
///
/// The names are the portable spellings tools use (`bbsim --axle diagonal-ltr`, the playground's JSON);
/// Swift code uses the values.
public struct ChoiceSetting<Value: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// One named value.
  public struct Choice: Hashable, Sendable {
    /// The spelling tools use.
    public var name: String
    /// The value it stands for.
    public var value: Value

    /// Creates a named value.
    public init(_ name: String, _ value: Value) {
      self.name = name
      self.value = value
    }
  }

  /// The parameter's public name (e.g. `axleOrientation`).
  public let name: String
  /// What the setting is, in a few words.
  public let summary: String
  /// Every accepted value, in the order tools list them.
  public let choices: [Choice]
  /// The value used when none is given.
  public let defaultValue: Value

  /// Creates a definition.
  /// - Parameters:
  ///   - name: Public parameter name.
  ///   - summary: A few words saying what it is.
  ///   - choices: The named values.
  ///   - defaultValue: The default; one of `choices`.
  public init(name: String, summary: String, choices: [Choice], defaultValue: Value) {
    self.name = name
    self.summary = summary
    self.choices = choices
    self.defaultValue = defaultValue
  }

  /// The value spelled `name`, or `nil` when no value has that name.
  @inlinable public func value(named name: String) -> Value? { choices.first { $0.name == name }?.value }

  /// The spelling of `value` (its first name).
  @inlinable public func name(of value: Value) -> String { choices.first { $0.value == value }?.name ?? "\(value)" }

  /// The names joined by `|`, e.g. `horizontal|vertical|diagonal-ltr|diagonal-rtl`.
  public var namesText: String { choices.map { $0.name }.joined(separator: "|") }

  /// One line, e.g. `axleOrientation: axle, one of horizontal|vertical|diagonal-ltr|diagonal-rtl; default horizontal`.
  public var description: String { "\(name): \(summary), one of \(namesText); default \(name(of: defaultValue))" }

  /// The definition with its values as names, for catalogues that list settings of every type.
  public var named: ChoiceSetting<String> {
    ChoiceSetting<String>(
      name: name, summary: summary, choices: choices.map { .init($0.name, $0.name) },
      defaultValue: name(of: defaultValue))
  }
}

/// A setting of any kind, for catalogues a tool enumerates (help texts, the playground's controls).
public enum SettingDefinition: Hashable, Sendable, CustomStringConvertible {
  /// A number with a unit, range and clamping.
  case number(NumericSetting)
  /// One of a few named values.
  case choice(ChoiceSetting<String>)

  /// The parameter's public name.
  public var name: String {
    switch self {
    case .number(let setting): return setting.name
    case .choice(let setting): return setting.name
    }
  }

  /// The definition's one-line description.
  public var description: String {
    switch self {
    case .number(let setting): return setting.description
    case .choice(let setting): return setting.description
    }
  }
}
