import ButterflyModel
import ButterflyPhysics

/// One axis of a sweep's grid: its option, how many values a space gives it, and how its digit sets a
/// configuration.
///
/// ``SweepSpace/dimensions`` is the one table of the 13 axes, slowest first: the grid's size
/// (``SweepSpace/radices``), the option named when the grid is too large, the digits of configuration
/// `i` (``SweepSpace/gridConfiguration(_:)``) and the planners shared by configurations
/// (``SweepSpace/feels()``, ``SweepSpace/gridPoint(_:radices:)``) all read it, so an axis added or moved is
/// added or moved once.
struct SweepDimension: Sendable {
  /// The option that gives the axis its values, e.g. `--bounce`.
  let option: String
  /// Whether the axis decides the planner (the tuning's four and the duration): configurations that
  /// differ only in other axes share one planner.
  let decidesFeel: Bool
  /// How many values `space` gives the axis.
  let count: @Sendable (SweepSpace) -> Int
  /// Sets value `digit` of the axis on a configuration.
  let set: @Sendable (SweepSpace, Int, inout SweepConfiguration) -> Void

  init(
    _ option: String, feel: Bool = false, count: @escaping @Sendable (SweepSpace) -> Int,
    set: @escaping @Sendable (SweepSpace, Int, inout SweepConfiguration) -> Void
  ) {
    self.option = option
    decidesFeel = feel
    self.count = count
    self.set = set
  }
}

extension SweepSpace {
  /// The grid's axes, slowest first (the last varies fastest).
  static let dimensions: [SweepDimension] = [
    SweepDimension("--bounce", feel: true, count: { $0.bounces.count }, set: { $2.bounce = $0.bounces[$1] }),
    SweepDimension("--response", feel: true, count: { $0.responses.count }, set: { $2.response = $0.responses[$1] }),
    SweepDimension("--shape", feel: true, count: { $0.shapes.count }, set: { $2.shape = $0.shapes[$1] }),
    SweepDimension("--tap-speed", feel: true, count: { $0.tapSpeeds.count }, set: { $2.tapSpeed = $0.tapSpeeds[$1] }),
    SweepDimension("--axle", count: { $0.axles.count }, set: { $2.axle = $0.axles[$1] }),
    SweepDimension("--side", count: { $0.sides.count }, set: { $2.side = $0.sides[$1] }),
    SweepDimension("--duration", feel: true, count: { $0.durations.count }, set: { $2.duration = $0.durations[$1] }),
    SweepDimension("--integrator", count: { $0.integrators.count }, set: { $2.integrator = $0.integrators[$1] }),
    SweepDimension("--step", count: { $0.steps.count }, set: { $2.step = $0.steps[$1] }),
    SweepDimension("--from", count: { $0.faces.count }, set: { $2.face = $0.faces[$1] }),
    SweepDimension("--end-offset", count: { $0.endOffsets.count }, set: { $2.endOffset = $0.endOffsets[$1] }),
    SweepDimension("--angle", count: { $0.angles.count }, set: { $2.angle = $0.angles[$1] }),
    SweepDimension("--velocity", count: { $0.velocities.count }, set: { $2.velocity = $0.velocities[$1] }),
  ]

  /// The configuration every axis's first value gives, at `index` (the base the digits are set on).
  func firstConfiguration(index: Int) -> SweepConfiguration {
    SweepConfiguration(
      index: index, axle: axles[0], side: sides[0], stroke: stroke, duration: durations[0],
      velocity: velocities[0], angle: angles[0], endOffset: endOffsets[0], face: faces[0], tapSpeed: tapSpeeds[0],
      shape: shapes[0], bounce: bounces[0], response: responses[0], integrator: integrators[0], step: steps[0])
  }
}
