import ButterflyModel
import PropertyBased
import Testing

/// The stored-start spin clock: wherever the clock stands when a spin starts, it runs at 1 s/s and
/// reaches the end exactly when the motion does.
@Suite struct SpinClockTests {
  /// Relative rounding of a few additions and one division of values up to 1e6 s.
  static let tolerance = 1e-9

  @Test func fromAnyStartTheClockRunsAtOneSecondPerSecondAndEndsWithTheMotion() async {
    let input = zip(Gen.double(in: 0...1e6), Gen.double(in: 0.01...60), Gen.double(in: 0...1))
    await propertyCheck(count: 2_000, input: input) { origin, end, progress in
      let clock = SpinClock(origin: origin, endTime: end)
      let elapsed = progress * end
      // What SwiftUI draws: the start value plus the returned fraction of the interval.
      let drawn = origin + clock.fraction(elapsed: elapsed) * (clock.target - origin)
      #expect(abs(clock.spinTime(atClock: drawn) - elapsed) <= Self.tolerance * max(1, origin))
      #expect(abs(clock.fraction(elapsed: end) - 1) <= Self.tolerance * max(1, origin))
    }
  }

  /// The bug this type fixes: a clock left at 3 s by the previous spin, a new 2 s spin. Assuming a
  /// start at 0 would scale the 2 − 3 s interval by t/2 (running backwards, then snapping).
  @Test func aSpinStartedWhileTheClockIsNotAtZeroShowsItsOwnTime() {
    let clock = SpinClock(origin: 3, endTime: 2)
    #expect(clock.target == 5)
    #expect(clock.spinTime(atClock: 3 + clock.fraction(elapsed: 0.5) * 2) == 0.5)
  }

  @Test func aMotionAlreadyOverStillGetsANonZeroInterval() {
    let clock = SpinClock(origin: 7, endTime: 0)
    #expect(abs(clock.target - clock.origin - SpinClock.minimumInterval) <= Self.tolerance)
    #expect(SpinClock(origin: .nan, endTime: 1).origin == 0)
  }
}
