import ArgumentParser
import ButterflyPhysics

/// `bbsim simulate spring`: the damped spring `m·x'' + c·x' + k·(x − target) = 0` alone, as CSV
/// `t_s,x_pt,v_pt_per_s`.
public struct SimulateSpringCommand: ParsableCommand {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "spring",
    abstract:
      "Simulate the damped spring m·x'' + c·x' + k·(x − target) = 0; CSV columns \(SpringCSV.columns.joined(separator: ",")).",
    discussion: "The defaults are SwiftUI's Spring(duration: 0.5, bounce: 0): a critically damped step from 0 to 1."
  )

  @Option(parsing: .unconditional, help: MassOption.help) var mass = Quantity<MassOption>.standard
  @Option(parsing: .unconditional, help: StiffnessOption.help) var stiffness = Quantity<StiffnessOption>.standard
  @Option(parsing: .unconditional, help: DampingOption.help) var damping: Quantity<DampingOption>?
  @Option(parsing: .unconditional, help: StartPositionOption.help) var x0 = Quantity<StartPositionOption>.standard
  @Option(parsing: .unconditional, help: StartVelocityOption.help) var v0 = Quantity<StartVelocityOption>.standard
  @Option(parsing: .unconditional, help: TargetOption.help) var target = Quantity<TargetOption>.standard
  @Option(parsing: .unconditional, help: SpringDurationOption.help)
  var duration = Quantity<SpringDurationOption>.standard
  @Option(parsing: .unconditional, help: SpringRateOption.help) var rate = Quantity<SpringRateOption>.standard
  @Option(help: SpringIntegratorOption.help) var integrator = Choice<SpringIntegratorOption>.standard
  @Option(parsing: .unconditional, help: SpringStepOption.help) var step = Quantity<SpringStepOption>.standard
  @Option(help: "CSV output path, or - for stdout.") var out = OutputPath<OutOption>.standardOutput

  /// Creates the command (ArgumentParser needs this).
  public init() {}

  /// The spring the options describe.
  /// - Throws: ``UsageError`` naming `--stiffness` when `k/m` or `c/m` is out of range.
  func spring() throws(UsageError) -> DampedSpring {
    let c = damping?.value ?? 2 * mass.value.squareRoot() * stiffness.value.squareRoot()
    guard
      let spring = DampedSpring(
        mass: mass.value, stiffness: stiffness.value, damping: c, initialPosition: x0.value,
        initialVelocity: v0.value, targetPosition: target.value)
    else {
      throw UsageError(
        option: StiffnessOption.name,
        "stiffness/mass \(NumberFormat.short(stiffness.value / mass.value)), damping/mass "
          + "\(NumberFormat.short(c / mass.value)) out of range; expected k/m in (0, 1e200] and c/m ≤ 2e100")
    }
    return spring
  }

  /// Refuses a spring whose rates overflow and a run that would sample or step too much.
  public func validate() throws {
    try UsageError.validating { () throws(UsageError) in
      let spring = try spring()
      try WorkLimits.checkSamples(
        horizon: duration.value, rate: rate.value, rateOption: SpringRateOption.name, horizonOption: "--duration")
      if let effective = integrator.value.effectiveStep(step.value, on: spring) {
        try WorkLimits.checkSteps(
          horizon: duration.value, requestedStep: step.value, effectiveStep: effective,
          integrator: integrator.value.rawValue, horizonOption: "--duration")
      }
    }
  }

  /// Runs the simulation.
  public func run() throws {
    let sink = try out.open()
    do {
      let spring = try spring()
      let samples = try integrator.value.samples(of: spring, rate: rate.value, until: duration.value, step: step.value)
      if samples.addedSubsteps > 0 {
        Diagnostics.line(
          "note: --step: \(NumberFormat.short(step.value)) s is beyond \(integrator.value.rawValue)'s stability "
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
