import _ButterflyShims

/// A damped harmonic oscillator `m·x'' + c·x' + k·(x − x*) = 0` released from a start state, evaluated in
/// closed form at any time.
///
/// ```
/// σ = c / (2m),  ω_n = √(k/m),  s² = σ² − ω_n² = (c − 2√(mk))(c + 2√(mk)) / (4m²)
/// E_C(t) = e^(−σt)·C(t),  E_S(t) = e^(−σt)·S(t),  C'' = s²C, S' = C, C(0) = 1, S(0) = 0
/// x(t) − x* = A·E_C + B·E_S,          A = x₀ − x*,  B = v₀ + σA
/// v(t) = A(−σE_C + s²E_S) + B(E_C − σE_S)
/// ```
/// Underdamped (s² < 0, ω_d = √(−s²)): `C = cos ω_d t`, `S = sin(ω_d t)/ω_d`.
/// Critically damped (s² == 0 exactly): `C = 1`, `S = t`.
/// Overdamped (s² > 0, γ = √s²): `E_C = e^(−(σ−γ)t)·(1 + e^(−2γt))/2`,
/// `E_S = e^(−(σ−γ)t)·(−expm1(−2γt))/(2γ)` with `σ − γ = ω_n²/(σ + γ)`: no `cosh` overflow and no
/// cancellation near ζ = 1, so ζ = 1 ± ε is continuous with ζ = 1 to rounding.
///
/// Units: time in seconds, position in points (or any length unit), velocity in units/s, mass in
/// arbitrary "mass units" (stiffness and damping are per mass unit, so only ratios matter).
///
/// Invalid input never produces NaN: the failable initialiser returns `nil`, and
/// ``validated(mass:stiffness:damping:initialPosition:initialVelocity:targetPosition:)`` substitutes
/// safe values and reports each change as a ``ParameterAdjustment``.
public struct DampedSpring: Sendable, Hashable {
  /// The mass `m` (mass units, finite, > 0).
  public let mass: Double
  /// The stiffness `k` (force per unit length per mass unit scale, finite, > 0).
  public let stiffness: Double
  /// The damping coefficient `c` (finite, ≥ 0; 0 oscillates forever).
  public let damping: Double
  /// The start position `x₀` at `t = 0` (points).
  public let initialPosition: Double
  /// The start velocity `v₀` at `t = 0` (points per second).
  public let initialVelocity: Double
  /// The rest position `x*` the spring pulls towards (points).
  public let targetPosition: Double

  /// The decay rate of the envelope `σ = c/(2m)` (1/s).
  public let dampingRate: Double
  /// The undamped natural angular frequency `ω_n = √(k/m)` (rad/s).
  public let naturalFrequency: Double
  /// The discriminant `s² = σ² − ω_n²` (1/s²): negative underdamped, zero critical, positive overdamped.
  ///
  /// ```
  /// s² = (c − 2√(mk))(c + 2√(mk)) / (4m²)
  /// ```
  /// computed in this factored form so it is exactly zero when `c == 2√(mk)`.
  package let discriminant: Double
  /// `√|s²|` (1/s): the damped angular frequency ω_d when underdamped, the split rate γ when overdamped.
  @usableFromInline let splitRate: Double
  /// `σ − γ` computed as `ω_n²/(σ + γ)` (overdamped only; otherwise σ).
  @usableFromInline let slowRate: Double
  /// `k/m` (1/s², = ω_n²), computed once so the equation of motion multiplies instead of dividing per
  /// evaluation.
  public let stiffnessPerMass: Double
  /// `c/m` (1/s, = 2σ), computed once like ``stiffnessPerMass``.
  public let dampingPerMass: Double

  /// The largest position or velocity magnitude a spring accepts (pt, pt/s): 1e100.
  public static let maximumMagnitude = 1e100

  /// Creates a spring, or returns `nil` if any parameter is out of range.
  ///
  /// `nil` when mass or stiffness is not finite and positive, damping is negative or not finite, a
  /// position or velocity is not finite or beyond ±``maximumMagnitude``, or a derived rate over- or
  /// underflows or exceeds its bound (`k/m ≤ 1e200`, `c/m ≤ 2e100`: `ω_n, σ ≤ 1e100`). Within those bounds every product the
  /// closed form takes stays below 1e300, so positions, velocities and accelerations are always finite.
  /// The defaults animate a value from 0 at rest to 1.
  /// - Parameters:
  ///   - mass: `m`, mass units, > 0.
  ///   - stiffness: `k`, > 0.
  ///   - damping: `c`, ≥ 0.
  ///   - initialPosition: `x₀`, points.
  ///   - initialVelocity: `v₀`, points per second.
  ///   - targetPosition: `x*`, points.
  /// - Complexity: O(1).
  public init?(
    mass: Double = 1, stiffness: Double, damping: Double,
    initialPosition: Double = 0, initialVelocity: Double = 0, targetPosition: Double = 1
  ) {
    guard mass.isFinite, mass > 0, stiffness.isFinite, stiffness > 0, damping.isFinite, damping >= 0,
      initialPosition.isFinite, initialVelocity.isFinite, targetPosition.isFinite
    else { return nil }
    let critical = 2 * mass.squareRoot() * stiffness.squareRoot()
    let s2 = ((damping - critical) / (2 * mass)) * ((damping + critical) / (2 * mass))
    let limit = Self.maximumMagnitude
    guard (stiffness / mass).isNormal, stiffness / mass <= limit * limit, damping / mass <= 2 * limit,
      critical.isFinite, s2.isFinite,
      abs(initialPosition) <= limit, abs(initialVelocity) <= limit, abs(targetPosition) <= limit
    else { return nil }
    self.init(
      unchecked: mass, stiffness: stiffness, damping: damping,
      initialPosition: initialPosition, initialVelocity: initialVelocity, targetPosition: targetPosition)
  }

  /// Memberwise path for values already validated (or constants known to be valid).
  init(
    unchecked mass: Double, stiffness: Double, damping: Double,
    initialPosition: Double, initialVelocity: Double, targetPosition: Double
  ) {
    let sigma = damping / (2 * mass)
    let omegaSquared = stiffness / mass
    let critical = 2 * mass.squareRoot() * stiffness.squareRoot()
    let s2 = ((damping - critical) / (2 * mass)) * ((damping + critical) / (2 * mass))
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialPosition = initialPosition
    self.initialVelocity = initialVelocity
    self.targetPosition = targetPosition
    dampingRate = sigma
    naturalFrequency = omegaSquared.squareRoot()
    discriminant = s2
    let split = abs(s2).squareRoot()
    splitRate = split
    slowRate = s2 > 0 ? omegaSquared / (sigma + split) : sigma
    stiffnessPerMass = omegaSquared
    dampingPerMass = damping / mass
  }

  /// The damping that makes this mass and stiffness critically damped, `c_crit = 2√(mk)`.
  /// - Returns: `2√m·√k` (same units as ``damping``).
  /// - Complexity: O(1).
  package var criticalDamping: Double { 2 * mass.squareRoot() * stiffness.squareRoot() }

  /// Position, velocity and acceleration at one instant.
  public struct Motion: Sendable, Hashable {
    /// Position `x(t)`, points.
    public var position: Double
    /// Velocity `x'(t)`, points per second.
    public var velocity: Double
    /// Acceleration `x''(t)`, points per second².
    public var acceleration: Double

    /// Creates a motion sample.
    /// - Parameters:
    ///   - position: points.
    ///   - velocity: points per second.
    ///   - acceleration: points per second².
    public init(position: Double, velocity: Double, acceleration: Double) {
      self.position = position
      self.velocity = velocity
      self.acceleration = acceleration
    }
  }

  /// The exact position, velocity and acceleration at `time`.
  ///
  /// ```
  /// x − x* = A·E_C + B·E_S
  /// v      = A(−σE_C + s²E_S) + B(E_C − σE_S)
  /// a      = A((σ² + s²)E_C − 2σs²E_S) + B(−2σE_C + (σ² + s²)E_S)
  /// ```
  /// Accurate to a few ulps of the amplitude `|A| + |B|/ω_n` in every regime, including ζ = 1 ± ε.
  /// Edge cases: negative or NaN times are treated as 0 and +∞ as the largest finite time; when the
  /// spring is undamped and `ω_d·t` overflows, the phase is taken as the largest finite double. The
  /// result is always finite.
  /// - Parameter time: seconds since release.
  /// - Returns: the motion at that time.
  /// - Complexity: O(1).
  public func motion(at time: Double) -> Motion {
    let t = time > 0 ? min(time, .greatestFiniteMagnitude) : 0
    let (ec, es) = basis(at: t)
    let sigma = dampingRate
    let s2 = discriminant
    let a = initialPosition - targetPosition
    let b = initialVelocity + sigma * a
    let offset = a * ec + b * es
    let velocity = a * (s2 * es - sigma * ec) + b * (ec - sigma * es)
    let p = sigma * sigma + s2
    let acceleration = a * (p * ec - 2 * sigma * s2 * es) + b * (p * es - 2 * sigma * ec)
    return Motion(position: targetPosition + offset, velocity: velocity, acceleration: acceleration)
  }

  /// The exact position `x(t)` (points); see ``motion(at:)``.
  /// - Parameter time: seconds since release.
  /// - Returns: points.
  /// - Complexity: O(1).
  public func position(at time: Double) -> Double { motion(at: time).position }

  /// The exact velocity `x'(t)` (points per second); see ``motion(at:)``.
  /// - Parameter time: seconds since release.
  /// - Returns: points per second.
  /// - Complexity: O(1).
  public func velocity(at time: Double) -> Double { motion(at: time).velocity }

  /// The exact acceleration `x''(t)` (points per second²); see ``motion(at:)``.
  /// - Parameter time: seconds since release.
  /// - Returns: points per second².
  /// - Complexity: O(1).
  public func acceleration(at time: Double) -> Double { motion(at: time).acceleration }

  /// The envelope-multiplied basis `(E_C, E_S)` at a time `t ≥ 0` (finite).
  func basis(at t: Double) -> (Double, Double) {
    let s2 = discriminant
    if s2 < 0 {
      let envelope = exp(-dampingRate * t)
      let phase = min(splitRate * t, .greatestFiniteMagnitude)
      return (envelope * cos(phase), envelope * (sin(phase) / splitRate))
    } else if s2 > 0 {
      let gamma = splitRate
      let slow = exp(-slowRate * t)
      let fast = exp(-2 * gamma * t)
      return (slow * (0.5 + 0.5 * fast), slow * (-expm1(-2 * gamma * t) / (2 * gamma)))
    } else {
      let envelope = exp(-dampingRate * t)
      return (envelope, envelope == 0 ? 0 : envelope * t)
    }
  }
}
