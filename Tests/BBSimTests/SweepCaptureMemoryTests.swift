import ButterflyPhysics
import ButterflyRender
import Testing

@testable import _BBSimKit
@testable import _BBSimSweep

/// A sweep thread's copy of the plan remembers the landing captures it solved (`SweepPlan.evaluate`),
/// for every feel with the same landing spring: its rows are those of a fresh plan per configuration,
/// byte for byte.
@Suite struct SweepCaptureMemoryTests {
  /// Slow flicks (100 pt/s) and taps with the springiest bounce are caught below the spring's capture
  /// speed, so captures are solved and then met again across axles, sides and end points; the two
  /// shapes share each duration's springs.
  static let space = {
    var space = SweepSpace(
      axles: [.horizontal, .vertical], sides: [44, 120], durations: [0.5, 2], velocities: [0, 100, 300, 3000],
      angles: [0, 90], endOffsets: [-0.8, 0.8], faces: [.top], tapSpeeds: [2 * .pi], shapes: [0, 2],
      integrators: [.closedForm], steps: [1e-4])
    space.bounces = [0.45, 0.9]
    space.responses = [0.2, 0.5]
    return space
  }()

  @Test func aPlanRememberingCapturesWritesTheRowsOfFreshPlans() throws {
    let plan = SweepPlan(space: Self.space)
    var remembering = plan
    var together = SweepRows()
    var apart = SweepRows()
    for index in 0..<plan.total {
      _ = try remembering.evaluate(index, appendingRowTo: &together)
      var fresh = plan
      _ = try fresh.evaluate(index, appendingRowTo: &apart)
    }
    #expect(together.bytes == apart.bytes)
    let remembered = remembering.feels?.reduce(0) { $0 + ($1.landingSpring?.knownCaptures.count ?? 0) } ?? 0
    #expect(remembered > 0, "the grid meets captures below the springs' own speeds")
  }

  @Test func aCaptureSolvedForOneShapeIsKnownToTheOtherShapesOfItsSpring() throws {
    var plan = SweepPlan(space: Self.space)
    var rows = SweepRows()
    for index in 0..<plan.total where plan.configuration(index).shape == 0 {
      _ = try plan.evaluate(index, appendingRowTo: &rows)
    }
    let feels = try #require(plan.feels)
    let solved = feels.filter { $0.tuning.preferredShape == 0 }
    let unplanned = feels.filter { $0.tuning.preferredShape == 2 }
    #expect(solved.count == unplanned.count)
    var remembered = 0
    for planner in solved {
      let known = planner.landingSpring?.knownCaptures ?? []
      remembered += known.count
      for other in unplanned where other.landingSpring == planner.landingSpring {
        #expect(other.landingSpring?.knownCaptures ?? [] == known)
      }
    }
    #expect(remembered > 0, "shape 0's configurations meet captures below the springs' own speeds")
  }
}
