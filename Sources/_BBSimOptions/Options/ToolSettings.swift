import ButterflyModel
import ButterflyPhysics
import ButterflyRender

/// The definitions of `bbsim`'s own settings (sample rates, steps, horizons, sweep dimensions, fit
/// targets): each default and accepted range written once, read by the options' help and checks.
/// The control's settings are ``ButterflySettings``, the physics' ``SpinSettings`` and
/// ``SpringSettings``.
package enum ToolSettings {
  /// The longest time a run may look at (s): an hour.
  package static let longestTime = 3600.0
  /// The highest sample rate (Hz).
  package static let highestRate = 100_000.0

  /// `simulate --rate`: output samples at `t = i/rate`.
  package static let outputRate = NumericSetting(
    name: "rate", summary: "output sample rate (samples at t = i/rate)", unit: "Hz", defaultValue: SpinRun.defaultRate,
    accepted: .positive(atMost: highestRate))
  /// `check --rate`, `sweep --rate`: the rate the contract is checked at.
  package static let analysisRate = NumericSetting(
    name: "rate", summary: "sample rate for the analysis", unit: "Hz", defaultValue: 120,
    accepted: .closed(30, highestRate))
  /// `--step` of the spin's stepped integrators.
  package static let spinStep = NumericSetting(
    name: "step", summary: "step for the stepped integrators", unit: "s", defaultValue: 1e-4,
    accepted: .closed(WorkLimits.minimumStep, 0.1))
  /// `simulate spring --step`: the fixed step (initial step of the adaptive GSL integrators).
  package static let springStep = NumericSetting(
    name: "step", summary: "fixed step for the stepped integrators (initial step for the adaptive GSL ones)",
    unit: "s", defaultValue: 1e-3, accepted: .closed(WorkLimits.minimumStep, 1))
  /// `simulate spin --until`: the last sample time.
  package static let lastSampleTime = NumericSetting(
    name: "until", summary: "last sample time", unit: "s", defaultValue: 0, accepted: .closed(0, longestTime))
  /// `--interrupt`: when a further tap arrives.
  package static let interruptionTime = NumericSetting(
    name: "interruptionTime", summary: "times T1,T2,… of further taps", unit: "s", defaultValue: 0,
    accepted: .closed(0, longestTime))
  /// `render --at`: the time drawn.
  package static let drawingTime = NumericSetting(
    name: "at", summary: "time T to draw after the activation", unit: "s", defaultValue: 0,
    accepted: .closed(0, longestTime))
  /// `render --until`: the last time of a filmstrip or an animation.
  package static let filmstripEnd = NumericSetting(
    name: "until", summary: "last time of --filmstrip or --animate", unit: "s", defaultValue: 1,
    accepted: .positive(atMost: longestTime))
  /// `render --pause`: how long an animation holds its landed frame before it loops.
  package static let animationPause = NumericSetting(
    name: "pause", summary: "how long --animate holds the landed frame before it loops", unit: "s",
    defaultValue: ControlAnimation.defaultPause, accepted: .closed(0, ControlAnimation.maximumPause))
  /// `render --zoom`: the SVG's display scale.
  package static let zoom = NumericSetting(
    name: "zoom", summary: "display scale of the SVG: its width and height times Z (the drawing stays in pt)",
    unit: "dimensionless", defaultValue: 1, accepted: .closed(0.25, 8))
  /// `simulate spring --duration`.
  package static let springDuration = NumericSetting(
    name: "duration", summary: "how long to simulate", unit: "s", defaultValue: 2,
    accepted: .positive(atMost: longestTime))
  /// `check swiftui-spring --spring-duration`: SwiftUI's perceptual duration.
  package static let plainSpringDuration = NumericSetting(
    name: "springDuration", summary: "Spring(duration:bounce:)'s perceptual duration (the SwiftUI default)",
    unit: "s", defaultValue: 0.5, accepted: .positive(atMost: 60))
  /// `check swiftui-spring --spring-bounce`: SwiftUI's bounce.
  package static let plainSpringBounce = NumericSetting(
    name: "springBounce",
    summary: "Spring(duration:bounce:)'s bounce: 0 critically damped, 1 undamped, < 0 overdamped (the SwiftUI default)",
    unit: "dimensionless", defaultValue: 0,
    accepted: SettingInterval(lower: .init(-1, isIncluded: false), upper: .init(1, isIncluded: true)))
  /// `compare --duration`.
  package static let comparedDuration = NumericSetting(
    name: "duration", summary: "simulated time", unit: "s", defaultValue: 3, accepted: .positive(atMost: 600))

  /// `sweep --velocity`: flick speeds (the release velocity's length; its heading is `--angle`), 0 for a tap.
  package static let flickSpeed = NumericSetting(
    name: "velocity", summary: "flick release speeds, each flicked at every --angle heading (0 means a tap)",
    unit: "pt/s", defaultValue: 0,
    accepted: .nonNegative)
  /// `sweep --angle`: flick headings.
  package static let flickHeading = NumericSetting(
    name: "angle", summary: "flick headings from +x (90 = down the screen)", unit: "degrees", defaultValue: 0,
    accepted: .closed(-360, 360))
  /// `sweep --end-offset`: where the gesture ends.
  package static let endOffset = NumericSetting(
    name: "endOffset",
    summary: "end points as a signed fraction of the half side along the axle normal "
      + "(> 0 top half, 0 on the axle)", unit: "dimensionless", defaultValue: 0, accepted: .closed(-1, 1))

  /// `fit spin --overshoot`: the landing's largest swing past the face.
  package static let spinOvershoot = NumericSetting(
    name: "overshoot", summary: "largest swing past the face at the landing", unit: "degrees", defaultValue: 3,
    accepted: .nonNegative)
  /// `fit spring --overshoot`: the spring's largest overshoot, in percent of the step.
  package static let springOvershoot = NumericSetting(
    name: "overshoot", summary: "largest overshoot past the target, in percent of the step", unit: "%",
    defaultValue: 3, accepted: .nonNegative)
  /// `fit --rest-tolerance`.
  package static let restTolerance = NumericSetting(
    name: "restTolerance", summary: "allowed |rest − D| in percent of D", unit: "%", defaultValue: 2,
    accepted: .positive(atMost: 100))
  /// `fit --max-turns`.
  package static let maximumTurns = NumericSetting(
    name: "maxTurns", summary: "most full turns for the flick", unit: "turns", defaultValue: 4,
    accepted: .positive)
  /// `fit --flick`.
  package static let fittedFlick = NumericSetting(
    name: "flick", summary: "the flick's speed", unit: "pt/s", defaultValue: 1000, accepted: .positive)
  /// `fit spring --settle`.
  package static let settlingTime = NumericSetting(
    name: "settle", summary: "wanted settling time (1 % band)", unit: "s", defaultValue: 0.5, accepted: .positive)
  /// `fit spin --settle`: no default (the landing's response is then not fitted); the value is the
  /// settling time's.
  package static let landingTime = NumericSetting(
    name: "settle", summary: "wanted landing time, from arrival within 0.5° to rest", unit: "s",
    defaultValue: settlingTime.defaultValue, accepted: .positive)

  /// The spin integrators.
  package static let spinIntegrator = names(
    "integrator", "integrator", SpinIntegrator.allCases.map { ($0.rawValue, $0) }, default: .closedForm)
  /// The spring integrators.
  package static let springIntegrator = names(
    "integrator", "integrator", SpringIntegrator.allCases.map { ($0.rawValue, $0) }, default: .closedForm)
  /// `compare --integrator`: every integrator but the closed form, of either system.
  package static let comparedIntegrator = names(
    "integrator", "integrators, comma-separated",
    (SpringIntegrator.allCases.map(\.rawValue) + SpinIntegrator.allCases.map(\.rawValue)).reduce(into: [String]()) {
      if $1 != "closed-form", !$0.contains($1) { $0.append($1) }
    }.map { ($0, $0) })
  /// `compare --system`: whether the spin (true) or the spring (false) is integrated.
  package static let comparedSystem = names("system", "what to integrate", [("spring", false), ("spin", true)])
  /// `compare --format`: CSV (true) or a table (false).
  package static let comparisonFormat = names("format", "output format", [("table", false), ("csv", true)])
  /// Every tool setting with a number, in this order.
  package static let all: [SettingDefinition] = [
    outputRate, analysisRate, spinStep, springStep, lastSampleTime, interruptionTime, drawingTime, filmstripEnd,
    animationPause, zoom, springDuration, plainSpringDuration, plainSpringBounce, comparedDuration, flickSpeed,
    flickHeading, endOffset, spinOvershoot,
    springOvershoot, restTolerance, maximumTurns, fittedFlick, settlingTime, landingTime,
  ].map { .number($0) }

  private static func names<Value>(
    _ name: String, _ summary: String, _ table: [(String, Value)], default value: Value? = nil
  )
    -> ChoiceSetting<Value>
  {
    let choices = table.map { ChoiceSetting<Value>.Choice($0.0, $0.1) }
    return ChoiceSetting(name: name, summary: summary, choices: choices, defaultValue: value ?? table[0].1)
  }
}
