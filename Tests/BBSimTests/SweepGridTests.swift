import ButterflyPhysics
import Testing

@testable import _BBSimKit
@testable import _BBSimSweep

/// The grid's order: configuration `index` is `index` written in the mixed radix of
/// `SweepSpace.radices` (slowest dimension first), so every configuration appears exactly once and the
/// order matches `--shard` and `bbsim merge`.
@Suite struct SweepGridTests {
  /// Dimension sizes 1…4 that differ, so a digit taken from the wrong dimension lands on another value.
  static let space = SweepSpace(
    axles: [.horizontal, .vertical], sides: [44, 60, 120], durations: [0.5, 1],
    velocities: [0, 300, 1000, 3000], angles: [0, 90, 180], endOffsets: [-0.8, 0.8], faces: [.top, .bottom],
    tapSpeeds: [6, 12], shapes: [0, 2, 8], integrators: [.closedForm, .rk4], steps: [1e-4, 1e-3])
  static let springSpace = {
    var space = Self.space
    space.bounces = [0, 0.3]
    space.responses = [0.2, 0.3, 0.4]
    return space
  }()

  @Test func configurationIndexIsItsMixedRadixDigits() throws {
    let space = Self.springSpace
    let radices = space.radices
    let total = try #require(space.gridCount)
    var seen = Set<SweepConfiguration>()
    for index in 0..<total {
      var digits = [Int](repeating: 0, count: radices.count)
      var rest = index
      for position in radices.indices.reversed() {
        digits[position] = rest % radices[position]
        rest /= radices[position]
      }
      let expected = SweepConfiguration(
        index: index, axle: space.axles[digits[4]], side: space.sides[digits[5]], stroke: space.stroke,
        duration: space.durations[digits[6]], velocity: space.velocities[digits[12]],
        angle: space.angles[digits[11]], endOffset: space.endOffsets[digits[10]], face: space.faces[digits[9]],
        tapSpeed: space.tapSpeeds[digits[3]], shape: space.shapes[digits[2]], bounce: space.bounces[digits[0]],
        response: space.responses[digits[1]], integrator: space.integrators[digits[7]],
        step: space.steps[digits[8]])
      let configuration = space.gridConfiguration(index)
      #expect(configuration == expected, "index \(index)")
      var withoutIndex = configuration
      withoutIndex.index = 0
      seen.insert(withoutIndex)
    }
    #expect(seen.count == total)
  }

  /// Stepping a grid point on index by index gives each index's point as computed afresh: the same
  /// digits, configuration and feel (whose planner in `feels()` has the configuration's duration and
  /// tuning).
  @Test func aPointSteppedOnIsThePointComputedAfresh() throws {
    let space = Self.springSpace
    let radices = space.radices
    let total = try #require(space.gridCount)
    let feels = try #require(space.feels())
    var point = space.gridPoint(0, radices: radices)
    for index in 1..<total {
      space.advance(&point, radices: radices)
      let fresh = space.gridPoint(index, radices: radices)
      #expect(point.index == index)
      #expect(point.digits == fresh.digits, "index \(index)")
      #expect(point.configuration == fresh.configuration, "index \(index)")
      #expect(point.feel == fresh.feel, "index \(index)")
      let planner = feels[point.feel]
      let expected = SpinPlanner(
        decelerationDuration: point.configuration.duration, tuning: point.configuration.tuning)
      #expect(planner == expected, "index \(index)")
    }
  }
}
