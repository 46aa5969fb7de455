import ButterflyModel
import ButterflyPhysics
import ButterflyWasm

/// One setting as the page shows it: its kind of control, its definition in words, and for numbers
/// the slider's span. Encoded as JSON by `GET /api/settings`.
public struct SettingEntry: Hashable, Sendable, Encodable {
  /// Where the page groups a setting.
  public enum Group: String, Hashable, Sendable, Encodable {
    /// Sizes and widths.
    case size = "Size"
    /// Axle, title and its placement.
    case layout = "Axle & title"
    /// The spin.
    case motion = "Motion"
    /// Face labels and images.
    case faces = "Faces"
    /// Colours.
    case colors = "Colours"
    /// The environment: Reduce Motion, appearance, contrast, direction, language.
    case display = "Display"
  }

  /// The control the page draws for a setting.
  public enum Kind: String, Hashable, Sendable, Encodable {
    /// A slider and a number box.
    case number
    /// A menu of named values.
    case choice
    /// A checkbox (JSON `true`/`false`).
    case toggle
    /// A text box.
    case text
    /// A colour, or none for the derived one.
    case color
    /// `system`, `transparent` or a colour.
    case background
  }

  /// A default value in JSON.
  public enum DefaultValue: Hashable, Sendable, Encodable {
    /// A number.
    case number(Double)
    /// A name or text.
    case string(String)
    /// A boolean.
    case bool(Bool)
    /// None (a derived colour, the localized label).
    case none

    /// Encodes the bare value.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .number(let value): try container.encode(value)
      case .string(let value): try container.encode(value)
      case .bool(let value): try container.encode(value)
      case .none: try container.encodeNil()
      }
    }
  }

  /// The JSON member and Swift parameter name.
  public var name: String
  /// The group.
  public var group: Group
  /// The control.
  public var kind: Kind
  /// What the setting is, in a few words.
  public var summary: String
  /// The unit, for numbers.
  public var unit: String? = nil
  /// The default.
  public var defaultValue: DefaultValue
  /// What the API accepts, in words (the text of its refusals).
  public var accepted: String
  /// How accepted values are clamped, in words; `nil` when they are used as given.
  public var clamp: String? = nil
  /// The model's one-line definition, for numbers.
  public var definition: String? = nil
  /// The slider's span, for numbers.
  public var slider: SliderSpan? = nil
  /// The named values, for choices.
  public var choices: [String]? = nil
  /// What the page shows in an empty text box (the localized default label).
  public var placeholder: String? = nil
  /// A remark (e.g. a setting without effect in a browser).
  public var note: String? = nil

  enum CodingKeys: String, CodingKey {
    case name, group, kind, summary, unit, accepted, clamp, definition, slider, choices, placeholder, note
    case defaultValue = "default"
  }

  /// A number of a model definition.
  static func number(_ setting: NumericSetting, group: Group, slider: SliderSpan) -> SettingEntry {
    SettingEntry(
      name: setting.name, group: group, kind: .number, summary: setting.summary, unit: setting.unit,
      defaultValue: .number(setting.defaultValue), accepted: setting.jsonAccepted,
      clamp: setting.clampText.isEmpty ? nil : setting.clampText, definition: setting.description, slider: slider)
  }

  /// A choice of a model definition.
  static func choice(_ setting: ChoiceSetting<String>, group: Group) -> SettingEntry {
    SettingEntry(
      name: setting.name, group: group, kind: .choice, summary: setting.summary,
      defaultValue: .string(setting.defaultValue), accepted: "one of \(setting.namesText)",
      definition: setting.description, choices: setting.choices.map(\.name))
  }

  /// An on/off setting of a model definition (JSON booleans).
  static func toggle(_ setting: ChoiceSetting<Bool>, group: Group, note: String? = nil) -> SettingEntry {
    SettingEntry(
      name: setting.name, group: group, kind: .toggle, summary: setting.summary,
      defaultValue: .bool(setting.defaultValue), accepted: "true or false", note: note)
  }

  /// An environment switch without a model definition.
  static func toggle(_ name: String, summary: String, defaultValue: Bool) -> SettingEntry {
    SettingEntry(
      name: name, group: .display, kind: .toggle, summary: summary, defaultValue: .bool(defaultValue),
      accepted: "true or false")
  }

  /// A text member.
  static func text(
    _ name: String, summary: String, group: Group, defaultText: String? = nil, placeholder: String? = nil,
    accepted: String = PlaygroundSettings.textLimit.description
  ) -> SettingEntry {
    SettingEntry(
      name: name, group: group, kind: .text, summary: summary, defaultValue: defaultText.map { .string($0) } ?? .none,
      accepted: accepted, placeholder: placeholder)
  }

  /// An optional colour (none: derived).
  static func color(_ name: String, summary: String) -> SettingEntry {
    SettingEntry(
      name: name, group: .colors, kind: .color, summary: summary, defaultValue: .none,
      accepted: SRGBColor.hexAccepted + ", or null")
  }
}

/// The span of a number's slider.
public struct SliderSpan: Hashable, Sendable, Encodable {
  /// The least value.
  public var minimum: Double
  /// The largest value.
  public var maximum: Double
  /// The step.
  public var step: Double
}
