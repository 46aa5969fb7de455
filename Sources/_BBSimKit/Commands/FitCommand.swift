import ArgumentParser
import ButterflyPhysics
import ButterflyRender
import _ButterflyShims

/// `bbsim fit`: planner or spring parameters that meet targets, found with GSL's Nelder–Mead.
public struct FitCommand: ParsableCommand {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "fit",
    abstract: "Find spin tuning or spring parameters that meet targets (GSL Nelder–Mead).",
    discussion: """
      spin: tunes tap speed (rad/s) and preferred shape so that, for a tap and a flick of --flick pt/s on a \
      60 pt control with D = --duration, the rest time is within ±--rest-tolerance % of D, the overshoot at \
      most --overshoot degrees and the flick turns at most --max-turns full turns. spring: finds the \
      response and damping ratio whose settling time (1 % band) is --settle s with at most --overshoot % \
      overshoot, and prints the SwiftUI Spring(duration:bounce:) equivalent; of the springs that meet both, \
      it picks the bounciest: the one whose closed-form overshoot is 99.9 % of --overshoot (damping ratio \
      1, bounce 0, for --overshoot 0; at most bounce 0.95). The objective is the sum of squared relative \
      misses (0 when every target is met; to make the minimum unique, the spin fit adds a 1e-6-weighted \
      pull towards the standard tuning and the spring fit a 1e-3-weighted pull towards that damping \
      ratio). GSL's Nelder–Mead simplex stops at size \(FitMinimizer.tolerance) (in the \
      parameters' units) or gives up after \(FitMinimizer.maximumIterations) iterations, which exits 65 \
      with one line on stderr naming the fit and its targets. Prints the parameters, the metrics they \
      achieve and "targets met" (exit 0) or "targets not met" (exit 1).
      """
  )

  @Argument(.fitTarget) var target: Bool
  @Option(.overshoot) var overshoot: Double
  @Option(.restTolerance) var restTolerance: Double
  @Option(.maximumTurns) var maxTurns: Double
  @Option(.fittedFlick) var flick: Double
  @Option(.duration) var duration: Double
  @Option(.settle) var settle: Double

  /// Creates the command (ArgumentParser needs this).
  public init() {}

  /// Runs the fit and prints what it found.
  public func run() throws {
    let (lines, met) = try target ? fitSpring() : fitSpin()
    let verdict = met ? "targets met" : "targets not met: the best point found misses at least one target"
    try StandardStreams.write(lines: lines + [verdict])
    if !met { throw FailureExit() }
  }

  /// Fits a spring; returns the report's lines and whether every target is met.
  /// - Throws: ``UsageError`` naming `--settle` when no spring the fit considers settles in that time.
  func fitSpring() throws -> (lines: [String], met: Bool) {
    let objective = SpringFitObjective(settle: settle, overshootPercent: overshoot)
    let reachable = objective.reachableSettle
    guard reachable.contains(settle) else {
      throw UsageError(
        option: "--settle",
        "\(NumberFormat.significant(6).text(settle)) s cannot be reached by a spring with a response from "
          + "\(NumberFormat.significant(6).text(SpringFitObjective.minimumResponse)) s to "
          + "\(NumberFormat.significant(6).text(SpringFitObjective.maximumResponse)) s at --overshoot "
          + "\(NumberFormat.significant(6).text(overshoot)) %; expected seconds in \(NumberFormat.significant(6).text(reachable.lowerBound))…"
          + "\(NumberFormat.significant(6).text(reachable.upperBound))")
    }
    let subject =
      "the spring to --settle \(NumberFormat.significant(6).text(settle)) s, --overshoot \(NumberFormat.significant(6).text(overshoot)) %"
    let fit = try FitMinimizer.nelderMead(
      subject, start: objective.startingPoint, stepSizes: [settle / 20, 0.05], objective: objective.value)
    let spring = objective.spring(fit.point)
    let lines = [
      "spring: response \(NumberFormat.significant(6).text(spring.response)) s, damping ratio "
        + "\(NumberFormat.significant(6).text(spring.dampingRatio)), k \(NumberFormat.significant(6).text(spring.stiffness)), "
        + "c \(NumberFormat.significant(6).text(spring.damping)) (mass 1)",
      "  " + objective.report(spring),
      "SwiftUI: Spring(duration: \(NumberFormat.fixedPoint(4).text(spring.duration)), "
        + "bounce: \(NumberFormat.fixedPoint(4).text(spring.bounce)))",
      "objective \(NumberFormat.significant(6).text(fit.value)) after \(fit.iterations) iterations",
    ]
    return (lines, objective.meetsTargets(spring))
  }

  /// Fits the spin tuning; returns the report's lines and whether every target is met. Notes a
  /// `--duration` the planner clamps, as every command does.
  func fitSpin() throws -> (lines: [String], met: Bool) {
    Diagnostics.notes(SpinPlanner(decelerationDuration: duration).adjustments)
    let objective = SpinFitObjective(
      duration: duration, flickSpeed: flick, overshootDegrees: overshoot,
      restTolerance: restTolerance / 100, maximumTurns: maxTurns)
    let standard = SpinTuning.standard
    let subject =
      "the spin tuning to --duration \(NumberFormat.significant(6).text(duration)) s, --flick \(NumberFormat.significant(6).text(flick)) "
      + "pt/s, --overshoot \(NumberFormat.significant(6).text(overshoot))°, --rest-tolerance "
      + "\(NumberFormat.significant(6).text(restTolerance)) %, --max-turns \(NumberFormat.significant(6).text(maxTurns))"
    let fit = try FitMinimizer.nelderMead(
      subject, start: [standard.tapAngularSpeed, standard.preferredShape], stepSizes: [2, 1],
      objective: objective.value)
    let tuning = objective.tuning(fit.point)
    let lines =
      [
        "tuning: tap_speed \(NumberFormat.significant(6).text(tuning.tapAngularSpeed)) rad/s, shape "
          + "\(NumberFormat.significant(6).text(tuning.preferredShape))"
      ] + objective.report(tuning).map { "  " + $0 }
      + ["objective \(NumberFormat.significant(6).text(fit.value)) after \(fit.iterations) iterations"]
    return (lines, objective.misses(tuning) == 0)
  }
}
