import _ButterflyShims

/// Deterministic number formatting for CSV, tables and messages.
///
/// CSV numbers are the shortest decimal that parses back to the same `Double` (`ShortestDecimal`), laid
/// out without locale: fixed notation when the decimal exponent `e` of the first digit is in `[−4, 16]`,
/// otherwise `d.ddde±x` with no padding:
///
/// ```
/// 0.1   12.566370614359172   100   -0   0.0001   1e-5   1.5e-300   1e17
/// ```
/// Any `Double` written this way reads back bit for bit (`-0` included). Infinities and NaN are never
/// written: a CSV field for one stays empty, and tables and messages say `not finite`.
public enum NumberFormat {
  /// Appends the shortest round-trip decimal of `value` to `bytes`; nothing for a non-finite value.
  /// - Complexity: O(1); no allocation beyond `bytes` growth.
  public static func append(_ value: Double, to bytes: inout [UInt8]) {
    guard value.isFinite else { return }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
      guard let base = buffer.baseAddress else { return }
      let count = write(value, to: base)
      bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }
  }

  /// Writes `value` (finite) as laid out above at `out`; returns the count: at most 24 bytes (a sign,
  /// `0.000` and 17 digits; or a sign, 17 digits, `.` and `e-308`). Each digit is written once, in place,
  /// except that the digits before a decimal point move left by one.
  private static func write(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
    let start = value.sign == .minus ? out + 1 : out
    out[0] = UInt8(ascii: "-")
    guard value != 0 else {
      start[0] = UInt8(ascii: "0")
      return start + 1 - out
    }
    let decimal = ShortestDecimal(value.magnitude)
    let digitCount = decimalDigitCount(decimal.significand)
    let exponent = decimal.exponent + digitCount - 1  // of the first digit
    var end: UnsafeMutablePointer<UInt8>
    if exponent < -4 || exponent > 16 {
      // d.ddde±x: the digits go one place right, then the first moves before the point.
      _ = writeDigits(of: decimal.significand, endingAt: start + 1 + digitCount)
      start[0] = start[1]
      start[1] = UInt8(ascii: ".")
      end = digitCount > 1 ? start + 1 + digitCount : start + 1
      end[0] = UInt8(ascii: "e")
      end += 1
      if exponent < 0 {
        end[0] = UInt8(ascii: "-")
        end += 1
      }
      end += writeDigits(of: UInt64(exponent.magnitude), endingAt: end + decimalDigitCount(UInt64(exponent.magnitude)))
    } else if exponent < 0 {
      // 0.000ddd
      let zeros = -exponent - 1
      start[0] = UInt8(ascii: "0")
      start[1] = UInt8(ascii: ".")
      for index in 0..<zeros { start[2 + index] = UInt8(ascii: "0") }
      end = start + 2 + zeros + digitCount
      _ = writeDigits(of: decimal.significand, endingAt: end)
    } else if digitCount > exponent + 1 {
      // ddd.ddd: the digits go one place right, then the whole part moves left over the point's place.
      let whole = exponent + 1
      end = start + 1 + digitCount
      _ = writeDigits(of: decimal.significand, endingAt: end)
      for index in 0..<whole { start[index] = start[index + 1] }
      start[whole] = UInt8(ascii: ".")
    } else {
      // ddd000
      _ = writeDigits(of: decimal.significand, endingAt: start + digitCount)
      for index in digitCount..<(exponent + 1) { start[index] = UInt8(ascii: "0") }
      end = start + exponent + 1
    }
    return end - out
  }

  /// How many decimal digits `value` has (0 for zero): `⌊bits·log₁₀ 2⌋` from the bit length
  /// (`1233/4096 ≈ log₁₀ 2`), plus one when `value` reaches that power of ten.
  private static func decimalDigitCount(_ value: UInt64) -> Int {
    let guess = ((64 - value.leadingZeroBitCount) &* 1233) >> 12
    return decimalPowers.withUnsafeBufferPointer { guess + (value >= $0[guess] ? 1 : 0) }
  }

  /// 10⁰ … 10¹⁹.
  private static let decimalPowers: [UInt64] = (0..<20).reduce(into: []) { powers, index in
    powers.append(index == 0 ? 1 : (powers.last ?? 1) * 10)
  }

  /// Writes the decimal digits of `value` so that the last one is just before `end`; returns how many
  /// (no leading zeros; `0` for zero). Two digits per division.
  private static func writeDigits(of value: UInt64, endingAt end: UnsafeMutablePointer<UInt8>) -> Int {
    let pairs = digitPairs.utf8Start
    var rest = value
    var count = 0
    while rest >= 100 {
      let pair = Int(rest % 100) &* 2
      rest /= 100
      count += 2
      end[-count] = pairs[pair]
      end[1 - count] = pairs[pair + 1]
    }
    if rest >= 10 {
      let pair = Int(rest) &* 2
      count += 2
      end[-count] = pairs[pair]
      end[1 - count] = pairs[pair + 1]
    } else {
      count += 1
      end[-count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
    }
    return count
  }

  /// `00`, `01`, …, `99`: the two digits of `n` are at `2n` and `2n + 1`.
  private static let digitPairs: StaticString =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

  /// Appends the decimal digits of `value` (no sign, no leading zeros; `0` for zero).
  static func appendDigits(of value: UInt64, to bytes: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
      guard let base = buffer.baseAddress else { return }
      let count = writeDigits(of: value, endingAt: base + 20)
      bytes.append(contentsOf: UnsafeBufferPointer(start: base + 20 - count, count: count))
    }
  }

  /// Appends `value` with a printf `format` for one double (e.g. `"%.3f"`) to `bytes`, or `not finite`.
  public static func append(_ value: Double, format: StaticString, to bytes: inout [UInt8]) {
    guard value.isFinite else {
      bytes.append(contentsOf: "not finite".utf8)
      return
    }
    let v = value == 0 ? 0 : value  // −0 → 0
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 40) { buffer in
      guard let base = buffer.baseAddress else { return }
      let written = withVaList([v]) { arguments in
        format.withUTF8Buffer { formatBytes in
          formatBytes.withMemoryRebound(to: CChar.self) { formatChars in
            vsnprintf(base, 40, formatChars.baseAddress, arguments)
          }
        }
      }
      let count = Int(min(max(written, 0), 39))
      for index in 0..<count { bytes.append(UInt8(bitPattern: buffer[index])) }
    }
  }

  /// `value` as CSV writes it (empty for a non-finite value).
  public static func csv(_ value: Double) -> String {
    var bytes: [UInt8] = []
    append(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `value` formatted with a printf `format` for one double, or `not finite`.
  public static func fixed(_ value: Double, _ format: StaticString) -> String {
    var bytes: [UInt8] = []
    append(value, format: format, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A short form for tables and messages: `%.6g`, or `not finite`.
  public static func short(_ value: Double) -> String { fixed(value, "%.6g") }
}
