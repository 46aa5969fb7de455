import _ButterflyShims

/// The normalised braking curve of the spin model: quadratic (air) drag plus Coulomb friction,
///
/// ```
/// ω' = −β·ω² − μ,   ω(0) = ω₀,   ω(T) = 0
/// ```
///
/// With `a = √(μ/β)`, `k = √(μβ)`, `φ = atan(ω₀/a)` the solution is
///
/// ```
/// ω(t) = a·tan(φ − k·t)
/// θ(t) = ln(cos(φ − k·t) / cos φ) / β
/// ```
///
/// and it stops at `T = φ/k` after turning `θ_T = ln(1 + β·ω₀²/μ) / (2β)`. Everything depends on one
/// dimensionless *shape* `q = ω₀/a = ω₀·√(β/μ)`: in normalised time `τ = t/T ∈ [0, 1]`,
///
/// ```
/// ω(τ) = ω₀ · tan(φ·(1 − τ)) / q                          φ = atan q
/// θ(τ) = ω₀·T · ln(cos(φτ) + q·sin(φτ)) / (φ·q)
/// θ'' = −(ω₀/T) · (φ/q) · (1 + q²·(ω/ω₀)²)
/// θ_T  = ω₀·T · r(q) / 2,   r(q) = ln(1 + q²) / (q·atan q)
/// ```
///
/// `q → 0` is pure Coulomb friction (`ω = ω₀(1 − τ)`, `r = 1`, the most a monotone-decelerating
/// curve of this family can turn); `r` falls monotonically towards 0 as `q` grows. The forms above are
/// evaluated with `log1p` and `sin²(φτ/2)` so there is no cancellation for small `q`; below `q = 1e-8`
/// the Coulomb limit is exact to double precision and used directly.
public enum DecelerationShape {
  /// Below this shape the Coulomb limit is used (its relative error is `O(q²)`, under 1e-16).
  public static let coulombThreshold = 1e-8

  /// The sweep ratio `r(q) = ln(1 + q²)/(q·atan q)`: the angle turned as a fraction of `ω₀·T/2`.
  /// - Parameter q: The shape `q ≥ 0` (dimensionless; argument label `shape`).
  /// - Returns: `r ∈ (0, 1]`, 1 at `q = 0`.
  /// - Complexity: O(1).
  @inlinable
  public static func sweepRatio(shape q: Double) -> Double {
    if q < coulombThreshold { return 1 }
    return log1p(q * q) / (q * atan(q))
  }

  /// The shape `q` whose sweep ratio is `ratio`: the inverse of ``sweepRatio(shape:)``.
  ///
  /// Newton's method on `r(q) − ratio`, safeguarded by a bracket that halves whenever a Newton step
  /// would leave it, to full double precision: typically 5–8 evaluations of `r` and `r'`, against about
  /// 60 for plain bisection (re-planning runs it once per tap). With `L = ln(1 + q²)`, `A = atan q`:
  ///
  /// ```
  /// r'(q) = (2q²·A/(1 + q²) − L·(A + q/(1 + q²))) / (q·A)²
  /// ```
  /// - Parameter ratio: The wanted sweep ratio; values ≥ 1 (or NaN) give 0, values ≤ 0 give the
  ///   largest representable bracket end.
  /// - Returns: `q ≥ 0`.
  /// - Complexity: O(log log(1/ε)) iterations typically, O(log(q/ε)) at worst.
  public static func shape(forSweepRatio ratio: Double) -> Double {
    guard ratio < 1 else { return 0 }
    var low = 0.0
    var high = 1.0
    while sweepRatio(shape: high) > ratio {
      low = high
      high *= 2
      if high > 1e12 { return high }
    }
    var q = 0.5 * (low + high)
    for _ in 0..<200 {
      let value = sweepRatio(shape: q) - ratio
      if value > 0 { low = q } else { high = q }
      guard value != 0, low < high else { return q }
      var next = q - value / sweepRatioSlope(shape: q)
      if !(next > low && next < high) { next = 0.5 * (low + high) }
      if abs(next - q) <= 2 * q.ulp || next <= low || next >= high { return next }
      q = next
    }
    return q
  }

  /// `r'(q)`, the slope of ``sweepRatio(shape:)`` (negative for `q > 0`).
  static func sweepRatioSlope(shape q: Double) -> Double {
    let q2 = q * q
    let logarithm = log1p(q2)
    let angle = atan(q)
    let denominator = q * angle
    return (2 * q2 * angle / (1 + q2) - logarithm * (angle + q / (1 + q2))) / (denominator * denominator)
  }

  /// `θ(τ)/(ω₀·T)`: the angle turned by normalised time `τ`, per unit `ω₀·T`.
  /// - Parameters:
  ///   - q: The shape `q ≥ 0` (argument label `shape`).
  ///   - tau: Normalised time in `[0, 1]`.
  /// - Returns: `ln(cos(φτ) + q sin(φτ))/(φq)`, or `τ − τ²/2` in the Coulomb limit.
  @inlinable
  public static func angleFraction(shape q: Double, tau: Double) -> Double {
    angleFraction(shape: q, shapeAngle: atan(q), tau: tau)
  }

  /// ``angleFraction(shape:tau:)`` with `φ = atan(q)` given (a segment computes it once).
  @inlinable
  static func angleFraction(shape q: Double, shapeAngle phi: Double, tau: Double) -> Double {
    if q < coulombThreshold { return tau - 0.5 * tau * tau }
    // With h = φτ/2 ∈ [0, π/4]: cos s + q sin s − 1 = q·2·sin h·cos h − 2 sin²h, free of cancellation;
    // cos h = √((1 − sin h)(1 + sin h)) ≥ 1/√2 is as accurate as a second sine, and cheaper.
    let half = sin(0.5 * phi * tau)
    let cosHalf = ((1 - half) * (1 + half)).squareRoot()
    return log1p(2 * half * (q * cosHalf - half)) / (phi * q)
  }

  /// `ω(τ)/ω₀`: the angular speed at normalised time `τ`, per unit `ω₀`.
  /// - Parameters:
  ///   - q: The shape `q ≥ 0` (argument label `shape`).
  ///   - tau: Normalised time in `[0, 1]`.
  /// - Returns: `tan(φ(1 − τ))/q`, or `1 − τ` in the Coulomb limit.
  @inlinable
  public static func speedFraction(shape q: Double, tau: Double) -> Double {
    speedFraction(shape: q, shapeAngle: atan(q), tau: tau)
  }

  /// ``speedFraction(shape:tau:)`` with `φ = atan(q)` given.
  @inlinable
  static func speedFraction(shape q: Double, shapeAngle phi: Double, tau: Double) -> Double {
    if q < coulombThreshold { return 1 - tau }
    return tan(phi * (1 - tau)) / q
  }

  /// `|θ''|·T/ω₀`: the deceleration at speed fraction `w = ω/ω₀`, per unit `ω₀/T`.
  /// - Parameters:
  ///   - q: The shape `q ≥ 0` (argument label `shape`).
  ///   - w: The speed fraction `w = ω/ω₀ ∈ [0, 1]` (argument label `speedFraction`).
  /// - Returns: `(φ/q)(1 + q²w²)`, or 1 in the Coulomb limit.
  @inlinable
  public static func decelerationFraction(shape q: Double, speedFraction w: Double) -> Double {
    decelerationFraction(shape: q, shapeAngle: atan(q), speedFraction: w)
  }

  /// ``decelerationFraction(shape:speedFraction:)`` with `φ = atan(q)` given.
  @inlinable
  static func decelerationFraction(shape q: Double, shapeAngle phi: Double, speedFraction w: Double) -> Double {
    if q < coulombThreshold { return 1 }
    return phi / q * (1 + q * q * w * w)
  }

  /// The time before the stop at which the remaining angle equals `gap`, per unit `T`.
  ///
  /// ```
  /// remaining(δ) = −ln(cos(φδ/T)) / β,  β = φq/(ω₀T)   ⇒   φδ/T = 2·asin(√(−expm1(−β·gap)/2))
  /// ```
  /// In the Coulomb limit `remaining(δ) = ω₀δ²/(2T)`.
  /// - Parameters:
  ///   - q: The shape `q ≥ 0` (argument label `shape`).
  ///   - gap: The remaining angle, per unit `ω₀·T` (dimensionless, ≥ 0).
  /// - Returns: `δ/T`, at most 1.
  public static func timeBeforeStop(shape q: Double, remainingAngle gap: Double) -> Double {
    if q < coulombThreshold { return min(1, (2 * gap).squareRoot()) }
    let phi = atan(q)
    let beta = phi * q  // β·ω₀·T
    let x = 2 * asin(min(1, (-expm1(-beta * gap) / 2).squareRoot()))
    return min(1, x / phi)
  }

  /// The time before the stop at which the speed equals `speed`, per unit `T`.
  ///
  /// ```
  /// ω(δ) = (ω₀/q)·tan(φδ/T)   ⇒   δ/T = atan(q·speed)/φ
  /// ```
  /// In the Coulomb limit `δ/T = speed`.
  /// - Parameters:
  ///   - q: The shape `q ≥ 0` (argument label `shape`).
  ///   - speed: The speed, per unit `ω₀` (dimensionless, ≥ 0).
  /// - Returns: `δ/T`, at most 1.
  public static func timeBeforeStop(shape q: Double, speed: Double) -> Double {
    if q < coulombThreshold { return min(1, speed) }
    return min(1, atan(q * speed) / atan(q))
  }
}
