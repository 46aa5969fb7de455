/// The landing spring's part of one planned segment: from ``captureTime`` on, the angle about the
/// landing angle `θ*` is the closed-form ``spring``.
///
/// ```
/// u ≥ t_h:  θ = θ* + x(u − t_h),   x the DampedSpring about 0 from the braking's state at t_h
/// ```
public struct SpinLanding: Hashable, Sendable {
  /// `t_h`, when the spring takes over (s after the segment's start): where the braking crosses `θ*`.
  public let captureTime: Double
  /// `x(t)`, the offset from `θ*` (rad) after the capture, released from the braking's state then.
  public let spring: DampedSpring
  /// The angle the uncut braking curve would still have turned at the capture (rad, ≥ 0): the arrival
  /// time is where the braking's remaining angle equals this plus 0.5°.
  let brakingRemainder: Double
  /// The spring's motion after the capture (overshoot, settling, end, peak `|θ''|`).
  public let motion: LandingSpring.Capture
}
