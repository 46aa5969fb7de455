/// One of the medallion's two faces.
///
/// `θ = 0` shows the face a spin started on; the face showing at angle `θ` is the start face while
/// `cos θ > 0` and the other face while `cos θ < 0` (edge-on, `cos θ = 0`, counts as the start face).
/// ``showsStartFace(atAngle:)`` is the one definition of that rule: the planner's landing face,
/// the analysis' face changes, `bbsim simulate`'s face column and every drawn frame use it.
public enum MedallionFace: String, CaseIterable, Hashable, Sendable {
  /// The face shown when the toggle is on (its label defaults to "true").
  case top
  /// The face shown when the toggle is off (its label defaults to "false").
  case bottom

  /// The other face.
  public var opposite: MedallionFace { self == .top ? .bottom : .top }

  /// The face a toggle value shows: `top` for `true`, `bottom` for `false`.
  public init(isOn: Bool) { self = isOn ? .top : .bottom }

  /// The toggle value this face stands for: `true` for `top`.
  public var isOn: Bool { self == .top }

  /// The face visible at rotation `angle` for a spin that started showing `self`.
  /// - Parameter angle: Rotation about the axle (rad), 0 at the start.
  /// - Returns: `self` while `cos(angle) ≥ 0`, otherwise ``opposite``.
  public func visibleFace(atAngle angle: Double) -> MedallionFace {
    Self.showsStartFace(atAngle: angle) ? self : opposite
  }

  /// Whether the face a spin started on faces the viewer at rotation `angle`: the one definition of
  /// the visible face.
  ///
  /// ```
  /// shows start face ⇔ cos θ ≥ 0 ⇔ |θ/2π − round(θ/2π)| ≤ ¼
  /// ```
  /// Rounding is far cheaper than libm's remainder, and exact at the landings (odd multiples of π sit
  /// half a turn away). Exactly edge-on counts as the start face; NaN counts as face-on (start face).
  /// - Parameter angle: Rotation about the axle (rad), 0 at the start.
  /// - Returns: `true` while the start face shows.
  @inlinable
  public static func showsStartFace(atAngle angle: Double) -> Bool {
    let turns = angle / (2 * Double.pi)
    return !(abs(turns - turns.rounded()) > 0.25)
  }
}

#if !hasFeature(Embedded)
  // JSON for bbsim and the playground server; the playground's WebAssembly build (Embedded Swift) has
  // no Codable and leaves it out.
  extension MedallionFace: Codable {}
#endif
