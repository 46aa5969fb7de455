/// One sample of a spin curve, as drawn at a display refresh or produced by an integrator.
public struct SpinSample: Hashable, Sendable {
  /// Time (s).
  public var time: Double
  /// Rotation about the axle (rad).
  public var angle: Double
  /// Angular velocity (rad/s).
  public var angularVelocity: Double

  /// Creates a sample.
  public init(time: Double, angle: Double, angularVelocity: Double) {
    self.time = time
    self.angle = angle
    self.angularVelocity = angularVelocity
  }
}

extension SpinTrajectory {
  /// Samples the curve at `t = i/rate` for `i = 0, 1, …` while `t ≤ until`.
  /// - Parameters:
  ///   - rate: Samples per second (Hz, > 0).
  ///   - until: Last time to sample (s, ≥ 0).
  /// - Returns: The samples; empty when `rate` or `until` is not a positive finite number.
  /// - Complexity: O(rate × until).
  public func samples(rate: Double, until: Double) -> [SpinSample] {
    guard rate > 0, rate.isFinite, until >= 0, until.isFinite else { return [] }
    let count = Int((until * rate).rounded(.down)) + 1
    var result: [SpinSample] = []
    result.reserveCapacity(count)
    for index in 0..<count {
      let time = Double(index) / rate
      let state = state(at: time)
      result.append(SpinSample(time: time, angle: state.angle, angularVelocity: state.angularVelocity))
    }
    return result
  }
}
