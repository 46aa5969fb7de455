import Foundation
import Testing

@testable import _BBSimKit

/// `NumberFormat.append(_:to:)` (pure Swift) against the printf path it replaced: byte-identical to
/// `vsnprintf("%.9g")` on random doubles of every magnitude, on hand-picked edge cases and on every
/// number in `notebooks-data/`.
@Suite struct NumberFormatTests {
  /// The fast path's bytes for `value`.
  private static func fast(_ value: Double) -> String { NumberFormat.csv(value) }

  /// `vsnprintf("%.9g")`'s bytes for `value` (−0 mapped to 0, as the CSV path does).
  private static func printf(_ value: Double) -> String { NumberFormat.fixed(value, "%.9g") }

  /// One random double of a kind chosen by the generator: any bit pattern (every binary exponent,
  /// subnormals included), short decimals, ten-digit values ending in 5 (nine-digit midpoints) or
  /// nine-digit values, the last two nudged by up to three ulps.
  private static func sample(_ random: inout SplitMix64) -> Double {
    let bits = random.next()
    let sign: Double = bits & 1 == 0 ? 1 : -1
    let decade = Int(bits >> 1 & 0x1F) % 23  // 10^0…10^22 are exact doubles
    let scale = (0..<decade).reduce(1.0) { product, _ in product * 10 }
    let nudge = Int(bits >> 6 & 7) - 3
    func nudged(_ value: Double) -> Double {
      var result = value
      for _ in 0..<nudge.magnitude { result = nudge < 0 ? result.nextDown : result.nextUp }
      return result
    }
    let payload = random.next()
    switch bits >> 9 & 3 {
    case 0:
      // Any finite double: a biased exponent in 0…2046 and a random significand.
      let exponent = (payload >> 52) % 2047
      return sign * Double(bitPattern: exponent << 52 | payload & 0x000F_FFFF_FFFF_FFFF)
    case 1:
      let digits = Double(payload % 1_000_000)
      return sign * (bits & 0x800 == 0 ? digits / scale : digits * scale)
    case 2:
      let midpoint = Double((payload % 900_000_000 + 100_000_000) * 10 + 5)
      return sign * nudged(bits & 0x800 == 0 ? midpoint / scale : midpoint * scale)
    default:
      let nine = Double(payload % 900_000_000 + 100_000_000)
      return sign * nudged(bits & 0x800 == 0 ? nine / scale : nine * scale)
    }
  }

  @Test(arguments: 0..<4)
  func randomDoublesMatchPrintf(chunk: UInt64) {
    var random = SplitMix64(seed: 0x9E37_79B9 &+ chunk)
    var fast: [UInt8] = []
    var printf: [UInt8] = []
    var mismatches: [Double] = []
    var fastPath = 0
    var normal = 0
    for _ in 0..<262_144 {
      let value = Self.sample(&random)
      fast.removeAll(keepingCapacity: true)
      printf.removeAll(keepingCapacity: true)
      NumberFormat.append(value, to: &fast)
      NumberFormat.append(value == 0 ? 0 : value, format: "%.9g", to: &printf)
      if fast != printf, mismatches.count < 10 { mismatches.append(value) }
      if value.isNormal { normal += 1 }
      if SignificantDigits(value) != nil { fastPath += 1 }
    }
    // Exact ties in the shortest digits (printf's job) come only from the midpoint samples.
    #expect(fastPath > normal * 9 / 10, "\(fastPath) of \(normal) normal values took the Swift path")
    #expect(mismatches.isEmpty, "\(mismatches.map { "\($0): \(Self.fast($0)) ≠ \(Self.printf($0))" })")
  }

  @Test(arguments: [
    0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 2 * Double.pi, Double.pi, -Double.pi, M_E, 1e-5, 1e-4, 0.0001234, 0.00001234,
    123_456_789, 1_234_567_890, 999_999_999, 999_999_999.4, 999_999_999.5, 999_999_999.49999, 9.9999999949999e8,
    9.9999999950001e8, 99_999_999.95, 0.999_999_999_5, 9.999_999_995e-5, 1e9, 1e8, 1e16, 1e21, 1e22, 1e23, 1e100,
    1e-100, 1e300, 1e308, 1.7976931348623157e308, 2.2250738585072014e-308, Double.leastNormalMagnitude.nextDown,
    Double.leastNonzeroMagnitude,
    Double.leastNonzeroMagnitude * 2_024, 123_456_788.5, 123_456_789.5, 0.5, 1.5, 2.5, 12345.678951, 1.000_000_005,
    1.000_000_015, 7, 42, 60,
    -1, -0.001, 6.28318531, 62.8318531, 0.000795774715, 4_294_967_296, 9_007_199_254_740_992,
  ])
  func edgeCasesMatchPrintf(value: Double) {
    for candidate in [value, -value, value.nextUp, value.nextDown, -value.nextUp] {
      #expect(Self.fast(candidate) == Self.printf(candidate), "\(candidate)")
    }
  }

  @Test func integersAndPowersOfTenMatchPrintf() {
    for integer in -2_000...2_000 { #expect(Self.fast(Double(integer)) == Self.printf(Double(integer))) }
    var power = 1.0
    for exponent in 0...308 {
      for value in [power, power.nextUp, power.nextDown, 1 / power, (1 / power).nextUp, (1 / power).nextDown] {
        #expect(Self.fast(value) == Self.printf(value), "10^±\(exponent): \(value)")
      }
      power *= 10
    }
  }

  @Test func specialValuesAndSignedZero() {
    #expect(Self.fast(0) == "0")
    #expect(Self.fast(-0.0) == "0")
    #expect(Self.fast(.infinity) == "inf")
    #expect(Self.fast(-.infinity) == "-inf")
    #expect(Self.fast(.nan) == "nan")
    #expect(Self.fast(999_999_999.5) == "1e+09")
    #expect(Self.fast(1.0 / 3) == "0.333333333")
    #expect(Self.fast(1e-5) == "1e-05")
    #expect(Self.fast(1_234_567_890) == "1.23456789e+09")
    #expect(Self.fast(-1.5e-300) == "-1.5e-300")
    #expect(SignificantDigits(9.9999999950001e8) != nil, "a carry into a tenth digit stays on the Swift path")
    #expect(Self.fast(9.9999999950001e8) == "1e+09")
    #expect(SignificantDigits(123_456_788.5) == nil, "a bare 5 past the ninth digit goes to printf")
    #expect(Self.fast(123_456_788.5) == "123456788")
    #expect(SignificantDigits(Double.leastNormalMagnitude.nextDown) == nil, "subnormals go to printf")
  }

  @Test func everyNotebookNumberRoundTrips() throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("notebooks-data")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".csv") }
    #expect(!files.isEmpty)
    var checked = 0
    for file in files {
      let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\r\n").dropFirst() {
        for field in line.split(separator: ",", omittingEmptySubsequences: false) {
          guard let value = Double(field) else { continue }
          let formatted = Self.fast(value)
          if formatted != field || formatted != Self.printf(value) {
            Issue.record("\(file): \(field) → \(formatted), printf \(Self.printf(value))")
            return
          }
          checked += 1
        }
      }
    }
    #expect(checked > 100_000)
  }
}
