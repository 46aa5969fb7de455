import ButterflyPhysics
import ButterflyRender
import Foundation
import _BBSimSupport

/// Running totals of a sweep, filled in configuration order: pass counts, failures per clause, the
/// worst configuration per metric and a score per tuning.
///
/// **Best tuning**: every tuning `(tap speed, preferred shape, landing bounce, landing response)` is
/// scored over the configurations that use it by a ``SweepObjective`` (`--objective`, default
/// ``SweepObjective/balanced``), and the trade-offs between rest time and liveliness are shown as a
/// Pareto table (``paretoTunings()``).
package struct SweepSummary: Sendable {
  /// Configurations seen.
  package private(set) var count = 0
  /// Configurations that passed every clause.
  package private(set) var passed = 0
  /// Failures per clause.
  package private(set) var failures: [SpinContractClause: Int] = [:]
  /// The worst value per metric and the configuration it came from.
  package var worst: [Metric: (value: Double, index: Int)] {
    var result: [Metric: (value: Double, index: Int)] = [:]
    for metric in Metric.allCases { result[metric] = worstByPosition[metric.position] }
    return result
  }
  /// ``worst`` by ``Metric/position``: one fixed array updated in place, no hashing per configuration.
  private var worstByPosition = [(value: Double, index: Int)?](repeating: nil, count: Metric.allCases.count)
  /// Per tuning, the sums its scores are made of, kept only while a tuning can still change
  /// (``TuningRanking``: in grid order one tuning at a time).
  private(set) var ranking: TuningRanking

  /// The metrics tracked for "worst case".
  package enum Metric: String, CaseIterable, Sendable {
    /// `|t_rest − D|/D`.
    case restError = "rest_error_rel"
    /// Overshoot (degrees).
    case overshoot = "overshoot_deg"
    /// Face changes.
    case faceChanges = "face_changes"
    /// Rotation per 60 Hz frame (degrees).
    case maximumStep = "max_step_deg_at_60hz"
    /// Peak |ω| (rad/s).
    case peakSpeed = "peak_omega_rad_per_s"
    /// Peak |α| (rad/s²).
    case peakAcceleration = "peak_alpha_rad_per_s2"

    /// The metric's place in `allCases`.
    var position: Int {
      switch self {
      case .restError: 0
      case .overshoot: 1
      case .faceChanges: 2
      case .maximumStep: 3
      case .peakSpeed: 4
      case .peakAcceleration: 5
      }
    }
  }

  /// Creates an empty summary.
  /// - Parameter tuningsContiguous: Whether each tuning's configurations are added together (a grid,
  ///   or a shard of one, in configuration order: the tuning's axes are the slowest); then a tuning's
  ///   totals are folded into the objectives' bests and the Pareto front when the next tuning begins,
  ///   so memory stays flat however many tunings the sweep has. Otherwise (random sampling) every
  ///   tuning's totals are kept until the end.
  package init(tuningsContiguous: Bool = false) { ranking = TuningRanking(contiguous: tuningsContiguous) }

  /// Adds one outcome.
  package mutating func add(_ outcome: SweepOutcome) {
    count += 1
    if outcome.violations.isEmpty { passed += 1 }
    for clause in outcome.violations { failures[clause, default: 0] += 1 }
    func consider(_ metric: Metric, _ value: Double) {
      if worstByPosition[metric.position].map({ value > $0.value }) ?? true {
        worstByPosition[metric.position] = (value, outcome.index)
      }
    }
    consider(.restError, outcome.relativeRestError)
    consider(.overshoot, outcome.overshootDegrees)
    consider(.faceChanges, Double(outcome.faceChanges))
    consider(.maximumStep, outcome.maximumStepDegrees)
    consider(.peakSpeed, outcome.peakAngularSpeed)
    consider(.peakAcceleration, outcome.peakAngularAcceleration)
    ranking.add(outcome)
  }

  /// The summary table printed after a sweep.
  /// - Parameters:
  ///   - wallTime: Elapsed time (s).
  ///   - output: Where the CSV went.
  ///   - objective: What the best tuning optimises.
  package func table(wallTime: Double, output: String, objective: SweepObjective = .balanced) -> String {
    var lines: [String] = []
    let percent = count > 0 ? 100 * Double(passed) / Double(count) : 0
    lines.append(
      "configs \(count)   passed \(passed) (\(NumberFormat.fixedPoint(1).text(percent)) %)   failed \(count - passed)   "
        + "wall \(NumberFormat.fixedPoint(2).text(wallTime)) s   csv \(output)")
    if !failures.isEmpty {
      let parts = failures.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }
      lines.append("failures by clause: " + parts.joined(separator: ", "))
    }
    lines.append("worst case per metric:")
    for metric in Metric.allCases {
      guard let entry = worst[metric] else { continue }
      let value = NumberFormat.significant(6).text(entry.value)
      lines.append("  " + metric.rawValue.padding(24) + value.padding(14) + "config \(entry.index)")
    }
    lines += objectiveLines(objective)
    return lines.joined(separator: "\n")
  }
}

extension SweepSummary {
  /// The JSON `bbsim sweep --summary` writes: the totals of ``table(wallTime:output:objective:)`` without the wall
  /// time, so the same sweep always writes the same bytes. Keys carry units where a value has one:
  ///
  /// ```
  /// configurations, passed, failed                       counts
  /// failures_by_clause   {clause: count}                 every contract clause, 0 included
  /// worst_case           {metric: {value, config}}       metric names as in the table, e.g.
  ///                                                      overshoot_deg; config is the CSV's config index
  /// objective            the --objective's name
  /// best_tuning          {tap_speed_rad_per_s, shape, landing_bounce, landing_response_s, score, passed,
  ///                       configurations, rest_error_rel, half_turns_per_s, overshoot_deg,
  ///                       distance_to_standard}, null if no configs
  /// pareto               [the same objects]: the tunings no other beats on both rest error and
  ///                       liveliness (``SweepSummary/paretoTunings()``), most lively first
  /// ```
  struct JSON: Encodable {
    struct Worst: Encodable {
      var value: Double
      var config: Int
    }
    struct Tuning: Encodable {
      var tapSpeed: Double
      var shape: Double
      var bounce: Double
      var response: Double
      var score: Double
      var passed: Int
      var configurations: Int
      var restError: Double
      var halfTurnsPerSecond: Double
      var overshoot: Double
      var distance: Double

      enum CodingKeys: String, CodingKey {
        case tapSpeed = "tap_speed_rad_per_s"
        case bounce = "landing_bounce"
        case response = "landing_response_s"
        case restError = "rest_error_rel"
        case halfTurnsPerSecond = "half_turns_per_s"
        case overshoot = "overshoot_deg"
        case distance = "distance_to_standard"
        case shape, score, passed, configurations
      }

      init(_ ranked: RankedTuning) {
        tapSpeed = ranked.tuning.tapAngularSpeed
        shape = ranked.tuning.preferredShape
        bounce = ranked.tuning.landingBounce
        response = ranked.tuning.landingResponse
        score = ranked.score
        passed = ranked.passed
        configurations = ranked.count
        restError = ranked.restError
        halfTurnsPerSecond = ranked.halfTurnsPerSecond
        overshoot = ranked.overshootDegrees
        distance = ranked.distanceToStandard
      }
    }
    var configurations: Int
    var passed: Int
    var failed: Int
    var failuresByClause: [String: Int]
    var worstCase: [String: Worst]
    var objective: String
    var bestTuning: Tuning?
    var pareto: [Tuning]

    enum CodingKeys: String, CodingKey {
      case configurations, passed, failed, objective, pareto
      case failuresByClause = "failures_by_clause"
      case worstCase = "worst_case"
      case bestTuning = "best_tuning"
    }

    /// Encodes every key, `best_tuning` as `null` when the sweep had no configurations.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(configurations, forKey: .configurations)
      try container.encode(passed, forKey: .passed)
      try container.encode(failed, forKey: .failed)
      try container.encode(failuresByClause, forKey: .failuresByClause)
      try container.encode(worstCase, forKey: .worstCase)
      try container.encode(objective, forKey: .objective)
      try container.encode(bestTuning, forKey: .bestTuning)
      try container.encode(pareto, forKey: .pareto)
    }
  }

  /// The summary as ``JSON``, the best tuning by `objective`.
  func jsonValue(objective: SweepObjective) -> JSON {
    var clauses: [String: Int] = [:]
    for clause in SpinContractClause.allCases { clauses[clause.rawValue] = failures[clause] ?? 0 }
    var worstCase: [String: JSON.Worst] = [:]
    for (metric, entry) in worst { worstCase[metric.rawValue] = JSON.Worst(value: entry.value, config: entry.index) }
    return JSON(
      configurations: count, passed: passed, failed: count - passed, failuresByClause: clauses,
      worstCase: worstCase, objective: objective.rawValue,
      bestTuning: bestTuning(by: objective).map(JSON.Tuning.init),
      pareto: paretoTunings().map(JSON.Tuning.init))
  }

  /// Pretty-printed JSON with sorted keys and a final newline (see ``JSON``).
  /// - Parameter objective: What the best tuning optimises.
  /// - Throws: ``OutputError`` if a value cannot be encoded (a non-finite metric).
  package func json(objective: SweepObjective = .balanced) throws(OutputError) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      return Array(try encoder.encode(jsonValue(objective: objective))) + [10]
    } catch {
      throw OutputError(path: "--summary", reason: "cannot encode the summary as JSON (\(error))")
    }
  }
}
