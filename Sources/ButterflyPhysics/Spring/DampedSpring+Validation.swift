extension DampedSpring {
  /// The response used when a requested stiffness is unusable: 0.5 s, SwiftUI's default spring.
  public static let fallbackResponse = 0.5

  /// Creates a spring from any input, replacing unusable values and reporting every replacement.
  ///
  /// Replacement rules (each one adds a ``ParameterAdjustment``):
  /// - mass not finite or ≤ 0 → 1;
  /// - stiffness not finite or ≤ 0 → `m(2π/0.5 s)²` (``fallbackResponse``);
  /// - damping negative → 0; damping NaN or infinite → critical damping `2√(mk)`;
  /// - a position or velocity that is not finite → 0; one beyond ±1e100 → ±1e100
  ///   (``maximumMagnitude``);
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
    func replace(_ name: String, _ value: Double, with used: Double, _ reason: String) -> Double {
      adjustments.append(ParameterAdjustment(parameter: name, requested: value, used: used, reason: reason))
      return used
    }
    let m = mass.isFinite && mass > 0 ? mass : replace("mass", mass, with: 1, "must be finite and > 0")
    let k =
      stiffness.isFinite && stiffness > 0
      ? stiffness
      : replace(
        "stiffness", stiffness, with: Self.stiffness(mass: m, response: fallbackResponse),
        "must be finite and > 0; using a 0.5 s response")
    var c = damping
    if c.isNaN || c.isInfinite {
      c = replace("damping", damping, with: 2 * m.squareRoot() * k.squareRoot(), "must be finite; using critical")
    } else if c < 0 {
      c = replace("damping", damping, with: 0, "must be ≥ 0")
    }
    func bounded(_ name: String, _ value: Double) -> Double {
      if !value.isFinite { return replace(name, value, with: 0, "must be finite") }
      if abs(value) > maximumMagnitude {
        return replace(name, value, with: value < 0 ? -maximumMagnitude : maximumMagnitude, "limited to ±1e100")
      }
      return value
    }
    let x0 = bounded("initialPosition", initialPosition)
    let v0 = bounded("initialVelocity", initialVelocity)
    let target = bounded("targetPosition", targetPosition)
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
