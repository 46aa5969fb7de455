import ArgumentParser
import ButterflyPhysics

/// `bbsim compare`: accuracy and cost of each integrator and step against the closed form.
public struct CompareCommand: ParsableCommand {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "compare",
    abstract:
      "Integrator accuracy and cost against the closed form: max error, observed order, evaluations, wall time.",
    discussion: """
      For each integrator and step, integrates the system and reports the largest error against the \
      closed form at multiples of the largest step (so no step is shortened to hit a sample time when \
      the steps divide each other) (x in pt for the spring, θ in rad for the spin), the observed order \
      log(e₁/e₂)/log(h₁/h₂) against the previous (larger) step, right-hand-side evaluations and wall \
      time. The spring is SwiftUI's Spring(duration: 0.5, bounce: 0.3) stepping from 0 to 1; the spin \
      is a 900 pt/s flick on a 60 pt control with D = 2 s.
      """
  )

  @Option(help: "What to integrate: spring|spin. Default spring.")
  var system: String = "spring"
  @Option(
    help:
      "Integrators, comma-separated: rk4|semi-implicit-euler (spring only)|gsl-rk4|gsl-rk8pd|gsl-rkf45. Default: every one available."
  )
  var integrator: String?
  @Option(
    help: "Steps, RANGE in s (start:stop:count or a list), each in (0, 0.1]. Default 0.02,0.01,0.005,0.0025,0.00125.")
  var step: String = "0.02,0.01,0.005,0.0025,0.00125"
  @Option(help: "Simulated time in s, finite in (0, 600]. Default 3.")
  var duration: String = "3"
  @Option(help: "Output format: table|csv. Default table.")
  var format: String = "table"
  @Option(help: "Output path, or - for stdout. Default -.")
  var out: String = "-"

  /// Creates the command (ArgumentParser needs this).
  public init() {}

  /// Runs the comparison.
  public func run() throws {
    let isSpin = try NameParsing.choice(system, option: "--system", from: [("spring", false), ("spin", true)])
    let steps = try ValueRange(
      parsing: step, option: "--step", unit: "s", bound: .within(Double.leastNonzeroMagnitude...0.1)
    ).values
    let rate = 1 / (steps.max() ?? 0.01)
    let until = try NumberParsing.number(
      duration, option: "--duration", unit: "s", bound: .within(Double.leastNonzeroMagnitude...600))
    let csv = try NameParsing.choice(format, option: "--format", from: [("table", false), ("csv", true)])
    let names: [(String, String)] =
      (isSpin ? SpinIntegrator.allCases.map(\.rawValue) : SpringIntegrator.allCases.map(\.rawValue))
      .filter { $0 != "closed-form" }.map { ($0, $0) }
    let available =
      isSpin
      ? SpinIntegrator.available.map(\.rawValue) : SpringIntegrator.available.map(\.rawValue)
    let chosen =
      try integrator.map { (text) throws(UsageError) in
        try NameParsing.choices(text, option: "--integrator", from: names)
      } ?? available.filter { $0 != "closed-form" }
    for name in chosen where !available.contains(name) {
      throw UsageError(
        option: "--integrator",
        "'\(name)' is not available in this build yet; expected one of " + available.joined(separator: "|"))
    }
    let sink = try OutputSink(path: out, option: "--out")
    let rows = try ComparisonRunner.run(spin: isSpin, integrators: chosen, steps: steps, rate: rate, until: until)
    do {
      try sink.write(csv ? ComparisonRunner.csv(rows) : Array(ComparisonRunner.table(rows).utf8))
      try sink.commit()
    } catch {
      sink.discard()
      throw error
    }
  }
}
