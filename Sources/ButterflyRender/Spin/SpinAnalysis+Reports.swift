import ButterflyPhysics

extension SpinAnalysis {
  /// `|rest − D|/D`, the relative rest-time error; 1 when the curve never rests in the analysed span.
  /// - Parameter decelerationDuration: `D` (s) the planner used.
  package func relativeRestError(decelerationDuration: Double) -> Double {
    guard let rest = restTime else { return 1 }
    return abs(rest - decelerationDuration) / decelerationDuration
  }
}

extension SpinTrajectory {
  /// Whole half-turns from 0 to the landing angle (≥ 0).
  package var halfTurns: Int { Int((abs(landingAngle) / .pi).rounded()) }
}
