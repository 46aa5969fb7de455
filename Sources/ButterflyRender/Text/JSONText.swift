import ButterflyPhysics

/// A JSON object written member by member, without Foundation (the page's WebAssembly module has
/// none): the playground bridge's answers (the outcome, the reason, the state, the phases, the report)
/// and the strings of `bbsim export`'s JSON formats. Names and words come from the model, so the page
/// keeps no table of them. Numbers are the shortest decimal that reads back as the same `Double`
/// (`NumberFormat/shortest`); a non-finite number is `null`.
///
/// ```
/// {"outcome":"flick","began":true}
/// quoted(s) = "…"   with " → \"   \ → \\   newline → \n   other U+0000…U+001F → \u00XX   (RFC 8259 §7)
/// ```
public struct JSONText: Sendable {
  private var members: [String] = []

  /// An empty object.
  public init() {}

  /// Adds a member with a text value.
  /// - Parameters:
  ///   - name: The member's name.
  ///   - value: Its text, escaped by ``quoted(_:)``.
  public mutating func add(_ name: String, _ value: String) {
    members.append(Self.quoted(name) + ":" + Self.quoted(value))
  }

  /// Adds a member with a number.
  /// - Parameters:
  ///   - name: The member's name.
  ///   - value: The number; `null` when `nil` or not finite.
  public mutating func add(_ name: String, _ value: Double?) {
    let text = value.map { $0.isFinite ? NumberFormat.shortest.text($0) : "null" } ?? "null"
    members.append(Self.quoted(name) + ":" + text)
  }

  /// Adds a member with a flag.
  /// - Parameters:
  ///   - name: The member's name.
  ///   - value: `true` or `false`.
  public mutating func add(_ name: String, _ value: Bool) {
    members.append(Self.quoted(name) + ":" + (value ? "true" : "false"))
  }

  /// Adds a member whose value is already JSON (an array or object written by this type).
  /// - Parameters:
  ///   - name: The member's name.
  ///   - json: The value's JSON text, as it is.
  public mutating func add(_ name: String, json: String) { members.append(Self.quoted(name) + ":" + json) }

  /// The object's text.
  public var text: String { "{" + members.joined(separator: ",") + "}" }

  /// An array of objects' texts.
  /// - Parameter objects: The objects, in order.
  /// - Returns: `[o₁,o₂,…]`.
  public static func array(_ objects: [JSONText]) -> String {
    "[" + objects.map { $0.text }.joined(separator: ",") + "]"
  }

  /// A JSON string (RFC 8259 §7): `"` and `\` escaped, a newline as `\n`, other control characters as
  /// `\u00XX`; everything else as it is.
  /// - Parameter text: Any text.
  /// - Returns: The text in double quotes.
  public static func quoted(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
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
