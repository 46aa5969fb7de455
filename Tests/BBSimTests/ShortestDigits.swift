@testable import ButterflyRender

/// The test oracle for `ShortestDecimal`: reads the standard library's shortest round-trip text of a
/// double (`1.25`, `0.001`, `1e-05`, `1.2345678901234567e+300`, …) as it is streamed, keeping only its
/// digits and exponent.
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
