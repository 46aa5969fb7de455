/// Shard CSVs that do not merge into one sweep (a header that differs, a shard missing or given
/// twice, rows that are not the shard's configurations): one line on stderr, exit 65 (`EX_DATAERR`),
/// nothing written.
package struct MergeFailure: Error, Sendable, CustomStringConvertible {
  /// What is wrong, naming the shard, file and configuration.
  package let message: String

  /// Creates a failure.
  /// - Parameter message: One line.
  package init(_ message: String) { self.message = message }

  /// `merge: <message>`.
  package var description: String { "merge: \(message)" }
}

/// At most ``limit`` bytes of an input for a message, escaped so no control byte or invalid UTF-8
/// reaches the terminal: printable ASCII as is, `\` as `\\`, CR, LF and tab as `\r`, `\n`, `\t`, every
/// other byte as `\xHH`; `…` when cut.
struct Excerpt: CustomStringConvertible {
  /// The most bytes quoted.
  static let limit = 40

  let bytes: ArraySlice<UInt8>

  init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

  var description: String {
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
