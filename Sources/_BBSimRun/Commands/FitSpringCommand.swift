import ArgumentParser
import ButterflyPhysics
import ButterflyRender
import _BBSimOptions
import _BBSimSupport
import _ButterflyShims

/// `bbsim fit spring`: the response and damping ratio that settle in `--settle` s within `--overshoot` %.
package struct FitSpringCommand: ParsableCommand {
  /// The command's name and help.
  package static let configuration = CommandConfiguration(
    commandName: "spring",
    abstract: "Find the spring that settles in --settle s with at most --overshoot % overshoot.",
    discussion: """
      Finds the response and damping ratio whose settling time (1 % band) is --settle s with at most \
      --overshoot % overshoot, and prints the SwiftUI Spring(duration:bounce:) equivalent; of the springs \
      that meet both, it picks the bounciest: the one whose closed-form overshoot is 99.9 % of --overshoot \
      (damping ratio 1, bounce 0, for --overshoot 0; at most bounce 0.95). To make the minimum unique the \
      objective adds a 1e-3-weighted pull towards that damping ratio.
      """
  )

  @Option(.springOvershoot) var overshoot: Double
  @Option(.settle) var settle: Double

  /// Creates the command (ArgumentParser needs this).
  package init() {}

  /// Runs the fit and prints what it found.
  package func run() throws {
    let (lines, met) = try fitSpring()
    try FitCommand.report(lines, met: met, toStandardError: false)
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

}
