import ArgumentParser
import ButterflyPhysics
import ButterflyRender
import _BBSimOptions
import _BBSimSupport
import _ButterflyShims

/// `bbsim fit spin`: the tap speed, shape, landing bounce and response that meet the spin's targets.
package struct FitSpinCommand: ParsableCommand {
  /// The command's name and help.
  package static let configuration = CommandConfiguration(
    commandName: "spin",
    abstract: "Find the spin tuning (tap speed, shape, landing bounce and response) that meets targets.",
    discussion: """
      Tunes tap speed (rad/s), preferred shape, landing bounce and landing response (s) so that, for a \
      tap and a flick of --flick pt/s on a 60 pt control with D = --duration, the rest time is within \
      ±--rest-tolerance % of D, the overshoot at most --overshoot degrees, the flick turns at most \
      --max-turns full turns and, with --settle, the landing (arrival within 0.5° to rest) lasts --settle s \
      (within 1 %). The planner brakes so the spin rests at D whatever the spring, and the landing's first \
      swing is bounce × 6° whatever its response: so the overshoot decides the bounce (the fit aims at the \
      bounciest landing within --overshoot, 99.9 % of it, at most bounce 0.9) and only --settle decides the \
      response; without --settle the response stays at the standard one, and the report says so. To make \
      the minimum unique the objective adds 1e-6-weighted pulls towards the standard tuning and a \
      1e-3-weighted pull of the overshoot towards its aim. Prints the tuning as a Swift line to paste \
      (.butterflySpinTuning(SpinTuning(…)), as sweep does); --tuning-out writes it as the SpinTuning JSON \
      every host and --tuning read.
      """
  )

  @Option(.spinOvershoot) var overshoot: Double
  @Option(.restTolerance) var restTolerance: Double
  @Option(.maximumTurns) var maxTurns: Double
  @Option(.fittedFlick) var flick: Double
  @Option(.duration) var duration: Double
  @Option(.landingSettle) var settle: Double?
  @Option(
    .tuningOut(
      """
      Where the fitted tuning goes as JSON (the SpinTuning form every host and --tuning read), or - for \
      stdout (the report then goes to stderr); written even when a target is missed. Default: none.
      """))
  var tuningOut: OutputPath?

  /// Creates the command (ArgumentParser needs this).
  package init() {}

  /// Runs the fit and prints what it found; `--tuning-out` is renamed into place after the report is
  /// written, so a report that cannot be written leaves no tuning file behind.
  package func run() throws {
    let (lines, met, tuning) = try fitSpin()
    let sink = try tuningOut?.open()
    do {
      try sink?.write(try TuningFile.bytes(tuning))
      try FitCommand.report(lines, met: met, toStandardError: sink?.isStandardOutput == true)
      try OutputSink.commitAll(sink.map { [$0] } ?? [])
    } catch {
      sink?.discard()
      throw error
    }
    if !met { throw FailureExit() }
  }

  /// Fits the spin tuning in two stages (``SpinFitObjective``); returns the report's lines, whether
  /// every target is met and the tuning. Notes a `--duration` the planner clamps, as every command does,
  /// and an `--overshoot` beyond the bounciest landing's swing (``SpinFitObjective/overshootNote``).
  /// With an `--overshoot` at or beyond the widest swing (5.4°, which bounce 0.9 only just reaches), a
  /// fit that misses a target is tried again aiming 10 % lower (``SpinFitObjective/loweredAim()``), up
  /// to ``SpinFitObjective/aimRetries`` times, so a looser `--overshoot` never fails where a tighter one
  /// fits; below it the first fit's verdict stands (an unreachable target fails at once).
  func fitSpin() throws -> (lines: [String], met: Bool, tuning: SpinTuning) {
    Diagnostics.notes(SpinPlanner(decelerationDuration: duration).adjustments)
    var objective = SpinFitObjective(
      duration: duration, flickSpeed: flick, overshootDegrees: overshoot,
      restTolerance: restTolerance / 100, maximumTurns: maxTurns, settle: settle)
    Diagnostics.notes(objective.overshootNote.map { [$0] } ?? [])
    var fit = try fitSpin(objective)
    for _ in 0..<SpinFitObjective.aimRetries
    where !fit.met && overshoot >= SpinFitObjective.widestSwingDegrees * (1 - 1e-9) {
      objective = objective.loweredAim()
      fit = try fitSpin(objective)
    }
    return fit
  }

  /// One fit of the spin tuning to `objective`.
  func fitSpin(_ objective: SpinFitObjective) throws -> (lines: [String], met: Bool, tuning: SpinTuning) {
    let subject =
      "the spin tuning to --duration \(NumberFormat.significant(6).text(duration)) s, --flick \(NumberFormat.significant(6).text(flick)) "
      + "pt/s, --overshoot \(NumberFormat.significant(6).text(overshoot))°, --rest-tolerance "
      + "\(NumberFormat.significant(6).text(restTolerance)) %, --max-turns \(NumberFormat.significant(6).text(maxTurns))"
      + (settle.map { ", --settle \(NumberFormat.significant(6).text($0)) s" } ?? "")
    let withoutSettle = objective.withoutSettle
    var iterations = 0
    // A simplex that does not shrink keeps the tuning it started from, in every stage: a looser target
    // never fails, and the verdict below judges whatever the fit ends with.
    let (tuning, steps) = try objective.fitted { (held) throws(FitMinimizer.Failure) in
      do throws(FitMinimizer.Failure) {
        let fit = try FitMinimizer.nelderMead(
          subject, start: SpinFitObjective.point(held), stepSizes: SpinFitObjective.stepSizes,
          objective: { withoutSettle.value(SpinFitObjective.with(held, point: $0)) })
        iterations += fit.iterations
        return SpinFitObjective.with(held, point: fit.point)
      } catch  where error.error == .maxIterations {
        iterations += FitMinimizer.maximumIterations
        return held
      }
    }
    let lines =
      [
        "tuning: tap_speed \(NumberFormat.significant(6).text(tuning.tapAngularSpeed)) rad/s, shape "
          + "\(NumberFormat.significant(6).text(tuning.preferredShape)), bounce \(NumberFormat.significant(6).text(tuning.landingBounce)), "
          + "response \(NumberFormat.significant(6).text(tuning.landingResponse)) s"
      ] + objective.report(tuning).map { "  " + $0 }
      + [
        "  paste: " + TuningFile.swiftLine(tuning),
        "objective \(NumberFormat.significant(6).text(objective.value(tuning))) after \(iterations) iterations and "
          + "\(steps) landing steps",
      ]
    return (lines, objective.meetsTargets(tuning), tuning)
  }
}
