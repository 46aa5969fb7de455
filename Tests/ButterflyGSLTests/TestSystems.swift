import Foundation

/// Reference ODE systems with closed-form solutions, shared by the ButterflyGSL suites.
enum TestSystems {
  /// Harmonic oscillator `x'' = −x` as `y = (x, v)`: `x' = v`, `v' = −x`.
  static func harmonicOscillator(
    _ t: Double, _ y: UnsafeBufferPointer<Double>, _ dydt: UnsafeMutableBufferPointer<Double>
  ) {
    dydt[0] = y[1]
    dydt[1] = -y[0]
  }

  /// Exact harmonic-oscillator state for `x(0) = 1`, `v(0) = 0`: `(cos t, −sin t)`.
  static func harmonicOscillatorExact(_ t: Double) -> [Double] { [cos(t), -sin(t)] }

  /// Damped oscillator parameters: natural angular frequency (rad/s) and damping ratio (underdamped).
  static let naturalFrequency = 3.0
  static let dampingRatio = 0.2

  /// Damped oscillator `x'' + 2ζω x' + ω² x = 0` as `y = (x, v)`.
  static func dampedOscillator(
    _ t: Double, _ y: UnsafeBufferPointer<Double>, _ dydt: UnsafeMutableBufferPointer<Double>
  ) {
    let omega = naturalFrequency
    dydt[0] = y[1]
    dydt[1] = -2 * dampingRatio * omega * y[1] - omega * omega * y[0]
  }

  /// The damped oscillator's Jacobian `∂f/∂y` (row-major) and `∂f/∂t = 0`.
  static func dampedOscillatorJacobian(
    _ t: Double, _ y: UnsafeBufferPointer<Double>,
    _ dfdy: UnsafeMutableBufferPointer<Double>, _ dfdt: UnsafeMutableBufferPointer<Double>
  ) {
    let omega = naturalFrequency
    dfdy[0] = 0
    dfdy[1] = 1
    dfdy[2] = -omega * omega
    dfdy[3] = -2 * dampingRatio * omega
    dfdt[0] = 0
    dfdt[1] = 0
  }

  /// Exact underdamped state for `x(0) = 1`, `v(0) = 0`:
  /// `x = e^(−ζωt)(cos ω_d t + (ζω/ω_d) sin ω_d t)`, `v = −(ω²/ω_d) e^(−ζωt) sin ω_d t`.
  static func dampedOscillatorExact(_ t: Double) -> [Double] {
    let omega = naturalFrequency
    let decay = dampingRatio * omega
    let dampedFrequency = omega * (1 - dampingRatio * dampingRatio).squareRoot()
    let envelope = exp(-decay * t)
    let x = envelope * (cos(dampedFrequency * t) + decay / dampedFrequency * sin(dampedFrequency * t))
    let v = -omega * omega / dampedFrequency * envelope * sin(dampedFrequency * t)
    return [x, v]
  }

  /// Largest absolute component difference.
  static func maxError(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).map { abs($0 - $1) }.max() ?? .infinity
  }
}
