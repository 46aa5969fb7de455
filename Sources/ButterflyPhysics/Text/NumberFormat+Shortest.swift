// The byte writer of the shortest layouts: the CSV writer's path, so it works in place without
// allocating.

extension NumberFormat {
  /// The most bytes ``writeShortest(_:to:)`` writes: 24 (a sign, 17 digits, `.` and `e-308`).
  public static let longestShortest = 24

  /// Writes finite `value` as ``shortest`` lays it out at `out`, in place (no allocation): the CSV
  /// writer's path.
  /// - Parameters:
  ///   - value: A finite number.
  ///   - out: Room for ``longestShortest`` bytes.
  /// - Returns: How many bytes were written.
  public static func writeShortest(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
    writeShortest(value, to: out, compact: false)
  }

  /// Writes the decimal digits of `value` at `out` (no sign, no leading zeros; `0` for zero).
  /// - Parameters:
  ///   - value: The number.
  ///   - out: Room for 20 bytes.
  /// - Returns: How many bytes were written.
  package static func writeDigits(of value: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
    writeDigits(of: value, endingAt: out + max(1, decimalDigitCount(value)))
  }

  /// Writes `value` (finite) as ``shortest`` or (`compact`) ``compact`` lays it out at `out`; returns the
  /// count: at most 24 bytes (a sign, `0.000` and 17 digits; or a sign, 17 digits, `.` and `e-308`).
  /// Each digit is written once, in place, except that the digits before a decimal point move left by one.
  static func writeShortest(_ value: Double, to out: UnsafeMutablePointer<UInt8>, compact: Bool) -> Int {
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
    let exponential =
      compact ? exponent < -4 || exponent > 15 || decimal.exponent >= 6 : exponent < -4 || exponent > 16
    if exponential {
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
  static func writeDigits(of value: UInt64, endingAt end: UnsafeMutablePointer<UInt8>) -> Int {
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
}
