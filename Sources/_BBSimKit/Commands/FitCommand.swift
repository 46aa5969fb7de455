import ArgumentParser
import ButterflyPhysics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

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
      ratio). GSL's Nelder–Mead simplex stops at size 1e-6 (in the \
      parameters' units) or gives up after 2000 iterations, which exits 1 with one line on stderr. Prints \
      the parameters, the metrics they achieve and "targets met" (exit 0) or "targets not met" (exit 1).
      """
  )

  @Argument(help: "What to fit: spin|spring.")
  var target: String = "spin"
  @Option(
    parsing: .unconditional,
    help: "Largest overshoot: degrees for spin, percent of the step for spring; finite ≥ 0. Default 3.")
  var overshoot: String = "3"
  @Option(
    name: .customLong("rest-tolerance"), parsing: .unconditional,
    help: "Spin: allowed |rest − D| in percent of D, finite in (0, 100]. Default 2.")
  var restTolerance: String = "2"
  @Option(
    name: .customLong("max-turns"), parsing: .unconditional,
    help: "Spin: most full turns for the flick, finite > 0. Default 4.")
  var maxTurns: String = "4"
  @Option(parsing: .unconditional, help: "Spin: the flick's speed in pt/s, finite > 0. Default 1000.")
  var flick: String = "1000"
  @Option(parsing: .unconditional, help: "Spin: deceleration duration D in s, finite > 0. Default 2.")
  var duration: String = "2"
  @Option(parsing: .unconditional, help: "Spring: wanted settling time in s (1 % band), finite > 0. Default 0.5.")
  var settle: String = "0.5"

  /// Creates the command (ArgumentParser needs this).
  public init() {}

  /// Runs the fit.
  public func run() throws {
    let isSpring = try NameParsing.choice(target, option: "target", from: [("spin", false), ("spring", true)])
    let overshootLimit = try NumberParsing.number(
      overshoot, option: "--overshoot", unit: "degrees or %", bound: .nonNegative)
    if isSpring {
      let settleTime = try NumberParsing.number(settle, option: "--settle", unit: "s", bound: .positive)
      let objective = SpringFitObjective(settle: settleTime, overshootPercent: overshootLimit)
      let fit = try FitMinimizer.nelderMead(
        start: objective.startingPoint, stepSizes: [settleTime / 20, 0.05], objective: objective.value)
      let spring = objective.spring(fit.point)
      print(
        "spring: response \(NumberFormat.short(spring.response)) s, damping ratio \(NumberFormat.short(spring.dampingRatio)), "
          + "k \(NumberFormat.short(spring.stiffness)), c \(NumberFormat.short(spring.damping)) (mass 1)")
      print("  " + objective.report(spring))
      print(
        "SwiftUI: Spring(duration: \(NumberFormat.fixed(spring.duration, "%.4f")), bounce: \(NumberFormat.fixed(spring.bounce, "%.4f")))"
      )
      print("objective \(NumberFormat.short(fit.value)) after \(fit.iterations) iterations")
      try Self.verdict(objective.meetsTargets(spring))
    } else {
      let objective = SpinFitObjective(
        duration: try NumberParsing.number(duration, option: "--duration", unit: "s", bound: .positive),
        flickSpeed: try NumberParsing.number(flick, option: "--flick", unit: "pt/s", bound: .positive),
        overshootDegrees: overshootLimit,
        restTolerance: try NumberParsing.number(
          restTolerance, option: "--rest-tolerance", unit: "%", bound: .positiveAtMost(100)) / 100,
        maximumTurns: try NumberParsing.number(maxTurns, option: "--max-turns", unit: "turns", bound: .positive))
      let standard = SpinTuning.standard
      let fit = try FitMinimizer.nelderMead(
        start: [standard.tapAngularSpeed, standard.preferredShape], stepSizes: [2, 1], objective: objective.value)
      let tuning = objective.tuning(fit.point)
      print(
        "tuning: tap_speed \(NumberFormat.short(tuning.tapAngularSpeed)) rad/s, shape \(NumberFormat.short(tuning.preferredShape))"
      )
      for line in objective.report(tuning) { print("  " + line) }
      print("objective \(NumberFormat.short(fit.value)) after \(fit.iterations) iterations")
      try Self.verdict(objective.misses(tuning) == 0)
    }
  }

  /// Prints whether every target was met; throws ``FailureExit`` (exit 1) when not.
  static func verdict(_ met: Bool) throws(FailureExit) {
    print(met ? "targets met" : "targets not met: the best point found misses at least one target")
    if !met { throw FailureExit() }
  }
}
