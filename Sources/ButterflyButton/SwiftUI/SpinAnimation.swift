#if canImport(SwiftUI)
  import ButterflyModel
  import SwiftUI

  /// The `CustomAnimation` that runs the driver's spin clock (``ControlDriver/clock``): it advances
  /// the clock at 1 s/s and ends when the driver's motion is over.
  ///
  /// The animated value is the spin clock `c`, from wherever it stood when the spin began (the
  /// clock's ``SpinClock/origin`` — the clock is never reset, so no animation assumes it starts at
  /// 0) towards ``SpinClock/target``; the view draws the driver's ``ControlMotion`` at
  /// `c − origin` in closed form, so every frame shows the planned angle whatever the frame times —
  /// the curve `bbsim` measures is the one on screen. (A clock rather than the angle itself is
  /// animated because an interrupted spin may land back on its start angle, a zero interval that no
  /// scaling of the animated interval could move through.)
  ///
  /// ```
  /// animate(Δ, t)  = Δ · SpinClock.fraction(t)   while t < endTime (the motion's duration), else nil
  /// velocity(Δ, t) = Δ / (target − origin)       (the clock runs at 1 s/s)
  /// shouldMerge    = true                        an interruption re-plans on the same origin;
  ///                                              SwiftUI hands the new animation the elapsed time
  ///                                              of the previous one, so the clock (and θ, θ′ at
  ///                                              the interruption) stay continuous
  /// ```
  /// It decides nothing: the end time is the driver's (``ControlMotion/duration``), and its end is
  /// reported back to the driver, which lands the spin.
  struct SpinAnimation: CustomAnimation {
    /// The driver's clock: the value it started from and the motion's end on the spin's own clock.
    let clock: SpinClock

    /// Whether the motion is over at spin time `time` (s): `time ≥ clock.endTime`.
    /// - Parameter time: Seconds since the spin began.
    /// - Returns: `true` once the driver's motion is over.
    func isFinished(at time: Double) -> Bool {
      time >= clock.endTime
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
