import ButterflyPhysics
import ButterflyRender
import Foundation

/// Running totals of a sweep, filled in configuration order: pass counts, failures per clause, the
/// worst configuration per metric and a score per tuning.
///
/// **Tuning score** (lower is better), over every configuration that uses the tuning
/// `(tap speed, preferred shape, landing bounce, landing response)`:
///
/// ```
/// score = mean(|t_rest − D| / D) + (failed configurations / configurations)
/// ```
///
/// `|t_rest − D|/D` counts 1 when the curve never rests. The first term rewards a spin that lasts
/// what the designer asked for; the second makes any contract violation cost more than any rest-time
/// error a passing curve can have (a passing curve's error is at most 15 %).
public struct SweepSummary: Sendable {
  /// Configurations seen.
  public private(set) var count = 0
  /// Configurations that passed every clause.
  public private(set) var passed = 0
  /// Failures per clause.
  public private(set) var failures: [SpinContractClause: Int] = [:]
  /// The worst value per metric and the configuration it came from.
  public var worst: [Metric: (value: Double, index: Int)] {
    var result: [Metric: (value: Double, index: Int)] = [:]
    for metric in Metric.allCases { result[metric] = worstByPosition[metric.position] }
    return result
  }
  /// ``worst`` by ``Metric/position``: one fixed array updated in place, no hashing per configuration.
  private var worstByPosition = [(value: Double, index: Int)?](repeating: nil, count: Metric.allCases.count)
  /// The totals of the tunings still receiving configurations: in grid order only the current one
  /// (``tuningsContiguous``), so memory stays flat however many tunings the sweep has.
  private var open: [SpinTuning: (count: Int, error: Double, failed: Int)] = [:]
  /// The best of the tunings whose configurations are all counted.
  private var closedBest: RankedTuning?
  /// Whether each tuning's configurations arrive together (grid mode, in configuration order: the
  /// tuning's digits are the slowest), so a tuning is scored and forgotten when the next begins.
  public let tuningsContiguous: Bool

  /// A tuning with its score (lower is better), its passing and total configurations.
  public typealias RankedTuning = (tuning: SpinTuning, score: Double, passed: Int, count: Int)

  /// The metrics tracked for "worst case".
  public enum Metric: String, CaseIterable, Sendable {
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
  /// - Parameter tuningsContiguous: Whether each tuning's configurations are added together (a grid
  ///   in configuration order); then only the best tuning so far and the current one are kept.
  public init(tuningsContiguous: Bool = false) { self.tuningsContiguous = tuningsContiguous }

  /// Adds one outcome.
  public mutating func add(_ outcome: SweepOutcome) {
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
    let key = outcome.tuning
    if tuningsContiguous, open[key] == nil {
      closedBest = Self.better(closedBest, open.map(Self.ranked))
      open.removeAll(keepingCapacity: true)
    }
    func accumulate(_ entry: inout (count: Int, error: Double, failed: Int)) {
      entry.count += 1
      entry.error += outcome.relativeRestError
      entry.failed += outcome.violations.isEmpty ? 0 : 1
    }
    accumulate(&open[key, default: (0, 0, 0)])  // one lookup, updated in place
  }

  /// How many tunings' totals are held (1 in grid order, however many tunings the sweep has).
  var heldTunings: Int { open.count }

  /// The best tuning: the lowest score, ties broken by tap speed, shape, bounce, then response; `nil`
  /// before any configuration.
  public var bestTuning: RankedTuning? { Self.better(closedBest, open.map(Self.ranked)) }

  private static func ranked(_ tuning: SpinTuning, _ entry: (count: Int, error: Double, failed: Int)) -> RankedTuning {
    (tuning, (entry.error + Double(entry.failed)) / Double(entry.count), entry.count - entry.failed, entry.count)
  }

  /// The best of `best` and `candidates` by score, then tap speed, shape, bounce, response.
  private static func better(_ best: RankedTuning?, _ candidates: [RankedTuning]) -> RankedTuning? {
    func key(_ r: RankedTuning) -> (Double, Double, Double, Double, Double) {
      (r.score, r.tuning.tapAngularSpeed, r.tuning.preferredShape, r.tuning.landingBounce, r.tuning.landingResponse)
    }
    return (candidates + (best.map { [$0] } ?? [])).min { key($0) < key($1) }
  }

  /// The Swift line that applies a tuning to every ButterflyButton in a view, ready to paste; the
  /// numbers are written so they parse back to the same doubles.
  /// - Parameter tuning: The tuning.
  /// - Returns: `.butterflySpinTuning(SpinTuning(tapAngularSpeed: …, preferredShape: …, landingBounce: …, landingResponse: …))`.
  public static func swiftLine(_ tuning: SpinTuning) -> String {
    ".butterflySpinTuning(\(SpinTuningText.swift(tuning)))"
  }

  /// The summary table printed after a sweep.
  /// - Parameters:
  ///   - wallTime: Elapsed time (s).
  ///   - output: Where the CSV went.
  public func table(wallTime: Double, output: String) -> String {
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
    if let best = bestTuning {
      lines.append(
        "best tuning: tap_speed \(NumberFormat.significant(4).text(best.tuning.tapAngularSpeed)) rad/s, shape "
          + "\(NumberFormat.significant(4).text(best.tuning.preferredShape)), bounce "
          + "\(NumberFormat.significant(4).text(best.tuning.landingBounce)), response "
          + "\(NumberFormat.significant(4).text(best.tuning.landingResponse)) s   score \(NumberFormat.fixedPoint(4).text(best.score))   "
          + "passed \(best.passed)/\(best.count)")
      lines.append("  paste: " + Self.swiftLine(best.tuning))
      lines.append("  score = mean(|rest − D|/D) + failed/configs over the tuning's configurations; lower is better")
    }
    return lines.joined(separator: "\n")
  }
}

extension SweepSummary {
  /// The JSON `bbsim sweep --summary` writes: the totals of ``table(wallTime:output:)`` without the wall
  /// time, so the same sweep always writes the same bytes. Keys carry units where a value has one:
  ///
  /// ```
  /// configurations, passed, failed                       counts
  /// failures_by_clause   {clause: count}                 every contract clause, 0 included
  /// worst_case           {metric: {value, config}}       metric names as in the table, e.g.
  ///                                                      overshoot_deg; config is the CSV's config index
  /// best_tuning          {tap_speed_rad_per_s, shape, landing_bounce, landing_response_s, score, passed,
  ///                       configurations}, null if no configs
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

      enum CodingKeys: String, CodingKey {
        case tapSpeed = "tap_speed_rad_per_s"
        case bounce = "landing_bounce"
        case response = "landing_response_s"
        case shape, score, passed, configurations
      }
    }
    var configurations: Int
    var passed: Int
    var failed: Int
    var failuresByClause: [String: Int]
    var worstCase: [String: Worst]
    var bestTuning: Tuning?

    enum CodingKeys: String, CodingKey {
      case configurations, passed, failed
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
      try container.encode(bestTuning, forKey: .bestTuning)
    }
  }

  /// The summary as ``JSON``.
  var jsonValue: JSON {
    var clauses: [String: Int] = [:]
    for clause in SpinContractClause.allCases { clauses[clause.rawValue] = failures[clause] ?? 0 }
    var worstCase: [String: JSON.Worst] = [:]
    for (metric, entry) in worst { worstCase[metric.rawValue] = JSON.Worst(value: entry.value, config: entry.index) }
    let best = bestTuning.map {
      JSON.Tuning(
        tapSpeed: $0.tuning.tapAngularSpeed, shape: $0.tuning.preferredShape, bounce: $0.tuning.landingBounce,
        response: $0.tuning.landingResponse, score: $0.score, passed: $0.passed,
        configurations: $0.count)
    }
    return JSON(
      configurations: count, passed: passed, failed: count - passed, failuresByClause: clauses,
      worstCase: worstCase, bestTuning: best)
  }

  /// Pretty-printed JSON with sorted keys and a final newline (see ``JSON``).
  /// - Throws: ``OutputError`` if a value cannot be encoded (a non-finite metric).
  public func json() throws(OutputError) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      return Array(try encoder.encode(jsonValue)) + [10]
    } catch {
      throw OutputError(path: "--summary", reason: "cannot encode the summary as JSON (\(error))")
    }
  }
}

extension String {
  /// Pads with spaces on the right to `width` characters.
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
