import ButterflyPhysics

/// Builds RFC 4180 CSV rows into a byte buffer: fields separated by commas, every row (the last one
/// included) ended by CRLF, and fields that contain a comma, a double quote, CR or LF quoted with their
/// quotes doubled.
///
/// Each field is written in place at the end of the buffer (the buffer grows in zero-filled chunks
/// within its reserved capacity), so a number costs no temporary buffer and no copy: the sweep writes
/// a row per configuration, and this is most of its CSV cost.
package struct CSVRow: Sendable {
  /// The buffer: the bytes built so far are its first ``count``, then room already zero-filled.
  private var storage: [UInt8] = []
  /// How many bytes are built.
  package private(set) var count = 0
  private var atRowStart = true
  /// The position in its row of the next field (0 at a row's start).
  private var column = 0
  /// Per position in a row, the last number written there and where its text lies in ``storage``: a
  /// row repeating a number of an earlier row in the same column (a sweep's inputs, mostly) copies its
  /// text instead of formatting it again. The bytes a range names never change until ``takeBytes()``.
  private var numbers: [WrittenNumber] = []

  /// A number's bit pattern and its text's bytes in ``storage``.
  private struct WrittenNumber {
    var bits: UInt64
    var text: Range<Int>
    /// No number yet: a NaN's text (empty), so it stands for what it would write.
    static let none = WrittenNumber(bits: Double.nan.bitPattern, text: 0..<0)
  }

  /// Whether a number repeated in its column copies the earlier row's text (``field(_:)-(Double)``).
  private let copiesRepeatedNumbers: Bool

  /// Creates an empty buffer with room for `capacity` bytes.
  /// - Parameters:
  ///   - capacity: The bytes to reserve.
  ///   - copiesRepeatedNumbers: Whether a number an earlier row wrote in the same column is copied
  ///     rather than formatted again: a sweep's rows repeat their inputs, a spin's samples seldom repeat
  ///     (there the check would cost about 12 % of `csv-write`'s instructions for nothing).
  package init(capacity: Int = 256, copiesRepeatedNumbers: Bool = false) {
    storage.reserveCapacity(capacity)
    self.copiesRepeatedNumbers = copiesRepeatedNumbers
  }

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
      column = 0
      numbers = []
    }
    return storage
  }

  /// Writes a field of at most `room` bytes (after its separator) at the end: `write` gets the buffer and
  /// where the field starts in it, and returns how many bytes it wrote.
  /// - Returns: Where the field's bytes lie in ``storage``.
  @discardableResult
  private mutating func field(room: Int, _ write: (_ buffer: UnsafeMutablePointer<UInt8>, _ start: Int) -> Int)
    -> Range<Int>
  {
    let comma = !atRowStart
    atRowStart = false
    column += 1
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

  /// Appends a number field: the shortest round-trip decimal (`NumberFormat`); empty when not finite.
  /// With `copiesRepeatedNumbers`, the same number (bit for bit) in the same column as an earlier row
  /// of this buffer copies that row's text.
  package mutating func field(_ value: Double) {
    let bits = value.bitPattern
    let position = column
    if copiesRepeatedNumbers, position < numbers.count, numbers[position].bits == bits {
      let text = numbers[position].text
      field(room: text.count) { buffer, start in
        (buffer + start).update(from: buffer + text.lowerBound, count: text.count)
        return text.count
      }
      return
    }
    let text = field(room: NumberFormat.longestShortest) { buffer, start in
      value.isFinite ? NumberFormat.writeShortest(value, to: buffer + start) : 0
    }
    guard copiesRepeatedNumbers else { return }
    if position >= numbers.count {
      numbers.append(contentsOf: repeatElement(.none, count: position + 1 - numbers.count))
    }
    numbers[position] = WrittenNumber(bits: bits, text: text)
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
  package mutating func field(_ value: Bool) { field(value ? "true" : "false") }

  /// Appends a text field, quoting it when RFC 4180 requires.
  package mutating func field(_ text: String) {
    var text = text
    text.withUTF8 { utf8 in
      let needsQuotes = utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 }
      field(room: needsQuotes ? 2 * utf8.count + 2 : utf8.count) { buffer, start in
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
    column = 0
  }

  /// A header row from column names.
  package static func header(_ names: [String]) -> [UInt8] {
    var row = CSVRow()
    for name in names { row.field(name) }
    row.endRow()
    return row.takeBytes()
  }
}
