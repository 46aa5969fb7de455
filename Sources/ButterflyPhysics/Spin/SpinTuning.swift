/// The planner's feel: what a sweep or `bbsim fit` tunes. Every value has a safe range; out-of-range or
/// non-finite values are replaced (see ``resolved()``).
public struct SpinTuning: Hashable, Sendable {
  /// The default tap speed, 4π rad/s (two turns per second).
  public static let defaultTapAngularSpeed = 4 * Double.pi
  /// The default preferred shape `q₀ = 2`.
  public static let defaultPreferredShape = 2.0
  /// The largest shape the planner uses, `q ≤ 20`: beyond it air drag dominates so much that the
  /// spin would crawl at the end and peak deceleration grows without need.
  public static let maximumShape = 20.0

  /// The initial angular speed a tap gives (rad/s), before clamping to `[ω_min, ω_max]`.
  public var tapAngularSpeed: Double
  /// The preferred shape `q₀ = ω₀·√(β/μ)` of the deceleration (dimensionless, `[0, 20]`): 0 is pure
  /// Coulomb friction (a linear slow-down turning the most), larger values put more of the slow-down
  /// into air drag early in the spin. The planner picks the landing angle nearest to what this shape
  /// would turn in the deceleration duration.
  public var preferredShape: Double

  /// Creates a tuning.
  /// - Parameters:
  ///   - tapAngularSpeed: Initial speed of a tap (rad/s, > 0; default 4π).
  ///   - preferredShape: Preferred shape `q₀` (dimensionless, [0, 20]; default 2).
  public init(
    tapAngularSpeed: Double = defaultTapAngularSpeed,
    preferredShape: Double = defaultPreferredShape
  ) {
    self.tapAngularSpeed = tapAngularSpeed
    self.preferredShape = preferredShape
  }

  /// The default feel.
  public static let standard = SpinTuning()

  /// This tuning with invalid values replaced, and what was replaced.
  ///
  /// A tap speed that is not finite or not positive, and a shape that is not finite or outside
  /// `[0, 20]`, become the defaults (``SpinSettings/tapAngularSpeed``, ``SpinSettings/preferredShape``).
  /// - Returns: The usable tuning and one ``ParameterAdjustment`` per change.
  public func resolved() -> (tuning: SpinTuning, adjustments: [ParameterAdjustment]) {
    let speed = SpinSettings.tapAngularSpeed.resolve(tapAngularSpeed)
    let shape = SpinSettings.preferredShape.resolve(preferredShape)
    return (
      SpinTuning(tapAngularSpeed: speed.value, preferredShape: shape.value),
      [speed.adjustment, shape.adjustment].compactMap { $0 }
    )
  }
}
