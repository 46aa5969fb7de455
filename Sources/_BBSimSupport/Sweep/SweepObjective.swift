import ButterflyPhysics
import _ButterflyShims

/// What `bbsim sweep` optimises when it names a best tuning (`--objective`): each a score per tuning,
/// lower is better, over every configuration that uses the tuning.
///
/// ```
/// failed      = failed configurations / configurations           (any contract violation costs 1)
/// rest        = mean |t_rest − D| / D                             (1 when a curve never rests)
/// lively      = mean half-turns per second, face changes / t_rest (how much the spin turns in its time)
/// distance    = |(log₂(tap/4π)/2, Δshape/20, Δbounce/1.4, log₂(response/0.2)/log₂ 40)|
///               to SpinTuning.standard: each axis over its accepted range (tap speed per two octaves)
///
/// balanced             failed + max(rest, 1 %) + 1 % × distance      (the default)
/// closest-to-d         failed + rest,        ties broken by distance
/// closest-to-standard  failed + distance
/// liveliest            failed + 1 − lively / (the sweep's most lively), ties broken by rest
/// ```
///
/// `balanced` treats rest-time errors under 1 % of D (12 ms at the default 1.2 s … one 60 Hz frame at
/// D ≈ 1.7 s) as equal and then prefers the tuning nearest the standard feel, so a sweep never names a
/// corner of its grid for a rest-time gain nobody can see — `closest-to-d` alone named tap speed 2π,
/// shape 0 and the longest response (half the standard's tap speed, a sluggish control) for a 0.02 %
/// gain on the default sweep.
package enum SweepObjective: String, CaseIterable, Hashable, Sendable {
  /// Rest near D, then the standard's feel (the default).
  case balanced
  /// Rest as close to D as possible.
  case closestToD = "closest-to-d"
  /// The passing tuning nearest ``SpinTuning/standard``.
  case closestToStandard = "closest-to-standard"
  /// The most turning per second among passing tunings.
  case liveliest

  /// The rest-time error `balanced` treats as exact (fraction of D).
  package static let restTolerance = 0.01
  /// The weight of the distance to the standard in `balanced` (per unit distance).
  package static let distanceWeight = 0.01

  /// What the objective optimises, for the summary.
  package var explanation: String {
    switch self {
    case .balanced:
      "failed/configs + max(mean |rest − D|/D, 1 %) + 1 % × distance to the standard (rest within 1 % of D, then "
        + "the standard's feel)"
    case .closestToD: "failed/configs + mean |rest − D|/D (ties: nearest the standard)"
    case .closestToStandard: "failed/configs + distance to SpinTuning.standard (each axis over its accepted range)"
    case .liveliest: "failed/configs + 1 − half-turns per second / the sweep's most (ties: rest nearest D)"
    }
  }

  /// The setting behind `--objective`.
  package static let setting = ChoiceSetting(
    name: "objective", summary: "what the summary's best tuning optimises",
    choices: allCases.map { ChoiceSetting.Choice($0.rawValue, $0) }, defaultValue: .balanced)

  /// The normalised distance from `tuning` to ``SpinTuning/standard`` (see the type's formula).
  package static func distanceToStandard(_ tuning: SpinTuning) -> Double {
    let standard = SpinTuning.standard
    let axes = [
      log2(tuning.tapAngularSpeed / standard.tapAngularSpeed) / 2,
      (tuning.preferredShape - standard.preferredShape) / SpinTuning.maximumShape,
      (tuning.landingBounce - standard.landingBounce) / 1.4,
      log2(tuning.landingResponse / standard.landingResponse) / log2(40),
    ]
    return axes.reduce(0) { $0 + $1 * $1 }.squareRoot()
  }
}

extension OptionSpec where Value == SweepObjective {
  /// `sweep --objective`.
  package static var objective: Self {
    .choice(
      "--objective", SweepObjective.setting,
      note: "balanced: rest within 1 % of D, then nearest the standard feel; closest-to-d: rest nearest D; "
        + "closest-to-standard: nearest SpinTuning.standard; liveliest: most half-turns per second. Every "
        + "objective counts a failed configuration above any other difference. The summary shows the "
        + "trade-offs as a Pareto table.")
  }
}
