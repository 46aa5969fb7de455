/// Conversions between `(mass, stiffness, damping)` and the designer-facing parameterisations:
/// `(response, dampingRatio)` and SwiftUI's `(duration, bounce)`.
extension DampedSpring {
  /// `2π`, the radians in one turn.
  static let fullTurn = 2 * Double.pi

  /// The damping ratio `ζ = c / (2√(mk))` (unitless): < 1 underdamped, 1 critical, > 1 overdamped.
  /// - Returns: ζ ≥ 0.
  /// - Complexity: O(1).
  public var dampingRatio: Double { damping / criticalDamping }

  /// The undamped period `T = 2π/ω_n = 2π√(m/k)` (seconds), called "response" by SwiftUI and UIKit.
  /// - Returns: seconds, > 0.
  /// - Complexity: O(1).
  public var response: Double { Self.fullTurn / naturalFrequency }

  /// The damped angular frequency `ω_d = √(ω_n² − σ²)` (rad/s); 0 when critically or overdamped.
  /// - Returns: rad/s, ≥ 0.
  /// - Complexity: O(1).
  package var dampedFrequency: Double { discriminant < 0 ? splitRate : 0 }

  /// SwiftUI's bounce for this spring's damping ratio; see ``bounce(forDampingRatio:)``.
  /// - Returns: a value in (−1, 1].
  /// - Complexity: O(1).
  public var bounce: Double { Self.bounce(forDampingRatio: dampingRatio) }

  /// Creates a spring from its response (undamped period) and damping ratio.
  ///
  /// ```
  /// k = m(2π/T)²,   c = 4πmζ/T
  /// ```
  /// - Parameters:
  ///   - mass: `m`, mass units, > 0.
  ///   - response: `T`, seconds, finite and > 0.
  ///   - dampingRatio: `ζ`, finite and ≥ 0.
  ///   - initialPosition: points.
  ///   - initialVelocity: points per second.
  ///   - targetPosition: points.
  /// - Returns: `nil` when any argument is out of range (see ``init(mass:stiffness:damping:initialPosition:initialVelocity:targetPosition:)``).
  /// - Complexity: O(1).
  public init?(
    mass: Double = 1, response: Double, dampingRatio: Double,
    initialPosition: Double = 0, initialVelocity: Double = 0, targetPosition: Double = 1
  ) {
    guard response.isFinite, response > 0, dampingRatio.isFinite, dampingRatio >= 0 else { return nil }
    let omega = Self.fullTurn / response
    self.init(
      mass: mass, stiffness: mass * omega * omega, damping: 2 * mass * dampingRatio * omega,
      initialPosition: initialPosition, initialVelocity: initialVelocity, targetPosition: targetPosition)
  }

  /// Creates a spring the way SwiftUI's `Spring(duration:bounce:)` does.
  ///
  /// ```
  /// k = m(2π/T)²
  /// ζ = 1 − bounce          for bounce ≥ 0   (c = 4πm(1 − bounce)/T)
  /// ζ = 1 / (1 + bounce)    for bounce < 0   (overdamped)
  /// ```
  /// SwiftUI documents bounce 0 as critically damped, 1 as undamped and negative values as overdamped
  /// down to −1; the `1 − bounce` and `1/(1 + bounce)` forms are the mapping documented for and
  /// observed from SwiftUI's `Spring(duration:bounce:)`, and are what this package uses.
  /// - Parameters:
  ///   - mass: `m`, mass units, > 0.
  ///   - duration: `T`, the perceptual duration (= response), seconds, finite and > 0.
  ///   - bounce: in (−1, 1]; outside that range the result is `nil`.
  ///   - initialPosition: points.
  ///   - initialVelocity: points per second.
  ///   - targetPosition: points.
  /// - Returns: `nil` when any argument is out of range.
  /// - Complexity: O(1).
  public init?(
    mass: Double = 1, duration: Double, bounce: Double,
    initialPosition: Double = 0, initialVelocity: Double = 0, targetPosition: Double = 1
  ) {
    guard let ratio = Self.dampingRatio(forBounce: bounce) else { return nil }
    self.init(
      mass: mass, response: duration, dampingRatio: ratio,
      initialPosition: initialPosition, initialVelocity: initialVelocity, targetPosition: targetPosition)
  }

  /// SwiftUI's perceptual duration, equal to ``response`` (seconds).
  /// - Returns: seconds, > 0.
  /// - Complexity: O(1).
  public var duration: Double { response }

  /// The damping ratio SwiftUI uses for a bounce.
  ///
  /// ```
  /// ζ = 1 − bounce  (bounce ≥ 0),   ζ = 1/(1 + bounce)  (bounce < 0)
  /// ```
  /// - Parameter bounce: in (−1, 1].
  /// - Returns: ζ ≥ 0, or `nil` when bounce is not finite, ≤ −1 or > 1.
  /// - Complexity: O(1).
  public static func dampingRatio(forBounce bounce: Double) -> Double? {
    guard bounce.isFinite, bounce > -1, bounce <= 1 else { return nil }
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return ratio.isFinite ? ratio : nil
  }

  /// The bounce SwiftUI uses for a damping ratio; the inverse of ``dampingRatio(forBounce:)``.
  ///
  /// ```
  /// bounce = 1 − ζ  (ζ ≤ 1),   bounce = 1/ζ − 1  (ζ > 1)
  /// ```
  /// - Parameter dampingRatio: ζ ≥ 0; negative values are treated as 0 and NaN as 1.
  /// - Returns: a value in (−1, 1] (−1 only in the limit ζ → ∞).
  /// - Complexity: O(1).
  public static func bounce(forDampingRatio dampingRatio: Double) -> Double {
    guard !dampingRatio.isNaN else { return 0 }
    let ratio = max(dampingRatio, 0)
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }

  /// The stiffness for a mass and response.
  ///
  /// ```
  /// k = m(2π/T)²
  /// ```
  /// - Parameters:
  ///   - mass: mass units.
  ///   - response: seconds.
  /// - Returns: the stiffness `k`.
  /// - Complexity: O(1).
  public static func stiffness(mass: Double, response: Double) -> Double {
    let omega = fullTurn / response
    return mass * omega * omega
  }

  /// The damping coefficient for a mass, response and damping ratio.
  ///
  /// ```
  /// c = 4πmζ/T
  /// ```
  /// - Parameters:
  ///   - mass: mass units.
  ///   - response: seconds.
  ///   - dampingRatio: ζ, unitless.
  /// - Returns: the damping `c`.
  /// - Complexity: O(1).
  public static func damping(mass: Double, response: Double, dampingRatio: Double) -> Double {
    2 * mass * dampingRatio * (fullTurn / response)
  }
}
