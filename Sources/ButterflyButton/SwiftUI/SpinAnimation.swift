#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  /// The `CustomAnimation` that drives a spin: it advances the spin clock (seconds since the spin
  /// began) and ends exactly when the planned curve says the medallion has settled.
  ///
  /// The animated value is the spin clock `c`, from 0 towards the plan's end time `T`; the view
  /// evaluates `θ(c)` of the same ``SpinTrajectory`` in closed form, so every frame shows the planned
  /// angle whatever the frame times (DESIGN §4.10) — the curve `bbsim` measures is the one on screen.
  /// (A clock rather than the angle itself is animated because an interrupted spin may land back on
  /// its start angle, a zero interval that no scaling of the animated interval could move through.)
  ///
  /// ```
  /// animate(Δ, t)  = Δ · t / T          while the plan is not settled at t, else nil (done)
  /// velocity(Δ, t) = Δ / T              (the clock runs at 1 s/s)
  /// shouldMerge    = true               an interruption re-plans; SwiftUI hands the new
  ///                                     animation the elapsed time of the previous one, so the
  ///                                     clock (and θ, θ′ at the interruption) stay continuous
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

    /// The clock value the animation heads for (s): the plan's end time or the swap's end.
    var endTime: Double {
      switch motion {
      case .spin(let trajectory): return max(trajectory.endTime, 1e-3)
      case .swap(let end): return max(end, 1e-3)
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
      return value.scaled(by: time / endTime)
    }

    func velocity<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
      if isFinished(at: time) { return nil }
      return value.scaled(by: 1 / endTime)
    }

    func shouldMerge<V: VectorArithmetic>(
      previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
      true
    }
  }
#endif
