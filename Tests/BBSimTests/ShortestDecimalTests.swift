import Foundation
import PropertyBased
import Testing

@testable import ButterflyPhysics
@testable import ButterflyRender
@testable import _BBSimKit

/// `ShortestDecimal` gives the same digits as the standard library's shortest round-trip text
/// (`ShortestDigits`, the oracle), over random bit patterns, every binary exponent and the smallest
/// subnormals, so the CSV says what `print` would, only faster.
@Suite struct ShortestDecimalTests {
  /// Whether `ShortestDecimal(value)` has the oracle's digits and exponent; `value` finite and > 0.
  static func agreesWithStandardLibrary(_ value: Double) -> Bool {
    var oracle = ShortestDigits()
    value.write(to: &oracle)
    let decimal = ShortestDecimal(value)
    let digitCount = String(decimal.significand).count
    return oracle.isValid && decimal.significand == oracle.significand
      && decimal.exponent + digitCount - 1 == oracle.exponent
  }

  @Test func randomBitPatternsHaveTheStandardLibrarysDigits() async {
    await propertyCheck(count: 100_000, input: Gen.uint64(in: 1...(Double.greatestFiniteMagnitude.bitPattern))) {
      bits in
      let value = Double(bitPattern: bits)
      #expect(Self.agreesWithStandardLibrary(value), "\(value) → \(ShortestDecimal(value))")
    }
  }

  @Test func decimalLookingDoublesHaveTheStandardLibrarysDigits() async {
    await propertyCheck(count: 50_000, input: zip(Gen.int(in: 1...99_999_999), Gen.int(in: -320...300))) {
      mantissa, exponent in
      let value = Double("\(mantissa)e\(exponent)") ?? 1
      guard value > 0, value.isFinite else { return }
      #expect(Self.agreesWithStandardLibrary(value), "\(value) → \(ShortestDecimal(value))")
    }
  }

  /// Every power of ten in the table is used by some binary exponent: each exponent with the smallest
  /// significand (the uneven interval of a power of two), the next ones, the largest, and a spread.
  @Test func everyBinaryExponentHasTheStandardLibrarysDigits() {
    let fractions: [UInt64] = [
      0, 1, 2, 3, 1 << 51, (1 << 52) - 2, (1 << 52) - 1, 0x5_5555_5555_5555, 0xA_AAAA_AAAA_AAAB,
    ]
    var failures: [Double] = []
    for biasedExponent in UInt64(0)...2046 {
      for fraction in fractions where biasedExponent > 0 || fraction > 0 {
        let value = Double(bitPattern: biasedExponent << 52 | fraction)
        if !Self.agreesWithStandardLibrary(value) { failures.append(value) }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  @Test func theSmallestSubnormalsHaveTheStandardLibrarysDigits() {
    let failures = (UInt64(1)...20_000).map { Double(bitPattern: $0) }.filter { !Self.agreesWithStandardLibrary($0) }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  @Test(
    arguments: [
      (.leastNonzeroMagnitude, 5, -324), (1.0, 1, 0), (0.1, 1, -1), (100, 1, 2), (2.0 / 3, 6_666_666_666_666_666, -16),
      (0x1p53, 9_007_199_254_740_992, 0), (1.7976931348623157e308, 17_976_931_348_623_157, 292),
    ] as [(Double, UInt64, Int)])
  func knownValues(value: Double, significand: UInt64, exponent: Int) {
    let decimal = ShortestDecimal(value)
    #expect(decimal.significand == significand && decimal.exponent == exponent, "\(decimal)")
  }

  /// The fixed-point logarithms against `log10`/`log2` over every exponent they are used with; no
  /// `e·log₁₀ 2` for a nonzero integer `e` is within `Double`'s error of an integer there.
  @Test func fixedPointLogarithmsAreExactWhereUsed() {
    for e in -1_100...1_100 {
      #expect(ShortestDecimal.floorLog10PowerOf2(e) == Int((Double(e) * log10(2)).rounded(.down)), "\(e)")
      #expect(
        ShortestDecimal.floorLog10ThreeQuartersPowerOf2(e) == Int((log10(0.75) + Double(e) * log10(2)).rounded(.down)),
        "\(e)")
    }
    for e in -350...350 {
      #expect(ShortestDecimal.floorLog2PowerOf10(e) == Int((Double(e) * log2(10)).rounded(.down)), "\(e)")
    }
  }

  /// 10⁰ = 2¹²⁵·2⁻¹²⁵ exactly, so g(0) = 2¹²⁵ + 1: g1 = 2⁶², g0 = 1.
  @Test func theTableIsIndexedFromMinus324() {
    #expect(ShortestDecimal.powersOfTen.count == 2 * 617)
    #expect(ShortestDecimal.powersOfTen[2 * 324] == 1 << 62)
    #expect(ShortestDecimal.powersOfTen[2 * 324 + 1] == 1)
  }
}
