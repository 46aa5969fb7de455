import ButterflyPhysics
import ButterflyRender
import Testing

/// The plot handles' fit (``SpinCurveTargets``, the portable simplex ``NelderMead``) puts the landing
/// where the handles are: rest, overshoot peak and arrival of `fit spin`'s tap within the stated
/// tolerances.
@Suite struct SpinCurveTargetsTests {
  /// How far the rest may be from the rest handle (fraction of `D`): the fit's rest target, `fit spin`'s
  /// default 2 %.
  static let restTolerance = SpinCurveTargets.restTolerance
  /// How far the overshoot peak may be from its handle (fraction of the handle's value): the fit aims
  /// 0.1 % under it (``SpinFitObjective/aimMargin``); 1 % allows the simplex's last shape move.
  static let overshootTolerance = 0.01
  /// How far the arrival may be from its handle (fraction of `D`): the landing is fitted to 1 %
  /// (``SpinFitObjective/settleTolerance``) and the rest may be off by ``restTolerance``.
  static let arrivalTolerance = restTolerance + SpinFitObjective.settleTolerance

  /// Handle positions a designer might drag to, (arrival s, overshoot °, rest s), each one whose targets
  /// `bbsim fit spin` meets (a 3 s rest is not: the flick's turns and the rest fight at the standard
  /// tap speed, and GSL's simplex does not converge either).
  static let cases: [(arrival: Double, overshoot: Double, rest: Double)] = [
    (1.6, 3, 2), (0.75, 1.5, 1), (1.7, 2, 2), (1.75, 1, 2),
  ]

  @Test(arguments: 0..<cases.count) func theFittedLandingIsWhereTheHandlesAre(index: Int) throws {
    let wanted = Self.cases[index]
    let targets = SpinCurveTargets(arrival: wanted.arrival, overshootDegrees: wanted.overshoot, rest: wanted.rest)
    let fit = targets.fit()
    #expect(fit.met)
    let run = try #require(targets.objective.runs(fit.tuning).first)
    let segment = run.trajectory.firstSegment
    #expect(abs(segment.restTime - wanted.rest) <= Self.restTolerance * wanted.rest)
    #expect(abs(run.analysis.overshootDegrees - wanted.overshoot) <= Self.overshootTolerance * wanted.overshoot)
    #expect(abs(segment.arrivalTime - wanted.arrival) <= Self.arrivalTolerance * wanted.rest)
  }

  @Test func aHandleDraggedPastTheRestAsksForTheShortestLanding() {
    let targets = SpinCurveTargets(arrival: 3, overshootDegrees: 2, rest: 2)
    #expect(targets.objective.settle == SpinCurveTargets.shortestLanding)
  }

  /// Only an overshoot past the bounciest landing's 5.4° is noted and fitted as 5.4°; 5.4 itself is
  /// fitted as asked (`bbsim fit spin` runs these fits end to end: FitSpinSpringTests).
  @Test(arguments: [4.8, 5.4, 5.41, 100])
  func onlyAnOvershootPastTheWidestSwingIsNoted(overshoot: Double) {
    let objective = SpinFitObjective(
      duration: 2, flickSpeed: 900, overshootDegrees: overshoot, restTolerance: 0.05, maximumTurns: 5, settle: nil)
    #expect((objective.overshootNote != nil) == (overshoot > 5.4))
    #expect((objective.overshootNote?.used ?? overshoot) == min(overshoot, SpinFitObjective.widestSwingDegrees))
  }

  /// The portable simplex reaches the minimum of a smooth bowl to the size it stops at.
  @Test func nelderMeadFindsTheMinimumOfABowl() {
    let result = NelderMead.minimize(
      start: [3, -2], stepSizes: [1, 1], tolerance: 1e-9, maximumIterations: 1_000,
      objective: { ($0[0] - 1) * ($0[0] - 1) + 4 * ($0[1] + 0.5) * ($0[1] + 0.5) })
    #expect(result.converged)
    #expect(abs(result.point[0] - 1) < 1e-6 && abs(result.point[1] + 0.5) < 1e-6)
  }

  /// A non-finite objective counts as unreachable, so the simplex walks away from it.
  @Test func aNonFiniteObjectiveIsAvoided() {
    let result = NelderMead.minimize(
      start: [2], stepSizes: [0.5], tolerance: 1e-9, maximumIterations: 1_000,
      objective: { $0[0] < 0 ? .nan : ($0[0] - 0.5) * ($0[0] - 0.5) })
    #expect(abs(result.point[0] - 0.5) < 1e-6)
  }
}
