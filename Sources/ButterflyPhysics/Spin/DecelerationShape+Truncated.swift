import _ButterflyShims

/// The braking curve cut short where its speed has fallen to a fraction `c = w/ω₀` of the initial one:
/// what the spin brakes along before the landing spring catches it at speed `w`.
///
/// ```
/// τ_c(q, c) = 1 − atan(q·c)/atan q        (Coulomb limit: 1 − c)   the time the speed is c·ω₀, per T
/// G(q, c)   = A(q, τ_c)/τ_c                (Coulomb limit: (1 + c)/2) the mean speed to then, per ω₀
/// ρ(q, c)   = ln(1 + q²c²)/(2φq)           (Coulomb limit: c²/2)     the angle left to the stop, per ω₀T
/// ```
///
/// with `A` the angle fraction of ``DecelerationShape/angleFraction(shape:tau:)``. `G` falls from
/// `(1 + c)/2` at `q = 0` towards `c·ln(1/c)/(1 − c)` as `q` grows: braking to a speed takes the most
/// angle with pure friction.
extension DecelerationShape {
  /// `τ_c`, the normalised time at which the speed is the fraction `c` of the initial one.
  /// - Parameters:
  ///   - q: The shape `q ≥ 0` (argument label `shape`).
  ///   - c: The speed fraction, in `[0, 1)` (argument label `speedFraction`).
  /// - Returns: `τ_c ∈ (0, 1]`.
  public static func time(shape q: Double, speedFraction c: Double) -> Double {
    if q < coulombThreshold { return 1 - c }
    return 1 - atan(q * c) / atan(q)
  }

  /// `G(q, c)`, the mean speed until the speed fraction is `c`, per unit `ω₀`.
  /// - Parameters:
  ///   - q: The shape `q ≥ 0` (argument label `shape`).
  ///   - c: The end speed fraction, in `[0, 1)` (argument label `endSpeedFraction`).
  /// - Returns: `G ∈ (c, (1 + c)/2]`.
  public static func meanSpeedFraction(shape q: Double, endSpeedFraction c: Double) -> Double {
    if q < coulombThreshold { return 0.5 * (1 + c) }
    let tau = time(shape: q, speedFraction: c)
    return angleFraction(shape: q, tau: tau) / tau
  }

  /// `ρ(q, c)`, the angle the full curve still turns after its speed fraction is `c`, per unit `ω₀T`.
  /// - Parameters:
  ///   - q: The shape `q ≥ 0` (argument label `shape`).
  ///   - c: The speed fraction, in `[0, 1)` (argument label `speedFraction`).
  /// - Returns: `ρ ≥ 0`.
  static func remainingAngle(shape q: Double, speedFraction c: Double) -> Double {
    if q < coulombThreshold { return 0.5 * c * c }
    return log1p(q * q * c * c) / (2 * atan(q) * q)
  }

  /// The shape whose curve, cut at speed fraction `c`, has mean speed fraction `ratio`: the inverse of
  /// ``meanSpeedFraction(shape:endSpeedFraction:)`` on `[0, maximumShape]`.
  ///
  /// Regula falsi with the Illinois modification on the bracket `[0, 20]`, to a relative width of 1e-13:
  /// typically 8–12 evaluations of `G`.
  /// - Parameters:
  ///   - ratio: The wanted mean speed fraction; at or above `(1 + c)/2` gives 0.
  ///   - c: The end speed fraction, in `(0, 1)`.
  ///   - maximumShape: The largest shape allowed.
  /// - Returns: `q ∈ [0, maximumShape]`, or `nil` when even `maximumShape` is too fast.
  public static func shape(forMeanSpeedFraction ratio: Double, endSpeedFraction c: Double, maximumShape: Double)
    -> Double?
  {
    if !(ratio < 0.5 * (1 + c)) { return 0 }
    var low = 0.0
    var high = maximumShape
    var fLow = 0.5 * (1 + c) - ratio
    var fHigh = meanSpeedFraction(shape: high, endSpeedFraction: c) - ratio
    if fHigh > 0 { return nil }
    if fHigh == 0 { return high }
    var side = 0
    for _ in 0..<100 {
      var q = (low * fHigh - high * fLow) / (fHigh - fLow)
      if !(q > low && q < high) { q = 0.5 * (low + high) }
      let f = meanSpeedFraction(shape: q, endSpeedFraction: c) - ratio
      if f == 0 { return q }
      if f > 0 {
        low = q
        fLow = f
        if side == 1 { fHigh *= 0.5 }
        side = 1
      } else {
        high = q
        fHigh = f
        if side == -1 { fLow *= 0.5 }
        side = -1
      }
      if high - low <= 1e-13 * high { break }
    }
    return 0.5 * (low + high)
  }
}
