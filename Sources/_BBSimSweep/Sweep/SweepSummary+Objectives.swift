import ButterflyPhysics
import ButterflyRender
import _BBSimOptions
import _BBSimSupport

/// What a sweep adds up per tuning: the sums ``SweepObjective``'s scores are made of.
struct TuningTotals: Sendable {
  var count = 0
  var failed = 0
  var restError = 0.0
  var halfTurnsPerSecond = 0.0
  var overshootDegrees = 0.0

  /// Adds one configuration's outcome; a curve that never rests counts 0 half-turns per second.
  mutating func add(_ outcome: SweepOutcome) {
    count += 1
    failed += outcome.violations.isEmpty ? 0 : 1
    restError += outcome.relativeRestError
    if let rest = outcome.restTime, rest > 0 { halfTurnsPerSecond += Double(outcome.faceChanges) / rest }
    overshootDegrees += outcome.overshootDegrees
  }
}

/// One tuning's means over its configurations and its score by an objective.
package struct RankedTuning: Sendable {
  /// The tuning.
  package var tuning: SpinTuning
  /// Its score (lower is better; see ``SweepObjective``).
  package var score: Double
  /// Configurations that passed.
  package var passed: Int
  /// Configurations that used it.
  package var count: Int
  /// Mean `|rest − D|/D`.
  package var restError: Double
  /// Mean face changes per second of spin (half-turns/s).
  package var halfTurnsPerSecond: Double
  /// Mean overshoot (degrees).
  package var overshootDegrees: Double
  /// ``SweepObjective/distanceToStandard(_:)``.
  package var distanceToStandard: Double
  /// Failed configurations / configurations.
  var failedShare: Double { Double(count - passed) / Double(max(count, 1)) }
}

extension SweepObjective {
  /// `entry` with its score by the objective (lower is better; see the type's table); `mostLively` is
  /// the sweep's largest mean half-turns per second (read only by ``liveliest``).
  func ranked(_ entry: RankedTuning, mostLively: Double) -> RankedTuning {
    var entry = entry
    switch self {
    case .balanced:
      entry.score =
        entry.failedShare + max(entry.restError, Self.restTolerance) + Self.distanceWeight * entry.distanceToStandard
    case .closestToD: entry.score = entry.failedShare + entry.restError
    case .closestToStandard: entry.score = entry.failedShare + entry.distanceToStandard
    case .liveliest:
      entry.score = entry.failedShare + (mostLively > 0 ? 1 - entry.halfTurnsPerSecond / mostLively : 0)
    }
    return entry
  }

  /// What breaks a tie in score: the distance to the standard for ``closestToD``, else the rest error.
  func tieBreak(_ entry: RankedTuning) -> Double {
    self == .closestToD ? entry.distanceToStandard : entry.restError
  }
}

extension SweepSummary {
  /// The most rows the Pareto table prints.
  static let paretoRows = 8

  /// The best tuning by `objective` with its score, `nil` before any configuration; ties broken as the
  /// objective says, then by the distance to the standard, then by tap speed, shape, bounce and
  /// response.
  package func bestTuning(by objective: SweepObjective = .balanced) -> RankedTuning? { ranking.best(by: objective) }

  /// The trade-off between resting at D and liveliness: the tunings with the fewest failures that no
  /// other such tuning beats on both mean rest error and half-turns per second (equal on both: the
  /// one nearest the standard stays), most lively first.
  package func paretoTunings() -> [RankedTuning] { ranking.front }

  /// The summary's lines about the best tuning: the objective, the tuning, the Swift to paste, a note
  /// for each value at an edge of the swept range, and the Pareto table.
  func objectiveLines(_ objective: SweepObjective) -> [String] {
    guard let best = bestTuning(by: objective) else { return [] }
    let number = NumberFormat.significant(4).text
    var lines = [
      "best tuning (--objective \(objective.rawValue)): tap_speed \(number(best.tuning.tapAngularSpeed)) rad/s, shape "
        + "\(number(best.tuning.preferredShape)), bounce \(number(best.tuning.landingBounce)), response "
        + "\(number(best.tuning.landingResponse)) s   score \(NumberFormat.fixedPoint(4).text(best.score))   "
        + "passed \(best.passed)/\(best.count)",
      "  paste: " + TuningFile.swiftLine(best.tuning),
      "  score = \(objective.explanation); lower is better",
    ]
    lines += edgeNotes(best.tuning, objective: objective)
    let front = paretoTunings()
    let winners = SweepObjective.allCases.compactMap { objective in
      bestTuning(by: objective).map { (objective, $0) }
    }
    // The front, then each objective's pick that is not on it.
    var rows = Array(front.prefix(Self.paretoRows))
    for (_, entry) in winners where !rows.contains(where: { $0.tuning == entry.tuning }) { rows.append(entry) }
    lines.append(
      "trade-offs: \(front.count) of \(ranking.count) tunings on the Pareto front (*: no other rests nearer D and "
        + "turns more half-turns per second), and each objective's pick:")
    lines.append(
      "  " + "  tap_speed".padding(12) + "shape".padding(6) + "bounce".padding(7) + "response_s".padding(11)
        + "rest_err_%".padding(11) + "half_turns/s".padding(13) + "overshoot_deg".padding(14) + "dist_std".padding(9)
        + "best by")
    for entry in rows {
      let names = winners.filter { $0.1.tuning == entry.tuning }.map(\.0.rawValue).joined(separator: ",")
      let mark = front.contains { $0.tuning == entry.tuning } ? "* " : "  "
      lines.append(
        "  " + mark + number(entry.tuning.tapAngularSpeed).padding(10) + number(entry.tuning.preferredShape).padding(6)
          + number(entry.tuning.landingBounce).padding(7) + number(entry.tuning.landingResponse).padding(11)
          + NumberFormat.fixedPoint(3).text(100 * entry.restError).padding(11)
          + NumberFormat.fixedPoint(2).text(entry.halfTurnsPerSecond).padding(13)
          + NumberFormat.fixedPoint(2).text(entry.overshootDegrees).padding(14)
          + NumberFormat.fixedPoint(3).text(entry.distanceToStandard).padding(9) + names)
    }
    if front.count > Self.paretoRows { lines.append("  … \(front.count - Self.paretoRows) more in --summary's pareto") }
    return lines
  }

  /// A note for each value of `tuning` at the smallest or largest value swept on an axis that has
  /// several: the objective may improve beyond the range. Objectives that pull towards the standard
  /// skip an axis where the value is the standard's own (going further cannot come nearer).
  private func edgeNotes(_ tuning: SpinTuning, objective: SweepObjective) -> [String] {
    guard let ranges = ranking.ranges else { return [] }
    return zip(TuningRanking.axes, ranges).compactMap { axis, range in
      guard range.low != range.high else { return nil }
      let value = axis.value(tuning)
      guard value == range.low || value == range.high else { return nil }
      let towardsStandard = objective == .balanced || objective == .closestToStandard
      if towardsStandard, value == axis.value(SpinTuning.standard) { return nil }
      return
        "  note: \(axis.name) \(NumberFormat.significant(4).text(value)) is the "
        + "\(value == range.low ? "smallest" : "largest") swept; the objective may improve beyond the range"
    }
  }
}
