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

  @OptionGroup var spin: SpinScenarioOptions
  @Option(
    help:
      "Integrator: closed-form|rk4|gsl-rk4|gsl-rk8pd|gsl-rkf45 (rk4 and gsl-rk4 fixed step --step; gsl-rk8pd and gsl-rkf45 adaptive, local error ≤ 1e-10 rad and rad/s). Default closed-form."
  )
  var integrator: String = "closed-form"
  @Option(
    parsing: .unconditional,
    help:
      "Step for the stepped integrators in s, finite in [1e-7, 0.1]; at most 1e9 steps per run (the step is shortened where the integrator would be unstable). Default 0.0001."
  )
  var step: String = "0.0001"
  @Option(
    parsing: .unconditional,
    help:
      "Output sample rate in Hz (samples at t = i/rate), finite in (0, 100000]; rate × until at most 1e7 samples. Default 120."
  )
  var rate: String = "120"
  @Option(
    parsing: .unconditional,
    help: "Last sample time in s, finite in [0, 3600]. Default 1.5 × duration + 0.2 s after the last activation.")
  var until: String?
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
      if let json { try json.write(try SpinSummary(run: run, integrator: request.integrator).json()) }
      // Both are written before either is renamed, so a failed summary leaves no CSV behind.
      try OutputSink.commitAll([csv] + (json.map { [$0] } ?? []))
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
    scenario = try command.spin.scenario()
    integrator = try NameParsing.choice(command.integrator, option: "--integrator", from: SpinIntegrator.names)
    step = try NumberParsing.number(
      command.step, option: "--step", unit: "s", bound: .within(WorkLimits.minimumStep...0.1))
    rate = try NumberParsing.number(command.rate, option: "--rate", unit: "Hz", bound: .positiveAtMost(100_000))
    until = try command.until.map { (text) throws(UsageError) in
      try NumberParsing.number(text, option: "--until", unit: "s", bound: .within(0...3600))
    }
    let planner = scenario.planner
    let horizon = until ?? scenario.defaultHorizon(planner: planner)
    guard horizon * rate <= WorkLimits.maximumSamples else {
      throw UsageError(
        option: "--rate", "rate × until must be at most 10,000,000 samples; expected a lower --rate (Hz) or --until (s)"
      )
    }
    if let effective = integrator.effectiveStep(step, on: scenario.trajectory(with: planner)) {
      try WorkLimits.checkSteps(
        horizon: horizon, requestedStep: step, effectiveStep: effective, integrator: integrator.rawValue,
        horizonOption: "--until")
    }
  }
}
