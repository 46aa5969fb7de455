import ButterflyModel
import ButterflyPhysics
import Foundation
import Testing

@testable import ButterflyWasm

/// The page's trace prints the words the module writes for the model's reason (the page had its own
/// table of them): the rule, its numbers and the sentence, from one switch over ``GestureReason``.
@Suite struct ReasonTextTests {
  static func decoded(_ text: ReasonText) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.json.utf8)) as? [String: Any])
  }

  static let sentences: [(GestureReason, String, String)] = [
    (.flick(speed: 800, threshold: 250), "flick", "released at 800 pt/s (a flick from 250 pt/s), across the axle"),
    (
      .tap(.tooSlow, measured: 120.4, threshold: 250), "tooSlow", "released at 120 pt/s, slower than a flick (250 pt/s)"
    ),
    (
      .tap(.translationAlongAxle, measured: 10, threshold: 0), "translationAlongAxle",
      "it moved 10.0 pt along the axle and 0.0 pt across it: mostly along"
    ),
    (
      .endedOutside(distance: 95.25, margin: 70), "endedOutside",
      "not a flick, and released 95.2 pt off the control (beyond its 70 pt tap margin)"
    ),
    (.startedOutside, "startedOutside", "it began off the control"),
  ]

  @Test(arguments: sentences.indices)
  func theSentenceNamesTheRuleAndItsNumbers(index: Int) throws {
    let (reason, rule, sentence) = Self.sentences[index]
    let answer = try Self.decoded(ReasonText(reason))
    #expect(answer["rule"] as? String == rule)
    #expect(answer["sentence"] as? String == sentence)
  }

  @Test func aKeyIsATapAtTheCentre() throws {
    let answer = try Self.decoded(ReasonText(key: "space"))
    #expect(answer["rule"] as? String == "key")
    #expect(answer["sentence"] as? String == "space is a tap at the centre")
    #expect(answer["measured"] is NSNull && answer["threshold"] is NSNull)
  }
}
