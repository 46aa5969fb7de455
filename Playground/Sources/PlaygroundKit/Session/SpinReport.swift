import ButterflyModel
import ButterflyPhysics
import ButterflyRender

/// The last spin measured, for the plot and the verdict: θ(t) and ω(t), the activations, the arrival
/// and rest times, and each contract clause passed or failed — all from the model's checker
/// (``SpinAnalysis``) on the samples `bbsim simulate spin` takes (120 Hz, closed form, until the last
/// activation plus 1.5·D + 0.2 s), with `bbsim`'s JSON summary alongside.
///
/// Times are seconds after the spin's first activation. Before any spin, the report is a preview: a
/// centre tap from the resting face with the current settings. A Reduce Motion spin has no rotation to
/// plot; its one clause is the swap's duration (the spin contract's Reduce Motion clause, ButterflyPhysics' SpinContract article).
struct SpinReport: Encodable {
  /// Whether no spin happened yet (a centre tap is shown).
  let isPreview: Bool
  /// The spin's first activation on the page's clock (s); `nil` for a preview.
  let spinStart: Double?
  /// `D` in use (s).
  let decelerationDuration: Double
  /// The activations: time after the spin's start (s), direction (+1 top → bottom), `ω₀` (rad/s).
  let activations: [ActivationPoint]
  /// The curves, at most ``PlaygroundLimits/maximumPlotPoints`` points each.
  let samples: PlotSamples
  /// When the medallion first came within 0.5° of its landing (s), if it did.
  let arrival: Double?
  /// When it came to rest (s), if it did.
  let rest: Double?
  /// Where the rest must fall (s): `[0.85·D, D + max(0.05·D, 1/60 s)]` after the last activation.
  let restWindow: [Double]
  /// Each clause of the contract, passed or failed.
  let clauses: [ClauseVerdict]
  /// Whether every clause passed.
  let passed: Bool
  /// `bbsim simulate spin --summary`'s JSON for the same run; `nil` for a Reduce Motion swap.
  let summary: SpinSummary?

  enum CodingKeys: String, CodingKey {
    case isPreview = "preview"
    case spinStart = "spinStart_s"
    case decelerationDuration = "decelerationDuration_s"
    case activations, samples
    case arrival = "arrival_s"
    case rest = "rest_s"
    case restWindow = "restWindow_s"
    case clauses, passed, summary
  }

  /// Encodes every member, absent values as `null` (the page and `openapi.yaml` expect each key).
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(isPreview, forKey: .isPreview)
    try container.encode(spinStart, forKey: .spinStart)
    try container.encode(decelerationDuration, forKey: .decelerationDuration)
    try container.encode(activations, forKey: .activations)
    try container.encode(samples, forKey: .samples)
    try container.encode(arrival, forKey: .arrival)
    try container.encode(rest, forKey: .rest)
    try container.encode(restWindow, forKey: .restWindow)
    try container.encode(clauses, forKey: .clauses)
    try container.encode(passed, forKey: .passed)
    try container.encode(summary, forKey: .summary)
  }

  /// Measures the session's spin.
  /// - Parameter session: The session after its interactions.
  /// - Throws: ``APIError`` (500) if sampling fails, which the closed form never does.
  init(session: ControlSession) throws(APIError) {
    let planner = session.picture.planner
    let record = session.record
    let first = record.activations.first?.time ?? 0
    isPreview = record.activations.isEmpty
    spinStart = isPreview ? nil : first
    decelerationDuration = planner.decelerationDuration
    guard let run = session.run() else {
      let swap = ReduceMotionSwap(from: record.startFace)
      let last = (record.activations.last?.time ?? first) - first
      activations = record.activations.map { ActivationPoint(time: $0.time - first, direction: 0, speed: 0) }
      samples = PlotSamples(samples: [])
      arrival = nil
      rest = last + swap.duration
      restWindow = [last, last + ReduceMotionSwap.maximumDuration]
      let holds = swap.duration <= ReduceMotionSwap.maximumDuration
      clauses = [ClauseVerdict(clause: "reduce-motion", rule: ClauseVerdict.reduceMotionRule, passed: holds)]
      passed = holds
      summary = nil
      return
    }
    let trajectory = run.trajectory
    let last = trajectory.finalSegment.startTime
    activations = trajectory.segments.map {
      ActivationPoint(time: $0.startTime, direction: $0.direction.rawValue, speed: $0.initialSpeed)
    }
    samples = PlotSamples(samples: run.samples)
    arrival = run.analysis.arrivalTime.map { $0 + last }
    rest = run.analysis.restTime.map { $0 + last }
    let window = SpinContract.restWindow(forDuration: planner.decelerationDuration)
    restWindow = [window.lowerBound + last, window.upperBound + last]
    clauses = SpinContractClause.allCases.map {
      ClauseVerdict(clause: $0.rawValue, rule: $0.rule, passed: !run.analysis.violations.contains($0))
    }
    passed = run.analysis.passed
    summary = SpinSummary(
      run: run, integrator: "closed-form", controlAdjustments: session.picture.layout.geometry.adjustments)
  }
}

extension ControlSession {
  /// The sampled and analysed rotation of the record's spin — or, before any spin, of a centre tap
  /// from the resting face — as `bbsim simulate spin` samples it (the closed form, which cannot fail);
  /// `nil` for a Reduce Motion swap.
  func run() -> SpinRun? {
    let planner = picture.planner
    let planned: SpinTrajectory
    if let trajectory {
      planned = trajectory
    } else if record.activations.isEmpty {
      planned = planner.plan(.centreTap, from: machine.restingFace)
    } else {
      return nil
    }
    return SpinRun(planner: planner, trajectory: planned, rate: SpinRun.defaultRate)
  }
}

/// One activation on the plot.
struct ActivationPoint: Encodable {
  /// Seconds after the spin's start.
  var time: Double
  /// +1 top → bottom, −1 bottom → top, 0 for a swap.
  var direction: Int
  /// `ω₀` (rad/s), 0 for a swap.
  var speed: Double

  enum CodingKeys: String, CodingKey {
    case time = "time_s"
    case direction
    case speed = "omega0_rad_per_s"
  }
}

/// The plotted curves, column by column.
struct PlotSamples: Encodable {
  /// Times (s after the spin's start).
  var time: [Double] = []
  /// θ (rad).
  var angle: [Double] = []
  /// θ' (rad/s).
  var angularVelocity: [Double] = []

  enum CodingKeys: String, CodingKey {
    case time = "t_s"
    case angle = "theta_rad"
    case angularVelocity = "omega_rad_per_s"
  }

  /// Every `n`-th sample (and the last), `n` the least stride keeping at most
  /// ``PlaygroundLimits/maximumPlotPoints`` points.
  init(samples: [SpinSample]) {
    guard let lastSample = samples.last else { return }
    let stride = max(
      1, (samples.count + PlaygroundLimits.maximumPlotPoints - 2) / (PlaygroundLimits.maximumPlotPoints - 1))
    var index = 0
    while index < samples.count {
      append(samples[index])
      index += stride
    }
    if (samples.count - 1) % stride != 0 { append(lastSample) }
  }

  private mutating func append(_ sample: SpinSample) {
    time.append(sample.time)
    angle.append(sample.angle)
    angularVelocity.append(sample.angularVelocity)
  }
}

/// One clause of the contract and whether the spin kept it.
struct ClauseVerdict: Encodable {
  /// The rule of a Reduce Motion swap (the spin contract's Reduce Motion clause, ButterflyPhysics' SpinContract article).
  static let reduceMotionRule = "9. Reduce Motion: no rotation; the faces swap within 0.35 s"

  /// The clause's name (``SpinContractClause``'s raw value, or `reduce-motion`).
  var clause: String
  /// The rule in words.
  var rule: String
  /// Whether it held.
  var passed: Bool
}
