import ButterflyPhysics

/// A `SpinTuning` as text, written once for every tool and without Foundation: the JSON file
/// `bbsim sweep --tuning-out` writes and `bbsim --tuning` reads (the playground's tuning export, served
/// or static, is the same bytes, written by the page's WebAssembly module), and the Swift expression
/// `bbsim sweep` prints and the playground's Copy Swift pastes.
///
/// ```
/// json    {\n  "landingBounce" : 0.45,\n  "landingResponse" : 0.3,\n  "preferredShape" : 2,\n
///           "tapAngularSpeed" : 12.566370614359172\n}\n
///         (JSONEncoder's pretty-printed, sorted-keys layout; keys SpinTuning.jsonSettings' names,
///          numbers NumberFormat.shortest, read back bit for bit by SpinTuning(json:))
/// swift   SpinTuning(tapAngularSpeed: 12.566370614359172, preferredShape: 2.0, landingBounce: 0.45,
///         landingResponse: 0.3)                               (each number parses back to the same double)
/// ```
public enum SpinTuningText {
  /// The tuning file's bytes, ending with a newline.
  /// - Parameter tuning: The tuning.
  /// - Returns: The JSON bytes, or `nil` when a number is not finite (JSON has no form for it; an
  ///   accepted tuning's never are).
  public static func json(_ tuning: SpinTuning) -> [UInt8]? {
    let values = [tuning.tapAngularSpeed, tuning.preferredShape, tuning.landingBounce, tuning.landingResponse]
    guard values.allSatisfy({ $0.isFinite }) else { return nil }
    var members: [(name: String, value: Double)] = []
    for (setting, value) in zip(SpinTuning.jsonSettings, values) { members.append((setting.name, value)) }
    members.sort { $0.name < $1.name }
    var lines: [String] = []
    for member in members {
      lines.append("  " + JSONText.quoted(member.name) + " : " + NumberFormat.shortest.text(member.value))
    }
    return Array(("{\n" + lines.joined(separator: ",\n") + "\n}\n").utf8)
  }

  /// The tuning as a Swift expression.
  /// - Parameter tuning: The tuning.
  /// - Returns: `SpinTuning(tapAngularSpeed: …, preferredShape: …, landingBounce: …, landingResponse: …)`.
  public static func swift(_ tuning: SpinTuning) -> String {
    "SpinTuning(tapAngularSpeed: \(tuning.tapAngularSpeed), preferredShape: \(tuning.preferredShape), "
      + "landingBounce: \(tuning.landingBounce), landingResponse: \(tuning.landingResponse))"
  }
}
