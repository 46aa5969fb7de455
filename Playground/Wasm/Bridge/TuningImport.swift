import ButterflyPhysics
import ButterflyRender

/// The page's Import of a tuning file, read by the same strict reader as `bbsim --tuning`
/// (``SpinTuning/init(json:)``): the answer `bb_tuning` writes for the page.
///
/// ```
/// {"tuning":{"tapAngularSpeed":12.566370614359172,"preferredShape":2,"landingBounce":0.45,"landingResponse":0.2}}
/// {"refusal":"unknown key 'tapAngularSped'; expected one of tapAngularSpeed, preferredShape, landingBounce, landingResponse"}
/// ```
///
/// The page hands over at most ``SpinTuning/maximumJSONBytes`` + 1 bytes of the file (``byteLimit``),
/// so a larger file is refused by the reader's own size rule without being read whole.
enum TuningImport {
  /// The most bytes of a file the page needs to hand over: one more than the reader accepts.
  static let byteLimit = SpinTuning.maximumJSONBytes + 1

  /// The answer for a file's bytes: `{"tuning": {name: value, …}}` with every key of
  /// ``SpinTuning/jsonSettings`` (a missing key at its default), or `{"refusal": the reader's line}`.
  static func answer(for json: some Collection<UInt8>) -> String {
    let tuning: SpinTuning
    do {
      tuning = try SpinTuning(json: json)
    } catch {
      var refusal = JSONText()
      refusal.add("refusal", error.description)
      return refusal.text
    }
    var answer = JSONText()
    answer.add("tuning", json: JSONText.tuning(tuning))
    return answer.text
  }
}
