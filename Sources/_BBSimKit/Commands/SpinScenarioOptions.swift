import ArgumentParser
import ButterflyPhysics

/// The options that describe one spin — the control's size and axle, the gesture, the starting face,
/// the planner's feel and any interruptions — shared by `simulate spin` and `render` so both mean the
/// same spin by the same words.
package struct SpinScenarioOptions: ParsableArguments {
  @Option(.velocity) var velocity: PlanarVector?
  @Option(.end) var end: PlanarVector?
  @Option(.axle) var axle: AxleOrientation
  @Option(.side) var side: Double
  @Option(.stroke) var stroke: Double
  @Option(.duration) var duration: Double
  @Option(.startFace) var from: MedallionFace
  @Option(.tapSpeed) var tapSpeed: Double
  @Option(.shape) var shape: Double
  @Option(.bounce) var bounce: Double
  @Option(.response) var response: Double
  @Option(.tuning) var tuning: SpinTuning?
  @Option(.interruptions) var interrupt: [Double]?

  /// Creates the options (ArgumentParser needs this).
  package init() {}

  /// Refuses interruption times that are not ascending, or too many of them.
  package func validate() throws {
    try UsageError.validating { () throws(UsageError) in
      guard let times = interrupt else { return }
      let accepted =
        "at most \(NumberFormat.compact.text(Double(SpinScenario.maximumInterruptions))) ascending times T1,T2,… (s), "
        + "each " + ToolSettings.interruptionTime.accepted.text
      let option = OptionSpec<[Double]>.interruptions.flag
      if times.count > SpinScenario.maximumInterruptions {
        throw UsageError(option: option, "\(times.count) times given; expected \(accepted)")
      }
      if zip(times, times.dropFirst()).contains(where: { $0 > $1 }) {
        throw UsageError(
          option: option, value: times.prefix(8).map(NumberFormat.compact.text).joined(separator: ","),
          accepted: accepted)
      }
    }
  }

  /// The scenario the options describe.
  package var scenario: SpinScenario {
    var scenario = SpinScenario()
    scenario.axle = axle
    scenario.side = side
    scenario.stroke = stroke
    scenario.duration = duration
    scenario.startFace = from
    scenario.tuning =
      tuning
      ?? SpinTuning(
        tapAngularSpeed: tapSpeed, preferredShape: shape, landingBounce: bounce, landingResponse: response)
    let endPoint = end ?? scenario.defaultEndPoint
    scenario.gesture = velocity.map { .flick(velocity: $0, endPoint: endPoint) } ?? .tap(endPoint: endPoint)
    scenario.interruptions = interrupt ?? []
    return scenario
  }
}
