/// The definitions of the settings the spin planner reads: each default, accepted range and clamp is
/// written here once (from the named constants of ``SpinPlanner``, ``SpinContract`` and ``SpinTuning``)
/// and used by the model, the control, `bbsim` and the playground. (The control's sizes, from which the
/// model derives the medallion's radius, are the model's `ButterflySettings`.)
///
/// ```
/// medallionRadius            pt     default 25.2 accepted > 0
/// spinDecelerationDuration   s      default 2    accepted > 0          clamped to [0.1, 60]
/// tapAngularSpeed            rad/s  default 4π   accepted > 0
/// preferredShape             —      default 2    accepted [0, 20]
/// landingBounce              —      default 0.45 accepted [−0.5, 0.9]   0 when no response settles within D/4
/// landingResponse            s      default 0.2  accepted [0.05, 2]   shortened to the longest settling within D/4
/// ```
/// A value outside the accepted range is an input error: `bbsim` refuses it (exit 64), the model uses
/// the default and records why.
public enum SpinSettings {
  /// The medallion's radius `r` (pt): a flick's speed across the axle over `r` is its angular speed.
  public static let medallionRadius = NumericSetting(
    name: "medallionRadius", summary: "medallion radius r", unit: "pt",
    defaultValue: SpinPlanner.defaultMedallionRadius, accepted: .positive,
    invalidReason: "must be a finite length above 0 pt")

  /// The deceleration duration `D` (s).
  public static let decelerationDuration = NumericSetting(
    name: "spinDecelerationDuration", summary: "deceleration duration D", unit: "s",
    defaultValue: SpinContract.defaultDecelerationDuration, accepted: .positive,
    usable: .closed(SpinContract.minimumDecelerationDuration, SpinContract.maximumDecelerationDuration),
    invalidReason: "must be a finite duration above 0 s",
    lowerClampReason: "below 0.1 s no half-turn fits under the 60° per frame strobe limit",
    upperClampReason: "the longest spin is 60 s")

  /// The initial angular speed of a tap (rad/s), before the planner clamps `ω₀` to `[ω_min, ω_max]`.
  public static let tapAngularSpeed = NumericSetting(
    name: "tapAngularSpeed", summary: "tap angular speed", unit: "rad/s",
    defaultValue: SpinTuning.defaultTapAngularSpeed, accepted: .positive,
    invalidReason: "must be a finite speed above 0 rad/s")

  /// The preferred deceleration shape `q₀` (dimensionless).
  public static let preferredShape = NumericSetting(
    name: "preferredShape", summary: "preferred deceleration shape q₀", unit: "dimensionless",
    defaultValue: SpinTuning.defaultPreferredShape, accepted: .closed(0, SpinTuning.maximumShape),
    invalidReason: "accepted range is 0…20")

  /// The landing spring's bounce (dimensionless), as SwiftUI's `Spring(duration:bounce:)`: 0 lands
  /// dead, positive values ring (`ζ = 1 − bounce`), negative ones creep back (`ζ = 1/(1 + bounce)`);
  /// the first swing past the face is `|bounce| × 6°`, less (noted as `landingSwing`) for a medallion
  /// caught below the spring's capture speed (``LandingSpring``).
  public static let landingBounce = NumericSetting(
    name: "landingBounce", summary: "landing spring bounce", unit: "dimensionless",
    defaultValue: SpinTuning.defaultLandingBounce,
    accepted: .closed(LandingSpring.minimumBounce, LandingSpring.maximumBounce),
    invalidReason: "accepted range is -0.5…0.9")

  /// The landing spring's response `2π/ω_n` (s), SwiftUI's perceptual duration. The planner shortens it
  /// (and says so) to the longest response that settles within a quarter of `D`
  /// (``LandingSpring/fitting(bounce:response:duration:)``).
  public static let landingResponse = NumericSetting(
    name: "landingResponse", summary: "landing spring response", unit: "s",
    defaultValue: SpinTuning.defaultLandingResponse,
    accepted: .closed(LandingSpring.minimumResponse, LandingSpring.maximumResponse),
    invalidReason: "accepted range is 0.05…2 s")

  /// The axle the medallion turns about.
  public static let axleOrientation = ChoiceSetting<AxleOrientation>(
    name: "axleOrientation", summary: "axle",
    choices: [
      .init("horizontal", .horizontal), .init("vertical", .vertical), .init("diagonal-ltr", .diagonalLTR),
      .init("diagonal-rtl", .diagonalRTL),
    ], defaultValue: .horizontal)

  /// The face showing before a spin.
  public static let startFace = ChoiceSetting<MedallionFace>(
    name: "startFace", summary: "face showing before the spin",
    choices: [.init("top", .top), .init("bottom", .bottom)],
    defaultValue: .top)

  /// Every definition above, in this order.
  public static let all: [SettingDefinition] = [
    .number(medallionRadius), .number(decelerationDuration), .number(tapAngularSpeed),
    .number(preferredShape), .number(landingBounce), .number(landingResponse), .choice(axleOrientation.named),
    .choice(startFace.named),
  ]
}
