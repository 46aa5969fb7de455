import ButterflyPhysics

// The JSON needs Foundation (JSONEncoder): left out of the page's Embedded Swift build
// (scripts/build-wasm), which writes the Swift expression only.
#if !hasFeature(Embedded)
  import Foundation
#endif

/// A ``SpinTuning`` as text, written once for every tool: the JSON file `bbsim sweep --tuning-out`
/// writes and `bbsim --tuning` reads (the playground's tuning export is the same bytes), and the Swift
/// expression `bbsim sweep` prints and the playground's Copy Swift pastes.
///
/// ```
/// json    {\n  "landingBounce" : 0.45,\n  "landingResponse" : 0.3,\n  "preferredShape" : 2,\n
///           "tapAngularSpeed" : 12.566370614359172\n}\n      (JSONEncoder, pretty-printed, sorted keys)
/// swift   SpinTuning(tapAngularSpeed: 12.566370614359172, preferredShape: 2.0, landingBounce: 0.45,
///         landingResponse: 0.3)                               (each number parses back to the same double)
/// ```
public enum SpinTuningText {
  #if !hasFeature(Embedded)
    /// The tuning file's bytes, ending with a newline.
    /// - Parameter tuning: The tuning.
    /// - Returns: The JSON bytes.
    /// - Throws: `EncodingError` when a number is not finite (an accepted tuning's never are).
    public static func json(_ tuning: SpinTuning) throws -> [UInt8] {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      return Array(try encoder.encode(tuning)) + [10]
    }
  #endif

  /// The tuning as a Swift expression.
  /// - Parameter tuning: The tuning.
  /// - Returns: `SpinTuning(tapAngularSpeed: …, preferredShape: …, landingBounce: …, landingResponse: …)`.
  public static func swift(_ tuning: SpinTuning) -> String {
    "SpinTuning(tapAngularSpeed: \(tuning.tapAngularSpeed), preferredShape: \(tuning.preferredShape), "
      + "landingBounce: \(tuning.landingBounce), landingResponse: \(tuning.landingResponse))"
  }
}
