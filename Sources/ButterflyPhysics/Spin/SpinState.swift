/// The medallion's rotation at one instant.
public struct SpinState: Hashable, Sendable {
  /// Rotation about the axle (rad), 0 where the spin started.
  public var angle: Double
  /// `θ'` (rad/s), positive when turning top → bottom.
  public var angularVelocity: Double
  /// `θ''` (rad/s²).
  package var angularAcceleration: Double

  /// Creates a state.
  public init(angle: Double, angularVelocity: Double, angularAcceleration: Double) {
    self.angle = angle
    self.angularVelocity = angularVelocity
    self.angularAcceleration = angularAcceleration
  }
}
