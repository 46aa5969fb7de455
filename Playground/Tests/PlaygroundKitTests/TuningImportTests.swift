import ButterflyPhysics
import Foundation
import Testing

@testable import ButterflyWasm

/// The page's Import reads a tuning file through the module's `bb_tuning`, which answers exactly what
/// `bbsim --tuning`'s reader (``SpinTuning/init(json:)``) makes of the same bytes: the tuning, or the
/// reader's one-line refusal.
@Suite(.serialized) struct TuningImportTests {
  /// What `bb_tuning` answers for `bytes`, handed over as the page does (at most `bb_tuning_limit()`
  /// bytes written into the module's text buffer), decoded as the page decodes it.
  static func imported(_ bytes: [UInt8]) throws -> [String: Any] {
    let handed = Array(bytes.prefix(Int(bbTuningLimit())))
    let target = bbTextReserve(count: Int32(handed.count))
    handed.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { target.update(from: base, count: handed.count) }
    }
    let length = bbTuning(length: Int32(handed.count))
    let answer = Data(UnsafeBufferPointer(start: bbText(), count: Int(length)))
    return try #require(try JSONSerialization.jsonObject(with: answer) as? [String: Any])
  }

  /// Files the reader refuses: RFC 8259 breaches, keys it does not know, a value out of range, a BOM.
  static let refused: [String] = [
    #"{"tapAngularSpeed": 9.5, "landingBounce": 0.6,}"#,
    #"{"landingBounce": 0.1, "landingBounce": 0.2}"#,
    #"{"tapAngularSped": 9.5}"#,
    #"{"__proto__": {"landingBounce": 0.6}}"#,
    "[1,2,3]",
    #"{"landingBounce": 5}"#,
    #"{"tapAngularSpeed": 01}"#,
    #"{"tapAngularSpeed": 1e400}"#,
    "\u{FEFF}{}",
  ]

  @Test(arguments: refused)
  func aRefusedFileAnswersTheReadersOwnLineAndNoTuning(text: String) throws {
    let bytes = Array(text.utf8)
    let error = try #require(throws: SpinTuningJSONError.self) { try SpinTuning(json: bytes) }
    let answer = try Self.imported(bytes)
    #expect(answer["refusal"] as? String == error.description)
    #expect(answer["tuning"] == nil)
  }

  @Test func aFileLargerThanTheLimitIsRefusedByTheReadersSizeRuleFromItsFirstBytes() throws {
    let megabyte = Array(#"{"landingBounce": 0.6}"#.utf8) + Array(repeating: UInt8(ascii: " "), count: 1 << 20)
    let answer = try Self.imported(megabyte)
    #expect(Int(bbTuningLimit()) == SpinTuning.maximumJSONBytes + 1)
    #expect(answer["refusal"] as? String == "larger than 64 KiB; expected a SpinTuning JSON object of about 120 bytes")
  }

  @Test func anAcceptedFileAnswersEveryKeyWithTheReadersValuesAndTheDefaultsForMissingOnes() throws {
    let text = #"{"tapAngularSpeed": 9.5, "preferredShape": 3, "landingBounce": -0.5e0}"#
    let tuning = try SpinTuning(json: Array(text.utf8))
    let answer = try Self.imported(Array(text.utf8))
    let values = try #require(answer["tuning"] as? [String: Double])
    #expect(answer["refusal"] == nil)
    #expect(
      values == [
        "tapAngularSpeed": tuning.tapAngularSpeed, "preferredShape": tuning.preferredShape,
        "landingBounce": tuning.landingBounce, "landingResponse": SpinTuning.defaultLandingResponse,
      ])
    #expect(values["landingBounce"] == -0.5)
  }
}
