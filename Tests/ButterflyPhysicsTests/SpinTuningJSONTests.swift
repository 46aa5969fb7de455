import Testing

@testable import ButterflyPhysics

/// The one tuning reader (``SpinTuning/init(json:)``) reads RFC 8259 JSON strictly: what the page's
/// `JSON.parse` refuses or reads differently (a trailing comma, a key twice) is refused here too, and
/// so are unknown keys, values outside the catalogue's ranges, and files over 64 KiB.
@Suite struct SpinTuningJSONTests {
  func read(_ text: String) throws(SpinTuningJSONError) -> SpinTuning { try SpinTuning(json: Array(text.utf8)) }

  @Test func theWrittenFormReadsBackExactly() throws {
    let tuning = SpinTuning(
      tapAngularSpeed: 12.566370614359172, preferredShape: 0.1, landingBounce: -0.3, landingResponse: 1.7)
    let text =
      "{\n  \"landingBounce\" : -0.3,\n  \"landingResponse\" : 1.7,\n  \"preferredShape\" : 0.1,\n"
      + "  \"tapAngularSpeed\" : 12.566370614359172\n}\n"
    #expect(try read(text) == tuning)
    #expect(try read("{}") == .standard)
    #expect(try read(" {\"landingBounce\":0} ") == SpinTuning(landingBounce: 0))
    #expect(try read("{\"tap\\u0041ngularSpeed\": 3e0}").tapAngularSpeed == 3)
  }

  @Test(arguments: [
    ("{\"tapAngularSpeed\": 9.5,}", "trailing comma"),
    ("{\"tapAngularSpeed\": 9.5, \"tapAngularSpeed\": 3}", "given twice"),
    ("{\"tapAngularSped\": 9.5}", "unknown key 'tapAngularSped'; expected one of tapAngularSpeed, preferredShape"),
    ("{\"landingBounce\": 3}", "landingBounce 3 is not accepted"),
    ("{\"landingBounce\": 1e400}", "landingBounce 1e400 is not accepted"),
    ("{\"landingBounce\": NaN}", "is not a JSON number"),
    ("{\"landingBounce\": 01}", "is not a JSON number"),
    ("{\"landingBounce\": .5}", "is not a JSON number"),
    ("{\"landingBounce\": \"0.5\"}", "is not a JSON number"),
    ("{\"landingBounce\": [0.5]}", "is not a JSON number"),
    ("{\"landingBounce\": 0.5} x", "after the object"),
    ("{\"landingBounce\": 0.5", "expected ',' or '}'"),
    ("[]", "expected a JSON object"),
    ("\u{FEFF}{}", "byte-order mark"),
    ("{'landingBounce': 0.5}", "expected a key in double quotes"),
    ("{\"landing\nBounce\": 0.5}", "control character"),
    ("", "expected a JSON object"),
  ])
  func malformedOrUnacceptedTextIsRefusedWithOneLine(text: String, problem: String) {
    #expect {
      try read(text)
    } throws: { error in
      let line = "\(error)"
      return line.contains(problem) && !line.contains("\n")
    }
  }

  @Test func aLongUnknownKeyIsQuotedCut() {
    let key = String(repeating: "k", count: 10_000)
    #expect {
      try read("{\"\(key)\": 1}")
    } throws: { error in
      "\(error)".count < 200 && "\(error)".contains("…")
    }
  }

  /// A key's bytes are checked as UTF-8 (an overlong form, a lone continuation byte, a cut sequence),
  /// and a valid multi-byte key passes that check (then is refused as an unknown key).
  @Test(arguments: [[0xC0, 0xAF], [0x80], [0xE2, 0x82], [0xED, 0xA0, 0x80]] as [[UInt8]])
  func aKeyThatIsNotUTF8IsRefused(bytes: [UInt8]) {
    let json = Array("{\"".utf8) + bytes + Array("\": 1}".utf8)
    #expect {
      try SpinTuning(json: json)
    } throws: { error in
      "\(error)".contains("is not UTF-8")
    }
    #expect {
      try read("{\"tapÄngularSpeed\": 1}")
    } throws: { error in
      "\(error)".hasPrefix("unknown key 'tap")
    }
  }

  @Test func moreThan64KiBIsRefusedBeforeParsing() {
    let text = "{" + String(repeating: " ", count: SpinTuning.maximumJSONBytes) + "}"
    #expect(throws: SpinTuningJSONError.self) { try read(text) }
    #expect((try? read("{" + String(repeating: " ", count: SpinTuning.maximumJSONBytes - 2) + "}")) == .standard)
  }
}
