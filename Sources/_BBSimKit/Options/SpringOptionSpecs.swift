import ButterflyPhysics

// The options of `simulate spring`, `compare` and `fit`.

/// `--mass`.
enum MassOption: NumberOption {
  static let name = "--mass"
  static let setting = SpringSettings.mass
}

/// `--stiffness`.
enum StiffnessOption: NumberOption {
  static let name = "--stiffness"
  static let setting = SpringSettings.stiffness
  static let note = "k/m at most 1e200."
}

/// `--damping`.
enum DampingOption: NumberOption {
  static let name = "--damping"
  static let setting = SpringSettings.damping
  static let note = "c/m at most 2e100. Default: critical, 2√(mk)."
}

/// `--x0`.
enum StartPositionOption: NumberOption {
  static let name = "--x0"
  static let setting = SpringSettings.initialPosition
}

/// `--v0`.
enum StartVelocityOption: NumberOption {
  static let name = "--v0"
  static let setting = SpringSettings.initialVelocity
}

/// `--target`.
enum TargetOption: NumberOption {
  static let name = "--target"
  static let setting = SpringSettings.targetPosition
}

/// `simulate spring --duration`.
enum SpringDurationOption: NumberOption {
  static let name = "--duration"
  static let setting = ToolSettings.springDuration
}

/// `simulate spring --rate`.
enum SpringRateOption: NumberOption {
  static let name = "--rate"
  static let setting = ToolSettings.outputRate
  static var note: String { "rate × duration at most \(SettingInterval.number(WorkLimits.maximumSamples)) samples." }
}

/// `simulate spring --step`.
enum SpringStepOption: NumberOption {
  static let name = "--step"
  static let setting = ToolSettings.springStep
  static var note: String {
    "At most \(SettingInterval.number(WorkLimits.maximumSteps)) steps per run, counting the steps a stiff spring "
      + "needs for stability."
  }
}

/// `simulate spring --integrator`.
enum SpringIntegratorOption: ChoiceOption {
  static let name = "--integrator"
  static let setting = ToolSettings.springIntegrator
  static let note =
    "rk4, semi-implicit-euler and gsl-rk4 take fixed steps of --step; gsl-rk8pd, gsl-rkf45 and gsl-msbdf are "
    + "adaptive, local error ≤ 1e-10 pt and pt/s."
}

/// `compare --system`.
enum SystemOption: ChoiceOption {
  static let name = "--system"
  static let setting = ToolSettings.comparedSystem
}

/// `compare --integrator`: the stepped and GSL integrators of either system.
enum ComparedIntegratorOption: ChoiceOption {
  static let name = "--integrator"
  static let setting = ToolSettings.comparedIntegrator
  static let note = "semi-implicit-euler and gsl-msbdf are for the spring only. Default: all of the system's."
}

/// `compare --step`.
enum ComparedStepOption: NumberOption {
  static let name = "--step"
  static let setting = ToolSettings.spinStep
  static var note: String {
    "duration / largest step at most \(SettingInterval.number(WorkLimits.maximumSamples)) samples and "
      + "duration / step at most \(SettingInterval.number(WorkLimits.maximumSteps)) steps."
  }
}

/// `compare --duration`.
enum ComparedDurationOption: NumberOption {
  static let name = "--duration"
  static let setting = ToolSettings.comparedDuration
}

/// `compare --format`.
enum FormatOption: ChoiceOption {
  static let name = "--format"
  static let setting = ToolSettings.comparisonFormat
}

/// `fit`'s target argument.
enum FitTargetOption: ChoiceOption {
  static let name = "target"
  static let setting = ToolSettings.fitTarget
}

/// `fit --overshoot`.
enum OvershootOption: NumberOption {
  static let name = "--overshoot"
  static let setting = ToolSettings.overshoot
}

/// `fit --rest-tolerance`.
enum RestToleranceOption: NumberOption {
  static let name = "--rest-tolerance"
  static let setting = ToolSettings.restTolerance
}

/// `fit --max-turns`.
enum MaximumTurnsOption: NumberOption {
  static let name = "--max-turns"
  static let setting = ToolSettings.maximumTurns
}

/// `fit --flick`.
enum FittedFlickOption: NumberOption {
  static let name = "--flick"
  static let setting = ToolSettings.fittedFlick
}

/// `fit --settle`.
enum SettleOption: NumberOption {
  static let name = "--settle"
  static let setting = ToolSettings.settlingTime
}
