import ArgumentParser
import ButterflyPhysics

/// The options that describe one spin — the control's size and axle, the gesture, the starting face,
/// the planner's feel and any interruptions — shared by `simulate spin` and `render` so both mean the
/// same spin by the same words.
public struct SpinScenarioOptions: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help:
      "Flick release velocity VX,VY in pt/s (screen coordinates, y down), each finite (negative values need no =: --velocity -300,0 and --velocity=-300,0 both work). Omit for a tap."
  )
  var velocity: String?
  @Option(
    parsing: .unconditional,
    help:
      "End point X,Y in pt from the mount centre, each finite. Default 0.25 × side along the axle normal (top half).")
  var end: String?
  @Option(help: "Axle: horizontal|vertical|diagonal-ltr|diagonal-rtl. Default horizontal.")
  var axle: String = "horizontal"
  @Option(
    parsing: .unconditional, help: "Side length in pt, finite > 0 (below 44 is clamped to 44, with a note). Default 60."
  )
  var side: String = "60"
  @Option(
    parsing: .unconditional,
    help: "Mount stroke width in pt, finite > 0 (clamped to [1, side/10], with a note). Default 2.")
  var stroke: String = "2"
  @Option(
    parsing: .unconditional,
    help: "Deceleration duration D in s, finite > 0 (below 0.1 is clamped to 0.1, with a note). Default 2.")
  var duration: String = "2"
  @Option(help: "Face showing before the spin: top|bottom. Default top.")
  var from: String = "top"
  @Option(
    name: .customLong("tap-speed"), parsing: .unconditional,
    help: "Tap angular speed in rad/s, finite > 0. Default 12.56637061 (4π).")
  var tapSpeed: String = "12.566370614359172"
  @Option(
    parsing: .unconditional, help: "Preferred deceleration shape q₀, dimensionless, finite in [0, 20]. Default 2.")
  var shape: String = "2"
  @Option(
    parsing: .unconditional,
    help:
      "Times T1,T2,… in s, each finite ≥ 0 and ascending, of further taps (ending where the first gesture ended) that re-plan mid-spin."
  )
  var interrupt: String?

  /// Creates the options (ArgumentParser needs this).
  public init() {}

  /// The validated scenario.
  /// - Throws: ``UsageError`` naming the first bad option and its accepted range.
  public func scenario() throws(UsageError) -> SpinScenario {
    var scenario = SpinScenario()
    scenario.axle = try NameParsing.choice(axle, option: "--axle", from: NameParsing.axleNames)
    scenario.side = try NumberParsing.number(side, option: "--side", unit: "pt", bound: .positive)
    scenario.stroke = try NumberParsing.number(stroke, option: "--stroke", unit: "pt", bound: .positive)
    scenario.duration = try NumberParsing.number(duration, option: "--duration", unit: "s", bound: .positive)
    scenario.startFace = try NameParsing.choice(from, option: "--from", from: NameParsing.faceNames)
    scenario.tuning = SpinTuning(
      tapAngularSpeed: try NumberParsing.number(tapSpeed, option: "--tap-speed", unit: "rad/s", bound: .positive),
      preferredShape: try NumberParsing.number(
        shape, option: "--shape", unit: "dimensionless", bound: .within(0...20)))
    var endPoint: PlanarVector
    if let text = end {
      let (x, y) = try NumberParsing.vector(text, option: "--end", unit: "pt")
      endPoint = PlanarVector(x: x, y: y)
    } else {
      let n = scenario.axle.normal
      let reach = 0.25 * max(scenario.side, MedallionGeometry.minimumSideLength)
      endPoint = PlanarVector(x: reach * n.x, y: reach * n.y)
    }
    if let text = velocity {
      let (x, y) = try NumberParsing.vector(text, option: "--velocity", unit: "pt/s")
      scenario.gesture = .flick(velocity: PlanarVector(x: x, y: y), endPoint: endPoint)
    } else {
      scenario.gesture = .tap(endPoint: endPoint)
    }
    if let text = interrupt {
      let times = try ValueRange(parsing: text, option: "--interrupt", unit: "s", bound: .within(0...3600)).values
      guard zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else {
        throw UsageError(
          option: "--interrupt", value: text, accepted: "ascending times T1,T2,… (s), each finite in [0, 3600]")
      }
      scenario.interruptions = times
    }
    return scenario
  }
}
