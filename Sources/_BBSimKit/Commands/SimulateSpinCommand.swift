import ArgumentParser
import ButterflyPhysics

/// `bbsim simulate spin`: one gesture to a sampled trajectory (CSV) and an optional JSON summary.
public struct SimulateSpinCommand: ParsableCommand {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "spin",
    abstract: "Simulate one gesture: CSV columns \(SpinCSV.columns.joined(separator: ",")).",
    discussion: "face is the face visible at that time (top or bottom). Clamped inputs are reported on stderr as notes."
  )

  @OptionGroup var spin: SpinScenarioOptions
  @Option(help: SpinIntegratorOption.help) var integrator = Choice<SpinIntegratorOption>.standard
  @Option(parsing: .unconditional, help: SpinStepOption.help) var step = Quantity<SpinStepOption>.standard
  @Option(parsing: .unconditional, help: SpinRateOption.help) var rate = Quantity<SpinRateOption>.standard
  @Option(parsing: .unconditional, help: UntilOption.help) var until: Quantity<UntilOption>?
  @Option(help: "CSV output path, or - for stdout.") var out = OutputPath<OutOption>.standardOutput
  @Option(help: "JSON summary output path, or - for stdout.") var summary: OutputPath<SummaryOption>?

  /// Creates the command (ArgumentParser needs this).
  public init() {}

  /// Refuses outputs that are the same file and a run that would sample or step too much.
  public func validate() throws {
    try UsageError.validating { () throws(UsageError) in
      try OutputAliases.check(outputs: [(OutOption.name, out.path), (SummaryOption.name, summary?.path)])
      let scenario = spin.scenario
      let planner = scenario.planner
      let horizon = until?.value ?? scenario.defaultHorizon(planner: planner)
      try WorkLimits.checkSamples(
        horizon: horizon, rate: rate.value, rateOption: SpinRateOption.name, horizonOption: "--until")
      if integrator.value.takesFixedSteps,
        let effective = integrator.value.effectiveStep(step.value, on: scenario.trajectory(with: planner))
      {
        try WorkLimits.checkSteps(
          horizon: horizon, requestedStep: step.value, effectiveStep: effective, integrator: integrator.value.rawValue,
          horizonOption: "--until")
      }
    }
  }

  /// Runs the simulation.
  public func run() throws {
    let csv = try out.open()
    let json = try summary?.open()
    do {
      let run = try spin.scenario.run(
        rate: rate.value, until: until?.value, integrator: integrator.value, step: step.value)
      Diagnostics.notes(spin.scenario.adjustments(planner: run.planner, trajectory: run.trajectory))
      try csv.write(SpinCSV.bytes(run))
      if let json { try json.write(try SpinSummary(run: run, integrator: integrator.value).json()) }
      // Both are written before either is renamed, so a failed summary leaves no CSV behind.
      try OutputSink.commitAll([csv] + (json.map { [$0] } ?? []))
    } catch {
      csv.discard()
      json?.discard()
      throw error
    }
  }
}
