import ButterflyModel
import ButterflyPhysics

/// The page's settings as the bridge receives them: each catalogue setting by its name (the model's
/// own declarations: ``ButterflySettings``, ``SpinSettings``, the playground's texts and colours; read
/// into ``PlaygroundSettings`` by `init(page:)`), with the value the page holds — a number, a flag, a
/// text (a choice's name, a colour `#rrggbb`, a label), or nothing (`null`: the default). The page
/// writes every setting it has with `bb_set_number` / `bb_set_flag` / `bb_set_text` / `bb_set_null`,
/// and ``PageSettingsCheck`` clears what the server would refuse; nothing about their order or meaning is in
/// JavaScript, so a new setting is a Swift declaration and the line here that reads it.
struct PageSettings {
  /// A setting's value as the page holds it.
  enum Value: Equatable {
    case number(Double)
    case flag(Bool)
    case text(String)
  }

  /// The values and their setting names; a missing name is the default. (A list, not a dictionary:
  /// Embedded Swift's hashing would ask the page for random bytes, and a few dozen names are found
  /// as fast by looking.)
  private var values: [(name: String, value: Value)] = []

  /// Sets (or, with `nil`, clears) one setting.
  mutating func set(_ name: String, _ value: Value?) {
    values.removeAll { $0.name == name }
    if let value { values.append((name, value)) }
  }

  /// The names set, in the order they were first set.
  var names: [String] { values.map { $0.name } }

  /// The value of a setting, `nil` when absent.
  subscript(_ name: String) -> Value? { values.first { $0.name == name }?.value }

  /// A number; `nil` when absent or not a number.
  func number(_ name: String) -> Double? {
    if case .number(let value) = self[name] { return value }
    return nil
  }

  /// A numeric setting's value, its default when absent.
  func number(_ setting: NumericSetting) -> Double { number(setting.name) ?? setting.defaultValue }

  /// A text, empty included; `nil` when absent or not a text.
  func rawText(_ name: String) -> String? {
    if case .text(let value) = self[name] { return value }
    return nil
  }

  /// A text; `nil` when absent, empty or not a text.
  func text(_ name: String) -> String? { rawText(name).flatMap { $0.isEmpty ? nil : $0 } }

  /// A flag; `fallback` when absent or not a flag.
  func flag(_ name: String, _ fallback: Bool = false) -> Bool {
    if case .flag(let value) = self[name] { return value }
    return fallback
  }

  /// A toggle's value, its default when absent.
  func flag(_ setting: ChoiceSetting<Bool>) -> Bool { flag(setting.name, setting.defaultValue) }

  /// A choice setting's value for the name the page holds, its default when absent or unknown.
  func choice<T>(_ setting: ChoiceSetting<T>) -> T {
    text(setting.name).flatMap { setting.value(named: $0) } ?? setting.defaultValue
  }

  /// A colour (`#rrggbb` or `#rrggbbaa`); `nil` when absent (the palette's own) or not a colour.
  func color(_ name: String) -> SRGBColor? { text(name).flatMap { SRGBColor(hex: $0) } }
}
