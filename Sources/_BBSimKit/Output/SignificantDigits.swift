/// A finite, nonzero double's decimal significant digits, correctly rounded to at most nine, as C's
/// `%.9g` rounds them.
///
/// The digits come from the standard library's shortest round-trip representation (the one
/// `description` prints), read through ``ShortestDigits`` without building a `String`. For a normal
/// double that representation decides the nine-digit rounding exactly:
/// - With nine digits or fewer, it is the nine-digit result: the exact binary value lies within half
///   an ulp (≤ 2⁻⁵³ relative) of it, far inside half a step of the nine-digit grid (≥ 5·10⁻¹⁰ relative).
/// - With more, rounding its digits half up gives the same result as rounding the exact value, unless
///   its tail is exactly `5` (then the exact value may sit on either side of the midpoint, or on it):
///   a midpoint between the exact value and the shortest digits would be a ten-digit string that also
///   round-trips, contradicting shortness (two ten-digit strings never fit in one ulp).
///
/// Subnormals (too few bits for nine digits), zero, infinities and NaN are not handled here.
struct SignificantDigits {
  /// The digits as an integer, at most nine of them, without trailing zeros (e.g. 123 for 1.23e-7).
  var digits: UInt32
  /// How many digits `digits` has (1…9).
  var count: Int
  /// The decimal exponent of the first digit: the value is d₁.d₂d₃… × 10^exponent.
  var exponent: Int

  /// The nine-digit rounding of `value`'s magnitude, or nil when it is not a normal number or the
  /// shortest digits end in a bare `5` past the ninth digit (an ambiguous tie; use printf instead).
  /// - Complexity: O(1); no allocation.
  init?(_ value: Double) {
    guard value.isNormal else { return nil }
    var shortest = ShortestDigits()
    value.magnitude.write(to: &shortest)
    guard shortest.isValid, shortest.significand != 0 else { return nil }
    var significand = shortest.significand
    var count = shortest.count
    var exponent = shortest.exponent
    if count > 9 {
      var divisor: UInt64 = 10
      for _ in 10..<count { divisor *= 10 }
      let (head, tail) = significand.quotientAndRemainder(dividingBy: divisor)
      let half = divisor / 2
      guard tail != half else { return nil }
      significand = tail > half ? head + 1 : head
      count = 9
      if significand == 1_000_000_000 {
        significand = 1
        count = 1
        exponent += 1
      }
      while significand % 10 == 0 {
        significand /= 10
        count -= 1
      }
    }
    self.digits = UInt32(truncatingIfNeeded: significand)
    self.count = count
    self.exponent = exponent
  }

  /// Writes the digits in `%g` layout for nine significant digits (fixed when −4 ≤ exponent < 9,
  /// else `d.ddde±XX` with at least two exponent digits), without a sign, at `start`; returns the
  /// end. `start` needs 32 writable bytes (the layout takes at most 15; 20…28 hold scratch digits).
  func write(to start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
    let zero = UInt8(ascii: "0")
    let raw = start + 20  // the digits, most significant first, in raw[0..<count]
    var rest = digits
    for index in stride(from: count - 1, through: 0, by: -1) {
      raw[index] = zero &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    }
    var end = start
    if exponent < -4 || exponent >= 9 {
      end[0] = raw[0]
      end += 1
      if count > 1 {
        end[0] = UInt8(ascii: ".")
        for index in 1..<count { end[index] = raw[index] }
        end += count
      }
      let magnitude = exponent.magnitude
      end[0] = UInt8(ascii: "e")
      end[1] = exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
      end += 2
      if magnitude >= 100 {
        end[0] = zero &+ UInt8(truncatingIfNeeded: magnitude / 100)
        end += 1
      }
      end[0] = zero &+ UInt8(truncatingIfNeeded: magnitude / 10 % 10)
      end[1] = zero &+ UInt8(truncatingIfNeeded: magnitude % 10)
      return end + 2
    }
    if exponent < 0 {
      let zeros = -exponent - 1
      end[0] = zero
      end[1] = UInt8(ascii: ".")
      for index in 0..<zeros { end[2 + index] = zero }
      end += 2 + zeros
      for index in 0..<count { end[index] = raw[index] }
      return end + count
    }
    let integerDigits = exponent + 1
    for index in 0..<integerDigits { end[index] = index < count ? raw[index] : zero }
    end += integerDigits
    guard count > integerDigits else { return end }
    end[0] = UInt8(ascii: ".")
    end += 1
    for index in integerDigits..<count { end[index - integerDigits] = raw[index] }
    return end + count - integerDigits
  }
}

/// Reads the standard library's shortest round-trip text of a double (`1.25`, `0.001`, `1e-05`,
/// `1.2345678901234567e+300`, …) as it is streamed, keeping only its digits and exponent.
///
/// `Double.write(to:)` hands its ASCII buffer to ``_writeASCII(_:)`` without creating a `String`;
/// ``write(_:)`` covers runtimes that pass a `String` instead.
struct ShortestDigits: TextOutputStream {
  /// The significant digits as an integer, trailing zeros removed (0 for zero).
  private(set) var significand: UInt64 = 0
  /// How many digits `significand` has.
  private(set) var count = 0
  /// The decimal exponent of the first digit.
  private(set) var exponent = 0
  /// False when the text was not one plain decimal number (e.g. `nan`, `inf`, over 19 digits, or
  /// streamed in more than one piece).
  private(set) var isValid = true
  private var pieces = 0

  /// Parses streamed text (the stdlib writes a double in one piece).
  mutating func write(_ string: String) {
    var text = string
    text.withUTF8 { parse($0) }
  }

  /// Parses streamed ASCII without building a `String`.
  mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { parse(buffer) }

  private mutating func parse(_ text: UnsafeBufferPointer<UInt8>) {
    pieces += 1
    guard pieces == 1 else { return invalidate() }
    var value: UInt64 = 0
    var digitCount = 0
    var scale = 0  // the text's value is `value` × 10^scale
    var afterPoint = false
    var index = 0
    if index < text.count, text[index] == UInt8(ascii: "-") { index += 1 }
    while index < text.count {
      let byte = text[index]
      if byte == UInt8(ascii: ".") {
        afterPoint = true
      } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        if afterPoint { scale -= 1 }
        if value != 0 || byte != UInt8(ascii: "0") {
          guard digitCount < 19 else { return invalidate() }
          value = value * 10 + UInt64(byte &- UInt8(ascii: "0"))
          digitCount += 1
        }
      } else {
        break
      }
      index += 1
    }
    if index < text.count {
      guard text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") else { return invalidate() }
      index += 1
      var negative = false
      if index < text.count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
        negative = text[index] == UInt8(ascii: "-")
        index += 1
      }
      var power = 0
      guard index < text.count else { return invalidate() }
      while index < text.count {
        let byte = text[index]
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), power < 10_000 else { return invalidate() }
        power = power * 10 + Int(byte &- UInt8(ascii: "0"))
        index += 1
      }
      scale += negative ? -power : power
    }
    guard value != 0 else { return }
    while value % 10 == 0 {
      value /= 10
      digitCount -= 1
      scale += 1
    }
    significand = value
    count = digitCount
    exponent = scale + digitCount - 1
  }

  private mutating func invalidate() { isValid = false }
}
