import ButterflyPhysics
import ButterflyRender
import Foundation
import Testing

/// The tuning file written without Foundation (so the page's WebAssembly module writes it too): the
/// bytes `JSONEncoder` wrote for it before, read back bit for bit by the strict reader.
@Suite struct SpinTuningTextTests {
  /// Every named feel and tunings whose numbers take each of the shortest decimal's layouts (a whole
  /// number, a tenth, 4π, a value in exponent form).
  static let tunings: [SpinTuning] =
    SpinTuning.namedFeels.map(\.tuning) + [
      SpinTuning(tapAngularSpeed: 9.5, preferredShape: 3, landingBounce: 0.45, landingResponse: 0.25),
      SpinTuning(tapAngularSpeed: 1e-5, preferredShape: 0, landingBounce: -0.5, landingResponse: 0.05),
      SpinTuning(tapAngularSpeed: 123_456.789, preferredShape: 20, landingBounce: 0.9, landingResponse: 2),
    ]

  /// The file `bbsim sweep --tuning-out` wrote with `JSONEncoder` (pretty-printed, sorted keys, a final
  /// newline) is unchanged where JSONEncoder and the shortest decimal write a number alike.
  @Test(arguments: tunings.prefix(SpinTuning.namedFeels.count + 1))
  func theFileIsTheBytesJSONEncoderWrote(tuning: SpinTuning) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    #expect(SpinTuningText.json(tuning) == Array(try encoder.encode(tuning)) + [10])
  }

  @Test(arguments: tunings)
  func theFileReadsBackBitForBit(tuning: SpinTuning) throws {
    let bytes = try #require(SpinTuningText.json(tuning))
    #expect(try SpinTuning(json: bytes) == tuning)
  }

  @Test func aTuningWithANonFiniteNumberHasNoFile() {
    #expect(SpinTuningText.json(SpinTuning(tapAngularSpeed: .nan)) == nil)
    #expect(SpinTuningText.json(SpinTuning(landingBounce: .infinity)) == nil)
  }

  /// One escaper for every JSON string the package writes (the export formats, the page's answers).
  @Test func aJSONStringEscapesQuotesBackslashesAndControlCharacters() {
    #expect(JSONText.quoted("a\"b\\c\nd\u{1}é") == #""a\"b\\c\nd\u0001é""#)
    var object = JSONText()
    object.add("name", "x")
    object.add("n", 0.1)
    object.add("none", Double.nan)
    object.add("flag", true)
    #expect(object.text == #"{"name":"x","n":0.1,"none":null,"flag":true}"#)
  }
}
