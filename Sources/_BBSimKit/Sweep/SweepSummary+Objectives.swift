import ButterflyPhysics
import ButterflyRender

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

extension SweepSummary {
  /// The most rows the Pareto table prints.
  static let paretoRows = 8

  /// Every tuning's means, unscored, in a fixed order (tap speed, shape, bounce, response).
  private var means: [RankedTuning] {
    tunings.map { tuning, totals in
      let n = Double(totals.count)
      return RankedTuning(
        tuning: tuning, score: 0, passed: totals.count - totals.failed, count: totals.count,
        restError: totals.restError / n, halfTurnsPerSecond: totals.halfTurnsPerSecond / n,
        overshootDegrees: totals.overshootDegrees / n, distanceToStandard: SweepObjective.distanceToStandard(tuning))
    }.sorted {
      let (a, b) = ($0.tuning, $1.tuning)
      return (a.tapAngularSpeed, a.preferredShape, a.landingBounce, a.landingResponse)
        < (b.tapAngularSpeed, b.preferredShape, b.landingBounce, b.landingResponse)
    }
  }

  /// Every tuning scored by `objective`, best first; ties broken as the objective says, then by the
  /// distance to the standard, then by tap speed, shape, bounce and response.
  package func rankedTunings(by objective: SweepObjective = .balanced) -> [RankedTuning] {
    let all = means
    let liveliest = all.map(\.halfTurnsPerSecond).max() ?? 0
    let scored = all.map { entry -> (RankedTuning, Double) in
      var entry = entry
      let tie: Double
      switch objective {
      case .balanced:
        entry.score =
          entry.failedShare + max(entry.restError, SweepObjective.restTolerance) + SweepObjective.distanceWeight
          * entry.distanceToStandard
        tie = entry.restError
      case .closestToD:
        entry.score = entry.failedShare + entry.restError
        tie = entry.distanceToStandard
      case .closestToStandard:
        entry.score = entry.failedShare + entry.distanceToStandard
        tie = entry.restError
      case .liveliest:
        entry.score = entry.failedShare + (liveliest > 0 ? 1 - entry.halfTurnsPerSecond / liveliest : 0)
        tie = entry.restError
      }
      return (entry, tie)
    }
    // A stable sort keeps the fixed order of `means` for full ties.
    return scored.enumerated().sorted {
      ($0.element.0.score, $0.element.1, $0.element.0.distanceToStandard, $0.offset)
        < ($1.element.0.score, $1.element.1, $1.element.0.distanceToStandard, $1.offset)
    }.map(\.element.0)
  }

  /// The trade-off between resting at D and liveliness: the tunings with the fewest failures that no
  /// other such tuning beats on both mean rest error and half-turns per second (equal on both: the
  /// one nearest the standard stays), most lively first.
  package func paretoTunings() -> [RankedTuning] {
    let all = means
    let fewest = all.map(\.failedShare).min() ?? 0
    let candidates = all.filter { $0.failedShare == fewest }
    let front = candidates.filter { entry in
      !candidates.contains { other in
        let noWorse = other.restError <= entry.restError && other.halfTurnsPerSecond >= entry.halfTurnsPerSecond
        let better = other.restError < entry.restError || other.halfTurnsPerSecond > entry.halfTurnsPerSecond
        return noWorse && (better || other.distanceToStandard < entry.distanceToStandard)
      }
    }
    return front.sorted { ($1.halfTurnsPerSecond, $0.restError) < ($0.halfTurnsPerSecond, $1.restError) }
  }

  /// The summary's lines about the best tuning: the objective, the tuning, the Swift to paste, a note
  /// for each value at an edge of the swept range, and the Pareto table.
  func objectiveLines(_ objective: SweepObjective) -> [String] {
    let ranked = rankedTunings(by: objective)
    guard let best = ranked.first else { return [] }
    let number = NumberFormat.significant(4).text
    var lines = [
      "best tuning (--objective \(objective.rawValue)): tap_speed \(number(best.tuning.tapAngularSpeed)) rad/s, shape "
        + "\(number(best.tuning.preferredShape)), bounce \(number(best.tuning.landingBounce)), response "
        + "\(number(best.tuning.landingResponse)) s   score \(NumberFormat.fixedPoint(4).text(best.score))   "
        + "passed \(best.passed)/\(best.count)",
      "  paste: " + Self.swiftLine(best.tuning),
      "  score = \(objective.explanation); lower is better",
    ]
    lines += edgeNotes(best.tuning, objective: objective)
    let front = paretoTunings()
    let winners = SweepObjective.allCases.compactMap { objective in
      rankedTunings(by: objective).first.map { (objective, $0.tuning) }
    }
    // The front, then each objective's pick that is not on it.
    var rows = Array(front.prefix(Self.paretoRows))
    for (_, tuning) in winners where !rows.contains(where: { $0.tuning == tuning }) {
      if let entry = ranked.first(where: { $0.tuning == tuning }) { rows.append(entry) }
    }
    lines.append(
      "trade-offs: \(front.count) of \(ranked.count) tunings on the Pareto front (*: no other rests nearer D and "
        + "turns more half-turns per second), and each objective's pick:")
    lines.append(
      "  " + "  tap_speed".padding(12) + "shape".padding(6) + "bounce".padding(7) + "response_s".padding(11)
        + "rest_err_%".padding(11) + "half_turns/s".padding(13) + "overshoot_deg".padding(14) + "dist_std".padding(9)
        + "best by")
    for entry in rows {
      let names = winners.filter { $0.1 == entry.tuning }.map(\.0.rawValue).joined(separator: ",")
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
    let keys = Array(tunings.keys)
    let axes: [(String, KeyPath<SpinTuning, Double>)] = [
      ("tap_speed", \.tapAngularSpeed), ("shape", \.preferredShape), ("bounce", \.landingBounce),
      ("response", \.landingResponse),
    ]
    return axes.compactMap { name, path in
      let values = Set(keys.map { $0[keyPath: path] })
      guard values.count > 1, let low = values.min(), let high = values.max() else { return nil }
      let value = tuning[keyPath: path]
      guard value == low || value == high else { return nil }
      let towardsStandard = objective == .balanced || objective == .closestToStandard
      if towardsStandard, value == SpinTuning.standard[keyPath: path] { return nil }
      return
        "  note: \(name) \(NumberFormat.significant(4).text(value)) is the \(value == low ? "smallest" : "largest") "
        + "swept; the objective may improve beyond the range"
    }
  }
}
