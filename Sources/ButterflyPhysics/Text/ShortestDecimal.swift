/// The shortest decimal that reads back as a given positive double: `significand × 10^exponent`, the
/// significand as few digits as possible and, among the decimals of that length that read back, the one
/// nearest the double (ties to an even last digit).
///
/// "Reads back" means the decimal lies in the double's rounding interval: the reals that
/// round-to-nearest-even parsing turns into that double. For `v = c·2^q` (c the integer significand)
/// the interval is `[v − 2^q/2, v + 2^q/2]`, or `[v − 2^q/4, v + 2^q/2]` when `c = 2^52` (the double
/// below is closer); its ends belong to it when `c` is even.
///
/// The method: take `k = ⌊log₁₀ width⌋`, so the interval holds at least one multiple of `10^k` and at
/// most one of `10^(k+1)`. Scale `v` and the two ends by `10^−k` with a 126-bit approximation of the
/// power (``powersOfTen``, exact integers from `scripts/generate-powers-of-ten`) rounded so that
/// comparisons with integers are exact. If one multiple of `10^(k+1)` is inside, it is the answer (one
/// digit shorter); otherwise the nearer of `⌊v·10^−k⌋` and the next integer that is inside. No loop, no
/// allocation: three 64×64-bit multiplications per bound.
struct ShortestDecimal {
  /// The digits as an integer, without trailing zeros: 1…17 digits.
  private(set) var significand: UInt64
  /// The power of ten of the significand's last digit.
  private(set) var exponent: Int

  /// The shortest decimal of `value`.
  /// - Precondition: `value` is finite and greater than zero (callers write zero and signs themselves).
  init(_ value: Double) {
    let fraction = value.bitPattern & (1 << 52 - 1)
    let biasedExponent = Int(value.bitPattern >> 52)
    if biasedExponent == 0 {
      self.init(significand: fraction, binaryExponent: -1074)
    } else {
      let c = fraction | 1 << 52
      let q = biasedExponent - 1075
      // A whole number below 2^53 is its own shortest decimal: a decimal with fewer significant digits
      // differs from it by at least 1, and the rounding interval is narrower than 1 here.
      if q < 0, q > -53, c & (1 << UInt64(-q) - 1) == 0 {
        self.init(exactly: c >> UInt64(-q), exponent: 0)
      } else {
        self.init(significand: c, binaryExponent: q)
      }
    }
  }

  /// `digits × 10^exponent` with its trailing zeros moved into the exponent.
  private init(exactly digits: UInt64, exponent: Int) {
    var digits = digits
    var exponent = exponent
    while digits % 10 == 0 {
      digits /= 10
      exponent += 1
    }
    self.significand = digits
    self.exponent = exponent
  }

  /// The shortest decimal of `c·2^q`, `c > 0`.
  private init(significand c: UInt64, binaryExponent q: Int) {
    // Bounds are kept ×4 (two extra bits) so the quarter-width lower bound of c = 2^52 is an integer.
    let odd = c & 1
    let cb = c << 2
    let upper = cb + 2
    let lower: UInt64
    let k: Int
    if c != 1 << 52 || q == -1074 {
      lower = cb - 2
      k = Self.floorLog10PowerOf2(q)
    } else {
      lower = cb - 1
      k = Self.floorLog10ThreeQuartersPowerOf2(q)
    }
    let h = q + Self.floorLog2PowerOf10(-k) + 2  // 1…4: the scaled values below stay under 2^62
    let (vb, vbl, vbr) = Self.powersOfTen.withUnsafeBufferPointer { table in
      let g1 = table[2 * (k + 324)]
      let g0 = table[2 * (k + 324) + 1]
      return (
        Self.scaled(g1, g0, cb << h), Self.scaled(g1, g0, lower << h), Self.scaled(g1, g0, upper << h)
      )
    }
    // vb ≈ 4·v·10^−k; vbl, vbr the ends, each with its last bit set when inexact.
    let s = vb >> 2
    // Of a candidate at or below v and one above, the one inside the interval when only one is.
    func onlyInside(_ below: UInt64, _ above: UInt64) -> UInt64? {
      let belowInside = vbl + odd <= below << 2
      let aboveInside = (above << 2) + odd <= vbr
      return belowInside == aboveInside ? nil : belowInside ? below : above
    }
    let sp10 = s / 10 * 10
    if let shorter = onlyInside(sp10, sp10 + 10) {
      self.init(exactly: shorter, exponent: k)
      return
    }
    let t = s + 1
    if let nearest = onlyInside(s, t) {
      self.init(exactly: nearest, exponent: k)
      return
    }
    // Both inside: the nearer; a tie goes to the even one.
    let comparison = Int64(bitPattern: vb &- (s + t) << 1)
    self.init(exactly: comparison < 0 || (comparison == 0 && s & 1 == 0) ? s : t, exponent: k)
  }

  /// `⌊g·cp / 2^127⌋`, its last bit set when the remainder is not zero, for `g = g1·2^63 + g0`.
  private static func scaled(_ g1: UInt64, _ g0: UInt64, _ cp: UInt64) -> UInt64 {
    let x1 = g0.multipliedFullWidth(by: cp).high
    let (y1, y0) = g1.multipliedFullWidth(by: cp)
    let mask63: UInt64 = 1 << 63 - 1
    let z = (y0 >> 1) &+ x1
    let whole = y1 &+ (z >> 63)
    return whole | (((z & mask63) &+ mask63) >> 63)
  }

  /// `⌊e·log₁₀ 2⌋` by a fixed-point multiplication in 64 bits (also where `Int` has 32, as in WebAssembly); exact over every exponent a double has (tested).
  static func floorLog10PowerOf2(_ e: Int) -> Int { Int((Int64(e) &* 661_971_961_083) >> 41) }

  /// `⌊log₁₀(¾·2^e)⌋`; exact over every exponent a double has (tested).
  static func floorLog10ThreeQuartersPowerOf2(_ e: Int) -> Int {
    Int((Int64(e) &* 661_971_961_083 &- 274_743_187_321) >> 41)
  }

  /// `⌊e·log₂ 10⌋`; exact over the powers of ten a double needs (tested; `scripts/generate-powers-of-ten`
  /// uses the same formula).
  static func floorLog2PowerOf10(_ e: Int) -> Int { Int((Int64(e) &* 913_124_641_741) >> 38) }
}
