import ButterflyPhysics
import Foundation
import PropertyBased
import Testing

/// The layouts of ``NumberFormat`` for people: `compact` reads back bit for bit, and the C-style
/// layouts write what C's `printf` writes (the oracle here, through Foundation's `String(format:)`).
@Suite struct NumberLayoutTests {
  /// How many random doubles each property draws.
  static let cases = 20_000

  /// A finite double from random bits (NaN and infinities replaced by their bit pattern's sign × 1).
  static func finite(_ bits: UInt64) -> Double {
    let value = Double(bitPattern: bits)
    return value.isFinite ? value : (value.sign == .minus ? -1 : 1)
  }

  /// Random doubles of every magnitude: the shortest decimal has 17 digits or so, and a tie in its
  /// dropped digits (the only case where rounding those digits differs from printf's rounding of the
  /// binary value) does not come up.
  @Test func significantDigitsAreWhatPrintfWrites() async {
    await propertyCheck(count: Self.cases, input: zip(Gen.uint64(), Gen.int(in: 1...8))) { bits, digits in
      let value = Self.finite(bits)
      #expect(NumberFormat.significant(digits).text(value) == String(format: "%.\(digits)g", value))
    }
  }

  @Test func scientificIsWhatPrintfWrites() async {
    await propertyCheck(count: Self.cases, input: zip(Gen.uint64(), Gen.int(in: 0...6))) { bits, digits in
      let value = Self.finite(bits)
      #expect(NumberFormat.scientific(digits).text(value) == String(format: "%.\(digits)e", value))
    }
  }

  /// Uniform magnitudes up to 1e6 (the seconds, percentages and scores the tool prints).
  @Test func fixedPointIsWhatPrintfWrites() async {
    await propertyCheck(count: Self.cases, input: zip(Gen.double(in: -1e6...1e6), Gen.int(in: 0...4))) {
      value, digits in
      #expect(NumberFormat.fixedPoint(digits).text(value) == String(format: "%.\(digits)f", value))
    }
  }

  /// Where the shortest decimal is itself a tie, its digits decide (half to even), as in the CSV beside a
  /// table; printf rounds the binary value instead (1.015 is 1.01499999999999990… in binary: `1.01`).
  @Test func aTieInTheShortestDecimalRoundsHalfToEven() {
    #expect(NumberFormat.fixedPoint(2).text(1.015) == "1.02")
    #expect(NumberFormat.fixedPoint(2).text(1.025) == "1.02")
    #expect(NumberFormat.significant(3).text(1.015) == "1.02")
  }

  @Test(arguments: [
    (NumberFormat.significant(6), 0.0, "0"), (.significant(6), -0.0, "0"), (.significant(6), 1e7, "1e+07"),
    (.significant(3), 999.5, "1e+03"), (.scientific(3), 0.0, "0.000e+00"), (.scientific(0), 9.5, "1e+01"),
    (.fixedPoint(2), -0.001, "-0.00"), (.fixedPoint(0), 2.5, "2"), (.fixedPoint(1), 0.0, "0.0"),
    (.significant(6), .nan, "not finite"), (.scientific(3), .infinity, "not finite"),
    (.fixedPoint(2), -.infinity, "not finite"), (.compact, .nan, "not finite"), (.compact, -0.0, "0"),
    (.shortest, -0.0, "-0"), (.shortest, .infinity, ""), (.decimals(2), .nan, "0"),
  ])
  func edgesAreWrittenAsDocumented(format: NumberFormat, value: Double, text: String) {
    #expect(format.text(value) == text)
  }

  @Test func compactReadsBackBitForBit() async {
    await propertyCheck(count: Self.cases, input: Gen.uint64()) { bits in
      let value = Self.finite(bits)
      let text = NumberFormat.compact.text(value)
      #expect(Double(text)?.bitPattern == (value == 0 ? 0 : value.bitPattern), "\(value) → \(text)")
    }
  }

  /// `compact` and `shortest` differ only in where the exponent form starts.
  @Test(arguments: [
    (1e7, "1e7", "10000000"), (1e15, "1e15", "1000000000000000"), (2e15 + 2, "2000000000000002", "2000000000000002"),
    (1e16 + 2, "1.0000000000000002e16", "10000000000000002"), (1.5e-5, "1.5e-5", "1.5e-5"),
    (0.0001, "0.0001", "0.0001"),
  ])
  func compactAndShortestDifferOnlyInTheExponentThreshold(value: Double, compact: String, shortest: String) {
    #expect(NumberFormat.compact.text(value) == compact)
    #expect(NumberFormat.shortest.text(value) == shortest)
  }
}
