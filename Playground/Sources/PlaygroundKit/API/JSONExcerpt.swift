import ButterflyPhysics

/// How a refusal quotes the value it refuses: `null`, `true`, numbers as the shortest decimal that
/// reads back as the same `Double`, strings in quotes cut to 40 characters, containers by type
/// (`an array`, `an object`).
///
/// ```
/// -3  →  -3        "sideways"  →  "sideways"        [1, 2]  →  an array        {}  →  an object
/// ```
/// Decoding one reads the whole value, containers included, so a number no `Double` holds (`1e400`)
/// anywhere in it fails as malformed JSON (a `DecodingError`), as it does when the request is read.
struct JSONExcerpt: Decodable, CustomStringConvertible {
  /// The quote.
  let description: String

  /// The quote of `null` (also used for an absent member, which a refusal reads as `null`).
  static let null = JSONExcerpt(description: "null")

  private init(description: String) { self.description = description }

  /// Reads any JSON value.
  /// - Throws: `DecodingError` when a number in it is not a finite `Double` or a string is not
  ///   Unicode.
  init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: MemberKey.self) {
      for key in object.allKeys { _ = try object.decode(JSONExcerpt.self, forKey: key) }
      description = "an object"
    } else if var array = try? decoder.unkeyedContainer() {
      while !array.isAtEnd { _ = try array.decode(JSONExcerpt.self) }
      description = "an array"
    } else {
      let value = try decoder.singleValueContainer()
      if value.decodeNil() {
        description = "null"
      } else if let flag = try? value.decode(Bool.self) {
        description = "\(flag)"
      } else if let text = try? value.decode(String.self) {
        description = "\"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
      } else {
        description = NumberFormat.compact.text(try value.decode(Double.self))
      }
    }
  }
}
