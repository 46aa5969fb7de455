import ButterflyPhysics

/// A JSON object written member by member, for answers the page reads with `JSON.parse` (the outcome,
/// the reason, the state, the phases): names and words come from the model, so the page keeps no table
/// of them. Numbers are the shortest decimal that reads back as the same `Double`
/// (``NumberFormat/shortest``); a non-finite number is `null`.
///
/// ```
/// {"outcome":"flick","began":true}
/// ```
struct JSONText {
  private var members: [String] = []

  /// A member with a text value (escaped per RFC 8259 §7).
  mutating func add(_ name: String, _ value: String) { members.append(Self.quoted(name) + ":" + Self.quoted(value)) }

  /// A member with a number (`null` when not finite).
  mutating func add(_ name: String, _ value: Double?) {
    let text = value.map { $0.isFinite ? NumberFormat.shortest.text($0) : "null" } ?? "null"
    members.append(Self.quoted(name) + ":" + text)
  }

  /// A member with a flag.
  mutating func add(_ name: String, _ value: Bool) {
    members.append(Self.quoted(name) + ":" + (value ? "true" : "false"))
  }

  /// A member whose value is already JSON (an array or object written by this type).
  mutating func add(_ name: String, json: String) { members.append(Self.quoted(name) + ":" + json) }

  /// The object's text.
  var text: String { "{" + members.joined(separator: ",") + "}" }

  /// An array of objects' texts.
  static func array(_ objects: [JSONText]) -> String { "[" + objects.map { $0.text }.joined(separator: ",") + "]" }

  /// A JSON string: `"` and `\` escaped, control characters as `\u00XX`.
  static func quoted(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case _ where scalar.value < 0x20:
        let hex = Array("0123456789abcdef".unicodeScalars)
        output += "\\u00"
        output.unicodeScalars.append(hex[Int(scalar.value >> 4)])
        output.unicodeScalars.append(hex[Int(scalar.value & 15)])
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }
}
