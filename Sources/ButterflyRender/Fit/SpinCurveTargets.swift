import ButterflyPhysics

/// Where a designer puts the landing on a θ(t) plot — the arrival, the overshoot's peak and the rest —
/// as the targets of `bbsim fit spin` (`SpinFitObjective`), and the fit that meets them: what the
/// playground's plot handles ask the model for.
///
/// The planner brakes so the spin rests at `D`, so the rest handle is `D`; the landing (arrival
/// within 0.5° to rest) lasts `rest − arrival`, the objective's `--settle`; the overshoot handle is
/// `--overshoot`. The other targets are `fit spin`'s defaults: a flick of ``flickSpeed``, the rest within
/// ``restTolerance`` of `D`, at most ``maximumTurns`` turns.
public struct SpinCurveTargets: Sendable, Equatable {
  /// The arrival within 0.5° of the face (s after the activation).
  public var arrival: Double
  /// The largest swing past the face (degrees, ≥ 0).
  public var overshootDegrees: Double
  /// The rest (s after the activation): the fitted `D`.
  public var rest: Double

  /// `fit spin`'s default flick (pt/s).
  public static let flickSpeed = 1000.0
  /// `fit spin`'s default rest tolerance: 2 % of `D`.
  public static let restTolerance = 0.02
  /// `fit spin`'s default most full turns of the flick.
  public static let maximumTurns = 4.0
  /// The shortest landing asked for (s): a handle dragged onto or past the rest asks for this.
  package static let shortestLanding = 0.01

  /// Targets at these handle positions.
  public init(arrival: Double, overshootDegrees: Double, rest: Double) {
    self.arrival = arrival
    self.overshootDegrees = overshootDegrees
    self.rest = rest
  }

  /// The `D` the fit runs with: ``rest`` as the planner resolves it (clamped to its range).
  public var duration: Double { SpinContract.resolveDecelerationDuration(rest).duration }

  /// The objective: `D` = ``duration``, `--settle` = `max(rest − arrival, shortestLanding)`,
  /// `--overshoot` = ``overshootDegrees`` (at least 0).
  package var objective: SpinFitObjective {
    SpinFitObjective(
      duration: duration, flickSpeed: Self.flickSpeed, overshootDegrees: max(overshootDegrees, 0),
      restTolerance: Self.restTolerance, maximumTurns: Self.maximumTurns,
      settle: max(duration - arrival, Self.shortestLanding))
  }

  /// The fitted tuning (`SpinFitObjective/portableFit()`) and whether it meets every target.
  public func fit() -> (tuning: SpinTuning, met: Bool) {
    let objective = objective
    let tuning = objective.portableFit()
    return (tuning, objective.meetsTargets(tuning))
  }
}
