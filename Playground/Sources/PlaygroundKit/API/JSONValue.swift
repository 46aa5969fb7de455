import ButterflyPhysics

/// A JSON value exactly as a request carried it, before any field is interpreted.
///
/// Requests are read in two steps: the body is parsed into a `JSONValue` (malformed JSON is refused
/// as a whole), then ``JSONObject`` reads each field against its definition, so every refusal can name
/// the field and the accepted range. Numbers are `Double`s: JSON has no NaN or infinities, and a
/// number too large for a `Double` is malformed.
public enum JSONValue: Hashable, Sendable, Decodable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object.
  case object([String: JSONValue])

  /// Decodes any JSON value.
  /// - Throws: `DecodingError` when the input is not JSON.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The JSON type's name, for refusals (`a string`, `an object`, …).
  public var typeDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// A short rendering of the value for refusals: numbers and strings as given (strings cut to 40
  /// characters), containers by type.
  public var excerpt: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return "\(value)"
    case .number(let value): return NumberFormat.compact.text(value)
    case .string(let value):
      let cut = value.count > 40 ? String(value.prefix(40)) + "…" : value
      return "\"\(cut)\""
    case .array, .object: return typeDescription
    }
  }
}
