import ArgumentParser
import ButterflyPhysics
import ButterflyRender
import _BBSimOptions
import _BBSimSupport

/// `bbsim compare`: accuracy and cost of each integrator and step against the closed form and GSL rk8pd.
package struct CompareCommand: ParsableCommand {
  /// The command's name and help.
  package static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract:
      "Integrator accuracy and cost against the closed form and GSL rk8pd: max error, observed order, evaluations, wall time.",
    discussion: """
      For each integrator and step, integrates the system and reports the largest error against the \
      closed form and the largest difference from GSL rk8pd (adaptive, local error bound 1e-10 absolute \
      and relative) at multiples of the largest step (so no step is shortened to hit a sample time when \
      the steps divide each other) (x in pt for the spring, θ in rad for the spin), the observed order \
      log(e₁/e₂)/log(h₁/h₂) against the previous (larger) step, right-hand-side evaluations and wall \
      time. The adaptive GSL integrators (gsl-rk8pd, gsl-rkf45, gsl-msbdf; bound 1e-10) choose their own \
      steps and get one row with step "adaptive". gsl-rk4 takes the same fixed steps as rk4 but \
      spends 11 evaluations per step (GSL estimates its error by step doubling). The spring is \
      SwiftUI's Spring(duration: 0.5, bounce: 0.3) stepping from 0 to 1; the spin is a 900 pt/s flick \
      on a 60 pt control with D = 2 s.
      """
  )

  @Option(.system) var system: Bool
  @Option(.comparedIntegrators) var integrator: [String]?
  @Option(.comparedSteps) var step = [0.02, 0.01, 0.005, 0.0025, 0.00125]
  @Option(.comparedDuration) var duration: Double
  @Option(.format) var format: Bool
  @Option(.out("Output path, or - for stdout.")) var out: OutputPath

  /// Creates the command (ArgumentParser needs this).
  package init() {}

  /// The integrators the system has, but the closed form.
  var available: [String] {
    (system ? SpinIntegrator.allCases.map(\.rawValue) : SpringIntegrator.allCases.map(\.rawValue))
      .filter { $0 != "closed-form" }
  }

  /// The integrators to compare: those given, or every one the system has.
  var integrators: [String] { integrator ?? available }

  /// Refuses integrators the system lacks and a comparison that would sample or step too much.
  package func validate() throws {
    try UsageError.validating { () throws(UsageError) in
      if let wrong = integrators.first(where: { !available.contains($0) }) {
        throw UsageError(
          option: "--integrator", value: wrong,
          accepted: "for --system \(ToolSettings.comparedSystem.name(of: system)) one of "
            + available.joined(separator: "|"))
      }
      try Self.checkWork(spin: system, integrators: integrators, steps: step, until: duration)
    }
  }

  /// Runs the comparison.
  package func run() throws {
    let sink = try out.open()
    do {
      let rows = try ComparisonRunner.run(
        spin: system, integrators: integrators, steps: step, rate: 1 / (step.max() ?? 0.01), until: duration)
      try sink.write(
        format
          ? ComparisonRunner.csv(rows, unit: system ? "rad" : "pt") : Array(ComparisonRunner.table(rows).utf8))
      try sink.commit()
    } catch {
      sink.discard()
      throw error
    }
  }

  /// Rejects a comparison that would sample or step too much: the errors are compared at multiples of
  /// the largest step (`duration / largest step` samples, at most ``WorkLimits/maximumSamples``), and
  /// each fixed-step integrator takes `duration / step` steps (fewer than the stability limit allows;
  /// at most ``WorkLimits/maximumSteps``).
  /// - Throws: ``UsageError`` naming `--step` (or `--integrator` for a stability-limited step).
  static func checkWork(spin isSpin: Bool, integrators: [String], steps: [Double], until: Double)
    throws(UsageError)
  {
    let largest = steps.max() ?? 0.01
    guard until / largest <= WorkLimits.maximumSamples else {
      throw UsageError(
        option: "--step",
        "the largest step \(NumberFormat.significant(6).text(largest)) s sets the sample interval, so \(NumberFormat.significant(6).text(until)) s "
          + "gives \(NumberFormat.significant(6).text(until / largest)) samples; expected at most 1e+07 samples: a largest --step ≥ "
          + "\(NumberFormat.significant(6).text(until / WorkLimits.maximumSamples)) s or a shorter --duration")
    }
    let trajectory = ComparisonRunner.spin
    for name in integrators {
      for step in steps {
        let effective =
          isSpin
          ? SpinIntegrator(rawValue: name)?.effectiveStep(step, on: trajectory)
          : SpringIntegrator(rawValue: name)?.effectiveStep(step, on: ComparisonRunner.spring)
        guard let effective else { continue }
        try WorkLimits.checkSteps(
          horizon: until, requestedStep: step, effectiveStep: effective, integrator: name, horizonOption: "--duration")
      }
    }
  }
}
