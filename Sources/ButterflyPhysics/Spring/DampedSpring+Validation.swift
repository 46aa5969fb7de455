extension DampedSpring {
  /// The response used when a requested stiffness is unusable: 0.5 s, SwiftUI's default spring.
  public static let fallbackResponse = SpringSettings.defaultResponse

  /// Creates a spring from any input, replacing unusable values and reporting every replacement.
  ///
  /// Replacement rules (each one adds a ``ParameterAdjustment``; the accepted ranges are
  /// `SpringSettings`'):
  /// - mass not finite or ≤ 0 → 1;
  /// - stiffness not finite or ≤ 0 → `m(2π/0.5 s)²` (``fallbackResponse``);
  /// - damping negative → 0; damping NaN or infinite → critical damping `2√(mk)`;
  /// - a position or velocity that is not finite or beyond ±1e100 (``maximumMagnitude``) → its default
  ///   (0, and 1 for the target);
  /// - if the derived rates `k/m`, `c/m` are still not representable or beyond their bounds
  ///   (`k/m ≤ 1e200`, `c/m ≤ 2e100`: `ω_n, σ ≤ 1e100`), the whole spring falls back to
  ///   mass 1, response 0.5 s, critical damping.
  /// - Parameters:
  ///   - mass: `m`, mass units.
  ///   - stiffness: `k`.
  ///   - damping: `c`.
  ///   - initialPosition: points.
  ///   - initialVelocity: points per second.
  ///   - targetPosition: points.
  /// - Returns: a valid spring and the adjustments made (empty when the input was valid).
  /// - Complexity: O(1).
  public static func validated(
    mass: Double, stiffness: Double, damping: Double,
    initialPosition: Double = 0, initialVelocity: Double = 0, targetPosition: Double = 1
  ) -> (spring: DampedSpring, adjustments: [ParameterAdjustment]) {
    var adjustments: [ParameterAdjustment] = []
    func resolve(_ setting: NumericSetting, _ value: Double) -> Double {
      let resolved = setting.resolve(value)
      if let adjustment = resolved.adjustment { adjustments.append(adjustment) }
      return resolved.value
    }
    let m = resolve(SpringSettings.mass, mass)
    var k = stiffness
    if !SpringSettings.stiffness.accepts(k) {
      k = Self.stiffness(mass: m, response: fallbackResponse)
      adjustments.append(
        ParameterAdjustment(
          parameter: "stiffness", requested: stiffness, used: k, reason: SpringSettings.stiffness.invalidReason))
    }
    var c = damping
    if !SpringSettings.damping.accepts(c) {
      c = c < 0 ? 0 : 2 * m.squareRoot() * k.squareRoot()
      adjustments.append(
        ParameterAdjustment(
          parameter: "damping", requested: damping, used: c, reason: SpringSettings.damping.invalidReason))
    }
    let x0 = resolve(SpringSettings.initialPosition, initialPosition)
    let v0 = resolve(SpringSettings.initialVelocity, initialVelocity)
    let target = resolve(SpringSettings.targetPosition, targetPosition)
    if let spring = DampedSpring(
      mass: m, stiffness: k, damping: c, initialPosition: x0, initialVelocity: v0, targetPosition: target)
    {
      return (spring, adjustments)
    }
    let fallbackStiffness = Self.stiffness(mass: 1, response: fallbackResponse)
    let fallbackDamping = 2 * fallbackStiffness.squareRoot()
    adjustments.append(
      ParameterAdjustment(parameter: "mass", requested: m, used: 1, reason: "k/m or c/m not representable"))
    adjustments.append(
      ParameterAdjustment(
        parameter: "stiffness", requested: k, used: fallbackStiffness, reason: "k/m not representable"))
    adjustments.append(
      ParameterAdjustment(parameter: "damping", requested: c, used: fallbackDamping, reason: "c/m not representable"))
    let spring =
      DampedSpring(
        mass: 1, stiffness: fallbackStiffness, damping: fallbackDamping,
        initialPosition: x0, initialVelocity: v0, targetPosition: target)
      ?? .unitCritical
    return (spring, adjustments)
  }

  /// Critically damped, mass 1, response 0.5 s, from 0 at rest to 1: a known-valid spring.
  static let unitCritical = DampedSpring(
    unchecked: 1, stiffness: 16 * Double.pi * Double.pi, damping: 8 * Double.pi,
    initialPosition: 0, initialVelocity: 0, targetPosition: 1)
}
