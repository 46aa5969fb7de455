// A bounded, escaped quote of input for one-line messages (bbsim's refusals, merge's, the tuning reader's).

/// At most ``limit`` bytes of an input for a message, escaped so no control byte or invalid UTF-8
/// reaches the terminal: printable ASCII as is, `\` as `\\`, CR, LF and tab as `\r`, `\n`, `\t`, every
/// other byte as `\xHH`; `…` when cut.
public struct Excerpt: CustomStringConvertible, Sendable {
  /// The most bytes quoted.
  public static let limit = 40

  /// The bytes quoted (only the first ``limit`` are shown).
  public let bytes: ArraySlice<UInt8>

  /// An excerpt of `bytes`.
  /// - Parameter bytes: The input.
  public init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

  /// An excerpt of `text`'s UTF-8 bytes.
  /// - Parameter text: The input.
  public init(_ text: some StringProtocol) { bytes = ArraySlice(Array(text.utf8)) }

  /// The escaped excerpt, `…` after it when cut.
  public var description: String {
    var text = ""
    for byte in bytes.prefix(Self.limit) {
      switch byte {
      case UInt8(ascii: "\\"): text += "\\\\"
      case 13: text += "\\r"
      case 10: text += "\\n"
      case 9: text += "\\t"
      case 0x20..<0x7f: text.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16)
        text += "\\x" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return bytes.count > Self.limit ? text + "…" : text
  }
}
