import ButterflyPhysics

// The options that describe one spin (`simulate spin`, `render`, `sweep`, `fit`): each names its
// setting's one definition.

/// `--side`: the mount's side length.
enum SideOption: NumberOption {
  static let name = "--side"
  static let setting = SpinSettings.sideLength
}

/// `--stroke`: the mount's stroke width.
enum StrokeOption: NumberOption {
  static let name = "--stroke"
  static let setting = SpinSettings.mountStrokeWidth
}

/// `--duration`: the deceleration duration D.
enum DurationOption: NumberOption {
  static let name = "--duration"
  static let setting = SpinSettings.decelerationDuration
}

/// `--tap-speed`: a tap's angular speed.
enum TapSpeedOption: NumberOption {
  static let name = "--tap-speed"
  static let setting = SpinSettings.tapAngularSpeed
  static let note = "4π is two turns per second."
}

/// `--shape`: the preferred deceleration shape q₀.
enum ShapeOption: NumberOption {
  static let name = "--shape"
  static let setting = SpinSettings.preferredShape
}

/// `--bounce`: the landing spring's bounce.
enum BounceOption: NumberOption {
  static let name = "--bounce"
  static let setting = SpinSettings.landingBounce
  static let note = "SwiftUI's Spring(duration:bounce:) bounce; 0 lands dead, the first swing is |bounce| × 6°."
}

/// `--response`: the landing spring's response.
enum ResponseOption: NumberOption {
  static let name = "--response"
  static let setting = SpinSettings.landingResponse
  static let note = "SwiftUI's Spring(duration:bounce:) duration, 2π/ω_n; shortened to settle within D/4."
}

/// `--tuning-out`: where `sweep` and `fit` write the best tuning's JSON.
enum TuningOutOption: NamedOption {
  static let name = "--tuning-out"
}

/// `--axle`: the axle.
enum AxleOption: ChoiceOption {
  static let name = "--axle"
  static let setting = SpinSettings.axleOrientation
}

/// `--from`: the face showing before the spin.
enum FaceOption: ChoiceOption {
  static let name = "--from"
  static let setting = SpinSettings.startFace
}

/// `--velocity`: a flick's release velocity.
enum VelocityOption: VectorOption {
  static let name = "--velocity"
  static let summary = "flick release velocity VX,VY"
  static let unit = "pt/s"
  static let note = "Negative values need no =: --velocity -300,0 and --velocity=-300,0 both work. Omit for a tap."
}

/// `--end`: where the gesture ends.
enum EndOption: VectorOption {
  static let name = "--end"
  static let summary = "end point X,Y from the mount centre"
  static let unit = "pt"
  static let note = "Default 0.25 × side along the axle normal (top half)."
}

/// `--interrupt`: the times of further taps.
enum InterruptOption: NumberOption {
  static let name = "--interrupt"
  static let setting = ToolSettings.interruptionTime
  /// The most interruptions one run may have: re-planning is O(1) per tap, so a million plan in well
  /// under a second.
  static let maximumCount = 1_000_000
  static var note: String {
    "Ascending, at most \(SettingInterval.number(Double(maximumCount))) times; each a further tap ending where the "
      + "first gesture ended, re-planning mid-spin."
  }
}

/// `simulate spin --integrator`.
enum SpinIntegratorOption: ChoiceOption {
  static let name = "--integrator"
  static let setting = ToolSettings.spinIntegrator
  static let note =
    "rk4 and gsl-rk4 take fixed steps of --step; gsl-rk8pd and gsl-rkf45 are adaptive, local error ≤ 1e-10 rad and rad/s."
}

/// `simulate spin --step`.
enum SpinStepOption: NumberOption {
  static let name = "--step"
  static let setting = ToolSettings.spinStep
  static var note: String {
    "At most \(SettingInterval.number(WorkLimits.maximumSteps)) steps per run (the step is shortened where the "
      + "integrator would be unstable)."
  }
}

/// `simulate spin --rate`.
enum SpinRateOption: NumberOption {
  static let name = "--rate"
  static let setting = ToolSettings.outputRate
  static var note: String { "rate × until at most \(SettingInterval.number(WorkLimits.maximumSamples)) samples." }
}

/// `simulate spin --until`.
enum UntilOption: NumberOption {
  static let name = "--until"
  static let setting = ToolSettings.lastSampleTime
  static var note: String {
    "Default \(SpinScenario.analysisSpanText("duration")) after the last activation."
  }
}
