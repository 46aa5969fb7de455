import ButterflyPhysics
import Testing

/// Reduce Motion: no rotation, a short cross-fade and scale dip that ends on the other face.
@Suite struct ReduceMotionSwapTests {
  @Test(arguments: MedallionFace.allCases)
  func swapEndsOnTheOtherFaceWithinTheLimit(face: MedallionFace) {
    let swap = ReduceMotionSwap(from: face)
    #expect(swap.duration <= ReduceMotionSwap.maximumDuration)
    #expect(swap.toFace == face.opposite)
    #expect(swap.opacity(of: face, at: 0) == 1 && swap.opacity(of: face.opposite, at: 0) == 0)
    #expect(swap.opacity(of: face, at: swap.duration) == 0 && swap.opacity(of: face.opposite, at: swap.duration) == 1)
    #expect(swap.scale(at: 0) == 1 && swap.scale(at: swap.duration) == 1)
    #expect(swap.isFinished(at: swap.duration))
  }

  @Test func opacitiesAlwaysSumToOneAndScaleDipsOnlyInside() {
    let swap = ReduceMotionSwap(from: .top)
    for time in stride(from: -0.1, through: 0.5, by: 0.01) {
      #expect(abs(swap.opacity(of: .top, at: time) + swap.opacity(of: .bottom, at: time) - 1) < 1e-15)
      let scale = swap.scale(at: time)
      #expect(scale <= 1 && scale >= 1 - ReduceMotionSwap.defaultScaleDepth)
    }
  }

  @Test(arguments: [Double.nan, 0, -1, 0.5, .infinity])
  func invalidDurationsUseTheDefault(duration: Double) {
    #expect(ReduceMotionSwap(from: .top, duration: duration).duration == ReduceMotionSwap.defaultDuration)
  }
}
