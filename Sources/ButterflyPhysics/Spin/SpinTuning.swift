/// The planner's feel: what a sweep or `bbsim fit` tunes, and what every host of the control takes.
///
/// Four numbers: the speed a tap gives, the shape of the deceleration, and the landing spring that
/// catches the medallion on its face (SwiftUI's `Spring(duration:bounce:)` vocabulary, see
/// ``LandingSpring``). Every value has a safe range in the settings catalogue (``SpinSettings``);
/// out-of-range or non-finite values are replaced (see ``resolved()``). `landingBounce: 0` is the spin
/// without a spring: the medallion stops dead on its face.
///
/// The JSON form (the same for `bbsim`, the playground and an app) names every field:
///
/// ```
/// {"tapAngularSpeed": 12.566370614359172, "preferredShape": 2, "landingBounce": 0.3, "landingResponse": 0.3}
/// ```
public struct SpinTuning: Hashable, Sendable {
  /// The default tap speed, 4π rad/s (two turns per second).
  public static let defaultTapAngularSpeed = 4 * Double.pi
  /// The default preferred shape `q₀ = 2`.
  public static let defaultPreferredShape = 2.0
  /// The largest shape the planner uses, `q ≤ 20`: beyond it air drag dominates so much that the
  /// spin would crawl at the end and peak deceleration grows without need.
  public static let maximumShape = 20.0
  /// The default landing bounce (dimensionless), 0.45: see ``standard`` and ``SpinSettings/landingBounce``.
  public static let defaultLandingBounce = 0.45
  /// The default landing response (s), 0.2: see ``standard`` and ``SpinSettings/landingResponse``.
  public static let defaultLandingResponse = 0.2

  /// The initial angular speed a tap gives (rad/s), before clamping to `[ω_min, ω_max]`.
  public var tapAngularSpeed: Double
  /// The preferred shape `q₀ = ω₀·√(β/μ)` of the deceleration (dimensionless, `[0, 20]`): 0 is pure
  /// Coulomb friction (a linear slow-down turning the most), larger values put more of the slow-down
  /// into air drag early in the spin. The planner picks the landing angle nearest to what this shape
  /// would turn in the deceleration duration.
  public var preferredShape: Double
  /// The landing spring's bounce, as SwiftUI's `Spring(duration:bounce:)` (dimensionless,
  /// `[−0.5, 0.9]`): 0 lands dead (no spring), positive values swing `|bounce| × 6°` past the face and
  /// ring back with damping ratio `ζ = 1 − bounce`, negative values swing as far and creep back
  /// overdamped, `ζ = 1/(1 + bounce)`. Exactly where that does not hold, the trajectory's adjustments
  /// say so: a medallion arriving slower than twice the spring's capture speed ``LandingSpring/captureSpeed``
  /// (or one whose braking cannot reach its landing at that speed) is caught more softly and swings
  /// less (`landingSwing`, degrees asked and used), one too slow for any catch lands without the spring
  /// (`landingBounce` 0), and a `D` too short for the spring to settle even at a 0.05 s response leaves
  /// it out for every spin (``LandingSpring/fitting(bounce:response:duration:)``).
  public var landingBounce: Double
  /// The landing spring's response (SwiftUI's perceptual duration), `2π/ω_n` (s, `[0.05, 2]`). The
  /// planner shortens it, and says so, to the longest response (within 0.1 %) whose spring settles
  /// within a quarter of `D` after a capture at its full capture speed.
  public var landingResponse: Double

  /// Creates a tuning.
  /// - Parameters:
  ///   - tapAngularSpeed: Initial speed of a tap (rad/s, > 0; default 4π).
  ///   - preferredShape: Preferred shape `q₀` (dimensionless, [0, 20]; default 2).
  ///   - landingBounce: The landing spring's bounce (dimensionless, [−0.5, 0.9]; 0 is no spring).
  ///   - landingResponse: The landing spring's response (s, [0.05, 2]).
  public init(
    tapAngularSpeed: Double = defaultTapAngularSpeed,
    preferredShape: Double = defaultPreferredShape,
    landingBounce: Double = defaultLandingBounce,
    landingResponse: Double = defaultLandingResponse
  ) {
    self.tapAngularSpeed = tapAngularSpeed
    self.preferredShape = preferredShape
    self.landingBounce = landingBounce
    self.landingResponse = landingResponse
  }

  /// The default feel: tap speed 4π rad/s, shape 2, and a landing spring of bounce 0.45 and response
  /// 0.2 s — one swing 2.7° past the face whose swing back (0.34°) stays inside the 0.5° rest band, used
  /// as given for every `D ≥ 1 s`; chosen from a sweep over bounce × response (<doc:TuningTheSpin>).
  /// `SpinTuning(landingBounce: 0)` lands dead, as the default did before.
  public static let standard = SpinTuning()

  /// This tuning with invalid values replaced, and what was replaced.
  ///
  /// A tap speed that is not finite or not positive, a shape that is not finite or outside `[0, 20]`,
  /// a bounce outside `[−0.5, 0.9]` and a response outside `[0.05, 2]` s become the defaults
  /// (``SpinSettings/tapAngularSpeed``, ``SpinSettings/preferredShape``, ``SpinSettings/landingBounce``,
  /// ``SpinSettings/landingResponse``).
  /// - Returns: The usable tuning and one ``ParameterAdjustment`` per change.
  public func resolved() -> (tuning: SpinTuning, adjustments: [ParameterAdjustment]) {
    let speed = SpinSettings.tapAngularSpeed.resolve(tapAngularSpeed)
    let shape = SpinSettings.preferredShape.resolve(preferredShape)
    let bounce = SpinSettings.landingBounce.resolve(landingBounce)
    let response = SpinSettings.landingResponse.resolve(landingResponse)
    return (
      SpinTuning(
        tapAngularSpeed: speed.value, preferredShape: shape.value, landingBounce: bounce.value,
        landingResponse: response.value),
      [speed.adjustment, shape.adjustment, bounce.adjustment, response.adjustment].compactMap { $0 }
    )
  }
}
