import ButterflyRender
import Testing

/// `CSVRow.field(copying:)` repeats an earlier field's bytes exactly: a row copied field by field from
/// an earlier row of its buffer reads as that row, whatever the numbers (a sweep copies its repeated
/// inputs this way, `SweepRowsTests`).
@Suite struct CSVRowTests {
  /// Numbers that differ only in bits (−0 and 0, two NaNs), that are not finite, and that take the
  /// shortest decimal's every path (whole, tiny, huge, 17 digits).
  static let pool: [Double] = [
    0, -0.0, .nan, -.nan, .infinity, 0.1, 6.283185307179586, 1e-300, 1.7976931348623157e308, 44, -17.6,
    .leastNonzeroMagnitude,
  ]

  /// Rows of mixed fields whose numbers come from ``pool`` in a fixed scrambled order, and integers
  /// between them.
  static let rows: [[Double?]] = (0..<300).map { row in
    (0..<7).map { column in
      let draw = (row * 7 + column) &* 2_654_435_761 % 1_000_003
      return draw % 9 == 0 ? nil : pool[draw % pool.count]
    }
  }

  /// Writes `fields` (an integer for each `nil`, its column) and returns where each field lies.
  @discardableResult
  static func write(_ fields: [Double?], to row: inout CSVRow) -> [Range<Int>] {
    defer { row.endRow() }
    return fields.enumerated().map { column, field in
      if let field { return row.field(field) }
      row.field(column)
      return row.count - "\(column)".utf8.count..<row.count
    }
  }

  @Test func aRowCopiedFromAnEarlierRowReadsAsThatRow() {
    var copied = CSVRow()
    for fields in Self.rows {
      let start = copied.count
      let texts = Self.write(fields, to: &copied)
      let original = Array(copied.bytes[start...])
      let copyStart = copied.count
      for text in texts { copied.field(copying: text) }
      copied.endRow()
      #expect(Array(copied.bytes[copyStart...]) == original, "\(fields)")
    }
  }

  @Test func aBufferHandedOverStartsAfresh() {
    var row = CSVRow()
    Self.write(Self.rows[0], to: &row)
    _ = row.takeBytes()
    Self.write([0.1, -0.0, nil], to: &row)
    #expect(String(decoding: row.bytes, as: UTF8.self) == "0.1,-0,2\r\n")
  }
}
