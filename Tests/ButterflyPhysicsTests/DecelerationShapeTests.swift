import ButterflyPhysics
import Testing

/// The normalised braking curve: its sweep ratio, the inverse, and the Coulomb limit.
@Suite struct DecelerationShapeTests {
  /// Bisection runs to adjacent doubles; the round trip loses only the conditioning of r(q).
  static let inverseTolerance = 1e-12
  /// Below q = 1e-8 the Coulomb limit is used; just above it the log1p form must agree to O(q²).
  static let limitTolerance = 1e-12

  @Test func sweepRatioFallsMonotonicallyFromOne() {
    var previous = DecelerationShape.sweepRatio(shape: 0)
    #expect(previous == 1)
    for q in stride(from: 0.01, through: 40, by: 0.01) {
      let r = DecelerationShape.sweepRatio(shape: q)
      #expect(r < previous && r > 0, "q = \(q)")
      previous = r
    }
  }

  @Test(arguments: [1e-6, 0.01, 0.5, 1, 2, 5, 19.9, 100])
  func shapeInvertsTheSweepRatio(q: Double) {
    let r = DecelerationShape.sweepRatio(shape: q)
    let back = DecelerationShape.sweepRatio(shape: DecelerationShape.shape(forSweepRatio: r))
    #expect(abs(back - r) <= Self.inverseTolerance)
  }

  @Test(arguments: [0.0, 0.25, 0.5, 0.9, 1.0])
  func smallShapesApproachTheCoulombLimit(tau: Double) {
    let q = 2e-8
    let angle = DecelerationShape.angleFraction(shape: q, tau: tau)
    let speed = DecelerationShape.speedFraction(shape: q, tau: tau)
    #expect(abs(angle - (tau - tau * tau / 2)) <= Self.limitTolerance)
    #expect(abs(speed - (1 - tau)) <= Self.limitTolerance)
  }

  @Test(arguments: [0.0, 0.3, 2, 20])
  func totalAngleIsHalfTheSweepRatio(q: Double) {
    let total = DecelerationShape.angleFraction(shape: q, tau: 1)
    #expect(abs(total - DecelerationShape.sweepRatio(shape: q) / 2) <= Self.limitTolerance)
    #expect(abs(DecelerationShape.speedFraction(shape: q, tau: 1)) <= Self.limitTolerance)
    #expect(
      DecelerationShape.speedFraction(shape: q, tau: 0) == 1
        || abs(DecelerationShape.speedFraction(shape: q, tau: 0) - 1) <= Self.limitTolerance)
  }
}
