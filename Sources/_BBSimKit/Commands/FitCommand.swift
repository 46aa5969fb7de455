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
      spin: tunes tap speed (rad/s), preferred shape, landing bounce and landing response (s) so that, for a \
      tap and a flick of --flick pt/s on a 60 pt control with D = --duration, the rest time is within \
      ±--rest-tolerance % of D, the overshoot at most --overshoot degrees, the flick turns at most \
      --max-turns full turns and, with --settle, the landing (arrival within 0.5° to rest) lasts --settle s \
      (within 1 %). The planner brakes so the spin rests at D whatever the spring, and the landing's first \
      swing is bounce × 6° whatever its response: so the overshoot decides the bounce (the fit aims at the \
      bounciest landing within --overshoot, 99.9 % of it, at most bounce 0.9) and only --settle decides the \
      response; without --settle the response stays at the standard one, and the report says so. Prints \
      the tuning as a Swift line to paste (.butterflySpinTuning(SpinTuning(…)), as sweep does); \
      --tuning-out writes it as the SpinTuning JSON every host and --tuning read. spring: finds the \
      response and damping ratio whose settling time (1 % band) is --settle s with at most --overshoot % \
      overshoot, and prints the SwiftUI Spring(duration:bounce:) equivalent; of the springs that meet both, \
      it picks the bounciest: the one whose closed-form overshoot is 99.9 % of --overshoot (damping ratio \
      1, bounce 0, for --overshoot 0; at most bounce 0.95). The objective is the sum of squared relative \
      misses (0 when every target is met; to make the minimum unique, the spin fit adds 1e-6-weighted \
      pulls towards the standard tuning and a 1e-3-weighted pull of the overshoot towards its aim, the \
      spring fit a 1e-3-weighted pull towards that damping ratio). GSL's Nelder–Mead simplex stops at size \
      \(FitMinimizer.tolerance) (in the parameters' units) or gives up after \
      \(FitMinimizer.maximumIterations) iterations, which exits 65 with one line on stderr naming the fit \
      and its targets. Prints the parameters, the metrics they achieve and "targets met" (exit 0) or \
      "targets not met" (exit 1).
      """
  )

  @Argument(.fitTarget) var target: Bool
  @Option(.overshoot) var overshoot: Double
  @Option(.restTolerance) var restTolerance: Double
  @Option(.maximumTurns) var maxTurns: Double
  @Option(.fittedFlick) var flick: Double
  @Option(.duration) var duration: Double
  @Option(.settle) var settle: Double?
  @Option(
    .tuningOut(
      """
      fit spin: where the fitted tuning goes as JSON (the SpinTuning form every host and --tuning read), or \
      - for stdout (the report then goes to stderr); written even when a target is missed. Default: none.
      """))
  var tuningOut: OutputPath?

  /// Creates the command (ArgumentParser needs this).
  public init() {}

  /// Refuses `--tuning-out` for the spring fit, which has no tuning.
  public func validate() throws {
    try UsageError.validating { () throws(UsageError) in
      if target, tuningOut != nil {
        throw UsageError(option: "--tuning-out", "fit spring has no spin tuning; expected it with fit spin only")
      }
    }
  }

  /// Runs the fit and prints what it found; `--tuning-out` is renamed into place after the report is
  /// written, so a report that cannot be written leaves no tuning file behind.
  public func run() throws {
    if target {
      let (lines, met) = try fitSpring()
      try report(lines, met: met, toStandardError: false)
      if !met { throw FailureExit() }
      return
    }
    let (lines, met, tuning) = try fitSpin()
    let sink = try tuningOut?.open()
    do {
      try sink?.write(try TuningFile.bytes(tuning))
      try report(lines, met: met, toStandardError: sink?.isStandardOutput == true)
      try OutputSink.commitAll(sink.map { [$0] } ?? [])
    } catch {
      sink?.discard()
      throw error
    }
    if !met { throw FailureExit() }
  }

  /// Prints the report and its verdict, on stderr when stdout holds the tuning.
  func report(_ lines: [String], met: Bool, toStandardError: Bool) throws {
    let verdict = met ? "targets met" : "targets not met: the best point found misses at least one target"
    if toStandardError {
      Diagnostics.line((lines + [verdict]).joined(separator: "\n"))
    } else {
      try StandardStreams.write(lines: lines + [verdict])
    }
  }

  /// Fits a spring; returns the report's lines and whether every target is met.
  /// - Throws: ``UsageError`` naming `--settle` when no spring the fit considers settles in that time.
  func fitSpring() throws -> (lines: [String], met: Bool) {
    let settle = settle ?? ToolSettings.settlingTime.defaultValue
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

  /// Fits the spin tuning in two stages (``SpinFitObjective``); returns the report's lines, whether
  /// every target is met and the tuning. Notes a `--duration` the planner clamps, as every command does.
  func fitSpin() throws -> (lines: [String], met: Bool, tuning: SpinTuning) {
    Diagnostics.notes(SpinPlanner(decelerationDuration: duration).adjustments)
    let objective = SpinFitObjective(
      duration: duration, flickSpeed: flick, overshootDegrees: overshoot,
      restTolerance: restTolerance / 100, maximumTurns: maxTurns, settle: settle)
    let subject =
      "the spin tuning to --duration \(NumberFormat.significant(6).text(duration)) s, --flick \(NumberFormat.significant(6).text(flick)) "
      + "pt/s, --overshoot \(NumberFormat.significant(6).text(overshoot))°, --rest-tolerance "
      + "\(NumberFormat.significant(6).text(restTolerance)) %, --max-turns \(NumberFormat.significant(6).text(maxTurns))"
      + (settle.map { ", --settle \(NumberFormat.significant(6).text($0)) s" } ?? "")
    var withoutSettle = objective
    withoutSettle.settle = nil
    var tuning = objective.start
    var iterations = 0
    var steps = 0
    // The simplex, then the landing and the simplex again, twice: the spring the landing stage picks
    // moves the flick's reach, which the next simplex meets.
    func simplex(_ held: SpinTuning) throws -> SpinTuning {
      let fit = try FitMinimizer.nelderMead(
        subject, start: SpinFitObjective.point(held), stepSizes: SpinFitObjective.stepSizes,
        objective: { withoutSettle.value(SpinFitObjective.with(held, point: $0)) })
      iterations += fit.iterations
      return SpinFitObjective.with(held, point: fit.point)
    }
    tuning = try simplex(tuning)
    for _ in 0..<SpinFitObjective.rounds {
      let landing = objective.fittingLanding(tuning)
      steps += landing.steps
      // A refinement that does not converge keeps the landing stage's tuning; the verdict below judges
      // whatever the fit ends with.
      do {
        tuning = try simplex(landing.tuning)
      } catch let failure as FitMinimizer.Failure where failure.error == .maxIterations {
        tuning = landing.tuning
        iterations += FitMinimizer.maximumIterations
      }
    }
    let lines =
      [
        "tuning: tap_speed \(NumberFormat.significant(6).text(tuning.tapAngularSpeed)) rad/s, shape "
          + "\(NumberFormat.significant(6).text(tuning.preferredShape)), bounce \(NumberFormat.significant(6).text(tuning.landingBounce)), "
          + "response \(NumberFormat.significant(6).text(tuning.landingResponse)) s"
      ] + objective.report(tuning).map { "  " + $0 }
      + [
        "  paste: " + SweepSummary.swiftLine(tuning),
        "objective \(NumberFormat.significant(6).text(objective.value(tuning))) after \(iterations) iterations and "
          + "\(steps) landing steps",
      ]
    return (lines, objective.meetsTargets(tuning), tuning)
  }
}
