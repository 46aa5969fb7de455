/// How a fixed-step integrator covers a span: equal steps of at most the step size, the last one ending
/// exactly on the target, so no time is dropped.
@usableFromInline package enum FixedStepGrid {
  /// Steps of length ≤ `step` (up to 1e-12 relative, so a span that is a whole number of steps is not
  /// split once more by rounding) that cover `span`.
  ///
  /// ```
  /// n = ⌈span/step · (1 − 1e-12)⌉,  at least 1
  /// ```
  /// - Parameters:
  ///   - span: The time to cover (s, > 0).
  ///   - step: The largest step (s, > 0).
  /// - Returns: The number of steps, at least 1 and at most `Int.max / 2`.
  /// - Complexity: O(1).
  @usableFromInline package static func stepCount(span: Double, step: Double) -> Int {
    let quotient = (span / step * (1 - 1e-12)).rounded(.up)
    guard quotient >= 1 else { return 1 }
    return quotient < Double(Int.max / 2) ? Int(quotient) : Int.max / 2
  }
}
