import ButterflyPhysics

/// The control's settings with the defaults and clamps of ``ButterflySettings`` applied.
///
/// ```
/// side s   = clamp(requested, 44, 10000)   default 60   (MedallionGeometry)
/// stroke w = clamp(requested, 1, s/10)     default 2    (MedallionGeometry)
/// label padding        = 2 pt (constant)
/// medallion thickness  = 2 pt (constant)
/// deceleration D       = clamp(requested, 0.1, 60)   default 2 s
///     D not finite, zero or negative → 2 s  (logged as an error)
///     0 < D < 0.1 s                  → 0.1 s (no half-turn fits under the strobe limit)
/// ```
///
/// Nothing throws: every clamp or fallback is recorded in ``adjustments`` and ``logEvents``.
public struct ButterflyConfiguration: Hashable, Sendable {
  /// The padding between the mount and the title label (pt).
  public static let labelPadding = 2.0

  /// The clamped mount and medallion sizes (at Dynamic Type scale 1).
  public let geometry: MedallionGeometry
  /// The spin deceleration duration after the fallback rules (s, > 0).
  public let spinDecelerationDuration: Double
  /// Where the title label goes; `.auto` is resolved by ``ButterflyLayout``.
  public var labelPlacement: LabelPlacement
  /// The axle the medallion spins about.
  public var axleOrientation: AxleOrientation
  /// Whether a drag's velocity sets the initial angular speed (otherwise every gesture is a tap).
  public var enableFlickPhysics: Bool
  /// Whether haptics play where the platform has them.
  public var hapticsEnabled: Bool
  /// The spin's feel (tap speed, deceleration shape, landing spring), as requested; the planner
  /// resolves it (``ButterflyLayout/spinPlanner``) and its changes are in ``adjustments``.
  public let spinTuning: SpinTuning
  /// Every clamp or fallback, in the order applied (geometry first, then the duration, then the
  /// tuning).
  public let adjustments: [ParameterAdjustment]

  /// Creates a configuration, clamping out-of-range values.
  /// - Parameters:
  ///   - sideLength: Requested mount side (pt). Below 44 → 44, above 10,000 → 10,000; NaN, ±∞, ≤ 0 → 60.
  ///   - mountStrokeWidth: Requested mount stroke (pt), clamped to [1, side/10]; NaN, ±∞, ≤ 0 → 2.
  ///   - labelPlacement: Title placement; default `.auto`.
  ///   - axleOrientation: Axle; default `.horizontal`.
  ///   - spinDecelerationDuration: Requested deceleration (s). NaN, ±∞, 0 or negative → 2; (0, 0.1) → 0.1;
  ///     above 60 → 60.
  ///   - enableFlickPhysics: Default `true`.
  ///   - hapticsEnabled: Default `true`.
  ///   - spinTuning: The spin's feel; default `SpinTuning/standard`. Out-of-range values use their
  ///     defaults and a landing spring too slow for the duration is shortened, each logged.
  public init(
    sideLength: Double = ButterflySettings.sideLength.defaultValue,
    mountStrokeWidth: Double = ButterflySettings.mountStrokeWidth.defaultValue,
    labelPlacement: LabelPlacement = ButterflySettings.labelPlacement.defaultValue,
    axleOrientation: AxleOrientation = ButterflySettings.axleOrientation.defaultValue,
    spinDecelerationDuration: Double = ButterflySettings.spinDecelerationDuration.defaultValue,
    enableFlickPhysics: Bool = ButterflySettings.enableFlickPhysics.defaultValue,
    hapticsEnabled: Bool = ButterflySettings.hapticsEnabled.defaultValue,
    spinTuning: SpinTuning = .standard
  ) {
    geometry = MedallionGeometry(sideLength: sideLength, strokeWidth: mountStrokeWidth)
    let (duration, durationAdjustment) = ButterflySettings.spinDecelerationDuration.resolve(spinDecelerationDuration)
    self.spinDecelerationDuration = duration
    self.labelPlacement = labelPlacement
    self.axleOrientation = axleOrientation
    self.enableFlickPhysics = enableFlickPhysics
    self.hapticsEnabled = hapticsEnabled
    self.spinTuning = spinTuning
    adjustments =
      geometry.adjustments + (durationAdjustment.map { [$0] } ?? [])
      + SpinPlanner(decelerationDuration: duration, tuning: spinTuning).adjustments
  }

  /// The clamped mount side at Dynamic Type scale 1 (pt).
  public var sideLength: Double { geometry.sideLength }
  /// The clamped mount stroke width (pt).
  public var mountStrokeWidth: Double { geometry.strokeWidth }
  /// The padding between the mount and the title label, 2 pt.
  public var labelPadding: Double { Self.labelPadding }
  /// The medallion's thickness, 2 pt by design.
  public var medallionThickness: Double { MedallionGeometry.medallionThickness }
  /// The log events for ``adjustments`` (zero/negative/non-finite duration is an `.error`).
  public var logEvents: [ButterflyLogEvent] {
    adjustments.map { ButterflyLogEvent(adjustment: $0, category: .configuration) }
  }
}
