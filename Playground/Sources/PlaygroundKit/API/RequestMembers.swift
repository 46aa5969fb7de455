import ButterflyModel
import ButterflyPhysics
import ButterflyWasm

/// A member name given at run time: the settings' members are ``PlaygroundCatalogue``'s names.
struct MemberKey: CodingKey, Hashable, ExpressibleByStringLiteral {
  let stringValue: String

  init(stringValue: String) { self.stringValue = stringValue }

  init(stringLiteral value: String) { stringValue = value }

  /// Members have names, never indices.
  var intValue: Int? { nil }

  init?(intValue: Int) { nil }
}

extension [any CodingKey] {
  /// The JSON path a refusal names: `settings.sideLength`, `settings.tint`; `body` for the
  /// request itself.
  var jsonPath: String {
    var path = ""
    for key in self {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return path.isEmpty ? "body" : path
  }
}

extension Decoder {
  /// The members of the object being decoded, after refusing a value that is not an object and the
  /// first member (in sorted order) not among `names`.
  /// - Parameters:
  ///   - type: The keys the caller reads with.
  ///   - names: The members the object may have, in the order a refusal lists them.
  /// - Throws: ``APIError``.
  func object<Key: CodingKey>(keyedBy type: Key.Type, members names: [String]) throws -> KeyedDecodingContainer<Key> {
    guard let members = try? container(keyedBy: MemberKey.self) else {
      throw APIError.notAccepted(codingPath.jsonPath, try JSONExcerpt(from: self), accepted: "an object")
    }
    if let unknown = members.allKeys.map(\.stringValue).sorted().first(where: { !names.contains($0) }) {
      throw APIError(
        field: (codingPath + [MemberKey(stringValue: unknown)]).jsonPath, problem: "unknown member",
        accepted: "members \(names.joined(separator: ", "))")
    }
    return try container(keyedBy: type)
  }

  /// The members of the object being decoded, which may be `Key`'s cases (in their order).
  func object<Key: CodingKey & CaseIterable>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    try object(keyedBy: type, members: Key.allCases.map(\.stringValue))
  }
}

/// Reading a request's members against their definitions, inside `Decodable` initializers: every
/// refusal is an ``APIError`` naming the member's JSON path (from the decoder's coding path) and what
/// it accepts.
///
/// ```
/// absent     the definition's default (or missing, for a required member)
/// null       refused, except where openapi.yaml declares the member nullable (a face label, a
///            symbol name, a colour)
/// unknown    refused (``Decoder/object(keyedBy:members:)``), so a typo never passes silently
/// ```
extension KeyedDecodingContainer {
  /// A member's JSON path.
  func path(of key: Key) -> String { (codingPath + [key]).jsonPath }

  /// `<path>: <value> is not accepted; expected <accepted>` (an absent member quoted as `null`).
  func refusal(_ key: Key, accepted: String) throws -> APIError {
    APIError.notAccepted(path(of: key), try decodeIfPresent(JSONExcerpt.self, forKey: key) ?? .null, accepted: accepted)
  }

  /// Whether a member is given: `false` when absent; `null` is refused as not `accepted`.
  func isGiven(_ key: Key, accepted: @autoclosure () -> String) throws -> Bool {
    guard contains(key) else { return false }
    guard try !decodeNil(forKey: key) else { throw try refusal(key, accepted: accepted()) }
    return true
  }

  /// Whether a member is given and not `null` (for members that may be `null`).
  func isNonNull(_ key: Key) throws -> Bool { try contains(key) && !decodeNil(forKey: key) }

  /// A scalar member read as `T` and converted by `read`: `nil` when absent; `null`, another JSON type
  /// or a value `read` turns down (`nil`) is refused as not `accepted`.
  func scalar<T: Decodable, Value>(
    _ type: T.Type, forKey key: Key, accepted: String, as read: (T) -> Value?
  ) throws -> Value? {
    guard try isGiven(key, accepted: accepted) else { return nil }
    guard let given = try? decode(T.self, forKey: key), let value = read(given) else {
      throw try refusal(key, accepted: accepted)
    }
    return value
  }

  /// A number of `setting`: absent → its default; outside ``NumericSetting/accepted`` → refused.
  /// Values accepted but outside the usable range are returned as given: the model clamps them and
  /// reports it, as the control does.
  func number(_ setting: NumericSetting, forKey key: Key) throws -> Double {
    try scalar(Double.self, forKey: key, accepted: setting.jsonAccepted) { setting.accepts($0) ? $0 : nil }
      ?? setting.defaultValue
  }

  /// One of `setting`'s named values: absent → its default.
  func choice<Value>(_ setting: ChoiceSetting<Value>, forKey key: Key) throws -> Value {
    try scalar(String.self, forKey: key, accepted: "one of \(setting.namesText)", as: setting.value(named:))
      ?? setting.defaultValue
  }

  /// `true` or `false`: absent → `defaultValue`.
  func flag(forKey key: Key, default defaultValue: Bool) throws -> Bool {
    try scalar(Bool.self, forKey: key, accepted: "true or false") { $0 } ?? defaultValue
  }

  /// A string within `limit`: absent → `nil`; `null` refused.
  func text(forKey key: Key, limit: TextLimit) throws -> String? {
    try scalar(String.self, forKey: key, accepted: limit.description) { limit.accepts($0) ? $0 : nil }
  }

  /// A string within `limit`, or `nil` when absent or `null`.
  func nullableText(forKey key: Key, limit: TextLimit) throws -> String? {
    try isNonNull(key) ? text(forKey: key, limit: limit) : nil
  }

  /// An sRGB colour `#RRGGBB` or `#RRGGBBAA`: absent or `null` → `nil` (the derived colour).
  func color(forKey key: Key) throws -> SRGBColor? {
    guard try isNonNull(key) else { return nil }
    return try scalar(String.self, forKey: key, accepted: SRGBColor.hexAccepted + ", or null", as: SRGBColor.init(hex:))
  }

  /// An object member decoded as `T` (which refuses what it does not accept): absent → `nil`; `null`
  /// refused as not `accepted`.
  func member<T: Decodable>(_ type: T.Type, forKey key: Key, accepted: String) throws -> T? {
    try isGiven(key, accepted: accepted) ? decode(T.self, forKey: key) : nil
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
