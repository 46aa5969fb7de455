/// A state vector an explicit integrator can combine linearly.
///
/// ```
/// state + state,   scalar · state,   .zero
/// ```
/// Conformers: `Double`, `SIMD2<Double>`, `SIMD3<Double>`, `SIMD4<Double>`, `SIMD8<Double>`.
public protocol ODEState: Sendable {
  /// The additive identity.
  static var zero: Self { get }
  /// Component-wise sum.
  /// - Parameters:
  ///   - l: left operand.
  ///   - r: right operand.
  /// - Returns: `l + r`.
  /// - Complexity: O(dimension).
  static func + (l: Self, r: Self) -> Self
  /// Scales every component.
  /// - Parameters:
  ///   - s: the scale factor (for integrators, a time step in seconds or a stage weight).
  ///   - v: the state.
  /// - Returns: `s·v`.
  /// - Complexity: O(dimension).
  static func * (s: Double, v: Self) -> Self
}

/// A scalar state (one first-order equation).
extension Double: ODEState {}
/// `(position, velocity)` of a second-order system, or any two-component state.
extension SIMD2: ODEState where Scalar == Double {}
/// A three-component state.
extension SIMD3: ODEState where Scalar == Double {}
/// A four-component state, e.g. two coupled oscillators.
extension SIMD4: ODEState where Scalar == Double {}
/// An eight-component state.
extension SIMD8: ODEState where Scalar == Double {}
