import ButterflyPhysics
import Testing

@testable import _BBSimKit
@testable import _BBSimSweep

/// `SweepRows` copies a field an earlier row of its block wrote in the same column (a number with the
/// same bits, a text field with the same value) instead of formatting it again: a block reads as its
/// rows each written alone, every field formatted afresh.
@Suite struct SweepRowsTests {
  /// Every axle, face and gesture, flick headings and end points whose axle-normal components are −0
  /// and 0, the springless and the springy landing (rest times and violations that change), in a
  /// grid whose neighbours repeat most inputs.
  static let space = {
    var space = SweepSpace(
      axles: AxleOrientation.allCases, sides: [44, 120], durations: [0.5, 2], velocities: [0, 300, 3000],
      angles: [0, 90, 180], endOffsets: [-0.8, 0, 0.8], faces: [.top, .bottom], tapSpeeds: [2 * .pi],
      shapes: [0, 2], integrators: [.closedForm], steps: [1e-4])
    space.bounces = [0, 0.9]
    return space
  }()

  @Test func aBlockReadsAsItsRowsWrittenAlone() throws {
    var plan = SweepPlan(space: Self.space)
    var block = SweepRows()
    var alone: [UInt8] = []
    for index in 0..<plan.total {
      _ = try plan.evaluate(index, appendingRowTo: &block)
      var fresh = plan
      var row = SweepRows()  // formats every field
      _ = try fresh.evaluate(index, appendingRowTo: &row)
      alone += row.bytes
    }
    #expect(block.bytes == alone)
    #expect(alone.count > 100 * plan.total, "every row was written")
  }

  @Test func aBlockHandedOverStartsAfresh() throws {
    var plan = SweepPlan(space: Self.space)
    var rows = SweepRows()
    _ = try plan.evaluate(0, appendingRowTo: &rows)
    let first = rows.takeBytes()
    _ = try plan.evaluate(0, appendingRowTo: &rows)
    #expect(rows.takeBytes() == first)
  }
}
