import ButterflyPhysics
import Foundation

// The options of `sweep` and `check`: sweep dimensions, sample rate, how the work is spread.

/// `sweep --velocity`: flick speeds.
enum FlickSpeedOption: NumberOption {
  static let name = "--velocity"
  static let setting = ToolSettings.flickSpeed
}

/// `sweep --angle`: flick headings.
enum FlickHeadingOption: NumberOption {
  static let name = "--angle"
  static let setting = ToolSettings.flickHeading
}

/// `sweep --end-offset`: where the gestures end.
enum EndOffsetOption: NumberOption {
  static let name = "--end-offset"
  static let setting = ToolSettings.endOffset
}

/// `sweep --integrator`.
enum SweepIntegratorOption: ChoiceOption {
  static let name = "--integrator"
  static let setting = ToolSettings.spinIntegrator
}

/// `sweep --step`.
enum SweepStepOption: NumberOption {
  static let name = "--step"
  static let setting = ToolSettings.spinStep
  static var note: String {
    "(\(SpinScenario.analysisSpanText("largest duration"))) / smallest step at most "
      + "\(SettingInterval.number(WorkLimits.maximumSteps)) steps."
  }
}

/// `sweep --rate`, `check --rate`: the analysis rate.
enum AnalysisRateOption: NumberOption {
  static let name = "--rate"
  static let setting = ToolSettings.analysisRate
  static var note: String {
    "rate × (\(SpinScenario.analysisSpanText("largest duration"))) at most "
      + "\(SettingInterval.number(WorkLimits.maximumSamples)) samples in a sweep."
  }
}

/// `sweep --samples`: random configurations instead of the grid.
enum SamplesOption: CountOption {
  static let name = "--samples"
  static let summary = "draw this many random configurations from the ranges instead of the grid"
  static let range = 1...1_000_000_000
  static let note =
    "Tap speeds and shapes are picked from the values given, so tunings are compared on many configurations."
}

/// `--jobs`: worker threads.
enum JobsOption: CountOption {
  static let name = "--jobs"
  static let summary = "worker threads"
  static let range = 1...1024
  static let note = "Default: all cores."
  /// The default: one thread per active core.
  static var allCores: Int { max(ProcessInfo.processInfo.activeProcessorCount, 1) }
}

/// `check --max-failures`.
enum MaximumFailuresOption: CountOption {
  static let name = "--max-failures"
  static let summary = "how many failing cases to list"
  static let range = 0...1_000_000
}

/// `--out` of every command.
enum OutOption: NamedOption {
  static let name = "--out"
}

/// `--summary` of `simulate spin` and `sweep`.
enum SummaryOption: NamedOption {
  static let name = "--summary"
}
