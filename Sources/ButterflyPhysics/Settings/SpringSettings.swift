/// The definitions of the damped spring's settings (`bbsim simulate spring`, `compare`, the playground):
/// each default and accepted range is written here once.
///
/// ```
/// mass               mass units        default 1                 accepted > 0
/// stiffness          (mass units)/s²   default (2π/0.5 s)² ≈ 157.91  accepted > 0
/// damping            (mass units)/s    default critical, 2√(mk)  accepted ≥ 0
/// initialPosition    pt                default 0                 accepted [−1e100, 1e100]
/// initialVelocity    pt/s              default 0                 accepted [−1e100, 1e100]
/// targetPosition     pt                default 1                 accepted [−1e100, 1e100]
/// ```
/// The ratios `k/m ≤ 1e200` and `c/m ≤ 2e100` are checked on the whole spring (``DampedSpring``).
package enum SpringSettings {
  /// The response of the default spring (s): SwiftUI's `Spring(duration: 0.5)`.
  static let defaultResponse = 0.5

  /// The mass `m`.
  package static let mass = NumericSetting(
    name: "mass", summary: "mass m", unit: "mass units", defaultValue: 1, accepted: .positive,
    invalidReason: "must be finite and > 0")

  /// The stiffness `k`; the default gives a 0.5 s response with mass 1.
  package static let stiffness = NumericSetting(
    name: "stiffness", summary: "stiffness k", unit: "(mass units)/s²",
    defaultValue: DampedSpring.stiffness(mass: 1, response: defaultResponse), accepted: .positive,
    invalidReason: "must be finite and > 0; using a 0.5 s response")

  /// The damping coefficient `c`; the default is critical damping `2√(mk)` of the default mass and
  /// stiffness (tools use the critical damping of the mass and stiffness given).
  package static let damping = NumericSetting(
    name: "damping", summary: "damping c", unit: "(mass units)/s",
    defaultValue: 2 * DampedSpring.stiffness(mass: 1, response: defaultResponse).squareRoot(), accepted: .nonNegative,
    invalidReason: "must be finite and ≥ 0; using critical")

  /// The start position `x₀`.
  package static let initialPosition = position("initialPosition", "start position x₀", unit: "pt", default: 0)
  /// The start velocity `v₀`.
  package static let initialVelocity = position("initialVelocity", "start velocity v₀", unit: "pt/s", default: 0)
  /// The rest position `x*`.
  package static let targetPosition = position("targetPosition", "rest position (target)", unit: "pt", default: 1)

  /// The spring the defaults above describe, the one `bbsim simulate spring` runs with no options:
  /// critically damped, from 0 to 1 (SwiftUI's `Spring(duration: 0.5, bounce: 0)`). Never `nil`: the
  /// defaults are accepted.
  package static let defaultSpring = DampedSpring(
    mass: mass.defaultValue, stiffness: stiffness.defaultValue, damping: damping.defaultValue,
    initialPosition: initialPosition.defaultValue, initialVelocity: initialVelocity.defaultValue,
    targetPosition: targetPosition.defaultValue)

  /// Every definition above, in this order.
  package static let all: [SettingDefinition] = [
    .number(mass), .number(stiffness), .number(damping), .number(initialPosition), .number(initialVelocity),
    .number(targetPosition),
  ]

  private static func position(_ name: String, _ summary: String, unit: String, default value: Double)
    -> NumericSetting
  {
    let limit = DampedSpring.maximumMagnitude
    return NumericSetting(
      name: name, summary: summary, unit: unit, defaultValue: value, accepted: .closed(-limit, limit),
      invalidReason: "must be finite and within ±1e100")
  }
}
