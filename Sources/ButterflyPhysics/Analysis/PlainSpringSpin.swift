/// What a plain SwiftUI spring animation of the medallion's angle does from the same gesture as the
/// spin: the angle animated from `θ₀` to the opposite face `θ* = θ₀ + d·π`, released at the gesture's
/// `ω₀` — the obvious alternative to the planner, kept here so its failure can be measured clause by
/// clause (``PlainSpringAnalysis``).
///
/// SwiftUI's spring animations produce a progress `p` that interpolates within `[from, to]`, and take
/// the initial velocity relative to that change:
///
/// ```
/// θ(t) = θ₀ + (θ* − θ₀)·p(t),   m·p'' + c·p' + k·(p − 1) = 0,   p(0) = 0,   p'(0) = v = ω₀/π
/// ```
///
/// The equation is linear, so `θ(t)` is the ``DampedSpring`` with `x₀ = θ₀`, `x* = θ*` and
/// `v₀ = d·ω₀` (rad/s): ``curve``. The parameters map as SwiftUI documents them:
/// - `Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)` "uses a damped spring
///   model to produce values in the range [0, 1] that are then used to interpolate within the
///   [from, to] range of the animated property"; its `initialVelocity` is "the initial velocity of the
///   spring, as a value in the range [0, 1] representing the magnitude of the value being animated" —
///   a fraction of the whole change per second, as for UIKit's `UISpringTimingParameters`, whose
///   velocity is "normalized to the total distance of the animation". So a half turn started at `ω₀`
///   rad/s is `initialVelocity: ω₀/π` (``initialVelocity``).
/// - `Spring(duration:bounce:)`: "A value of 0 indicates no bounces (a critically damped spring),
///   positive values indicate increasing amounts of bounciness up to a maximum of 1.0 (corresponding to
///   undamped oscillation), and negative values indicate overdamped springs with a minimum value of
///   -1.0"; the duration "is approximately equal to the settling duration, but for springs with very
///   large bounce values, will be the duration of the period of oscillation". The stiffness
///   `m(2π/duration)²` and damping ratio `1 − bounce` (`1/(1 + bounce)` below 0) are
///   ``DampedSpring/init(mass:duration:bounce:initialPosition:initialVelocity:targetPosition:)``.
public struct PlainSpringSpin: Hashable, Sendable {
  /// `θ(t)` (rad, rad/s, rad/s²) from the activation at time 0.
  public let curve: DampedSpring
  /// Which way the gesture turns the medallion (the sign of `θ'(0)` and of `θ* − θ₀`).
  public let direction: SpinDirection

  /// `ω₀`, the gesture's angular speed (rad/s).
  public var initialSpeed: Double { abs(curve.initialVelocity) }
  /// `θ₀` (rad).
  public var startAngle: Double { curve.initialPosition }
  /// `θ* = θ₀ + d·π`, the opposite face (rad).
  package var targetAngle: Double { curve.targetPosition }
  /// SwiftUI's `initialVelocity` for this spin, `ω₀/π` (the half turn's share per second, 1/s).
  public var initialVelocity: Double { initialSpeed / .pi }

  /// The spring `interpolatingSpring(mass:stiffness:damping:initialVelocity: ω₀/π)` would run.
  /// - Parameters:
  ///   - mass: `m` (> 0, default 1 as in SwiftUI).
  ///   - stiffness: `k` (> 0).
  ///   - damping: `c` (≥ 0).
  ///   - initialSpeed: `ω₀` (rad/s, finite, ≥ 0).
  ///   - direction: `d`.
  ///   - startAngle: `θ₀` (rad, default 0).
  /// - Returns: `nil` when ``DampedSpring`` refuses the parameters.
  public init?(
    mass: Double = 1, stiffness: Double, damping: Double, initialSpeed: Double, direction: SpinDirection,
    startAngle: Double = 0
  ) {
    guard initialSpeed >= 0,
      let curve = DampedSpring(
        mass: mass, stiffness: stiffness, damping: damping, initialPosition: startAngle,
        initialVelocity: direction.sign * initialSpeed, targetPosition: startAngle + direction.sign * .pi)
    else { return nil }
    self.curve = curve
    self.direction = direction
  }

  /// The spring `interpolatingSpring(Spring(duration:bounce:), initialVelocity: ω₀/π)` would run.
  /// - Parameters:
  ///   - duration: SwiftUI's perceptual duration (s, > 0).
  ///   - bounce: SwiftUI's bounce, in (−1, 1].
  ///   - initialSpeed: `ω₀` (rad/s, finite, ≥ 0).
  ///   - direction: `d`.
  ///   - startAngle: `θ₀` (rad, default 0).
  /// - Returns: `nil` when any parameter is out of range.
  public init?(
    duration: Double, bounce: Double, initialSpeed: Double, direction: SpinDirection, startAngle: Double = 0
  ) {
    guard initialSpeed >= 0,
      let curve = DampedSpring(
        duration: duration, bounce: bounce, initialPosition: startAngle,
        initialVelocity: direction.sign * initialSpeed, targetPosition: startAngle + direction.sign * .pi)
    else { return nil }
    self.curve = curve
    self.direction = direction
  }
}
