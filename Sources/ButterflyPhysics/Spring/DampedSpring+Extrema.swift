import _ButterflyShims

extension DampedSpring {
  /// The largest `|x(t) − x*|` over all `t ≥ 0` (points), in closed form.
  ///
  /// `y = x − x*` is a solution of the spring's own equation, so `y' = P·C(t) + Q·S(t)` up to the
  /// envelope `e^(−σt)`, with `P = v₀` and `Q = −ω_n²·y₀ − σ·v₀` (``motion(at:)``'s basis). Its zeros are
  /// the extrema of `y`:
  /// ```
  /// ζ < 1:  tan(ω_d·t) = −P·ω_d/Q     successive extrema shrink by e^(−σπ/ω_d): the first after 0 counts
  /// ζ = 1:  t = −P/Q                  at most one extremum after 0
  /// ζ > 1:  tanh(γ·t) = −P·γ/Q        at most one extremum after 0
  /// ```
  /// so the largest offset is the larger of `|y₀|` and `|y|` at the first zero of `y'` after 0.
  /// Edge cases: a spring at rest on its target gives 0; an undamped spring's extrema do not shrink, and
  /// the first is returned (they are all equal).
  /// - Returns: points, ≥ 0.
  /// - Complexity: O(1): one evaluation of ``motion(at:)``.
  public var largestOffset: Double {
    let y0 = initialPosition - targetPosition
    let p = initialVelocity
    let q = -stiffnessPerMass * y0 - dampingRate * p
    var first: Double?
    if discriminant < 0 {
      let frequency = splitRate
      var phase = q == 0 ? 0.5 * Double.pi : atan(-p * frequency / q)
      if phase <= 0 { phase += .pi }
      first = phase / frequency
    } else if discriminant > 0 {
      let ratio = q == 0 ? .infinity : -p * splitRate / q
      if ratio > 0, ratio < 1 { first = 0.5 * log((1 + ratio) / (1 - ratio)) / splitRate }
    } else if q != 0, -p / q > 0 {
      first = -p / q
    }
    guard let first else { return abs(y0) }
    return max(abs(y0), abs(motion(at: first).position - targetPosition))
  }

  /// The largest `|x''(t)|` over all `t ≥ 0` (points per second²), in closed form.
  ///
  /// The acceleration obeys the same equation, `a'' = −ω_n²·a − 2σ·a'`, from `a₀ = −ω_n²·(x₀ − x*) −
  /// 2σ·v₀` and `a'₀ = −ω_n²·v₀ − 2σ·a₀`: its largest magnitude is ``largestOffset`` of that spring.
  /// - Returns: points per second², ≥ 0.
  /// - Complexity: O(1).
  public var largestAcceleration: Double {
    let a0 = acceleration(position: initialPosition, velocity: initialVelocity, time: 0)
    // x''' = −(k/m)·x' − (c/m)·x'', the same sum of forces one derivative up, about 0.
    let jerk = Self.acceleration(
      position: initialVelocity, velocity: a0, stiffnessPerMass: stiffnessPerMass, dampingPerMass: dampingPerMass,
      targetPosition: 0)
    return DampedSpring(
      unchecked: mass, stiffness: stiffness, damping: damping, initialPosition: a0, initialVelocity: jerk,
      targetPosition: 0
    ).largestOffset
  }
}
