import ArgumentParser
import ButterflyPhysics
import ButterflyRender
import _BBSimOptions
import _BBSimSupport

/// `bbsim simulate spring`: the damped spring `m·x'' + c·x' + k·(x − target) = 0` alone, as CSV
/// `t_s,x_pt,v_pt_per_s`.
package struct SimulateSpringCommand: ParsableCommand {
  /// The command's name and help.
  package static let configuration = CommandConfiguration(
    commandName: "spring",
    abstract:
      "Simulate the damped spring m·x'' + c·x' + k·(x − target) = 0; CSV columns \(SpringCSV.columns.joined(separator: ",")).",
    discussion: "The defaults are SwiftUI's Spring(duration: 0.5, bounce: 0): a critically damped step from 0 to 1."
  )

  @Option(.mass) var mass: Double
  @Option(.stiffness) var stiffness: Double
  @Option(.damping) var damping: Double?
  @Option(.startPosition) var x0: Double
  @Option(.startVelocity) var v0: Double
  @Option(.target) var target: Double
  @Option(.springDuration) var duration: Double
  @Option(.springRate) var rate: Double
  @Option(.springIntegrator) var integrator: SpringIntegrator
  @Option(.springStep) var step: Double
  @Option(.out("CSV output path, or - for stdout.")) var out: OutputPath

  /// Creates the command (ArgumentParser needs this).
  package init() {}

  /// The spring the options describe.
  /// - Throws: ``UsageError`` naming `--stiffness` when `k/m` or `c/m` is out of range.
  func spring() throws(UsageError) -> DampedSpring {
    let c = damping ?? 2 * mass.squareRoot() * stiffness.squareRoot()
    guard
      let spring = DampedSpring(
        mass: mass, stiffness: stiffness, damping: c, initialPosition: x0, initialVelocity: v0,
        targetPosition: target)
    else {
      throw UsageError(
        option: "--stiffness",
        "stiffness/mass \(NumberFormat.significant(6).text(stiffness / mass)), damping/mass "
          + "\(NumberFormat.significant(6).text(c / mass)) out of range; expected k/m in (0, 1e200] and c/m ≤ 2e100")
    }
    return spring
  }

  /// Refuses a spring whose rates overflow and a run that would sample or step too much.
  package func validate() throws {
    try UsageError.validating { () throws(UsageError) in
      let spring = try spring()
      try WorkLimits.checkSamples(
        horizon: duration, rate: rate, rateOption: "--rate", horizonOption: "--duration")
      if let effective = integrator.effectiveStep(step, on: spring) {
        try WorkLimits.checkSteps(
          horizon: duration, requestedStep: step, effectiveStep: effective, integrator: integrator.rawValue,
          horizonOption: "--duration")
      }
    }
  }

  /// Runs the simulation.
  package func run() throws {
    let sink = try out.open()
    do {
      let spring = try spring()
      let samples = try integrator.samples(of: spring, rate: rate, until: duration, step: step)
      if samples.addedSubsteps > 0 {
        Diagnostics.line(
          "note: --step: \(NumberFormat.significant(6).text(step)) s is beyond \(integrator.rawValue)'s stability "
            + "bound for this spring; added \(samples.addedSubsteps) sub-steps")
      }
      try sink.write(SpringCSV.bytes(samples))
      try sink.commit()
    } catch {
      sink.discard()
      throw error
    }
  }
}
