// The one strict reader of a tuning's JSON form, without Foundation or Codable, so `bbsim`, the
// playground server and the Embedded-Swift page build read a tuning file by the same rules.

/// Why a tuning's JSON was refused: one line naming the key or byte and what is accepted, e.g.
/// `unknown key 'tapAngularSped'; expected one of tapAngularSpeed, preferredShape, landingBounce,
/// landingResponse`. Quoted input is cut to ``Excerpt/limit`` bytes and escaped.
public struct SpinTuningJSONError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The problem, one line.
  public let description: String

  /// Creates a refusal.
  /// - Parameter description: The problem, one line.
  public init(_ description: String) { self.description = description }
}

extension SpinTuning {
  /// The JSON keys, in the order the JSON form lists them: one per ``SpinSettings`` entry of the tuning.
  public static let jsonSettings: [NumericSetting] = [
    SpinSettings.tapAngularSpeed, SpinSettings.preferredShape, SpinSettings.landingBounce,
    SpinSettings.landingResponse,
  ]

  /// The largest JSON text read (bytes): a tuning is about 120.
  public static let maximumJSONBytes = 65_536

  /// Reads a tuning from its JSON form, strictly.
  ///
  /// The text is JSON as RFC 8259 defines it (UTF-8 without a byte-order mark; no trailing comma, no
  /// comment, nothing after the object), holding one object whose members are among
  /// ``jsonSettings``' names, each at most once, each a number inside its setting's accepted range
  /// (``NumericSetting/accepts(_:)``). A missing key takes its default (a file written before the
  /// landing spring existed still loads). At most ``maximumJSONBytes`` bytes. Numbers are read as the
  /// nearest `Double` (the standard library's correctly rounded conversion).
  /// - Parameter json: The file's bytes.
  /// - Throws: ``SpinTuningJSONError`` naming the first problem.
  public init(json: some Collection<UInt8>) throws(SpinTuningJSONError) {
    guard json.count <= Self.maximumJSONBytes else {
      throw SpinTuningJSONError("larger than 64 KiB; expected a SpinTuning JSON object of about 120 bytes")
    }
    var reader = StrictTuningReader(bytes: Array(json))
    let values = try reader.object()
    self.init(
      tapAngularSpeed: values[0] ?? Self.defaultTapAngularSpeed,
      preferredShape: values[1] ?? Self.defaultPreferredShape,
      landingBounce: values[2] ?? Self.defaultLandingBounce,
      landingResponse: values[3] ?? Self.defaultLandingResponse)
  }
}

/// Reads `{"key": number, …}` byte by byte, refusing what RFC 8259 or the tuning does not accept.
private struct StrictTuningReader {
  let bytes: [UInt8]
  var index = 0

  /// What the object must look like, for messages.
  static let shape = "expected a JSON object such as {\"tapAngularSpeed\": 12.57, \"landingBounce\": 0.45}"

  /// The names accepted, for messages (a closure, not a key path: Embedded Swift has none).
  static let names = SpinTuning.jsonSettings.map { $0.name }.joined(separator: ", ")

  /// The object's values, by ``SpinTuning/jsonSettings`` position (`nil` when absent).
  mutating func object() throws(SpinTuningJSONError) -> [Double?] {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw SpinTuningJSONError("starts with a byte-order mark; expected UTF-8 JSON without one (RFC 8259)")
    }
    skipSpace()
    try expect(UInt8(ascii: "{"), Self.shape)
    var values: [Double?] = Array(repeating: nil, count: SpinTuning.jsonSettings.count)
    skipSpace()
    if peek == UInt8(ascii: "}") {
      index += 1
    } else {
      while true {
        skipSpace()
        let at = index
        guard peek == UInt8(ascii: "\"") else {
          let what = peek == UInt8(ascii: "}") ? "a trailing comma" : "'\(excerpt(from: at))'"
          throw SpinTuningJSONError("\(what) at byte \(at + 1); expected a key in double quotes (RFC 8259)")
        }
        let key = try string()
        guard let slot = SpinTuning.jsonSettings.firstIndex(where: { $0.name == key }) else {
          throw SpinTuningJSONError("unknown key '\(Excerpt(key))'; expected one of \(Self.names)")
        }
        guard values[slot] == nil else {
          throw SpinTuningJSONError("key '\(key)' given twice; expected each key at most once")
        }
        skipSpace()
        try expect(UInt8(ascii: ":"), "expected ':' after the key '\(key)'")
        skipSpace()
        values[slot] = try number(for: SpinTuning.jsonSettings[slot])
        skipSpace()
        if peek == UInt8(ascii: ",") {
          index += 1
          continue
        }
        try expect(UInt8(ascii: "}"), "expected ',' or '}' after the value of '\(key)'")
        break
      }
    }
    skipSpace()
    guard index == bytes.count else {
      throw SpinTuningJSONError("'\(excerpt(from: index))' after the object at byte \(index + 1); expected nothing")
    }
    return values
  }

  var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Skips RFC 8259's whitespace: space, tab, line feed, carriage return.
  mutating func skipSpace() {
    while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
  }

  func excerpt(from start: Int) -> Excerpt { Excerpt(bytes[min(start, bytes.count)...]) }

  mutating func expect(_ byte: UInt8, _ expected: String) throws(SpinTuningJSONError) {
    guard peek == byte else {
      let found = peek == nil ? "the end of the file" : "'\(excerpt(from: index))'"
      throw SpinTuningJSONError("\(found) at byte \(index + 1); \(expected)")
    }
    index += 1
  }

  /// A string (the opening quote next): escapes decoded, control characters and invalid UTF-8 refused.
  mutating func string() throws(SpinTuningJSONError) -> String {
    let start = index
    index += 1
    var scalars = String.UnicodeScalarView()
    var raw: [UInt8] = []
    func flush() throws(SpinTuningJSONError) {
      guard !raw.isEmpty else { return }
      // `String(validating:as:)` needs iOS 18 / macOS 15; decoding replaces each invalid sequence with
      // U+FFFD, so the bytes read back unchanged exactly when they were valid UTF-8.
      let text = String(decoding: raw, as: UTF8.self)
      guard text.utf8.elementsEqual(raw) else {
        throw SpinTuningJSONError("the key at byte \(start + 1) is not UTF-8; expected UTF-8 JSON (RFC 8259)")
      }
      scalars.append(contentsOf: text.unicodeScalars)
      raw.removeAll()
    }
    while let byte = peek {
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        try flush()
        return String(scalars)
      case UInt8(ascii: "\\"):
        try flush()
        scalars.append(try escape(start: start))
      case 0..<0x20:
        throw SpinTuningJSONError("a control character in the key at byte \(start + 1); expected it escaped (RFC 8259)")
      default:
        raw.append(byte)
      }
    }
    throw SpinTuningJSONError("the key at byte \(start + 1) has no closing quote; expected a JSON string")
  }

  /// One escape after `\`: `\" \\ \/ \b \f \n \r \t \uXXXX` (a surrogate pair as two).
  mutating func escape(start: Int) throws(SpinTuningJSONError) -> Unicode.Scalar {
    let refusal = SpinTuningJSONError("a bad escape in the key at byte \(start + 1); expected a JSON escape")
    guard let byte = peek else { throw refusal }
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hex4(refusal)
      if (0xD800..<0xDC00).contains(high), peek == UInt8(ascii: "\\"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "u")
      {
        index += 2
        let low = try hex4(refusal)
        guard (0xDC00..<0xE000).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { throw refusal }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else { throw refusal }
      return scalar
    default: throw refusal
    }
  }

  mutating func hex4(_ refusal: SpinTuningJSONError) throws(SpinTuningJSONError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek else { throw refusal }
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw refusal
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// A number as RFC 8259 writes it (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`) inside
  /// `setting`'s accepted range.
  mutating func number(for setting: NumericSetting) throws(SpinTuningJSONError) -> Double {
    let start = index
    func digits() -> Int {
      let first = index
      while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
      return index - first
    }
    var valid = true
    if peek == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    let integerDigits = digits()
    valid = integerDigits > 0 && (integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0"))
    if valid, peek == UInt8(ascii: ".") {
      index += 1
      valid = digits() > 0
    }
    if valid, peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      index += 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
      valid = digits() > 0
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    let expected = "expected a number (\(setting.unit)), \(setting.accepted.text)"
    guard valid, index > start, let value = Double(text) else {
      throw SpinTuningJSONError("\(setting.name) '\(excerpt(from: start))' is not a JSON number; \(expected)")
    }
    guard setting.accepts(value) else {
      throw SpinTuningJSONError("\(setting.name) \(Excerpt(text)) is not accepted; \(expected)")
    }
    return value
  }
}
