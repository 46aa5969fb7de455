/// The medallion's whole motion after an activation, including any re-plans from later activations.
///
/// Each activation appends a ``SpinSegment``; segment `i` governs the time from its ``SpinSegment/startTime``
/// until the next segment starts. The curve is a pure function of time: evaluating it at any sequence
/// of times gives the same values, and nothing accumulates per frame.
public struct SpinTrajectory: Hashable, Sendable {
  /// The face showing at angle 0.
  public let startFace: MedallionFace
  /// The first activation's segment.
  public let firstSegment: SpinSegment
  /// The segments of later activations (interruptions), in order of their start times; empty for an
  /// uninterrupted spin, so planning one spin allocates nothing.
  public internal(set) var laterSegments: [SpinSegment]
  /// Every input that was replaced while planning, for the caller to log.
  public internal(set) var adjustments: [ParameterAdjustment]

  /// Creates a trajectory; only ``SpinPlanner`` makes them.
  init(
    startFace: MedallionFace, firstSegment: SpinSegment, laterSegments: [SpinSegment] = [],
    adjustments: [ParameterAdjustment]
  ) {
    self.startFace = startFace
    self.firstSegment = firstSegment
    self.laterSegments = laterSegments
    self.adjustments = adjustments
  }

  /// Every segment in activation order (never empty).
  /// - Complexity: O(activations); allocates the array.
  public var segments: [SpinSegment] { [firstSegment] + laterSegments }

  /// How many activations this trajectory holds (the first plus every interruption).
  public var activationCount: Int { 1 + laterSegments.count }

  /// The final segment, which decides the landing.
  public var finalSegment: SpinSegment { laterSegments.last ?? firstSegment }

  /// The angle the medallion rests at (rad): an odd number of half-turns after an odd number of
  /// activations, an even number after an even number.
  public var landingAngle: Double { finalSegment.landingAngle }

  /// The face showing once the medallion rests.
  public var landingFace: MedallionFace { startFace.visibleFace(atAngle: landingAngle) }

  /// When the medallion stops (s).
  public var endTime: Double { finalSegment.endTime }

  /// The planned rest time (s on the trajectory's clock): see ``SpinSegment/restTime``.
  public var restTime: Double { finalSegment.startTime + finalSegment.restTime }

  /// The segment governing `time`: the latest one that started at or before it (the first for earlier
  /// times or NaN).
  /// - Complexity: O(1) at or after the last activation, O(log activations) before it (a binary search
  ///   over the ascending start times); no allocation.
  @inlinable
  public func segment(at time: Double) -> SpinSegment {
    guard let last = laterSegments.last, !(last.startTime <= time) else { return laterSegments.last ?? firstSegment }
    // The first later segment that starts after `time`; the one before it (or the first) governs.
    var low = 0
    var high = laterSegments.count - 1
    while low < high {
      let middle = (low + high) / 2
      if laterSegments[middle].startTime <= time { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? firstSegment : laterSegments[low - 1]
  }

  /// The state at `time` (s). Before 0 (or for NaN) it is the state at the first activation.
  /// - Complexity: that of ``segment(at:)``; no allocation.
  @inlinable
  public func state(at time: Double) -> SpinState {
    // An uninterrupted spin evaluates its one segment where it is stored, without copying it out.
    if laterSegments.isEmpty { return firstSegment.state(at: time) }
    return segment(at: time).state(at: time)
  }

  /// The face visible at `time` (s).
  public func visibleFace(at time: Double) -> MedallionFace {
    startFace.visibleFace(atAngle: state(at: time).angle)
  }

  /// Whether the medallion has come to rest by `time` (s): decided by state, angle within 0.5° of the
  /// landing and speed at most 0.05 rad/s, after the last activation.
  package func isSettled(at time: Double) -> Bool {
    time >= finalSegment.startTime && time >= restTime
  }
}
