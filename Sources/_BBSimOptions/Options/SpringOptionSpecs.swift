import ButterflyPhysics
import _BBSimSupport

// The options of `simulate spring`, `compare` and `fit`.

extension OptionSpec where Value == Double {
  /// `--mass`.
  package static var mass: Self { .number("--mass", SpringSettings.mass) }
  /// `--stiffness`.
  package static var stiffness: Self { .number("--stiffness", SpringSettings.stiffness, note: "k/m at most 1e200.") }
  /// `--damping`.
  package static var damping: Self {
    .number("--damping", SpringSettings.damping, note: "c/m at most 2e100. Default: critical, 2√(mk).")
  }
  /// `--x0`.
  package static var startPosition: Self { .number("--x0", SpringSettings.initialPosition) }
  /// `--v0`.
  package static var startVelocity: Self { .number("--v0", SpringSettings.initialVelocity) }
  /// `--target`.
  package static var target: Self { .number("--target", SpringSettings.targetPosition) }
  /// `simulate spring --duration`.
  package static var springDuration: Self { .number("--duration", ToolSettings.springDuration) }
  /// `simulate spring --rate`.
  package static var springRate: Self {
    .number(
      "--rate", ToolSettings.outputRate,
      note: "rate × duration at most \(NumberFormat.compact.text(WorkLimits.maximumSamples)) samples.")
  }
  /// `simulate spring --step`.
  package static var springStep: Self {
    .number(
      "--step", ToolSettings.springStep,
      note: "At most \(NumberFormat.compact.text(WorkLimits.maximumSteps)) steps per run, counting the steps a stiff "
        + "spring needs for stability.")
  }
  /// `check swiftui-spring --spring-duration`.
  package static var plainSpringDuration: Self { .number("--spring-duration", ToolSettings.plainSpringDuration) }
  /// `check swiftui-spring --spring-bounce`.
  package static var plainSpringBounce: Self { .number("--spring-bounce", ToolSettings.plainSpringBounce) }
  /// `compare --duration`.
  package static var comparedDuration: Self { .number("--duration", ToolSettings.comparedDuration) }
  /// `fit spin --overshoot`, degrees.
  package static var spinOvershoot: Self { .number("--overshoot", ToolSettings.spinOvershoot) }
  /// `fit spring --overshoot`, percent.
  package static var springOvershoot: Self { .number("--overshoot", ToolSettings.springOvershoot) }
  /// `fit --rest-tolerance`.
  package static var restTolerance: Self { .number("--rest-tolerance", ToolSettings.restTolerance) }
  /// `fit --max-turns`.
  package static var maximumTurns: Self { .number("--max-turns", ToolSettings.maximumTurns) }
  /// `fit --flick`.
  package static var fittedFlick: Self { .number("--flick", ToolSettings.fittedFlick) }
  /// `fit spring --settle`.
  package static var settle: Self { .number("--settle", ToolSettings.settlingTime) }
  /// `fit spin --settle`: none by default.
  package static var landingSettle: Self {
    .number("--settle", ToolSettings.landingTime, note: "Default: none (the landing's response is then not fitted).")
  }

}

extension OptionSpec where Value == [Double] {
  /// `compare --step`.
  package static var comparedSteps: Self {
    .numbers(
      "--step", ToolSettings.spinStep,
      note: "duration / largest step at most \(NumberFormat.compact.text(WorkLimits.maximumSamples)) samples and "
        + "duration / step at most \(NumberFormat.compact.text(WorkLimits.maximumSteps)) steps.")
  }
}

extension OptionSpec where Value == SpringIntegrator {
  /// `simulate spring --integrator`.
  package static var springIntegrator: Self {
    .choice(
      "--integrator", ToolSettings.springIntegrator,
      note: "rk4, semi-implicit-euler and gsl-rk4 take fixed steps of --step; gsl-rk8pd, gsl-rkf45 and gsl-msbdf "
        + "are adaptive, local error ≤ 1e-10 pt and pt/s.")
  }
}

extension OptionSpec where Value == [String] {
  /// `compare --integrator`: the stepped and GSL integrators of either system.
  package static var comparedIntegrators: Self {
    OptionSpec<String>.choices(
      "--integrator", ToolSettings.comparedIntegrator,
      note: "semi-implicit-euler and gsl-msbdf are for the spring only. Default: all of the system's.")
  }
}

extension OptionSpec where Value == Bool {
  /// `compare --system`: the spin (true) or the spring (false).
  package static var system: Self { .choice("--system", ToolSettings.comparedSystem) }
  /// `compare --format`: CSV (true) or a table (false).
  package static var format: Self { .choice("--format", ToolSettings.comparisonFormat) }
}
