import ButterflyPhysics
import _BBSimSupport

/// What a sweep's summary keeps per tuning to name each ``SweepObjective``'s best tuning and the Pareto
/// front, without holding every tuning's totals.
///
/// A tuning's totals are complete once all its configurations ran. In grid order the tuning's four
/// axes are the slowest (``SweepSpace/dimensions``), and a shard is a contiguous range of that order,
/// so its configurations arrive together: the totals are *closed* — folded into the state below and
/// forgotten — when the next tuning begins, and only one tuning's totals are open at a time. Random
/// sampling (`--samples`) draws tunings in any order, so there every tuning stays open until the end.
///
/// What a closed tuning leaves is bounded by the configurations per tuning, not by the tunings:
///
/// ```
/// balanced, closest-to-d, closest-to-standard   the best so far (each score needs only its own tuning)
/// liveliest    per failed share (≤ configurations per tuning + 1 shares, + 2 at a shard's edges), the
///              most lively tuning, and the largest half-turns per second: the score
///              failed + 1 − lively / largest needs the sweep's largest, but within one failed share a
///              livelier tuning never scores worse (division by a positive number and subtraction are
///              monotone), so only each share's most lively can be the best once the largest is known
///              (a less lively one could tie it only where two scores round to the same double, and
///              then it loses the tie here where a summary of every tuning might break it by rest error)
/// pareto       the front itself: the tunings with the fewest failures that no other beats on both rest
///              error and liveliness — a non-dominated tuning can never leave it, so it is kept exactly
/// edge notes   each axis's smallest and largest value
/// ```
struct TuningRanking: Sendable {
  /// Whether each tuning's configurations arrive together (a grid in configuration order).
  let contiguous: Bool
  /// The totals of the tunings still receiving configurations: in grid order only the current one.
  private(set) var open: [SpinTuning: TuningTotals] = [:]
  /// What the tunings already closed left.
  private var closed = Closed()
  /// Where in ``open`` the last outcome's tuning is: consecutive outcomes mostly share a tuning, whose
  /// totals are then updated there without hashing it (two lookups of four doubles' hash a configuration).
  private var lastOpen: Dictionary<SpinTuning, TuningTotals>.Index?

  /// The state the closed tunings leave (see the type's table).
  struct Closed: Sendable {
    /// Tunings closed.
    var count = 0
    /// The best so far by the objectives whose score needs only the tuning's own means.
    var best: [SweepObjective: RankedTuning] = [:]
    /// Per failed share, the most lively tuning (ties: rest error, distance, tap speed, shape, bounce,
    /// response).
    var livelyByShare: [Double: RankedTuning] = [:]
    /// The largest mean half-turns per second.
    var mostLively = 0.0
    /// The smallest failed share.
    var fewestFailed: Double?
    /// The Pareto front among the tunings with ``fewestFailed``.
    var front: [RankedTuning] = []
    /// Each axis's smallest and largest value, in ``TuningRanking/axes`` order.
    var ranges: [(low: Double, high: Double)] = []
  }

  /// The tuning's axes, for the summary's edge notes.
  static let axes: [(name: String, value: @Sendable (SpinTuning) -> Double)] = [
    ("tap_speed", { $0.tapAngularSpeed }), ("shape", { $0.preferredShape }), ("bounce", { $0.landingBounce }),
    ("response", { $0.landingResponse }),
  ]

  /// Creates an empty ranking.
  /// - Parameter contiguous: Whether each tuning's configurations arrive together.
  init(contiguous: Bool) { self.contiguous = contiguous }

  /// Adds one configuration's outcome, closing the previous tuning first when a new one begins in
  /// grid order.
  mutating func add(_ outcome: SweepOutcome) {
    if let lastOpen, open.keys[lastOpen] == outcome.tuning {
      open.values[lastOpen].add(outcome)  // in place; an index stays valid while no key is added or removed
      return
    }
    if contiguous, open[outcome.tuning] == nil {
      for (tuning, totals) in open { closed.close(tuning, totals) }
      open.removeAll(keepingCapacity: true)
    }
    open[outcome.tuning, default: TuningTotals()].add(outcome)  // one lookup, updated in place
    lastOpen = open.index(forKey: outcome.tuning)
  }

  /// The per-tuning entries held: open totals, the Pareto front and the liveliest candidates (the
  /// three other bests are a constant). Flat in the number of tunings in grid order.
  var heldTunings: Int { open.count + closed.front.count + closed.livelyByShare.count }

  /// Everything closed, the open tunings included (the state the summary reads).
  private var everything: Closed {
    var result = closed
    for (tuning, totals) in open { result.close(tuning, totals) }
    return result
  }

  /// How many tunings the sweep ran.
  var count: Int { everything.count }

  /// The best tuning by `objective` with its score, `nil` before any configuration; ties broken as
  /// ``SweepObjective/scored(_:mostLively:)`` says, then by tap speed, shape, bounce and response.
  func best(by objective: SweepObjective) -> RankedTuning? {
    let state = everything
    guard objective == .liveliest else { return state.best[objective] }
    return state.livelyByShare.values.map { objective.ranked($0, mostLively: state.mostLively) }
      .min { $0.precedes($1, by: objective) }
  }

  /// The Pareto front, most lively first (equal: nearest D first, then tap speed, shape, bounce and
  /// response).
  var front: [RankedTuning] {
    everything.front.sorted {
      ($1.halfTurnsPerSecond, $0.restError) != ($0.halfTurnsPerSecond, $1.restError)
        ? ($1.halfTurnsPerSecond, $0.restError) < ($0.halfTurnsPerSecond, $1.restError)
        : $0.tuning.gridOrder < $1.tuning.gridOrder
    }
  }

  /// Each axis's smallest and largest swept value, `nil` before any configuration.
  var ranges: [(low: Double, high: Double)]? {
    let state = everything
    return state.count > 0 ? state.ranges : nil
  }
}

extension TuningRanking.Closed {
  /// Folds in one tuning whose configurations are all counted.
  mutating func close(_ tuning: SpinTuning, _ totals: TuningTotals) {
    let entry = RankedTuning(tuning, totals)
    count += 1
    for objective in [SweepObjective.balanced, .closestToD, .closestToStandard] {
      let ranked = objective.ranked(entry, mostLively: 0)
      if best[objective].map({ ranked.precedes($0, by: objective) }) ?? true { best[objective] = ranked }
    }
    let share = entry.failedShare
    if livelyByShare[share].map({ entry.livelier(than: $0) }) ?? true { livelyByShare[share] = entry }
    mostLively = max(mostLively, entry.halfTurnsPerSecond)
    addToFront(entry)
    let values = TuningRanking.axes.map { $0.value(tuning) }
    ranges =
      ranges.isEmpty
      ? values.map { (low: $0, high: $0) }
      : zip(ranges, values).map { range, value in (low: min(range.low, value), high: max(range.high, value)) }
  }

  /// Keeps the front the tunings with the fewest failures that no other such tuning dominates
  /// (``RankedTuning/dominates(_:)`` is a strict partial order, so a tuning it drops stays dominated).
  private mutating func addToFront(_ entry: RankedTuning) {
    let share = entry.failedShare
    if let fewestFailed, share > fewestFailed { return }
    if fewestFailed.map({ share < $0 }) ?? true {
      fewestFailed = share
      front.removeAll()
    }
    guard !front.contains(where: { $0.dominates(entry) }) else { return }
    front.removeAll { entry.dominates($0) }
    front.append(entry)
  }
}

extension RankedTuning {
  /// A tuning's means over its configurations, unscored.
  init(_ tuning: SpinTuning, _ totals: TuningTotals) {
    let n = Double(totals.count)
    self.init(
      tuning: tuning, score: 0, passed: totals.count - totals.failed, count: totals.count,
      restError: totals.restError / n, halfTurnsPerSecond: totals.halfTurnsPerSecond / n,
      overshootDegrees: totals.overshootDegrees / n, distanceToStandard: SweepObjective.distanceToStandard(tuning))
  }

  /// Whether `self` beats `other` on the Pareto table: no worse on rest error and liveliness, and
  /// better on one of them or (equal on both) nearer the standard.
  func dominates(_ other: RankedTuning) -> Bool {
    let noWorse = restError <= other.restError && halfTurnsPerSecond >= other.halfTurnsPerSecond
    let better = restError < other.restError || halfTurnsPerSecond > other.halfTurnsPerSecond
    return noWorse && (better || distanceToStandard < other.distanceToStandard)
  }

  /// Whether `self` is livelier than `other` (ties: rest error, distance, tap speed, shape, bounce,
  /// response), so it scores no worse by `liveliest` than `other` with the same failed share.
  func livelier(than other: RankedTuning) -> Bool {
    let a = (-halfTurnsPerSecond, restError, distanceToStandard)
    let b = (-other.halfTurnsPerSecond, other.restError, other.distanceToStandard)
    return a != b ? a < b : tuning.gridOrder < other.tuning.gridOrder
  }

  /// Whether `self` ranks before `other` by `objective` (both scored by it): lower score, then the
  /// objective's tie-break, then nearer the standard, then tap speed, shape, bounce and response.
  func precedes(_ other: RankedTuning, by objective: SweepObjective) -> Bool {
    let a = (score, objective.tieBreak(self), distanceToStandard)
    let b = (other.score, objective.tieBreak(other), other.distanceToStandard)
    return a != b ? a < b : tuning.gridOrder < other.tuning.gridOrder
  }
}

extension SpinTuning {
  /// The tuning's values in the order the summary breaks full ties by.
  var gridOrder: (Double, Double, Double, Double) {
    (tapAngularSpeed, preferredShape, landingBounce, landingResponse)
  }
}
