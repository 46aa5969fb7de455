/// A first-order system of ordinary differential equations `y' = f(y, t)`.
public protocol FirstOrderSystem: Sendable {
  /// The state vector type `y`.
  associatedtype State: ODEState
  /// The derivative `f(y, t)`.
  /// - Parameters:
  ///   - state: `y`.
  ///   - time: `t`, seconds.
  /// - Returns: `dy/dt` (state units per second).
  /// - Complexity: defined by the system; O(1) for the springs in this module.
  func derivative(of state: State, at time: Double) -> State
}
