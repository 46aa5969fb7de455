/// A second-order equation `x'' = a(x, x', t)` in one coordinate; also a ``FirstOrderSystem`` over
/// `(x, v)` packed as `SIMD2<Double>` (`.x` position, `.y` velocity).
///
/// ```
/// d/dt (x, v) = (v, a(x, v, t))
/// ```
public protocol SecondOrderSystem: FirstOrderSystem where State == SIMD2<Double> {
  /// The acceleration `a(x, v, t)`.
  /// - Parameters:
  ///   - position: `x`, points (or radians).
  ///   - velocity: `v`, points (or radians) per second.
  ///   - time: `t`, seconds.
  /// - Returns: `x''`, per second².
  /// - Complexity: defined by the system; O(1) for the springs in this module.
  func acceleration(position: Double, velocity: Double, time: Double) -> Double
}

extension SecondOrderSystem {
  /// The first-order form `(x, v)' = (v, a(x, v, t))`.
  /// - Parameters:
  ///   - state: `(position, velocity)`.
  ///   - time: seconds.
  /// - Returns: `(velocity, acceleration)`.
  /// - Complexity: one call to ``acceleration(position:velocity:time:)``.
  @inlinable
  public func derivative(of state: SIMD2<Double>, at time: Double) -> SIMD2<Double> {
    SIMD2(state.y, acceleration(position: state.x, velocity: state.y, time: time))
  }
}

/// A second-order system that can state how fast it is, so a fixed-step driver can keep `h` inside the
/// method's stability region.
///
/// For a linear damped oscillator `x'' = −2σx' − ω_n²(x − x*)` these are exact; for a non-linear system
/// give upper bounds of the local linearisation over the states it will visit.
public protocol StabilityBoundedSystem: SecondOrderSystem {
  /// `ω_n`, the (largest) undamped natural angular frequency, rad/s, ≥ 0.
  var naturalFrequency: Double { get }
  /// `σ`, the damping rate (half the velocity-feedback coefficient), 1/s, ≥ 0.
  var dampingRate: Double { get }
}
