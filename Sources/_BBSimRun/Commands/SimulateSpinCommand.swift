import ArgumentParser
import ButterflyPhysics
import ButterflyRender
import _BBSimOptions
import _BBSimSupport

/// `bbsim simulate spin`: one gesture to a sampled trajectory (CSV) and an optional JSON summary.
package struct SimulateSpinCommand: ParsableCommand {
  /// The command's name and help.
  package static let configuration = CommandConfiguration(
    commandName: "spin",
    abstract: "Simulate one gesture: CSV columns \(SpinCSV.columns.joined(separator: ",")).",
    discussion: "face is the face visible at that time (top or bottom). Clamped inputs are reported on stderr as notes."
  )

  @OptionGroup var spin: SpinScenarioOptions
  @Option(.spinIntegrator) var integrator: SpinIntegrator
  @Option(.spinStep) var step: Double
  @Option(.spinRate) var rate: Double
  @Option(.until) var until: Double?
  @Option(.out("CSV output path, or - for stdout.")) var out: OutputPath
  @Option(.summary("JSON summary output path, or - for stdout.")) var summary: OutputPath?

  /// Creates the command (ArgumentParser needs this).
  package init() {}

  /// Refuses outputs that are the same file or the tuning file, and a run that would sample or step too
  /// much.
  package func validate() throws {
    try UsageError.validating { () throws(UsageError) in
      try OutputAliases.check(
        outputs: [(out.option, out.path), ("--summary", summary?.path)], inputs: spin.inputs)
      let scenario = spin.scenario
      let planner = scenario.planner
      let horizon = until ?? scenario.defaultHorizon(planner: planner)
      try WorkLimits.checkSamples(
        horizon: horizon, rate: rate, rateOption: "--rate", horizonOption: "--until")
      if integrator.takesFixedSteps,
        let effective = integrator.effectiveStep(step, on: scenario.trajectory(with: planner))
      {
        try WorkLimits.checkSteps(
          horizon: horizon, requestedStep: step, effectiveStep: effective, integrator: integrator.rawValue,
          horizonOption: "--until")
      }
    }
  }

  /// Runs the simulation.
  package func run() throws {
    let csv = try out.open()
    let json = try summary?.open()
    do {
      let run = try spin.scenario.run(
        rate: rate, until: until, integrator: integrator, step: step)
      Diagnostics.notes(spin.scenario.adjustments(planner: run.planner, trajectory: run.trajectory))
      try csv.write(SpinCSV.bytes(run))
      if let json {
        let summary = SpinSummary(
          run: run, integrator: integrator.rawValue, controlAdjustments: spin.scenario.geometry.adjustments)
        try json.write(try summary.json())
      }
      // Both are written before either is renamed, so a failed summary leaves no CSV behind.
      try OutputSink.commitAll([csv] + (json.map { [$0] } ?? []))
    } catch {
      csv.discard()
      json?.discard()
      throw error
    }
  }
}
