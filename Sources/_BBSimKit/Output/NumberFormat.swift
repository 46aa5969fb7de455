#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

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
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
      guard let base = buffer.baseAddress else { return }
      let count = write(value, to: base)
      bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }
  }

  /// Writes `value` (finite) as laid out above at `out`, which has room for 48 bytes; returns the count.
  ///
  /// The digits are first written right-aligned in `out[28..<48]`, then laid out from `out[0]` (at most
  /// 25 bytes: a sign, `0.000`, 17 digits; or a sign, 17 digits, `.`, `e-324`).
  private static func write(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
    var count = 0
    if value.sign == .minus {
      out[0] = UInt8(ascii: "-")
      count = 1
    }
    guard value != 0 else {
      out[count] = UInt8(ascii: "0")
      return count + 1
    }
    let decimal = ShortestDecimal(value.magnitude)
    let digitsEnd = 48
    let digitsStart = digitsEnd - writeDigits(of: decimal.significand, endingAt: out + digitsEnd)
    let digitCount = digitsEnd - digitsStart
    let exponent = decimal.exponent + digitCount - 1  // of the first digit
    func copy(_ range: Range<Int>) {
      (out + count).update(from: out + digitsStart + range.lowerBound, count: range.count)
      count += range.count
    }
    func put(_ byte: UInt8) {
      out[count] = byte
      count += 1
    }
    if exponent < -4 || exponent > 16 {
      copy(0..<1)
      if digitCount > 1 {
        put(UInt8(ascii: "."))
        copy(1..<digitCount)
      }
      put(UInt8(ascii: "e"))
      if exponent < 0 { put(UInt8(ascii: "-")) }
      count += writeDigits(of: UInt64(exponent.magnitude), startingAt: out + count)
    } else if exponent < 0 {
      put(UInt8(ascii: "0"))
      put(UInt8(ascii: "."))
      for _ in 0..<(-exponent - 1) { put(UInt8(ascii: "0")) }
      copy(0..<digitCount)
    } else {
      let whole = exponent + 1
      if digitCount > whole {
        copy(0..<whole)
        put(UInt8(ascii: "."))
        copy(whole..<digitCount)
      } else {
        copy(0..<digitCount)
        for _ in digitCount..<whole { put(UInt8(ascii: "0")) }
      }
    }
    return count
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

  /// Writes the decimal digits of `value` from `start`; returns how many.
  private static func writeDigits(of value: UInt64, startingAt start: UnsafeMutablePointer<UInt8>) -> Int {
    let count = writeDigits(of: value, endingAt: start + 20)
    start.update(from: start + 20 - count, count: count)
    return count
  }

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
