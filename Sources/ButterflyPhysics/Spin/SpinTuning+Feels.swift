/// A named feel: a ``SpinTuning`` with the name `bbsim --tuning NAME` and the playground know it by,
/// and why it was chosen.
public struct SpinFeel: Hashable, Sendable {
  /// The name, lower case (`snappy`).
  public let name: String
  /// The tuning.
  public let tuning: SpinTuning
  /// What it feels like and why these numbers, in one sentence.
  public let summary: String
}

extension SpinTuning {
  /// Snappy: PLACEHOLDER.
  public static let snappy = SpinTuning(
    tapAngularSpeed: 6 * Double.pi, preferredShape: 4, landingBounce: 0.3, landingResponse: 0.15)
  /// Smooth: PLACEHOLDER.
  public static let smooth = SpinTuning(
    tapAngularSpeed: 4 * Double.pi, preferredShape: 1, landingBounce: 0, landingResponse: 0.2)
  /// Bouncy: PLACEHOLDER.
  public static let bouncy = SpinTuning(
    tapAngularSpeed: 4 * Double.pi, preferredShape: 2, landingBounce: 0.7, landingResponse: 0.3)

  /// Every named feel, ``standard`` first.
  public static let namedFeels: [SpinFeel] = [
    SpinFeel(name: "standard", tuning: .standard, summary: "The default."),
    SpinFeel(name: "snappy", tuning: .snappy, summary: "PLACEHOLDER"),
    SpinFeel(name: "smooth", tuning: .smooth, summary: "PLACEHOLDER"),
    SpinFeel(name: "bouncy", tuning: .bouncy, summary: "PLACEHOLDER"),
  ]

  /// The feel called `name` (exactly, lower case), or `nil`.
  /// - Parameter name: A name of ``namedFeels``.
  /// - Returns: Its tuning, or `nil` for any other text.
  public static func named(_ name: String) -> SpinTuning? {
    namedFeels.first { $0.name == name }?.tuning
  }
}
