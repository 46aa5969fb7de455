import _ButterflyShims

extension DampedSpring {
  /// The state-based settling time: the earliest `t` after which `|x − x*| ≤ positionTolerance` and
  /// `|v| ≤ velocityTolerance` hold forever.
  ///
  /// Method:
  /// 1. An envelope bound, valid in every regime with `λ` the slowest decay rate (σ, or σ − γ when
  ///    overdamped) and `Ŝ(t) = min(t, cap)` bounding `|S|` (cap = 1/ω_d, ∞ or 1/(2γ)):
  ///    ```
  ///    |x − x*| ≤ e^(−λt)(|A| + |B|·Ŝ(t))
  ///    |v|      ≤ e^(−λt)(|A|(σ + |s²|Ŝ(t)) + |B|(1 + σŜ(t)))
  ///    ```
  ///    gives a time `T` after which both tolerances are guaranteed (the bounds decrease past their peak).
  /// 2. Walking back from `T` in steps of at most 1/16 of the damped period and of the decay time
  ///    `1/λ` finds the last violating sample; bisection then locates the crossing.
  ///
  /// Accuracy: the crossing is found to about 1e-12 relative (absolute 1e-15 s); a violation lasting
  /// less than one sampling step (1/16 of a period or decay time) between two compliant samples could in
  /// principle be missed. Edge cases: returns 0 when the spring starts and stays within tolerance;
  /// returns `.infinity` when it never settles (undamped and not at rest on target, or a tolerance that
  /// is zero while the motion only approaches the target asymptotically); negative or NaN tolerances are
  /// treated as 0.
  /// - Parameters:
  ///   - positionTolerance: allowed `|x − x*|`, points, ≥ 0.
  ///   - velocityTolerance: allowed `|v|`, points per second, ≥ 0.
  /// - Returns: seconds, ≥ 0, or `.infinity`.
  /// - Complexity: O(log(amplitude/tolerance)·max(1, ω_d/σ)) evaluations: about 16 per period walked
  ///   back over (at most the gap between the bound and the true envelope, ≈ ln √2/σ) plus ~60 bisection
  ///   steps.
  public func settlingTime(positionTolerance: Double, velocityTolerance: Double) -> Double {
    let positionTol = positionTolerance > 0 ? positionTolerance : 0
    let velocityTol = velocityTolerance > 0 ? velocityTolerance : 0
    func settled(_ t: Double) -> Bool {
      let m = motion(at: t)
      return abs(m.position - targetPosition) <= positionTol && abs(m.velocity) <= velocityTol
    }
    guard let guaranteed = guaranteedSettlingBound(positionTolerance: positionTol, velocityTolerance: velocityTol)
    else { return .infinity }
    if guaranteed == 0 { return 0 }
    var sampleStep = 1 / (16 * slowRate)
    if discriminant < 0 { sampleStep = min(sampleStep, Self.fullTurn / (16 * splitRate)) }
    // Walk back from the guaranteed time to the last violating sample.
    var later = guaranteed
    var index = 1.0
    var earlier = guaranteed
    while true {
      earlier = max(guaranteed - index * sampleStep, 0)
      if !settled(earlier) { break }
      if earlier == 0 { return 0 }
      later = earlier
      index += 1
    }
    // Bisect: `earlier` violates, `later` is settled.
    for _ in 0..<200 {
      let middle = 0.5 * (earlier + later)
      if middle <= earlier || middle >= later || later - earlier <= 1e-12 * later { break }
      if settled(middle) { later = middle } else { earlier = middle }
    }
    return later
  }

  /// A time after which the envelope bound guarantees both tolerances, `0` if the spring is already
  /// at rest on target, or `nil` if no such time exists.
  func guaranteedSettlingBound(positionTolerance: Double, velocityTolerance: Double) -> Double? {
    let a = abs(initialPosition - targetPosition)
    let b = abs(initialVelocity + dampingRate * (initialPosition - targetPosition))
    if a == 0 && b == 0 { return 0 }
    let lambda = slowRate
    guard lambda > 0, positionTolerance > 0, velocityTolerance > 0 else { return nil }
    let cap: Double
    if discriminant < 0 {
      cap = 1 / splitRate
    } else if discriminant > 0 {
      cap = 1 / (2 * splitRate)
    } else {
      cap = .infinity
    }
    let sigma = dampingRate
    let s2 = abs(discriminant)
    // Each bound has the form e^(−λt)(p + q·min(t, cap)).
    let bounds = [
      (p: a, q: b, tolerance: positionTolerance),
      (p: a * sigma + b, q: a * s2 + b * sigma, tolerance: velocityTolerance),
    ]
    var result = 0.0
    for bound in bounds {
      func value(_ t: Double) -> Double { exp(-lambda * t) * (bound.p + bound.q * min(t, cap)) }
      // Beyond `start` the bound is non-increasing.
      let peak = bound.q > 0 ? max(0, 1 / lambda - bound.p / bound.q) : 0
      let start = min(peak, cap)
      if value(start) <= bound.tolerance {
        result = max(result, start)
        continue
      }
      var low = start
      var high = start + 1 / lambda
      while value(high) > bound.tolerance {
        low = high
        high = start + 2 * (high - start)
        if !high.isFinite { return nil }
      }
      for _ in 0..<200 {
        let middle = 0.5 * (low + high)
        if middle <= low || middle >= high { break }
        if value(middle) > bound.tolerance { low = middle } else { high = middle }
      }
      result = max(result, high)
    }
    return result
  }
}
