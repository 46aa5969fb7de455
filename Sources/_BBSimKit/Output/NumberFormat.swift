#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Deterministic number formatting for CSV, tables and messages.
///
/// CSV numbers are the shortest decimal that parses back to the same `Double` (the standard library's
/// shortest round-trip digits, ``ShortestDigits``), laid out without locale: fixed notation when the
/// decimal exponent `e` of the first digit is in `[−4, 16]`, otherwise `d.ddde±x` with no padding:
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
    if value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
    let magnitude = value.magnitude
    // A whole number below 10¹⁵ is its own shortest round-trip decimal (neighbouring doubles are at
    // most 1/8 apart there, so fewer digits would name another double), written in fixed notation.
    if magnitude < 1e15, magnitude == magnitude.rounded(.towardZero) {
      appendDigits(of: UInt64(magnitude), to: &bytes)
      return
    }
    var shortest = ShortestDigits()
    magnitude.write(to: &shortest)
    guard shortest.isValid else {
      // Not reached for finite doubles (17 digits at most); keep the standard library's text.
      bytes.append(contentsOf: "\(value.magnitude)".utf8)
      return
    }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in
      var rest = shortest.significand
      for index in stride(from: shortest.count - 1, through: 0, by: -1) {
        digits[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
      }
      layOut(UnsafeBufferPointer(rebasing: digits[..<shortest.count]), exponent: shortest.exponent, to: &bytes)
    }
  }

  /// Appends the decimal digits of `value` (no sign, no leading zeros; `0` for zero).
  static func appendDigits(of value: UInt64, to bytes: inout [UInt8]) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var rest = value
      var start = 20
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
      } while rest != 0
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// Writes `digits` (`d₁d₂…`, value `d₁.d₂… × 10^exponent`) in the layout described above.
  private static func layOut(_ digits: UnsafeBufferPointer<UInt8>, exponent: Int, to bytes: inout [UInt8]) {
    let zero = UInt8(ascii: "0")
    let point = UInt8(ascii: ".")
    if exponent < -4 || exponent > 16 {
      bytes.append(digits[0])
      if digits.count > 1 {
        bytes.append(point)
        bytes.append(contentsOf: digits[1...])
      }
      bytes.append(UInt8(ascii: "e"))
      bytes.append(contentsOf: String(exponent).utf8)
    } else if exponent < 0 {
      bytes.append(zero)
      bytes.append(point)
      for _ in 0..<(-exponent - 1) { bytes.append(zero) }
      bytes.append(contentsOf: digits)
    } else {
      let whole = exponent + 1
      for index in 0..<whole { bytes.append(index < digits.count ? digits[index] : zero) }
      if digits.count > whole {
        bytes.append(point)
        bytes.append(contentsOf: digits[whole...])
      }
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
