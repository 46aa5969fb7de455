/// A named feel: a ``SpinTuning`` with the name `bbsim --tuning NAME` and the playground know it by,
/// and why it was chosen.
public struct SpinFeel: Hashable, Sendable {
  /// The name, lower case (`snappy`).
  public let name: String
  /// The tuning.
  public let tuning: SpinTuning
  /// What it feels like and how `bbsim sweep` chose it, in one sentence.
  public let summary: String
}

// The gallery. Each feel was chosen by `bbsim sweep` over one gesture space — D 0.5, 1, 2, 5 s; taps
// and flicks of 300, 1,000, 3,000 pt/s up and down, ending in either half; horizontal and diagonal
// axles; sides 44 and 60 pt (256 configurations per tuning) — with the objective named below, and every
// feel passes every configuration of it (<doc:TuningTheSpin> has the commands and their tables).
extension SpinTuning {
  /// Snappy: a brisk tap of four turns per second (8π rad/s), Coulomb braking (shape 0, so the spin
  /// keeps its speed longest and turns the most) and a short, small landing swing (bounce 0.3,
  /// response 0.1 s, 1.8° past the face): `bbsim sweep --objective liveliest` over tap speeds 4π, 6π,
  /// 8π, shapes 0–2, bounces 0.2–0.3 and responses 0.1–0.15 s (5.34 half-turns per second, the most).
  public static let snappy = SpinTuning(
    tapAngularSpeed: 8 * Double.pi, preferredShape: 0, landingBounce: 0.3, landingResponse: 0.1)
  /// Smooth: the standard tap with no landing swing (bounce 0 lands dead on the face) and a gentle
  /// shape 1: `bbsim sweep --objective closest-to-d` over shapes 1, 2, 4, 8 with bounce 0 (it rests
  /// nearest D, 0.49 % off on average).
  public static let smooth = SpinTuning(
    tapAngularSpeed: 4 * Double.pi, preferredShape: 1, landingBounce: 0, landingResponse: 0.2)
  /// Bouncy: the standard tap and shape with a springy landing (bounce 0.75, response 0.25 s, the
  /// largest swing past the face of the passing tunings): `bbsim sweep --objective liveliest` over
  /// bounces 0.6, 0.75, 0.9 and responses 0.25, 0.35, 0.5 s.
  public static let bouncy = SpinTuning(
    tapAngularSpeed: 4 * Double.pi, preferredShape: 2, landingBounce: 0.75, landingResponse: 0.25)
  /// Gentle: one turn per second from a tap (2π rad/s) and a soft landing (bounce 0.3, response
  /// 0.3 s), for settings screens and calm apps: `bbsim sweep` (the default objective, balanced) over
  /// shapes 2, 4, bounces 0.15, 0.3 and responses 0.3, 0.4 s at tap speed 2π.
  public static let gentle = SpinTuning(
    tapAngularSpeed: 2 * Double.pi, preferredShape: 2, landingBounce: 0.3, landingResponse: 0.3)

  /// Every named feel, ``standard`` first: `standard`, `snappy`, `smooth`, `bouncy`, `gentle`.
  public static let namedFeels: [SpinFeel] = [
    SpinFeel(
      name: "standard", tuning: .standard,
      summary: "The default: two turns per second from a tap, one swing 2.7° past the face."),
    SpinFeel(
      name: "snappy", tuning: .snappy,
      summary: "Four turns per second, Coulomb braking, a short 1.8° swing: sweep --objective liveliest."),
    SpinFeel(
      name: "smooth", tuning: .smooth,
      summary: "Lands dead on the face, no swing; shape 1 rests nearest D: sweep --objective closest-to-d."),
    SpinFeel(
      name: "bouncy", tuning: .bouncy,
      summary: "A springy landing, bounce 0.75 over 0.25 s: the largest passing swing, sweep --objective liveliest."),
    SpinFeel(
      name: "gentle", tuning: .gentle,
      summary: "One turn per second and a soft landing, for calm screens: sweep's default objective, balanced."),
  ]

  /// The feel called `name` (exactly, lower case), or `nil`.
  /// - Parameter name: A name of ``namedFeels``.
  /// - Returns: Its tuning, or `nil` for any other text.
  public static func named(_ name: String) -> SpinTuning? {
    namedFeels.first { $0.name == name }?.tuning
  }
}
