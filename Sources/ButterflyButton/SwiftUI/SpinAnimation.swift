#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  /// The `CustomAnimation` that drives a spin: it advances the spin clock (seconds since the spin
  /// began) and ends exactly when the planned curve says the medallion has settled.
  ///
  /// The animated value is the spin clock `c`, from wherever it stood when the spin began (the
  /// model's ``SpinClock/origin``, stored here — the clock is never reset, so no animation assumes
  /// it starts at 0) towards ``SpinClock/target``; the view evaluates `θ(c − origin)` of the same
  /// ``SpinTrajectory`` in closed form, so every frame shows the planned angle whatever the frame
  /// times (DESIGN §4.10) — the curve `bbsim` measures is the one on screen. (A clock rather than
  /// the angle itself is animated because an interrupted spin may land back on its start angle, a
  /// zero interval that no scaling of the animated interval could move through.)
  ///
  /// ```
  /// animate(Δ, t)  = Δ · SpinClock.fraction(t)   while the plan is not settled at t, else nil
  /// velocity(Δ, t) = Δ / (target − origin)       (the clock runs at 1 s/s)
  /// shouldMerge    = true                        an interruption re-plans on the same origin;
  ///                                              SwiftUI hands the new animation the elapsed time
  ///                                              of the previous one, so the clock (and θ, θ′ at
  ///                                              the interruption) stay continuous
  /// ```
  /// For a Reduce Motion swap the same clock runs until the swap's duration has passed.
  struct SpinAnimation: CustomAnimation {
    /// What the clock is timing.
    enum Motion: Hashable, Sendable {
      /// A planned spin; done when settled by angle and speed.
      case spin(SpinTrajectory)
      /// A Reduce Motion swap that finishes `end` seconds after the spin began.
      case swap(end: Double)
    }

    /// The motion being timed.
    let motion: Motion
    /// The clock: the value it started from and the motion's end on the spin's own clock.
    let clock: SpinClock

    /// Creates the animation of a motion for a spin whose clock started at `origin`.
    /// - Parameters:
    ///   - motion: The motion.
    ///   - origin: The clock value when the spin began.
    init(motion: Motion, origin: Double) {
      self.motion = motion
      switch motion {
      case .spin(let trajectory): clock = SpinClock(origin: origin, endTime: trajectory.endTime)
      case .swap(let end): clock = SpinClock(origin: origin, endTime: end)
      }
    }

    /// Whether the motion is over at clock time `time` (s).
    /// - Parameter time: Seconds since the spin began.
    /// - Returns: `true` once settled (spin) or past the end (swap).
    func isFinished(at time: Double) -> Bool {
      switch motion {
      case .spin(let trajectory): return trajectory.isSettled(at: time)
      case .swap(let end): return time >= end
      }
    }

    func animate<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
      if isFinished(at: time) { return nil }
      return value.scaled(by: clock.fraction(elapsed: time))
    }

    func velocity<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
      if isFinished(at: time) { return nil }
      return value.scaled(by: clock.fraction(elapsed: 1))
    }

    func shouldMerge<V: VectorArithmetic>(
      previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
      true
    }
  }
#endif
