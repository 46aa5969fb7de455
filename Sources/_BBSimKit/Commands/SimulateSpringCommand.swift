import ArgumentParser
import ButterflyPhysics

/// `bbsim simulate spring`: the damped spring `m·x'' + c·x' + k·(x − target) = 0` alone, as CSV
/// `t_s,x,v` (x in pt, v in pt/s).
public struct SimulateSpringCommand: ParsableCommand {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "spring",
    abstract: "Simulate the damped spring m·x'' + c·x' + k·(x − target) = 0; CSV columns t_s,x,v (pt, pt/s).",
    discussion: "The defaults are SwiftUI's Spring(duration: 0.5, bounce: 0): a critically damped step from 0 to 1."
  )

  @Option(parsing: .unconditional, help: "Mass m in mass units, finite > 0. Default 1.")
  var mass: String = "1"
  @Option(
    parsing: .unconditional,
    help: "Stiffness k in (mass units)/s², > 0 with k/m ≤ 1e200. Default 157.91367 (= m(2π/0.5 s)²).")
  var stiffness: String = "157.91367041742973"
  @Option(parsing: .unconditional, help: "Damping c in (mass units)/s, finite ≥ 0. Default: critical, 2√(mk).")
  var damping: String?
  @Option(parsing: .unconditional, help: "Start position x₀ in pt, in [-1e100, 1e100]. Default 0.")
  var x0: String = "0"
  @Option(parsing: .unconditional, help: "Start velocity v₀ in pt/s, in [-1e100, 1e100]. Default 0.")
  var v0: String = "0"
  @Option(parsing: .unconditional, help: "Rest position (target) in pt, in [-1e100, 1e100]. Default 1.")
  var target: String = "1"
  @Option(parsing: .unconditional, help: "How long to simulate in s, finite in (0, 3600]. Default 2.")
  var duration: String = "2"
  @Option(
    parsing: .unconditional,
    help:
      "Output sample rate in Hz (samples at t = i/rate), finite in (0, 100000]; rate × duration at most 1e7 samples. Default 120."
  )
  var rate: String = "120"
  @Option(
    help:
      "Integrator: closed-form|rk4|semi-implicit-euler|gsl-rk4 (fixed step --step)|gsl-rk8pd|gsl-rkf45|gsl-msbdf (adaptive, local error ≤ 1e-10 pt and pt/s). Default closed-form."
  )
  var integrator: String = "closed-form"
  @Option(
    parsing: .unconditional,
    help:
      "Fixed step for the stepped integrators (initial step for the adaptive GSL ones) in s, finite in [1e-7, 1]; at most 1e9 steps per run, counting the steps a stiff spring needs for stability. Default 0.001."
  )
  var step: String = "0.001"
  @Option(help: "CSV output path, or - for stdout. Default -.")
  var out: String = "-"

  /// Creates the command (ArgumentParser needs this).
  public init() {}

  /// Runs the simulation.
  public func run() throws {
    let spring = try SpringRequest.spring(
      mass: mass, stiffness: stiffness, damping: damping, x0: x0, v0: v0, target: target)
    let until = try NumberParsing.number(duration, option: "--duration", unit: "s", bound: .positiveAtMost(3600))
    let rate = try NumberParsing.number(rate, option: "--rate", unit: "Hz", bound: .positiveAtMost(100_000))
    let step = try NumberParsing.number(
      step, option: "--step", unit: "s", bound: .within(WorkLimits.minimumStep...1))
    let method = try NameParsing.choice(integrator, option: "--integrator", from: SpringIntegrator.names)
    guard until * rate <= WorkLimits.maximumSamples else {
      throw UsageError(
        option: "--rate",
        "rate × duration must be at most 10,000,000 samples; expected a lower --rate (Hz) or --duration (s)")
    }
    if let effective = method.effectiveStep(step, on: spring) {
      try WorkLimits.checkSteps(
        horizon: until, requestedStep: step, effectiveStep: effective, integrator: method.rawValue,
        horizonOption: "--duration")
    }
    let sink = try OutputSink(path: out, option: "--out")
    do {
      let samples = try method.samples(of: spring, rate: rate, until: until, step: step)
      if samples.addedSubsteps > 0 {
        Diagnostics.line(
          "note: --step: \(NumberFormat.short(step)) s is beyond \(method.rawValue)'s stability bound for this spring; "
            + "added \(samples.addedSubsteps) sub-steps")
      }
      try sink.write(Self.csv(samples))
      try sink.commit()
    } catch {
      sink.discard()
      throw error
    }
  }
}

extension SimulateSpringCommand {
  /// The samples as CSV `t_s,x,v`.
  static func csv(_ samples: SpringIntegrator.Samples) -> [UInt8] {
    var row = CSVRow(capacity: 32 + 40 * samples.times.count)
    for name in ["t_s", "x", "v"] { row.field(name) }
    row.endRow()
    for index in samples.times.indices {
      row.field(samples.times[index])
      row.field(samples.positions[index])
      row.field(samples.velocities[index])
      row.endRow()
    }
    return row.bytes
  }
}

/// Validates spring options.
enum SpringRequest {
  /// The spring from option texts.
  /// - Throws: ``UsageError`` for the first bad value.
  static func spring(mass: String, stiffness: String, damping: String?, x0: String, v0: String, target: String)
    throws(UsageError) -> DampedSpring
  {
    let m = try NumberParsing.number(mass, option: "--mass", unit: "mass units", bound: .positive)
    let k = try NumberParsing.number(stiffness, option: "--stiffness", unit: "(mass units)/s²", bound: .positive)
    let c =
      try damping.map { (text) throws(UsageError) in
        try NumberParsing.number(text, option: "--damping", unit: "(mass units)/s", bound: .nonNegative)
      } ?? 2 * m.squareRoot() * k.squareRoot()
    let magnitude = -DampedSpring.maximumMagnitude...DampedSpring.maximumMagnitude
    let start = try NumberParsing.number(x0, option: "--x0", unit: "pt", bound: .within(magnitude))
    let velocity = try NumberParsing.number(v0, option: "--v0", unit: "pt/s", bound: .within(magnitude))
    let rest = try NumberParsing.number(target, option: "--target", unit: "pt", bound: .within(magnitude))
    guard
      let spring = DampedSpring(
        mass: m, stiffness: k, damping: c, initialPosition: start, initialVelocity: velocity, targetPosition: rest)
    else {
      throw UsageError(
        option: "--stiffness",
        "stiffness/mass \(k / m), damping/mass \(c / m) out of range; expected k/m in (0, 1e200] and c/m ≤ 2e100")
    }
    return spring
  }
}
