/// The animated spin clock of a drawing layer, with the value it started from stored.
///
/// A drawing layer animates one number, the clock `c`, and draws the motion at the spin time
/// `c − origin`. The clock is never reset: a spin starts from wherever the clock stands (its
/// `origin`), so no animation is ever assumed to start at 0. An animation from `origin` towards
/// `origin + T` is told only the interval `T` and the elapsed time `t`; it returns the fraction
/// ``fraction(elapsed:)`` of that interval, so the clock runs at exactly 1 s/s from the origin and
/// reaches the end when the motion does:
/// ```
/// target          = origin + max(T, minimumInterval)
/// fraction(t)     = t / (target − origin)          (c(t) = origin + t)
/// spinTime(c)     = c − origin
/// ```
/// An interruption keeps the origin (the spin's clock goes on) and only moves the target.
public struct SpinClock: Hashable, Sendable {
  /// The least interval (s) an animation is given, so that a motion that is already over still
  /// yields a non-zero interval to scale.
  package static let minimumInterval = 1e-3

  /// The clock value at which the spin began (s).
  public var origin: Double
  /// When the motion ends on the spin's own clock (s since the spin began).
  public var endTime: Double

  /// Creates a clock for a spin that began when the animated clock stood at `origin`.
  /// - Parameters:
  ///   - origin: The clock value when the spin began (s); non-finite counts as 0.
  ///   - endTime: When the motion ends, in seconds since the spin began.
  public init(origin: Double, endTime: Double) {
    self.origin = origin.isFinite ? origin : 0
    self.endTime = endTime
  }

  /// The clock value the animation heads for: `origin + max(endTime, minimumInterval)`.
  public var target: Double {
    origin + max(endTime.isFinite ? endTime : 0, Self.minimumInterval)
  }

  /// The fraction of the animated interval `target − origin` reached after `elapsed` seconds, so
  /// that the clock runs at 1 s/s from the origin.
  /// - Parameter elapsed: Seconds since the animation (and the spin) began.
  /// - Returns: `elapsed / (target − origin)`.
  public func fraction(elapsed: Double) -> Double {
    elapsed / (target - origin)
  }

  /// The spin time a clock value stands for.
  /// - Parameter clock: The animated clock value.
  /// - Returns: `clock − origin` (s since the spin began).
  package func spinTime(atClock clock: Double) -> Double {
    clock - origin
  }
}
