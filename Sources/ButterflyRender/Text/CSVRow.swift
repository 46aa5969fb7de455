import ButterflyPhysics

/// Builds RFC 4180 CSV rows into a byte buffer: fields separated by commas, every row (the last one
/// included) ended by CRLF, and fields that contain a comma, a double quote, CR or LF quoted with their
/// quotes doubled.
public struct CSVRow: Sendable {
  /// The bytes built so far (possibly several rows).
  public private(set) var bytes: [UInt8] = []
  private var atRowStart = true

  /// Creates an empty buffer with room for `capacity` bytes.
  public init(capacity: Int = 256) { bytes.reserveCapacity(capacity) }

  private mutating func separate() {
    if !atRowStart { bytes.append(UInt8(ascii: ",")) }
    atRowStart = false
  }

  /// Appends a number field: the shortest round-trip decimal (``NumberFormat``); empty when not finite.
  public mutating func field(_ value: Double) {
    separate()
    NumberFormat.shortest.append(value, to: &bytes)
  }

  /// Appends an integer field.
  public mutating func field(_ value: Int) {
    separate()
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    NumberFormat.appendDigits(of: UInt64(value.magnitude), to: &bytes)
  }

  /// Appends a Boolean field (`true`/`false`).
  public mutating func field(_ value: Bool) {
    separate()
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  /// Appends a text field, quoting it when RFC 4180 requires.
  public mutating func field(_ text: String) {
    separate()
    var text = text
    text.withUTF8 { utf8 in
      let needsQuotes = utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 }
      guard needsQuotes else {
        bytes.append(contentsOf: utf8)
        return
      }
      bytes.append(UInt8(ascii: "\""))
      for byte in utf8 {
        if byte == UInt8(ascii: "\"") { bytes.append(byte) }
        bytes.append(byte)
      }
      bytes.append(UInt8(ascii: "\""))
    }
  }

  /// Ends the current row with CRLF.
  public mutating func endRow() {
    bytes.append(13)
    bytes.append(10)
    atRowStart = true
  }

  /// A header row from column names.
  public static func header(_ names: [String]) -> [UInt8] {
    var row = CSVRow()
    for name in names { row.field(name) }
    row.endRow()
    return row.bytes
  }
}
