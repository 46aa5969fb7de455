import ArgumentParser
import ButterflyPhysics
import Foundation

/// `bbsim sweep`: the cross product (or a seeded random sample) of parameter ranges, one CSV row per
/// configuration, and a summary table.
public struct SweepCommand: ParsableCommand {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "sweep",
    abstract: "Run the spin contract over ranges of parameters; one CSV row per configuration.",
    discussion: """
      With no arguments, runs the built-in default sweep (21,600 configurations: 4 axles × sides \
      44/60/120 pt × durations 0.1/0.5/1/2/5 s × taps and flicks of 300–10,000 pt/s at 4 angles × end \
      points below, on and above the axle × tap speeds 2π/4π rad/s × shapes 0/2/8), writes sweep.csv \
      and prints a summary. RANGE is start:stop:count (evenly spaced, both ends included) or a \
      comma-separated list, e.g. --velocity 0:3000:31 or --duration 0.5,1,2. The summary table goes to \
      stdout (to stderr when --out or --summary is -); --summary also writes it as JSON.
      """
  )

  @Option(
    parsing: .unconditional,
    help: "Flick speeds, RANGE in pt/s, each finite ≥ 0; 0 means a tap. Default 0,300,1000,3000,10000.")
  var velocity: String?
  @Option(
    parsing: .unconditional,
    help: "Flick headings, RANGE in degrees from +x (90 = down the screen), each in [-360, 360]. Default 0,90,180,270.")
  var angle: String?
  @Option(
    name: .customLong("end-offset"), parsing: .unconditional,
    help:
      "End points as a signed fraction of the half side along the axle normal, RANGE, each in [-1, 1] (> 0 top half, 0 on the axle). Default -0.8,0,0.8."
  )
  var endOffset: String?
  @Option(help: "Axles, comma-separated: horizontal|vertical|diagonal-ltr|diagonal-rtl. Default all four.")
  var axle: String?
  @Option(
    parsing: .unconditional,
    help: "Side lengths, RANGE in pt, each finite > 0 (below 44 is clamped to 44, with a note). Default 44,60,120.")
  var side: String?
  @Option(parsing: .unconditional, help: "Mount stroke width in pt, finite > 0 (clamped to [1, side/10]). Default 2.")
  var stroke: String?
  @Option(
    parsing: .unconditional,
    help: "Deceleration durations D, RANGE in s, each finite > 0 (below 0.1 is clamped to 0.1). Default 0.1,0.5,1,2,5.")
  var duration: String?
  @Option(help: "Starting faces, comma-separated: top|bottom. Default top.")
  var from: String?
  @Option(
    name: .customLong("tap-speed"), parsing: .unconditional,
    help: "Tap angular speeds, RANGE in rad/s, each finite > 0. Default 6.283185307,12.56637061 (2π, 4π).")
  var tapSpeed: String?
  @Option(
    parsing: .unconditional,
    help: "Preferred deceleration shapes q₀, RANGE, dimensionless, each in [0, 20]. Default 0,2,8.")
  var shape: String?
  @Option(help: "Integrators, comma-separated: closed-form|rk4|gsl-rk4|gsl-rk8pd|gsl-rkf45. Default closed-form.")
  var integrator: String?
  @Option(
    parsing: .unconditional,
    help:
      "Integration steps for stepped integrators, RANGE in s, each in [1e-7, 0.1]; (1.5 × largest duration + 0.2 s) / smallest step at most 1e9 steps. Default 0.0001."
  )
  var step: String?
  @Option(
    parsing: .unconditional,
    help:
      "Sample rate for the analysis in Hz, finite in [30, 100000]; rate × (1.5 × largest duration + 0.2 s) at most 1e7 samples. Default 120."
  )
  var rate: String?
  @Option(
    parsing: .unconditional,
    help:
      "Draw this many random configurations from the ranges instead of the grid (whole number in [1, 1000000000]); tap speeds and shapes are picked from the values given, so tunings are compared on many configurations."
  )
  var samples: String?
  @Option(parsing: .unconditional, help: "Seed for --samples, a whole number in [0, 18446744073709551615]. Default 1.")
  var seed: String?
  @Option(parsing: .unconditional, help: "Worker threads, a whole number in [1, 1024]. Default: all cores.")
  var jobs: String?
  @Option(
    parsing: .unconditional,
    help:
      "Run only shard k of n (1-based k, 1 ≤ k ≤ n): contiguous blocks of configurations; only shard 1 writes the CSV header, so shards 1…n concatenated in order equal the full sweep."
  )
  var shard: String?
  @Option(help: "CSV output path, or - for stdout. Default sweep.csv in the current directory.")
  var out: String = "sweep.csv"
  @Option(
    help: """
      JSON summary output path, or - for stdout (not with --out -); written together with the CSV, so \
      neither appears if either fails. Sorted keys: configurations, passed, failed (counts); \
      failures_by_clause (count per contract clause); worst_case (per metric, unit in its name: \
      rest_error_rel = |rest − D|/D, overshoot_deg, face_changes, max_step_deg_at_60hz, \
      peak_omega_rad_per_s, peak_alpha_rad_per_s2; each {value, config} with the CSV config index); \
      best_tuning (tap_speed_rad_per_s, shape, score, passed, configurations; null if none). Covers \
      this shard only. Default: none.
      """)
  var summary: String?

  /// Creates the command (ArgumentParser needs this).
  public init() {}

  /// Runs the sweep.
  public func run() throws {
    let plan = try SweepPlan(self)
    if let summary {
      if summary == "-", out == "-" {
        throw UsageError(
          option: "--summary", "'-' with --out - would mix JSON into the CSV on stdout; expected a file path")
      }
      if summary != "-", summary == out {
        throw UsageError(option: "--summary", "'\(summary)' is also the --out path; expected a different file")
      }
    }
    let sink = try OutputSink(path: out, option: "--out")
    let json = try summary.map { (path) throws(UsageError) in try OutputSink(path: path, option: "--summary") }
    let report = try SweepRunner.run(plan, to: sink, summary: json)
    let text = report.summary.table(wallTime: report.wallTime, output: sink.isStandardOutput ? "stdout" : out)
    if sink.isStandardOutput || json?.isStandardOutput == true { Diagnostics.line(text) } else { print(text) }
  }
}

/// A validated sweep: the space, which configurations, how to run them.
public struct SweepPlan: Sendable {
  /// The parameter ranges.
  public var space: SweepSpace
  /// `--samples`, or `nil` for the grid.
  public var samples: Int?
  /// `--seed`.
  public var seed: UInt64
  /// `--jobs`.
  public var jobs: Int
  /// `--shard`.
  public var shard: Shard
  /// `--rate` (Hz).
  public var rate: Double
  /// Clamps the planner will make, for notes.
  public var adjustments: [ParameterAdjustment]

  /// How many configurations the whole sweep has.
  public var total: Int { samples ?? (space.gridCount ?? 0) }

  /// Configuration `index`.
  public func configuration(_ index: Int) -> SweepConfiguration {
    samples == nil ? space.gridConfiguration(index) : space.randomConfiguration(index, seed: seed)
  }

  /// Creates a plan from explicit values (tests and benchmarks).
  public init(
    space: SweepSpace = .standard, samples: Int? = nil, seed: UInt64 = 1, jobs: Int = 1, shard: Shard = .whole,
    rate: Double = 120
  ) {
    self.space = space
    self.samples = samples
    self.seed = seed
    self.jobs = jobs
    self.shard = shard
    self.rate = rate
    adjustments = []
  }

  /// Validates the command's options.
  /// - Throws: ``UsageError`` for the first bad option.
  init(_ command: SweepCommand) throws(UsageError) {
    let standard = SweepSpace.standard
    func range(_ text: String?, _ option: String, _ unit: String, _ bound: NumberParsing.Bound, _ fallback: [Double])
      throws(UsageError) -> [Double]
    {
      guard let text else { return fallback }
      return try ValueRange(parsing: text, option: option, unit: unit, bound: bound).values
    }
    var space = standard
    space.velocities = try range(command.velocity, "--velocity", "pt/s", .nonNegative, standard.velocities)
    space.angles = try range(command.angle, "--angle", "degrees", .within(-360...360), standard.angles)
    space.endOffsets = try range(
      command.endOffset, "--end-offset", "fraction of the half side", .within(-1...1), standard.endOffsets)
    space.sides = try range(command.side, "--side", "pt", .positive, standard.sides)
    space.durations = try range(command.duration, "--duration", "s", .positive, standard.durations)
    space.tapSpeeds = try range(command.tapSpeed, "--tap-speed", "rad/s", .positive, standard.tapSpeeds)
    space.shapes = try range(command.shape, "--shape", "dimensionless", .within(0...20), standard.shapes)
    space.steps = try range(command.step, "--step", "s", .within(WorkLimits.minimumStep...0.1), standard.steps)
    if let text = command.axle {
      space.axles = try NameParsing.choices(text, option: "--axle", from: NameParsing.axleNames)
    }
    if let text = command.from {
      space.faces = try NameParsing.choices(text, option: "--from", from: NameParsing.faceNames)
    }
    if let text = command.integrator {
      space.integrators = try NameParsing.choices(text, option: "--integrator", from: SpinIntegrator.names)
    }
    if let text = command.stroke {
      space.stroke = try NumberParsing.number(text, option: "--stroke", unit: "pt", bound: .positive)
    }
    self.space = space
    rate =
      try command.rate.map { (text) throws(UsageError) in
        try NumberParsing.number(text, option: "--rate", unit: "Hz", bound: .within(30...100_000))
      } ?? 120
    samples = try command.samples.map { (text) throws(UsageError) in
      try NumberParsing.integer(text, option: "--samples", range: 1...1_000_000_000)
    }
    if let text = command.seed {
      guard let value = UInt64(text.trimmingWhitespace()) else {
        throw UsageError(option: "--seed", value: text, accepted: "a whole number in [0, 18446744073709551615]")
      }
      seed = value
    } else {
      seed = 1
    }
    jobs =
      try command.jobs.map { (text) throws(UsageError) in
        try NumberParsing.integer(text, option: "--jobs", range: 1...1024)
      } ?? max(ProcessInfo.processInfo.activeProcessorCount, 1)
    shard = try command.shard.map { (text) throws(UsageError) in try Shard(parsing: text) } ?? .whole
    if samples == nil, space.gridCount.map({ $0 > 1_000_000_000_000 }) ?? true {
      let largest = space.largestDimensionOption
      throw UsageError(
        option: largest,
        "the grid has more than 10^12 configurations (\(largest) has the most values); expected fewer values "
          + "per range, or use --samples")
    }
    try Self.checkWork(space, rate: rate)
    var notes: [ParameterAdjustment] = []
    for side in space.sides { notes += MedallionGeometry(sideLength: side, strokeWidth: space.stroke).adjustments }
    for duration in space.durations { notes += SpinPlanner(decelerationDuration: duration).adjustments }
    for shape in space.shapes { notes += SpinTuning(preferredShape: shape).resolved().adjustments }
    adjustments = notes
  }

  /// Rejects a sweep whose configurations would each sample or step too much: every configuration is
  /// analysed over `1.5·D + 0.2 s` (``SpinScenario/defaultHorizon(planner:)``), so the longest
  /// requested duration (or the planner's, if it lengthens it) gives at most
  /// ``WorkLimits/maximumSamples`` samples at `rate`, and at most ``WorkLimits/maximumSteps`` steps of
  /// the smallest `--step` for a fixed-step integrator. The check uses the requested durations, so it
  /// holds whatever the planner does with them. The stability limit of each configuration's braking
  /// phases is not precomputed for the whole space: a configuration whose RK4 stability limit is below
  /// its step takes proportionally more steps.
  /// - Throws: ``UsageError`` naming `--duration` (too many samples) or `--step` (too many steps).
  static func checkWork(_ space: SweepSpace, rate: Double) throws(UsageError) {
    let longest =
      space.durations.map { max($0, SpinPlanner(decelerationDuration: $0).decelerationDuration) }.max() ?? 0
    let horizon = SpinScenario.analysisSpan(forDuration: longest)
    guard horizon * rate <= WorkLimits.maximumSamples else {
      let allowed = SpinScenario.longestDuration(analysedWithin: WorkLimits.maximumSamples / rate)
      throw UsageError(
        option: "--duration",
        "the largest duration \(NumberFormat.short(longest)) s is analysed over 1.5 × D + 0.2 s = "
          + "\(NumberFormat.short(horizon)) s, \(NumberFormat.short(horizon * rate)) samples at "
          + "\(NumberFormat.short(rate)) Hz; expected rate × (1.5 × D + 0.2 s) at most 1e+07 samples: every "
          + "duration ≤ \(NumberFormat.short(allowed)) s at this --rate, or a lower --rate")
    }
    let stepped = space.integrators.filter { $0 == .rk4 || $0 == .gslRK4 }
    if let integrator = stepped.first, let step = space.steps.min() {
      try WorkLimits.checkSteps(
        horizon: horizon, requestedStep: step, effectiveStep: step, integrator: integrator.rawValue,
        horizonOption: "--duration")
    }
  }
}
