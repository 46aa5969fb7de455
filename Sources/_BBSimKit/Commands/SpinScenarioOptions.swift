import ArgumentParser
import ButterflyPhysics

/// The options that describe one spin — the control's size and axle, the gesture, the starting face,
/// the planner's feel and any interruptions — shared by `simulate spin` and `render` so both mean the
/// same spin by the same words.
public struct SpinScenarioOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: VelocityOption.help) var velocity: Vector<VelocityOption>?
  @Option(parsing: .unconditional, help: EndOption.help) var end: Vector<EndOption>?
  @Option(help: AxleOption.help) var axle = Choice<AxleOption>.standard
  @Option(parsing: .unconditional, help: SideOption.help) var side = Quantity<SideOption>.standard
  @Option(parsing: .unconditional, help: StrokeOption.help) var stroke = Quantity<StrokeOption>.standard
  @Option(parsing: .unconditional, help: DurationOption.help) var duration = Quantity<DurationOption>.standard
  @Option(help: FaceOption.help) var from = Choice<FaceOption>.standard
  @Option(name: .customLong("tap-speed"), parsing: .unconditional, help: TapSpeedOption.help)
  var tapSpeed = Quantity<TapSpeedOption>.standard
  @Option(parsing: .unconditional, help: ShapeOption.help) var shape = Quantity<ShapeOption>.standard
  @Option(parsing: .unconditional, help: BounceOption.help) var bounce = Quantity<BounceOption>.standard
  @Option(parsing: .unconditional, help: ResponseOption.help) var response = Quantity<ResponseOption>.standard
  @Option(name: .customLong("tuning"), help: TuningFile.help) var tuning: TuningFile?
  @Option(parsing: .unconditional, help: Quantities<InterruptOption>.help) var interrupt: Quantities<InterruptOption>?

  /// Creates the options (ArgumentParser needs this).
  public init() {}

  /// Refuses interruption times that are not ascending, or too many of them.
  public func validate() throws {
    try UsageError.validating { () throws(UsageError) in
      guard let times = interrupt?.values else { return }
      let accepted =
        "at most \(SettingInterval.number(Double(InterruptOption.maximumCount))) ascending times T1,T2,… (s), each "
        + InterruptOption.setting.accepted.text
      if times.count > InterruptOption.maximumCount {
        throw UsageError(option: InterruptOption.name, "\(times.count) times given; expected \(accepted)")
      }
      if zip(times, times.dropFirst()).contains(where: { $0 > $1 }) {
        throw UsageError(
          option: InterruptOption.name, value: times.prefix(8).map(SettingInterval.number).joined(separator: ","),
          accepted: accepted)
      }
    }
  }

  /// The scenario the options describe.
  public var scenario: SpinScenario {
    var scenario = SpinScenario()
    scenario.axle = axle.value
    scenario.side = side.value
    scenario.stroke = stroke.value
    scenario.duration = duration.value
    scenario.startFace = from.value
    scenario.tuning =
      tuning?.tuning
      ?? SpinTuning(
        tapAngularSpeed: tapSpeed.value, preferredShape: shape.value, landingBounce: bounce.value,
        landingResponse: response.value)
    let endPoint = end?.value ?? scenario.defaultEndPoint
    scenario.gesture = velocity.map { .flick(velocity: $0.value, endPoint: endPoint) } ?? .tap(endPoint: endPoint)
    scenario.interruptions = interrupt?.values ?? []
    return scenario
  }
}
