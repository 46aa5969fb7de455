import ArgumentParser
import ButterflyPhysics

/// `bbsim simulate spin`: one gesture to a sampled trajectory (CSV) and an optional JSON summary.
public struct SimulateSpinCommand: ParsableCommand {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "spin",
    abstract: "Simulate one gesture: CSV columns t_s,theta_rad,omega_rad_per_s,face.",
    discussion: "face is the face visible at that time (top or bottom). Clamped inputs are reported on stderr as notes."
  )

  @Option(
    help:
      "Flick release velocity VX,VY in pt/s (screen coordinates, y down), each finite; write --velocity=-300,0 when it starts with a minus. Omit for a tap."
  )
  var velocity: String?
  @Option(
    help:
      "End point X,Y in pt from the mount centre, each finite. Default 0.25 × side along the axle normal (top half).")
  var end: String?
  @Option(help: "Axle: horizontal|vertical|diagonal-ltr|diagonal-rtl. Default horizontal.")
  var axle: String = "horizontal"
  @Option(help: "Side length in pt, finite > 0 (below 44 is clamped to 44, with a note). Default 60.")
  var side: String = "60"
  @Option(help: "Mount stroke width in pt, finite > 0 (clamped to [1, side/10], with a note). Default 2.")
  var stroke: String = "2"
  @Option(help: "Deceleration duration D in s, finite > 0 (below 0.1 is clamped to 0.1, with a note). Default 2.")
  var duration: String = "2"
  @Option(help: "Face showing before the spin: top|bottom. Default top.")
  var from: String = "top"
  @Option(name: .customLong("tap-speed"), help: "Tap angular speed in rad/s, finite > 0. Default 12.56637061 (4π).")
  var tapSpeed: String = "12.566370614359172"
  @Option(help: "Preferred deceleration shape q₀, dimensionless, finite in [0, 20]. Default 2.")
  var shape: String = "2"
  @Option(
    help:
      "Integrator: closed-form|rk4|gsl-rk4|gsl-rk8pd|gsl-rkf45 (rk4 and gsl-rk4 fixed step --step; gsl-rk8pd and gsl-rkf45 adaptive, local error ≤ 1e-10 rad and rad/s). Default closed-form."
  )
  var integrator: String = "closed-form"
  @Option(help: "Step for the stepped integrators in s, finite in (0, 0.1]. Default 0.0001.")
  var step: String = "0.0001"
  @Option(help: "Output sample rate in Hz (samples at t = i/rate), finite in (0, 100000]. Default 120.")
  var rate: String = "120"
  @Option(help: "Last sample time in s, finite in [0, 3600]. Default 1.5 × duration after the last activation.")
  var until: String?
  @Option(
    help:
      "Times T1,T2,… in s, each finite ≥ 0 and ascending, of further taps (ending where the first gesture ended) that re-plan mid-spin."
  )
  var interrupt: String?
  @Option(help: "CSV output path, or - for stdout. Default -.")
  var out: String = "-"
  @Option(help: "JSON summary output path, or - for stdout.")
  var summary: String?

  /// Creates the command (ArgumentParser needs this).
  public init() {}

  /// Runs the simulation.
  public func run() throws {
    let request = try SpinRequest(self)
    let csv = try OutputSink(path: out, option: "--out")
    let json = try summary.map { (path) throws(UsageError) in try OutputSink(path: path, option: "--summary") }
    do {
      let run = try request.scenario.run(
        rate: request.rate, until: request.until, integrator: request.integrator, step: request.step)
      Diagnostics.notes(request.scenario.adjustments(planner: run.planner, trajectory: run.trajectory))
      try csv.write(SpinCSV.bytes(run))
      try csv.commit()
      if let json {
        try json.write(try SpinSummary(run: run, integrator: request.integrator).json())
        try json.commit()
      }
    } catch {
      csv.discard()
      json?.discard()
      throw error
    }
  }
}

/// The validated options of `simulate spin`.
struct SpinRequest {
  var scenario = SpinScenario()
  var integrator = SpinIntegrator.closedForm
  var step = 1e-4
  var rate = 120.0
  var until: Double?

  init(_ command: SimulateSpinCommand) throws(UsageError) {
    scenario.axle = try NameParsing.choice(command.axle, option: "--axle", from: NameParsing.axleNames)
    scenario.side = try NumberParsing.number(command.side, option: "--side", unit: "pt", bound: .positive)
    scenario.stroke = try NumberParsing.number(command.stroke, option: "--stroke", unit: "pt", bound: .positive)
    scenario.duration = try NumberParsing.number(command.duration, option: "--duration", unit: "s", bound: .positive)
    scenario.startFace = try NameParsing.choice(command.from, option: "--from", from: NameParsing.faceNames)
    scenario.tuning = SpinTuning(
      tapAngularSpeed: try NumberParsing.number(
        command.tapSpeed, option: "--tap-speed", unit: "rad/s", bound: .positive),
      preferredShape: try NumberParsing.number(
        command.shape, option: "--shape", unit: "dimensionless", bound: .within(0...20)))
    integrator = try NameParsing.choice(command.integrator, option: "--integrator", from: SpinIntegrator.names)
    step = try NumberParsing.number(
      command.step, option: "--step", unit: "s", bound: .within(Double.leastNonzeroMagnitude...0.1))
    rate = try NumberParsing.number(
      command.rate, option: "--rate", unit: "Hz", bound: .within(Double.leastNonzeroMagnitude...100_000))
    until = try command.until.map { (text) throws(UsageError) in
      try NumberParsing.number(text, option: "--until", unit: "s", bound: .within(0...3600))
    }
    var endPoint: PlanarVector
    if let text = command.end {
      let (x, y) = try NumberParsing.vector(text, option: "--end", unit: "pt")
      endPoint = PlanarVector(x: x, y: y)
    } else {
      let n = scenario.axle.normal
      let reach = 0.25 * max(scenario.side, MedallionGeometry.minimumSideLength)
      endPoint = PlanarVector(x: reach * n.x, y: reach * n.y)
    }
    if let text = command.velocity {
      let (x, y) = try NumberParsing.vector(text, option: "--velocity", unit: "pt/s")
      scenario.gesture = .flick(velocity: PlanarVector(x: x, y: y), endPoint: endPoint)
    } else {
      scenario.gesture = .tap(endPoint: endPoint)
    }
    if let text = command.interrupt {
      let times = try ValueRange(parsing: text, option: "--interrupt", unit: "s", bound: .within(0...3600)).values
      guard zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else {
        throw UsageError(
          option: "--interrupt", value: text, accepted: "ascending times T1,T2,… (s), each finite in [0, 3600]")
      }
      scenario.interruptions = times
    }
    guard (until ?? scenario.defaultHorizon(planner: scenario.planner)) * rate <= 10_000_000 else {
      throw UsageError(
        option: "--rate", "rate × until must be at most 10,000,000 samples; expected a lower --rate (Hz) or --until (s)"
      )
    }
  }
}
