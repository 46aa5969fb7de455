import ButterflyRender
import Testing

/// `CSVRow` copies a number's text from an earlier row of its buffer when the same column repeats it
/// bit for bit: every row reads the same as the row written alone.
@Suite struct CSVRowTests {
  /// Numbers that differ only in bits (−0 and 0, two NaNs), that are not finite, and that take the
  /// shortest decimal's every path (whole, tiny, huge, 17 digits).
  static let pool: [Double] = [
    0, -0.0, .nan, -.nan, .infinity, 0.1, 6.283185307179586, 1e-300, 1.7976931348623157e308, 44, -17.6,
    .leastNonzeroMagnitude,
  ]

  /// Rows of mixed fields whose numbers come from ``pool`` in a fixed scrambled order, so columns repeat
  /// earlier rows' numbers, in other columns too, and a column changes type between rows.
  static let rows: [[Double?]] = (0..<300).map { row in
    (0..<7).map { column in
      let draw = (row * 7 + column) &* 2_654_435_761 % 1_000_003
      return draw % 9 == 0 ? nil : pool[draw % pool.count]
    }
  }

  static func write(_ fields: [Double?], to row: inout CSVRow) {
    for (column, field) in fields.enumerated() {
      if let field { row.field(field) } else { row.field(column) }
    }
    row.endRow()
  }

  @Test func aBufferOfManyRowsReadsAsTheRowsWrittenAlone() {
    var together = CSVRow(copiesRepeatedNumbers: true)
    var alone: [UInt8] = []
    for fields in Self.rows {
      Self.write(fields, to: &together)
      var row = CSVRow()  // formats every number
      Self.write(fields, to: &row)
      alone += row.bytes
    }
    #expect(together.bytes == alone)
  }

  @Test func aBufferHandedOverStartsAfresh() {
    var row = CSVRow(copiesRepeatedNumbers: true)
    Self.write(Self.rows[0], to: &row)
    _ = row.takeBytes()
    Self.write([0.1, -0.0, nil], to: &row)
    #expect(String(decoding: row.bytes, as: UTF8.self) == "0.1,-0,2\r\n")
  }
}
