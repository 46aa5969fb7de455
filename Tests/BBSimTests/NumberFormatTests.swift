import Foundation
import PropertyBased
import Testing

@testable import ButterflyPhysics
@testable import ButterflyRender
@testable import _BBSimKit

/// The CSV writer's numbers: the shortest decimal that parses back to the same `Double`, bit for bit,
/// for every finite double; never `inf` or `nan`.
@Suite struct NumberFormatTests {
  /// How many random doubles each property draws: enough to hit every binary exponent many times.
  static let cases = 20_000

  /// Whether `value`'s CSV text parses back to exactly `value` and is plain ASCII decimal.
  static func roundTrips(_ value: Double) -> Bool {
    let text = NumberFormat.shortest.text(value)
    guard let parsed = Double(text) else { return false }
    return parsed.bitPattern == value.bitPattern && text.allSatisfy { "0123456789.-e".contains($0) }
  }

  @Test func everyBitPatternRoundTripsBitEqual() async {
    await propertyCheck(count: Self.cases, input: Gen.uint64()) { bits in
      let value = Double(bitPattern: bits)
      guard value.isFinite else { return }
      #expect(Self.roundTrips(value), "\(value) → \(NumberFormat.shortest.text(value))")
    }
  }

  /// The documented layout written the plain way, with `String`s, from the standard library's digits
  /// (`ShortestDigits`): what `NumberFormat.csv` must equal.
  static func documentedLayout(_ value: Double) -> String {
    guard value != 0 else { return value.sign == .minus ? "-0" : "0" }
    var oracle = ShortestDigits()
    value.magnitude.write(to: &oracle)
    let digits = String(oracle.significand)
    let exponent = oracle.exponent
    let sign = value.sign == .minus ? "-" : ""
    if exponent < -4 || exponent > 16 {
      let rest = digits.dropFirst()
      return sign + String(digits.prefix(1)) + (rest.isEmpty ? "" : "." + rest) + "e\(exponent)"
    }
    if exponent < 0 { return sign + "0." + String(repeating: "0", count: -exponent - 1) + digits }
    if digits.count > exponent + 1 {
      return sign + digits.prefix(exponent + 1) + "." + digits.dropFirst(exponent + 1)
    }
    return sign + digits + String(repeating: "0", count: exponent + 1 - digits.count)
  }

  @Test func everyBitPatternIsLaidOutAsDocumented() async {
    await propertyCheck(count: Self.cases, input: Gen.uint64()) { bits in
      let value = Double(bitPattern: bits)
      guard value.isFinite else { return }
      #expect(NumberFormat.shortest.text(value) == Self.documentedLayout(value), "\(value)")
    }
  }

  /// Each layout branch at its edges: first-digit exponents −5…−3 and 15…18, 1 and 17 digits, whole
  /// numbers with and without trailing zeros, both signs.
  @Test func layoutBranchEdgesAreLaidOutAsDocumented() {
    var values: [Double] = []
    for exponent in [-6, -5, -4, -3, 0, 1, 14, 15, 16, 17, 18, 307, -307, -323] {
      for digits in ["1", "12", "1234567890123456", "12345678901234567", "9", "99999999999999999"] {
        if let value = Double("\(digits.prefix(1)).\(digits.dropFirst())e\(exponent)") { values.append(value) }
      }
    }
    values += [0x1p53, 0x1p53 + 2, 0x1p52 + 1, 1e15, 1e15 + 1, 999_999_999_999_999, .ulpOfOne, .leastNormalMagnitude]
    for value in values where value.isFinite {
      for signed in [value, -value] {
        #expect(NumberFormat.shortest.text(signed) == Self.documentedLayout(signed), "\(signed)")
      }
    }
  }

  @Test func decimalLookingDoublesRoundTripBitEqual() async {
    await propertyCheck(count: Self.cases, input: zip(Gen.int(in: -999_999...999_999), Gen.int(in: -30...30))) {
      mantissa, exponent in
      let value = Double("\(mantissa)e\(exponent)") ?? 0
      #expect(Self.roundTrips(value), "\(value) → \(NumberFormat.shortest.text(value))")
    }
  }

  @Test(arguments: [
    (0.0, "0"), (-0.0, "-0"), (0.1, "0.1"), (100, "100"), (-2.5, "-2.5"), (1.0 / 3, "0.3333333333333333"),
    (0.0001, "0.0001"), (1e-5, "1e-5"), (1e16, "10000000000000000"), (1e17, "1e17"), (-1.5e-300, "-1.5e-300"),
    (.leastNonzeroMagnitude, "5e-324"), (1.7976931348623157e308, "1.7976931348623157e308"),
    (4 * Double.pi, "12.566370614359172"),
  ])
  func layoutIsFixedOrScientificAsDocumented(value: Double, text: String) {
    #expect(NumberFormat.shortest.text(value) == text)
    #expect(Self.roundTrips(value))
  }

  @Test func nonFiniteValuesAreNeverWritten() {
    for value in [Double.infinity, -.infinity, .nan] {
      #expect(NumberFormat.shortest.text(value).isEmpty)
      #expect(NumberFormat.significant(6).text(value) == "not finite")
    }
  }

  @Test func everyNotebookNumberRoundTrips() throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("notebooks-data")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".csv") }
    #expect(!files.isEmpty)
    var checked = 0
    for file in files {
      let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      #expect(!text.contains("inf") && !text.contains("nan"), "\(file)")
      for line in text.split(separator: "\r\n").dropFirst() {
        for field in line.split(separator: ",", omittingEmptySubsequences: false) {
          guard let value = Double(field) else { continue }
          if NumberFormat.shortest.text(value) != field {
            Issue.record("\(file): \(field) is written \(NumberFormat.shortest.text(value))")
            return
          }
          checked += 1
        }
      }
    }
    #expect(checked > 100_000)
  }
}
