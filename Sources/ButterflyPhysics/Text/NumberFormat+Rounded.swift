// The layouts with a stated precision: SVG's decimals, and the `%g`, `%e` and `%f` of tables and
// messages, written from the shortest decimal's digits.

extension NumberFormat {
  /// The largest magnitude ``decimals(_:)`` writes; larger values are clamped to it.
  static let largestDecimalsMagnitude = 1e12

  /// ``decimals(_:)``: `value` scaled by `10^digits`, rounded half away from zero, written with the
  /// point put back and trailing zeros trimmed. O(digits).
  static func decimalsText(_ value: Double, digits: Int) -> String {
    let digits = min(max(digits, 0), 6)
    guard value.isFinite else { return "0" }
    let clamped = min(max(value, -largestDecimalsMagnitude), largestDecimalsMagnitude)
    var scale: Int64 = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int64((clamped * Double(scale)).rounded())
    if scaled == 0 { return "0" }
    let magnitude = scaled.magnitude
    let whole = magnitude / UInt64(scale)
    var fraction = magnitude % UInt64(scale)
    var text = (scaled < 0 ? "-" : "") + String(whole)
    if fraction == 0 { return text }
    var places = digits
    while fraction % 10 == 0 {
      fraction /= 10
      places -= 1
    }
    let fractionText = String(fraction)
    text += "." + zeros(places - fractionText.count) + fractionText
    return text
  }

  /// ``significant(_:)``, as `%.<digits>g`.
  static func significantText(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return notFinite }
    guard value != 0 else { return "0" }
    let count = max(digits, 1)
    let (significand, exponent) = rounded(value.magnitude) { first in first - count + 1 }
    let text = String(significand)
    let first = exponent + text.count - 1
    let sign = value < 0 ? "-" : ""
    if first < -4 || first >= count {
      let kept = trimmingZeros(text)
      let mantissa = String(kept.prefix(1)) + (kept.count > 1 ? "." + kept.dropFirst() : "")
      return sign + mantissa + exponentText(first)
    }
    let plain = plainText(significand, exponent)
    return sign + (plain.contains(".") ? trimmingZeros(plain, andPoint: true) : plain)
  }

  /// ``scientific(_:)``, as `%.<digits>e`.
  static func scientificText(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return notFinite }
    let decimals = max(digits, 0)
    let point = decimals > 0 ? "." : ""
    guard value != 0 else { return "0" + point + zeros(decimals) + "e+00" }
    let (significand, exponent) = rounded(value.magnitude) { first in first - decimals }
    let text = String(significand)
    let first = exponent + text.count - 1
    let padded = (text + zeros(decimals + 1 - text.count)).prefix(decimals + 1)
    return (value < 0 ? "-" : "") + String(padded.prefix(1)) + point + padded.dropFirst() + exponentText(first)
  }

  /// ``fixedPoint(_:)``, as `%.<digits>f`.
  static func fixedPointText(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return notFinite }
    let decimals = max(digits, 0)
    let sign = value < 0 ? "-" : ""
    guard value != 0 else { return (decimals > 0 ? "0." : "0") + zeros(decimals) }
    let (significand, exponent) = rounded(value.magnitude) { _ in -decimals }
    let plain = plainText(significand, exponent)
    guard decimals > 0 else { return sign + plain }
    let written = plain.split(separator: ".").dropFirst().first?.count ?? 0
    return sign + plain + (written == 0 ? "." : "") + zeros(decimals - written)
  }

  /// `magnitude` (finite, > 0) rounded to a multiple of `10^p`, `p = position(first digit's exponent)`:
  /// the shortest decimal's digits with those below `10^p` dropped, half to even (a carry may add a
  /// digit). Returns the digits as an integer and the power of ten of the last one.
  private static func rounded(_ magnitude: Double, position: (Int) -> Int) -> (UInt64, Int) {
    let decimal = ShortestDecimal(magnitude)
    let count = String(decimal.significand).count
    let p = position(decimal.exponent + count - 1)
    let dropped = p - decimal.exponent
    guard dropped > 0 else { return (decimal.significand, decimal.exponent) }
    guard dropped <= count else { return (0, p) }  // below a tenth of 10^p
    var power: UInt64 = 1
    for _ in 0..<dropped { power *= 10 }
    var kept = decimal.significand / power
    let rest = decimal.significand % power
    if rest > power / 2 || (rest == power / 2 && kept % 2 == 1) { kept += 1 }
    return (kept, p)
  }

  /// `significand × 10^exponent` in fixed notation (`1200`, `0.012`, `1.5`).
  private static func plainText(_ significand: UInt64, _ exponent: Int) -> String {
    let digits = String(significand)
    guard exponent < 0 else { return significand == 0 ? "0" : digits + zeros(exponent) }
    let places = -exponent
    guard digits.count > places else { return "0." + zeros(places - digits.count) + digits }
    return digits.dropLast(places) + "." + digits.suffix(places)
  }

  /// `e±XX` with at least two exponent digits, as C writes it.
  private static func exponentText(_ exponent: Int) -> String {
    (exponent < 0 ? "e-" : "e+") + (exponent.magnitude < 10 ? "0" : "") + String(exponent.magnitude)
  }

  /// `text` without trailing zeros (and then without a trailing point).
  private static func trimmingZeros(_ text: String, andPoint: Bool = false) -> String {
    var kept = Substring(text)
    while kept.count > 1, kept.last == "0" { kept = kept.dropLast() }
    if andPoint, kept.last == "." { kept = kept.dropLast() }
    return String(kept)
  }

  /// `count` zeros (none for a negative count).
  private static func zeros(_ count: Int) -> String { String(repeating: "0", count: max(count, 0)) }
}
