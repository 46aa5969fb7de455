import ArgumentParser
import ButterflyPhysics
import ButterflyRender
import _BBSimOptions
import _BBSimSupport

/// `bbsim check swiftui-spring`: what a plain SwiftUI spring would do from the same gesture, against
/// the spin contract clause by clause; exit 0 when every clause holds, 1 otherwise (as `check`).
package struct CheckSpringCommand: ParsableCommand {
  /// The command's name and help.
  package static let configuration = CommandConfiguration(
    commandName: "swiftui-spring",
    abstract:
      "Check a plain SwiftUI spring from the same gesture against the spin contract, clause by clause; exit 0 "
      + "if every clause holds, 1 otherwise.",
    discussion: """
      The spring animates the angle from the start to the opposite face (half a turn) as \
      .interpolatingSpring(Spring(duration:bounce:), initialVelocity: ω₀/π) does, with ω₀ the speed the \
      spin planner takes from the gesture (--velocity, --end, --tap-speed, --side, --axle; clamped as \
      the spin clamps it) and SwiftUI's initialVelocity relative to the animated change. \
      --spring-duration/--spring-bounce give Spring(duration:bounce:) (SwiftUI's defaults 0.5 s and 0), \
      --stiffness/--damping/--mass give interpolatingSpring(mass:stiffness:damping:) instead. Prints the \
      spring, one PASS/FAIL row per clause with the numbers that decide it, and a verdict that also \
      says how the spin does from the same gesture. Example: bbsim check swiftui-spring --duration 2 \
      --velocity 0,1000
      """
  )

  /// `bbsim check`, which takes `--tuning` (also when written after `swiftui-spring`).
  @ParentCommand var check: CheckCommand
  @OptionGroup var spin: SpinScenarioOptions
  @Option(.plainSpringDuration) var springDuration: Double?
  @Option(.plainSpringBounce) var springBounce: Double?
  @Option(.stiffness) var stiffness: Double?
  @Option(.damping) var damping: Double?
  @Option(.mass) var mass: Double?
  @Option(.analysisRate) var rate: Double

  /// Creates the command (ArgumentParser needs this).
  package init() {}

  /// Refuses interruptions, a mix of the two spring forms, a spring SwiftUI's model cannot run and
  /// more samples than a run may take.
  package func validate() throws {
    try UsageError.validating { () throws(UsageError) in
      try tuningFile?.refuse(alongside: spin.tuningOptionsGiven)
      if spin.interrupt != nil {
        throw UsageError(
          option: "--interrupt", "a SwiftUI spring animation here is one activation; expected no --interrupt")
      }
      let springForm = springDuration != nil || springBounce != nil
      if springForm,
        let given = [("--stiffness", stiffness), ("--damping", damping), ("--mass", mass)]
          .first(where: { $0.1 != nil })
      {
        throw UsageError(
          option: given.0,
          "cannot be combined with --spring-duration/--spring-bounce; expected either Spring(duration:bounce:) "
            + "or interpolatingSpring(mass:stiffness:damping:) options")
      }
      if stiffness == nil, let given = [("--damping", damping), ("--mass", mass)].first(where: { $0.1 != nil }) {
        throw UsageError(option: given.0, "needs --stiffness; expected --stiffness with --damping and --mass")
      }
      if plainSpring(initialSpeed: 0, direction: .topToBottom) == nil { throw unusableSpring }
      let horizon = SpinRun.analysisSpan(forDuration: scenario.planner.decelerationDuration)
      try WorkLimits.checkSamples(horizon: horizon, rate: rate, rateOption: "--rate", horizonOption: "--duration")
    }
  }

  /// Plans the spin, builds the spring from the same gesture, prints the clause table.
  package func run() throws {
    let scenario = self.scenario
    let planner = scenario.planner
    let trajectory = scenario.trajectory(with: planner)
    Diagnostics.notes(scenario.adjustments(planner: planner, trajectory: trajectory))
    let segment = trajectory.firstSegment
    guard let plain = plainSpring(initialSpeed: segment.initialSpeed, direction: segment.direction) else {
      throw unusableSpring
    }
    let duration = planner.decelerationDuration
    let until = SpinRun.analysisSpan(forDuration: duration)
    let analysis = PlainSpringAnalysis(spin: plain, decelerationDuration: duration, until: until, rate: rate)
    let spinRun = try scenario.run(rate: rate)
    let gesture =
      scenario.gesture.velocity.map {
        "flick of \(NumberFormat.significant(6).text($0.x)),\(NumberFormat.significant(6).text($0.y)) pt/s"
      } ?? "tap"
    let report = PlainSpringReport(
      spin: plain, analysis: analysis, duration: duration, until: until, gesture: gesture,
      spinAnalysis: spinRun.analysis)
    try StandardStreams.write(lines: report.lines)
    if !analysis.passed { throw FailureExit(status: 1) }
  }

  /// `--tuning`, which ArgumentParser gives to `check` when both commands take it.
  var tuningFile: TuningFile? { spin.tuning ?? check.tuning }

  /// The spin the options describe, with the tuning file's feel.
  var scenario: SpinScenario { spin.scenario(tuning: tuningFile) }

  /// Why `interpolatingSpring(mass:stiffness:damping:)` cannot be run, naming the option to change:
  /// ``DampedSpring``'s rates `k/m` (a normal number, at most 1e200) and `c/m` (at most 2e100).
  var unusableSpring: UsageError {
    let mass = mass ?? SpringSettings.mass.defaultValue
    let stiffness = stiffness ?? 0
    let rate = stiffness / mass
    let text = NumberFormat.significant(6).text
    if !rate.isNormal {
      return UsageError(
        option: "--stiffness",
        "k/m = \(text(stiffness))/\(text(mass)) is below the smallest normal number (\(text(Double.leastNormalMagnitude))); "
          + "expected a larger --stiffness or a smaller --mass")
    }
    if rate > 1e200 {
      return UsageError(option: "--stiffness", "k/m is \(text(rate)); expected at most 1e200")
    }
    let damping = damping ?? 2 * (mass * stiffness).squareRoot()
    return UsageError(
      option: "--damping",
      "c/m is \(text(damping / mass)) with k/m \(text(rate)); expected c/m at most 2e100 and c² − 4mk representable")
  }

  /// The spring the options describe, released at `initialSpeed` in `direction`.
  func plainSpring(initialSpeed: Double, direction: SpinDirection) -> PlainSpringSpin? {
    guard let stiffness else {
      return PlainSpringSpin(
        duration: springDuration ?? ToolSettings.plainSpringDuration.defaultValue,
        bounce: springBounce ?? ToolSettings.plainSpringBounce.defaultValue,
        initialSpeed: initialSpeed, direction: direction)
    }
    let mass = mass ?? SpringSettings.mass.defaultValue
    return PlainSpringSpin(
      mass: mass, stiffness: stiffness, damping: damping ?? 2 * (mass * stiffness).squareRoot(),
      initialSpeed: initialSpeed, direction: direction)
  }
}
