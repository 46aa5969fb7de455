import ButterflyPhysics

/// Builds RFC 4180 CSV rows into a byte buffer: fields separated by commas, every row (the last one
/// included) ended by CRLF, and fields that contain a comma, a double quote, CR or LF quoted with their
/// quotes doubled.
///
/// Each field is written in place at the end of the buffer (the buffer grows in zero-filled chunks
/// past its initial capacity), so a number costs no temporary buffer and no copy: the sweep writes
/// a row per configuration, and this is most of its CSV cost.
package struct CSVRow: Sendable {
  /// The buffer: the bytes built so far are its first ``count``, then room already zero-filled.
  private var storage: [UInt8] = []
  /// How many bytes are built.
  package private(set) var count = 0
  private var atRowStart = true

  /// Creates an empty buffer with room for `capacity` bytes, zero-filled at once (filling it as fields
  /// arrive cost the sweep ~400 instructions per row).
  package init(capacity: Int = 256) { storage = Array(repeating: 0, count: capacity) }

  /// The bytes built so far (possibly several rows), copied out; ``takeBytes()`` hands them over
  /// without copying.
  package var bytes: [UInt8] { Array(storage[..<count]) }

  /// The bytes built so far, without copying; the row is empty afterwards.
  /// - Complexity: O(1) apart from dropping the unused room.
  package mutating func takeBytes() -> [UInt8] {
    storage.removeSubrange(count...)
    defer {
      storage = []
      count = 0
      atRowStart = true
    }
    return storage
  }

  /// Writes a field of at most `room` bytes (after its separator) at the end: `write` gets the buffer and
  /// where the field starts in it, and returns how many bytes it wrote.
  /// - Returns: Where the field's bytes lie in the buffer.
  @discardableResult
  private mutating func field(room: Int, _ write: (_ buffer: UnsafeMutablePointer<UInt8>, _ start: Int) -> Int)
    -> Range<Int>
  {
    let comma = !atRowStart
    atRowStart = false
    let needed = count + room + 1
    if needed > storage.count {
      storage.append(contentsOf: repeatElement(0, count: max(needed - storage.count, 256)))
    }
    let start = comma ? count + 1 : count
    let end = storage.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return start }
      if comma { base[start - 1] = UInt8(ascii: ",") }
      return start + write(base, start)
    }
    count = end
    return start..<end
  }

  /// Appends a field whose bytes are those of a field written earlier in this buffer (since the last
  /// ``takeBytes()``): a writer whose rows repeat fields (a sweep's inputs) copies them instead of
  /// formatting them again.
  /// - Parameter text: Where the earlier field lies, as its `field` returned it.
  package mutating func field(copying text: Range<Int>) {
    field(room: text.count) { buffer, start in
      (buffer + start).update(from: buffer + text.lowerBound, count: text.count)
      return text.count
    }
  }

  /// Appends a number field: the shortest round-trip decimal (`NumberFormat`); empty when not finite.
  /// - Returns: Where the field's bytes lie, for ``field(copying:)``.
  @discardableResult
  package mutating func field(_ value: Double) -> Range<Int> {
    field(room: NumberFormat.longestShortest) { buffer, start in
      value.isFinite ? NumberFormat.writeShortest(value, to: buffer + start) : 0
    }
  }

  /// Appends an integer field.
  package mutating func field(_ value: Int) {
    field(room: 21) { buffer, start in
      let out = buffer + start
      out[0] = UInt8(ascii: "-")
      let sign = value < 0 ? 1 : 0
      return sign + NumberFormat.writeDigits(of: UInt64(value.magnitude), to: out + sign)
    }
  }

  /// Appends a Boolean field (`true`/`false`).
  /// - Returns: Where the field's bytes lie, for ``field(copying:)``.
  @discardableResult
  package mutating func field(_ value: Bool) -> Range<Int> { field(value ? "true" : "false") }

  /// Appends a text field, quoting it when RFC 4180 requires.
  /// - Returns: Where the field's bytes lie, for ``field(copying:)``.
  @discardableResult
  package mutating func field(_ text: String) -> Range<Int> {
    var text = text
    return text.withUTF8 { utf8 in
      let needsQuotes = utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 }
      return field(room: needsQuotes ? 2 * utf8.count + 2 : utf8.count) { buffer, start in
        let out = buffer + start
        guard needsQuotes else {
          for (index, byte) in utf8.enumerated() { out[index] = byte }
          return utf8.count
        }
        var end = 0
        out[end] = UInt8(ascii: "\"")
        end += 1
        for byte in utf8 {
          if byte == UInt8(ascii: "\"") {
            out[end] = byte
            end += 1
          }
          out[end] = byte
          end += 1
        }
        out[end] = UInt8(ascii: "\"")
        return end + 1
      }
    }
  }

  /// Ends the current row with CRLF.
  package mutating func endRow() {
    atRowStart = true
    field(room: 2) { buffer, start in
      buffer[start] = 13
      buffer[start + 1] = 10
      return 2
    }
    atRowStart = true
  }

  /// A header row from column names.
  package static func header(_ names: [String]) -> [UInt8] {
    var row = CSVRow()
    for name in names { row.field(name) }
    row.endRow()
    return row.takeBytes()
  }
}
