import ArgumentParser
import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import Foundation
import _BBSimOptions
import _BBSimSupport

/// `bbsim sweep`: the cross product (or a seeded random sample) of parameter ranges, one CSV row per
/// configuration, and a summary table.
package struct SweepCommand: ParsableCommand {
  /// The command's name and help.
  package static let configuration = CommandConfiguration(
    commandName: "sweep",
    abstract: "Run the spin contract over ranges of parameters; one CSV row per configuration.",
    discussion: """
      With no arguments, runs the built-in default sweep (\(SweepSpace.standard.gridCount ?? 0) \
      configurations: the cross product of the defaults below), writes sweep.csv and prints a summary. \
      RANGE is start:stop:count (evenly spaced, both ends included), start...stop:step (from start by \
      step through stop) or a comma-separated list, e.g. --velocity 0:3000:31, --velocity 0...800:50 or \
      --duration 0.5,1,2. The summary table goes to stdout (to stderr when --out or --summary is -); \
      --summary also writes it as JSON. The closed form is analysed exactly, without samples (--rate \
      applies to the other integrators). Time: the closed form takes at most \
      \(NumberFormat.compact.text(SweepPlan.closedFormSecondsPerConfiguration * 1e6)) µs of one core per \
      configuration whatever the rate and durations (10⁸ configurations in under \
      \(NumberFormat.compact.text((SweepPlan.closedFormSecondsPerConfiguration * 1e8 / 60).rounded(.up))) \
      minutes on one core); the other integrators sample or step each configuration, their time growing \
      with rate × duration (at most \
      \(NumberFormat.compact.text(WorkLimits.maximumSamples)) samples or steps each). Memory stays flat \
      however many configurations run: rows stream to the output in order. A progress bar shows on \
      stderr when it is a terminal. A grid has at most \
      \(NumberFormat.compact.text(Double(SweepPlan.maximumGridCount))) configurations, and --shard spreads a \
      large sweep over machines.
      """
  )

  @Option(.flickSpeeds) var velocity = SweepSpace.standard.velocities
  @Option(.flickHeadings) var angle = SweepSpace.standard.angles
  @Option(.endOffsets) var endOffset = SweepSpace.standard.endOffsets
  @Option(.axles) var axle = SweepSpace.standard.axles
  @Option(.sides) var side = SweepSpace.standard.sides
  @Option(.stroke) var stroke: Double
  @Option(.durations) var duration = SweepSpace.standard.durations
  @Option(.startFaces) var from = SweepSpace.standard.faces
  @Option(telling: .tapSpeeds, default: SweepSpace.standard.tapSpeeds) var tapSpeed: [Double]?
  @Option(telling: .shapes, default: SweepSpace.standard.shapes) var shape: [Double]?
  @Option(telling: .bounces, default: SweepSpace.standard.bounces) var bounce: [Double]?
  @Option(telling: .responses, default: SweepSpace.standard.responses) var response: [Double]?
  @Option(.tuning) var tuning: TuningFile?
  @Option(.sweepIntegrators) var integrator = SweepSpace.standard.integrators
  @Option(.sweepSteps) var step = SweepSpace.standard.steps
  @Option(.analysisRate) var rate: Double
  @Option(.samples) var samples: Int?
  @Option(.seed) var seed: UInt64
  @Option(.jobs) var jobs: Int?
  @Option(
    .shard(
      "Run only shard k of n, \(Shard.accepted): contiguous blocks of configurations. With n > 1 the CSV starts "
        + "with the line '#bbsim-sweep <sweep hash> shard k/n of <configurations>' (the hash covers every option "
        + "that decides the rows), then the header (shard 1 only) and the rows; `bbsim merge --of n` checks the "
        + "shards are of one sweep, puts them back together and proves every configuration appears once "
        + "(docs/scale-out.md)."))
  var shard: Shard
  @Option(.out("CSV output path, or - for stdout (in the current directory by default).", default: "sweep.csv"))
  var out: OutputPath
  @Option(
    .summary(
      """
      JSON summary output path, or - for stdout (not with --out -); written together with the CSV, so \
      neither appears if either fails. Sorted keys: configurations, passed, failed (counts); \
      failures_by_clause (count per contract clause); worst_case (per metric, unit in its name: \
      rest_error_rel = |rest − D|/D, overshoot_deg, face_changes, max_step_deg_at_60hz, \
      peak_omega_rad_per_s, peak_alpha_rad_per_s2; each {value, config} with the CSV config index); \
      best_tuning (tap_speed_rad_per_s, shape, landing_bounce, landing_response_s, score, passed, \
      configurations; null if none). Covers \
      this shard only. Default: none.
      """))
  var summary: OutputPath?
  @Option(
    .tuningOut(
      """
      Where the best tuning goes as JSON (the SpinTuning form every host and --tuning read), or - for \
      stdout (not with another output on stdout); written together with the CSV. Default: none.
      """))
  var tuningOut: OutputPath?
  @Option(.objective) var objective: SweepObjective

  /// Creates the command (ArgumentParser needs this).
  package init() {}

  /// Refuses outputs that would mix or collide, a grid too large to index and a sweep that would
  /// sample or step too much.
  package func validate() throws {
    try UsageError.validating { () throws(UsageError) in
      try OutputAliases.check(
        outputs: [(out.option, out.path), ("--summary", summary?.path), ("--tuning-out", tuningOut?.path)],
        inputs: tuning?.inputs ?? [])
      try tuning?.refuse(alongside: [tapSpeed != nil, shape != nil, bounce != nil, response != nil])
      _ = try SweepPlan(self)
    }
  }

  /// Runs the sweep.
  package func run() throws {
    let plan = try SweepPlan(self)
    let sink = try out.open()
    let json = try summary?.open()
    let tuning = try tuningOut?.open()
    // The table is written before the outputs are renamed into place: if it cannot be, neither are they.
    _ = try SweepRunner.run(plan, to: sink, summary: json, tuning: tuning, objective: objective) { report in
      let text = report.summary.table(
        wallTime: report.wallTime, output: sink.isStandardOutput ? "stdout" : FileSystemPath(out.path).description,
        objective: objective)
      if sink.isStandardOutput || json?.isStandardOutput == true || tuning?.isStandardOutput == true {
        Diagnostics.line(text)
      } else {
        try StandardStreams.write(lines: [text])
      }
    }
  }
}

/// A validated sweep: the space, which configurations, how to run them.
package struct SweepPlan: Sendable {
  /// The parameter ranges.
  package let space: SweepSpace
  /// `--samples`, or `nil` for the grid.
  package let samples: Int?
  /// `--seed`.
  package var seed: UInt64
  /// `--jobs`.
  package var jobs: Int
  /// `--shard`.
  package var shard: Shard
  /// `--rate` (Hz).
  package var rate: Double
  /// Clamps the planner will make, for notes.
  package var adjustments: [ParameterAdjustment]
  /// Durations × bounces × responses beyond ``SweepSpace/maximumFeels`` whose landing-spring notes
  /// were not gathered beforehand (their rows still hold the values asked for).
  package var uncheckedSprings = 0
  /// The grid's planners per duration and tuning (``SweepSpace/feels()``), or `nil` (random mode, or
  /// too many); each remembers the landing captures this copy of the plan has solved
  /// (``SpinPlanner/remember(_:)``).
  private(set) var feels: [SpinPlanner]?
  /// The feels whose landing springs are the same (the spring depends on the duration, bounce and
  /// response, not on the shape or tap speed), in groups; ``springGroup`` gives each feel's group. A
  /// capture one of them solves is remembered by all.
  private let springMates: [[Int]]
  /// Each feel's group in ``springMates``.
  private let springGroup: [Int]
  /// The grid point this copy of the plan evaluated last, which the next index steps on from.
  private var last: SweepGridPoint?
  /// The planner last placed on a control, with its feel, side and axle (consecutive configurations
  /// mostly share them, and placing needs the control's geometry); dropped when its feel learns a
  /// capture.
  private var placed: (feel: Int, side: Double, axle: AxleOrientation, planner: SpinPlanner)?

  /// The most one closed-form configuration takes on one core (s), for the help's time bound: planning,
  /// the exact analysis and the CSV row take about 4 µs of CPU (release build, `bbsim sweep --jobs 1`
  /// on a shared 2-core Linux machine, about 27,000 instructions on the default grid), so the bound
  /// leaves a fivefold margin for slower machines.
  package static let closedFormSecondsPerConfiguration = 20e-6

  /// The most configurations a grid may have (use `--samples` or `--shard` for more).
  package static let maximumGridCount = 1_000_000_000_000

  /// How many configurations the whole sweep has.
  package let total: Int
  /// The grid's dimension sizes (``SweepSpace/radices``), computed once rather than per configuration.
  let radices: [Int]

  /// Configuration `index`.
  package func configuration(_ index: Int) -> SweepConfiguration {
    samples == nil ? space.gridConfiguration(index, radices: radices) : space.randomConfiguration(index, seed: seed)
  }

  /// Runs configuration `index` and appends its CSV row
  /// (``SweepConfiguration/evaluate(rate:planner:appendingRowTo:)``), planned from its duration and
  /// tuning's planner in ``feels`` when the grid has them: the same row, bit for bit, without fitting
  /// the landing spring again, and without solving again a landing capture at a speed this plan met
  /// before with the same landing spring (configurations share speeds, and every shape and tap speed of a
  /// duration, bounce and response shares the spring; SweepRunner gives each thread its own copy of the
  /// plan).
  /// - Throws: ``IntegrationFailure`` when a GSL integrator fails; nothing is appended then.
  package mutating func evaluate(_ index: Int, appendingRowTo rows: inout SweepRows) throws(IntegrationFailure)
    -> SweepOutcome
  {
    guard let feels else {
      return try configuration(index).evaluate(rate: rate, planner: nil, appendingRowTo: &rows).outcome
    }
    var point: SweepGridPoint
    if let previous = last, previous.index + 1 == index {
      point = previous
      last = nil  // the digits stay uniquely referenced while they step
      space.advance(&point, radices: radices)
    } else {
      point = space.gridPoint(index, radices: radices)
    }
    last = point
    let configuration = point.configuration
    let feel = point.feel
    let planner: SpinPlanner
    if let placed, placed.feel == feel, placed.side == configuration.side, placed.axle == configuration.axle {
      planner = placed.planner
    } else {
      planner = feels[feel].placed(medallionRadius: configuration.medallionRadius, axle: configuration.axle)
      placed = (feel, configuration.side, configuration.axle, planner)
    }
    let result = try configuration.evaluate(rate: rate, planner: planner, appendingRowTo: &rows)
    for capture in result.solved {
      for mate in springMates[springGroup[feel]] { self.feels?[mate].remember(capture) }
      placed = nil
    }
    return result.outcome
  }

  /// The groups of `feels` with the same landing spring (``springMates``), and each feel's group.
  private static func springGroups(_ feels: [SpinPlanner]?) -> (mates: [[Int]], group: [Int]) {
    var groups: [LandingSpring?: Int] = [:]
    var mates: [[Int]] = []
    var group: [Int] = []
    for (index, planner) in (feels ?? []).enumerated() {
      let number = groups[planner.landingSpring] ?? mates.count
      if number == mates.count {
        groups[planner.landingSpring] = number
        mates.append([])
      }
      mates[number].append(index)
      group.append(number)
    }
    return (mates, group)
  }

  /// Creates a plan from explicit values (tests and benchmarks).
  package init(
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
    radices = space.radices
    total = samples ?? (space.gridCount ?? 0)
    feels = samples == nil ? space.feels() : nil
    (springMates, springGroup) = Self.springGroups(feels)
  }

  /// The plan the command's options describe.
  /// - Throws: ``UsageError`` for a grid of more than 10¹² configurations or too much work per
  ///   configuration.
  init(_ command: SweepCommand) throws(UsageError) {
    let standard = SweepSpace.standard
    let tuning = command.tuning?.tuning
    var space = SweepSpace(
      axles: command.axle, sides: command.side, durations: command.duration, velocities: command.velocity,
      angles: command.angle, endOffsets: command.endOffset, faces: command.from,
      tapSpeeds: command.tapSpeed ?? tuning.map { [$0.tapAngularSpeed] } ?? standard.tapSpeeds,
      shapes: command.shape ?? tuning.map { [$0.preferredShape] } ?? standard.shapes, integrators: command.integrator,
      steps: command.step)
    space.stroke = command.stroke
    space.bounces = command.bounce ?? tuning.map { [$0.landingBounce] } ?? standard.bounces
    space.responses = command.response ?? tuning.map { [$0.landingResponse] } ?? standard.responses
    self.space = space
    rate = command.rate
    samples = command.samples
    seed = command.seed
    jobs = command.jobs ?? ParallelBlocks.allCores
    shard = command.shard
    if samples == nil, space.gridCount.map({ $0 > Self.maximumGridCount }) ?? true {
      let largest = space.largestDimensionOption
      throw UsageError(
        option: largest,
        "the grid has more than \(NumberFormat.compact.text(Double(Self.maximumGridCount))) configurations (\(largest) "
          + "has the most values); expected fewer values per range, or use --samples")
    }
    try Self.checkWork(space, rate: rate)
    var notes: [ParameterAdjustment] = []
    for side in space.sides { notes += MedallionGeometry(sideLength: side, strokeWidth: space.stroke).adjustments }
    for duration in space.durations {
      notes += SpinContract.resolveDecelerationDuration(duration).adjustment.map { [$0] } ?? []
    }
    for shape in space.shapes { notes += SpinTuning(preferredShape: shape).resolved().adjustments }
    // The landing spring's notes, for at most `maximumFeels` durations × bounces × responses, so the
    // work and memory before the first row stay bounded however many tunings the grid has.
    var checked = 0
    springs: for duration in space.durations {
      for bounce in space.bounces {
        for response in space.responses {
          guard checked < SweepSpace.maximumFeels else { break springs }
          checked += 1
          notes += SpinPlanner(
            decelerationDuration: duration, tuning: SpinTuning(landingBounce: bounce, landingResponse: response)
          ).adjustments.filter { $0.parameter != SpinSettings.decelerationDuration.name }
        }
      }
    }
    adjustments = notes
    uncheckedSprings = space.durations.count * space.bounces.count * space.responses.count - checked
    radices = space.radices
    total = samples ?? (space.gridCount ?? 0)
    feels = samples == nil ? space.feels() : nil
    (springMates, springGroup) = Self.springGroups(feels)
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
    let horizon = SpinRun.analysisSpan(forDuration: longest)
    guard horizon * rate <= WorkLimits.maximumSamples else {
      let allowed = SpinRun.longestDuration(analysedWithin: WorkLimits.maximumSamples / rate)
      throw UsageError(
        option: "--duration",
        "the largest duration \(NumberFormat.significant(6).text(longest)) s is analysed over 1.5 × D + 0.2 s = "
          + "\(NumberFormat.significant(6).text(horizon)) s, \(NumberFormat.significant(6).text(horizon * rate)) samples at "
          + "\(NumberFormat.significant(6).text(rate)) Hz; expected rate × (1.5 × D + 0.2 s) at most 1e+07 samples: every "
          + "duration ≤ \(NumberFormat.significant(6).text(allowed)) s at this --rate, or a lower --rate")
    }
    let stepped = space.integrators.filter(\.takesFixedSteps)
    if let integrator = stepped.first, let step = space.steps.min() {
      try WorkLimits.checkSteps(
        horizon: horizon, requestedStep: step, effectiveStep: step, integrator: integrator.rawValue,
        horizonOption: "--duration")
    }
  }
}
