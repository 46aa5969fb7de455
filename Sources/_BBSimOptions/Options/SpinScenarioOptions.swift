import ArgumentParser
import ButterflyPhysics
import _BBSimSupport

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
  @Option(telling: .tapSpeed) var tapSpeed: Double?
  @Option(telling: .shape) var shape: Double?
  @Option(telling: .bounce) var bounce: Double?
  @Option(telling: .response) var response: Double?
  @Option(.tuning) package var tuning: TuningFile?
  @Option(.interruptions) package var interrupt: [Double]?

  /// Creates the options (ArgumentParser needs this).
  package init() {}

  /// Refuses a tuning file given with an option it sets, and interruption times that are not
  /// ascending, or too many of them.
  package func validate() throws {
    try UsageError.validating { () throws(UsageError) in
      try tuning?.refuse(alongside: tuningOptionsGiven)
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

  /// The files the options read, for ``OutputAliases/check(outputs:inputs:)``.
  package var inputs: [(option: String, path: String)] { tuning?.inputs ?? [] }

  /// Whether each option a tuning file sets (``TuningFile/replacedOptions``) was given.
  package var tuningOptionsGiven: [Bool] { [tapSpeed != nil, shape != nil, bounce != nil, response != nil] }

  /// The scenario the options describe.
  package var scenario: SpinScenario { scenario(tuning: tuning) }

  /// The scenario the options describe, with the tuning of `file` (a parent command's `--tuning`).
  /// - Parameter file: The tuning file, or `nil` for the tuning options.
  package func scenario(tuning file: TuningFile?) -> SpinScenario {
    var scenario = SpinScenario()
    scenario.axle = axle
    scenario.side = side
    scenario.stroke = stroke
    scenario.duration = duration
    scenario.startFace = from
    scenario.tuning = file?.tuning ?? SpinTuning()
    if let tapSpeed { scenario.tuning.tapAngularSpeed = tapSpeed }
    if let shape { scenario.tuning.preferredShape = shape }
    if let bounce { scenario.tuning.landingBounce = bounce }
    if let response { scenario.tuning.landingResponse = response }
    let endPoint = end ?? scenario.defaultEndPoint
    scenario.gesture = velocity.map { .flick(velocity: $0, endPoint: endPoint) } ?? .tap(endPoint: endPoint)
    scenario.interruptions = interrupt ?? []
    return scenario
  }
}
