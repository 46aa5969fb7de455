import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import _BBSimSupport

// The options that describe one spin (`simulate spin`, `render`, `sweep`, `fit`): each names its
// setting's one definition.

extension OptionSpec where Value == Double {
  /// `--side`: the mount's side length.
  static var side: Self { .number("--side", ButterflySettings.sideLength) }
  /// `--stroke`: the mount's stroke width.
  package static var stroke: Self { .number("--stroke", ButterflySettings.mountStrokeWidth) }
  /// `--duration`: the deceleration duration D.
  package static var duration: Self { .number("--duration", SpinSettings.decelerationDuration) }
  /// `--tap-speed`: a tap's angular speed.
  static var tapSpeed: Self {
    .number("--tap-speed", SpinSettings.tapAngularSpeed, note: "4π is two turns per second.")
  }
  /// `--shape`: the preferred deceleration shape q₀.
  static var shape: Self { .number("--shape", SpinSettings.preferredShape) }
  /// `--bounce`: the landing spring's bounce.
  static var bounce: Self { .number("--bounce", SpinSettings.landingBounce, note: OptionSpec.bounceNote) }
  /// `--response`: the landing spring's response.
  static var response: Self { .number("--response", SpinSettings.landingResponse, note: OptionSpec.responseNote) }

  /// `simulate spin --step`.
  package static var spinStep: Self {
    .number(
      "--step", ToolSettings.spinStep,
      note: "At most \(NumberFormat.compact.text(WorkLimits.maximumSteps)) steps per run (the step is shortened "
        + "where the integrator would be unstable).")
  }
  /// `simulate spin --rate`.
  package static var spinRate: Self {
    .number(
      "--rate", ToolSettings.outputRate,
      note: "rate × until at most \(NumberFormat.compact.text(WorkLimits.maximumSamples)) samples.")
  }
  /// `simulate spin --until`.
  package static var until: Self {
    .number(
      "--until", ToolSettings.lastSampleTime,
      note: "Default \(SpinRun.analysisSpanText("duration")) after the last activation.")
  }
}

extension OptionSpec where Value == [Double] {
  /// `--interrupt`: the times of further taps.
  static var interruptions: Self {
    .numbers(
      "--interrupt", ToolSettings.interruptionTime,
      note: "Ascending, at most \(NumberFormat.compact.text(Double(SpinScenario.maximumInterruptions))) times; each a "
        + "further tap ending where the first gesture ended, re-planning mid-spin.")
  }
}

extension OptionSpec where Value == AxleOrientation {
  /// `--axle`: the axle.
  static var axle: Self { .choice("--axle", SpinSettings.axleOrientation) }
}

extension OptionSpec where Value == MedallionFace {
  /// `--from`: the face showing before the spin.
  static var startFace: Self { .choice("--from", SpinSettings.startFace) }
}

extension OptionSpec where Value == SpinIntegrator {
  /// `simulate spin --integrator`.
  package static var spinIntegrator: Self {
    .choice(
      "--integrator", ToolSettings.spinIntegrator,
      note: "rk4 and gsl-rk4 take fixed steps of --step (10⁹ steps take about 15 s with rk4, 60–75 s with gsl-rk4, "
        + "on one core); gsl-rk8pd and gsl-rkf45 are adaptive, local error ≤ 1e-10 rad and rad/s.")
  }
}

extension OptionSpec where Value == PlanarVector {
  /// `--velocity`: a flick's release velocity.
  static var velocity: Self {
    .vector(
      "--velocity", "flick release velocity VX,VY (x to the right, y down the screen)", unit: "pt/s",
      note: "Negative values need no =: --velocity -300,0 and --velocity=-300,0 both work. Omit for a tap.")
  }
  /// `--end`: where the gesture ends.
  static var end: Self {
    .vector(
      "--end", "end point X,Y from the mount centre", unit: "pt",
      note: "Default 0.25 × side along the axle normal (top half).")
  }
}

extension OptionSpec {
  /// What `--bounce` means beyond its setting.
  static var bounceNote: String {
    "SwiftUI's Spring(duration:bounce:) bounce; 0 lands dead, the first swing past the face is |bounce| × 6° (less, with a note, for a medallion caught below the spring's capture speed)."
  }
  /// What `--response` means beyond its setting.
  static var responseNote: String {
    "SwiftUI's Spring(duration:bounce:) duration, 2π/ω_n; shortened (with a note) to settle within D/4."
  }
}

extension OptionSpec where Value == TuningFile {
  /// `--tuning FILE` of a command with the tuning's own options: a tuning in its JSON form
  /// (``TuningFile``), read and checked when parsed, in their place.
  package static var tuning: Self { tuning(use: TuningFile.replacesOptions) }

  /// `check --tuning FILE`: the tuning the whole grid is checked with.
  package static var checkedTuning: Self {
    tuning(use: "Every configuration of the grid is checked with it. Default: the standard tuning.")
  }

  /// `--tuning FILE` with `use` saying what the tuning does in the command.
  private static func tuning(use: String) -> Self {
    OptionSpec(
      TuningFile.name, summary: TuningFile.help(use), describe: { $0.path ?? "" },
      parse: { text throws(UsageError) in try TuningFile.resolve(text) })
  }
}
