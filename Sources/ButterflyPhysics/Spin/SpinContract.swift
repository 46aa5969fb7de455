/// The numbers of the spin contract (<doc:TheSpinContract>). Every planned curve obeys them; ``SpinAnalysis``
/// checks them on sampled curves.
public enum SpinContract {
  /// The default deceleration duration `D` (s).
  public static let defaultDecelerationDuration = 2.0
  /// The shortest deceleration duration (s): below it no half-turn fits under the strobe limit.
  package static let minimumDecelerationDuration = 0.1
  /// The longest deceleration duration (s): a minute. Beyond it the least initial speed, `2π/D`, is
  /// hardly above the 0.05 rad/s rest speed, so a spin would no longer read as one; it also keeps the
  /// planner's landing search small.
  public static let maximumDecelerationDuration = 60.0
  /// The display rate the strobe limit refers to (Hz).
  public static let referenceFrameRate = 60.0
  /// The largest rotation in one 60 Hz frame (rad): 60°, so the spin never strobes.
  package static let maximumRotationPerFrame = Double.pi / 3
  /// `ω_max = 60° × 60 Hz = 20π rad/s`.
  public static let maximumAngularSpeed = maximumRotationPerFrame * referenceFrameRate
  /// How close the medallion must be to its landing angle to have arrived (rad): 0.5°.
  public static let arrivalTolerance = 0.5 * Double.pi / 180
  /// The speed below which the medallion counts as still (rad/s).
  package static let restSpeed = 0.05
  /// The largest deviation from the landing angle after arrival (rad): 6°.
  public static let overshootLimit = 6 * Double.pi / 180
  /// The earliest rest time as a fraction of `D`.
  static let earliestRestFraction = 0.85
  /// The latest rest time past `D`, as a fraction of `D` (the other bound is one 60 Hz frame).
  static let latestRestExtraFraction = 0.05
  /// A bound on `|θ''|` (rad/s²) that every planned curve stays under: the angular speed is
  /// continuous, so no impulses. Braking is hardest with the shortest duration and the most air drag:
  /// at `D = 0.1 s`, `ω₀ = 20π rad/s` and shape `q = 20` it starts at `(ω₀/D)(φ/q)(1 + q²) ≈ 19,100`
  /// rad/s². The planner rejects any curve that would brake harder than this bound.
  public static let maximumAngularAcceleration = 20_000.0

  /// The least initial speed that still makes `angle` within `duration` under pure Coulomb friction:
  ///
  /// ```
  /// ω_min = 2·angle / D
  /// ```
  ///
  /// For a first spin `angle = π`, so `ω_min = 2π/D`.
  /// - Parameters:
  ///   - angle: The angle to turn (rad, > 0).
  ///   - duration: The deceleration duration `D` (s, > 0).
  /// - Returns: The least initial speed (rad/s).
  public static func minimumAngularSpeed(toTurn angle: Double, within duration: Double) -> Double {
    2 * angle / duration
  }

  /// The window the rest time must fall in for deceleration duration `D`:
  ///
  /// ```
  /// [0.85·D, D + max(0.05·D, 1/60 s)]
  /// ```
  /// - Parameter duration: The deceleration duration `D` (s).
  /// - Returns: The accepted rest times (s after the activation).
  public static func restWindow(forDuration duration: Double) -> ClosedRange<Double> {
    let late = max(latestRestExtraFraction * duration, 1 / referenceFrameRate)
    return (earliestRestFraction * duration)...(duration + late)
  }

  /// The deceleration duration to use for a requested one, and why it was changed if it was
  /// (``SpinSettings/decelerationDuration``).
  ///
  /// Zero, negative or non-finite values use 2 s; values below 0.1 s use 0.1 s; values above 60 s use
  /// 60 s.
  /// - Parameter requested: The requested duration (s).
  /// - Returns: The usable duration (s) and the adjustment made, if any.
  package static func resolveDecelerationDuration(_ requested: Double) -> (
    duration: Double, adjustment: ParameterAdjustment?
  ) {
    let resolved = SpinSettings.decelerationDuration.resolve(requested)
    return (resolved.value, resolved.adjustment)
  }
}
