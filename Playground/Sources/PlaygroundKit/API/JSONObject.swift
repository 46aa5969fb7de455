import ButterflyModel
import ButterflyPhysics

/// Reads the members of one JSON object against their definitions; every refusal names the member's
/// JSON path and what it accepts (``APIError``).
///
/// Absent members take the definition's default; `null` is refused except where `openapi.yaml`
/// declares a member nullable (a face label, a symbol name, a colour). Unknown members are refused, so
/// a typo never passes silently.
struct JSONObject {
  /// The object's JSON path (`settings`, `interactions[2]`); empty for the body itself.
  let path: String
  /// The members.
  let members: [String: JSONValue]

  /// Reads `value` as an object whose members are among `keys`.
  /// - Parameters:
  ///   - value: The value.
  ///   - path: Its JSON path.
  ///   - keys: The members it may have.
  /// - Throws: ``APIError`` when it is not an object or has an unknown member.
  init(_ value: JSONValue, path: String, keys: [String]) throws(APIError) {
    guard case .object(let members) = value else {
      throw APIError.notAccepted(path.isEmpty ? "body" : path, value, accepted: "an object")
    }
    self.path = path
    self.members = members
    for key in members.keys.sorted() where !keys.contains(key) {
      throw APIError(
        field: field(key), problem: "unknown member", accepted: "members \(keys.joined(separator: ", "))")
    }
  }

  /// The JSON path of a member.
  func field(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// A member's value, or `nil` when absent or `null` (for nullable members and `kind` switches).
  func value(_ key: String) -> JSONValue? {
    guard let value = members[key], value != .null else { return nil }
    return value
  }

  /// A member's value, or `nil` when absent; `null` is refused as not what the member accepts.
  func member(_ key: String, accepted: @autoclosure () -> String) throws(APIError) -> JSONValue? {
    guard let value = members[key] else { return nil }
    guard value != .null else { throw APIError.notAccepted(field(key), value, accepted: accepted()) }
    return value
  }

  /// A number of a setting: absent → the default; outside ``NumericSetting/accepted`` → refused.
  /// Values in the accepted range but outside the usable one are returned as given: the model
  /// clamps them and reports it, as the control does.
  func number(_ key: String, _ setting: NumericSetting) throws(APIError) -> Double {
    guard let value = try member(key, accepted: Self.accepted(setting)) else { return setting.defaultValue }
    guard case .number(let number) = value, setting.accepts(number) else {
      throw APIError.notAccepted(field(key), value, accepted: Self.accepted(setting))
    }
    return number
  }

  /// A required number of a setting (no default).
  func requiredNumber(_ key: String, _ setting: NumericSetting) throws(APIError) -> Double {
    guard value(key) != nil else {
      throw APIError(field: field(key), problem: "missing", accepted: Self.accepted(setting))
    }
    return try number(key, setting)
  }

  /// What a number of `setting` may be: `a number (pt), finite, > 0` (as `bbsim` words it).
  static func accepted(_ setting: NumericSetting) -> String { "a number (\(setting.unit)), \(setting.accepted.text)" }

  /// One of a setting's named values: absent → the default.
  func choice<Value>(_ key: String, _ setting: ChoiceSetting<Value>) throws(APIError) -> Value {
    guard let value = try member(key, accepted: "one of \(setting.namesText)") else { return setting.defaultValue }
    guard case .string(let name) = value, let chosen = setting.value(named: name) else {
      throw APIError.notAccepted(field(key), value, accepted: "one of \(setting.namesText)")
    }
    return chosen
  }

  /// A boolean: absent → `defaultValue`.
  func bool(_ key: String, default defaultValue: Bool) throws(APIError) -> Bool {
    guard let value = try member(key, accepted: "true or false") else { return defaultValue }
    guard case .bool(let flag) = value else {
      throw APIError.notAccepted(field(key), value, accepted: "true or false")
    }
    return flag
  }

  /// A string of at most `limit` characters: absent (or `null` when `nullable`) → `nil`.
  func text(_ key: String, limit: TextLimit, nullable: Bool = false) throws(APIError) -> String? {
    let given = nullable ? value(key) : try member(key, accepted: limit.description)
    guard let value = given else { return nil }
    guard case .string(let text) = value, limit.accepts(text) else {
      throw APIError.notAccepted(field(key), value, accepted: limit.description)
    }
    return text
  }

  /// An sRGB colour `#RRGGBB` or `#RRGGBBAA`: absent → `nil` (the derived colour).
  func color(_ key: String) throws(APIError) -> SRGBColor? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value, let color = SRGBColor(hex: text) else {
      throw APIError.notAccepted(field(key), value, accepted: SRGBColor.hexAccepted + ", or null")
    }
    return color
  }

  /// A nested object with members among `keys`: absent → `nil`.
  func object(_ key: String, keys: [String]) throws(APIError) -> JSONObject? {
    guard let value = try member(key, accepted: "an object with members among \(keys.joined(separator: ", "))") else {
      return nil
    }
    return try JSONObject(value, path: field(key), keys: keys)
  }

  /// An array of at most `limit` elements, each with its JSON path: absent → empty.
  func array(_ key: String, limit: Int) throws(APIError) -> [(path: String, value: JSONValue)] {
    guard let value = try member(key, accepted: "an array of at most \(limit) elements") else { return [] }
    guard case .array(let elements) = value, elements.count <= limit else {
      throw APIError.notAccepted(field(key), value, accepted: "an array of at most \(limit) elements")
    }
    return elements.enumerated().map { ("\(field(key))[\($0.offset)]", $0.element) }
  }

  /// A point or vector `{"x": …, "y": …}`, each coordinate within `setting`'s accepted range.
  func vector(_ key: String, _ setting: NumericSetting) throws(APIError) -> PlanarVector {
    guard let object = try object(key, keys: ["x", "y"]) else {
      throw APIError(
        field: field(key), problem: "missing", accepted: "an object {x, y} of \(Self.accepted(setting))")
    }
    return PlanarVector(x: try object.requiredNumber("x", setting), y: try object.requiredNumber("y", setting))
  }
}

/// The bound on a text member: at most `maximumLength` characters (a label must fit on a face),
/// counted as JSON Schema's `maxLength` counts them: Unicode scalars, not grapheme clusters.
struct TextLimit: Hashable, Sendable, CustomStringConvertible {
  /// The most characters (Unicode scalars).
  var maximumLength: Int

  /// Whether `text` is short enough.
  func accepts(_ text: String) -> Bool { text.unicodeScalars.count <= maximumLength }

  /// `a string of at most 64 characters`.
  var description: String { "a string of at most \(maximumLength) characters" }
}
