import ArgumentParser
import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import _BBSimSupport

// The options of `sweep` and `check`: sweep dimensions, sample rate, how the work is spread, outputs.

extension OptionSpec where Value == [Double] {
  /// `sweep --velocity`: flick speeds.
  package static var flickSpeeds: Self { .numbers("--velocity", ToolSettings.flickSpeed) }
  /// `sweep --angle`: flick headings.
  package static var flickHeadings: Self { .numbers("--angle", ToolSettings.flickHeading) }
  /// `sweep --end-offset`: where the gestures end.
  package static var endOffsets: Self { .numbers("--end-offset", ToolSettings.endOffset) }
  /// `sweep --side`.
  package static var sides: Self { .numbers("--side", ButterflySettings.sideLength) }
  /// `sweep --duration`.
  package static var durations: Self { .numbers("--duration", SpinSettings.decelerationDuration) }
  /// `sweep --tap-speed`.
  package static var tapSpeeds: Self {
    .numbers("--tap-speed", SpinSettings.tapAngularSpeed, note: "4π is two turns per second.")
  }
  /// `sweep --shape`.
  package static var shapes: Self { .numbers("--shape", SpinSettings.preferredShape) }
  /// `sweep --bounce`.
  package static var bounces: Self { .numbers("--bounce", SpinSettings.landingBounce, note: OptionSpec.bounceNote) }
  /// `sweep --response`.
  package static var responses: Self {
    .numbers("--response", SpinSettings.landingResponse, note: OptionSpec.responseNote)
  }
  /// `sweep --step`.
  package static var sweepSteps: Self {
    .numbers(
      "--step", ToolSettings.spinStep,
      note: "(\(SpinRun.analysisSpanText("largest duration"))) / smallest step at most "
        + "\(NumberFormat.compact.text(WorkLimits.maximumSteps)) steps.")
  }
}

extension OptionSpec where Value == [AxleOrientation] {
  /// `sweep --axle`.
  package static var axles: Self { OptionSpec<AxleOrientation>.choices("--axle", SpinSettings.axleOrientation) }
}

extension OptionSpec where Value == [MedallionFace] {
  /// `sweep --from`.
  package static var startFaces: Self { OptionSpec<MedallionFace>.choices("--from", SpinSettings.startFace) }
}

extension OptionSpec where Value == [SpinIntegrator] {
  /// `sweep --integrator`.
  package static var sweepIntegrators: Self {
    OptionSpec<SpinIntegrator>.choices("--integrator", ToolSettings.spinIntegrator)
  }
}

extension OptionSpec where Value == Double {
  /// `sweep --rate`, `check --rate`: the analysis rate.
  package static var analysisRate: Self {
    .number(
      "--rate", ToolSettings.analysisRate,
      note: "rate × (\(SpinRun.analysisSpanText("largest duration"))) at most "
        + "\(NumberFormat.compact.text(WorkLimits.maximumSamples)) samples in a sweep.")
  }
}

extension OptionSpec where Value == Int {
  /// `sweep --samples`: random configurations instead of the grid.
  package static var samples: Self {
    .count(
      "--samples", "draw this many random configurations from the ranges instead of the grid", 1...1_000_000_000,
      note: "Tap speeds and shapes are picked from the values given, so tunings are compared on many configurations.")
  }
  /// `--jobs`: worker threads (default ``ParallelBlocks/allCores``).
  package static var jobs: Self { .count("--jobs", "worker threads", 1...1024, note: "Default: all cores.") }
  /// `check --max-failures`.
  package static var maximumFailures: Self { .count("--max-failures", "how many failing cases to list", 0...1_000_000) }
}

extension OptionSpec where Value == UInt64 {
  /// `sweep --seed`: a whole number in `[0, 2⁶⁴ − 1]` that makes `--samples` reproducible.
  package static var seed: Self {
    let accepted = "a whole number in [0, \(UInt64.max)]"
    return Self(
      "--seed", summary: "Seed for --samples, \(accepted).", standard: 1, describe: { String($0) },
      parse: { text throws(UsageError) in
        guard let value = UInt64(text.trimmingWhitespace()) else {
          throw UsageError(option: "--seed", value: text, accepted: accepted)
        }
        return value
      })
  }
}

extension OptionSpec where Value == Shard {
  /// `--shard k/n` (``Shard``), the whole run by default.
  /// - Parameter help: The help.
  package static func shard(_ help: String) -> Self {
    Self("--shard", summary: ArgumentHelp(help), standard: .whole, describe: \.description, parse: Shard.parse)
  }
}

extension OptionSpec where Value == OutputPath {
  /// `--out` of every command.
  /// - Parameters:
  ///   - help: The help.
  ///   - path: The default path (standard output unless given).
  package static func out(_ help: String, default path: String = "-") -> Self { .output("--out", help, default: path) }
  /// `--summary` of `simulate spin` and `sweep`, none by default.
  package static func summary(_ help: String) -> Self { .output("--summary", help) }
  /// `--tuning-out` of `sweep`, none by default.
  package static func tuningOut(_ help: String) -> Self { .output("--tuning-out", help) }
}
