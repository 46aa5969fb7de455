import ButterflyPhysics
import _ButterflyShims

/// The plain spring closest to a spin's `θ(t)`, as Jetpack Compose's `spring(dampingRatio, stiffness)`
/// would run it from the spin's start: the one-line alternative to keyframes, with its error said.
///
/// Compose's `SpringSpec` is a unit-mass spring (`stiffness` in 1/s², `dampingRatio` dimensionless)
/// animating a value from where it is to the target at the velocity it is given, so the exported
/// spring starts where the spin starts, at the spin's own `θ'(0)`, and ends on the face:
///
/// ```
/// θ_s(t) = DampedSpring(mass 1, stiffness k, damping 2ζ√k, θ(0), θ'(0) → θ*)      (degrees)
/// error  = max over the keyframes' millisecond grid |θ_s(t) − θ(t)|,   minimised over (ζ, k)
/// ```
///
/// The search is a log grid over `ζ ∈ [0.05, 20]` and `ω_n = √k ∈ [0.1, 200]` rad/s, then a pattern
/// search that halves its steps, on a 5 ms grid, with the final error measured on every millisecond.
/// A plain spring accelerates where the spin decelerates, so a long spin rarely fits: ``fits`` says
/// whether the error is within the keyframes' requested error.
public struct ComposeSpringFit: Sendable, Hashable {
  /// The damping ratio `ζ` (Compose's `dampingRatio`).
  public let dampingRatio: Double
  /// The stiffness `k` (1/s², Compose's `stiffness`; mass 1).
  public let stiffness: Double
  /// The initial velocity Compose is given (degrees/s): the spin's `θ'(0)`.
  public let initialVelocity: Double
  /// The largest `|θ_s(t) − θ(t)|` over the millisecond grid (degrees).
  package let errorDegrees: Double
  /// Whether the spring is within the requested keyframe error.
  public let fits: Bool

  /// The search's ranges: damping ratio and natural frequency (rad/s), searched in logarithms.
  static let dampingRange = (0.05, 20.0)
  static let frequencyRange = (0.1, 200.0)

  /// Fits the spring to `trajectory`.
  /// - Parameters:
  ///   - trajectory: The planned spin.
  ///   - keyframes: Its keyframes (the span, the requested error and the landing angle).
  public init(trajectory: SpinTrajectory, keyframes: SpinKeyframes) {
    let degreesPerRadian = 180 / Double.pi
    let start = trajectory.state(at: 0)
    let velocity = start.angularVelocity * degreesPerRadian
    let origin = start.angle * degreesPerRadian
    let target = keyframes.landingDegrees
    let span = keyframes.spanMilliseconds
    let model = (0...span).map { trajectory.state(at: Double($0) / 1000).angle * degreesPerRadian }
    func error(_ logRatio: Double, _ logFrequency: Double, stride: Int) -> Double {
      let ratio = exp(logRatio)
      let frequency = exp(logFrequency)
      guard
        let spring = DampedSpring(
          mass: 1, stiffness: frequency * frequency, damping: 2 * ratio * frequency, initialPosition: origin,
          initialVelocity: velocity, targetPosition: target)
      else { return .infinity }
      var worst = 0.0
      for millisecond in Swift.stride(from: 0, through: span, by: stride) {
        worst = max(worst, abs(spring.position(at: Double(millisecond) / 1000) - model[millisecond]))
      }
      // The spring goes on after the span; the keyframes hold θ*.
      return max(worst, abs(spring.position(at: 2 * Double(span) / 1000) - target))
    }
    let (ratioLow, ratioHigh) = (log(Self.dampingRange.0), log(Self.dampingRange.1))
    let (frequencyLow, frequencyHigh) = (log(Self.frequencyRange.0), log(Self.frequencyRange.1))
    let steps = 24
    var best = (ratio: 0.0, frequency: 0.0, error: Double.infinity)
    for i in 0...steps {
      for j in 0...steps {
        let r = ratioLow + (ratioHigh - ratioLow) * Double(i) / Double(steps)
        let f = frequencyLow + (frequencyHigh - frequencyLow) * Double(j) / Double(steps)
        let e = error(r, f, stride: 5)
        if e < best.error { best = (r, f, e) }
      }
    }
    var step = (
      ratio: (ratioHigh - ratioLow) / Double(steps), frequency: (frequencyHigh - frequencyLow) / Double(steps)
    )
    while step.ratio > 1e-4 {
      var moved = false
      for (dr, df) in [(step.ratio, 0.0), (-step.ratio, 0), (0, step.frequency), (0, -step.frequency)] {
        let e = error(best.ratio + dr, best.frequency + df, stride: 5)
        if e < best.error {
          best = (best.ratio + dr, best.frequency + df, e)
          moved = true
        }
      }
      if !moved { step = (step.ratio / 2, step.frequency / 2) }
    }
    let frequency = exp(best.frequency)
    dampingRatio = exp(best.ratio)
    stiffness = frequency * frequency
    initialVelocity = velocity
    errorDegrees = error(best.ratio, best.frequency, stride: 1)
    fits = errorDegrees <= keyframes.requestedErrorDegrees
  }
}
