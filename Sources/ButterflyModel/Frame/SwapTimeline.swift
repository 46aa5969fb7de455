import ButterflyPhysics

/// Every Reduce Motion swap of one spin, on the spin's clock (s since its first activation): the
/// first from the resting face at 0 s, and one more for each interruption, restarting the cross-fade
/// from the face the previous swap was heading to (``SpinStateMachine``'s rule). It is to a swap what
/// a `SpinTrajectory` with its segments is to a rotation: the whole spin as a pure function of time,
/// so a frame drawn from it at a time before an interruption shows what a host showed then.
///
/// ```
/// entries = [(S₀, 0), (S₁, t₁), …, (Sₙ, tₙ)],   0 ≤ t₁ ≤ … ≤ tₙ,   Sₖ.fromFace = Sₖ₋₁.toFace
/// running(t) = the last (Sₖ, tₖ) with tₖ ≤ t          (S₀ before 0 s and for NaN)
/// duration   = tₙ + Sₙ.duration
/// ```
/// A host drawing the latest timeline at its clock sees the latest swap from its restart on, exactly
/// what it drew before the timeline grew: feeding an interruption never changes a frame already drawn.
public struct SwapTimeline: Hashable, Sendable {
  /// One swap and when it (re)started.
  public struct Entry: Hashable, Sendable {
    /// The cross-fade.
    public let swap: ReduceMotionSwap
    /// When it began (s since the spin began).
    public let startTime: Double
  }

  /// The swaps in the order they began; never empty, the first at 0 s.
  public private(set) var entries: [Entry]

  /// A timeline of one swap away from `face`, beginning at 0 s.
  /// - Parameter face: The face resting before the spin.
  public init(from face: MedallionFace) {
    entries = [Entry(swap: ReduceMotionSwap(from: face), startTime: 0)]
  }

  /// An interruption at `time` (s since the spin began): a new swap from the face the running one was
  /// heading to. A time before the latest restart (or NaN) counts as that restart's time, so the
  /// entries stay ordered.
  /// - Parameter time: When the interruption came.
  package mutating func restart(at time: Double) {
    let latest = last
    let start = time >= latest.startTime ? time : latest.startTime
    entries.append(Entry(swap: ReduceMotionSwap(from: latest.swap.toFace), startTime: start))
  }

  /// The latest swap: the one running at and after its start.
  public var last: Entry { entries[entries.count - 1] }

  /// The face showing at 0 s.
  public var startFace: MedallionFace { entries[0].swap.fromFace }

  /// When the last swap ends (s since the spin began).
  public var duration: Double { last.startTime + last.swap.duration }

  /// The swap a host drew at `time`: the last one begun by then (the first before 0 s and for NaN).
  /// - Parameter time: Seconds since the spin began.
  /// - Returns: The entry (binary search: O(log n) for n restarts).
  public func entry(at time: Double) -> Entry {
    var low = 0
    var high = entries.count - 1
    // Invariant: entries[low].startTime ≤ time or low = 0; every index above high starts after time.
    while low < high {
      let middle = (low + high + 1) / 2
      if entries[middle].startTime <= time { low = middle } else { high = middle - 1 }
    }
    return entries[low]
  }

  /// The face a viewer sees at `time`: the running swap's `ReduceMotionSwap.visibleFace(at:)`.
  /// - Parameter time: Seconds since the spin began.
  /// - Returns: The visible face.
  public func visibleFace(at time: Double) -> MedallionFace {
    let running = entry(at: time)
    return running.swap.visibleFace(at: time - running.startTime)
  }
}
