import ButterflyPhysics

/// What `fit spin` minimises: squared relative misses of the targets for a tap and a flick.
///
/// ```
/// f = Σ_gestures [ max(0, |rest − D|/D − tol)/tol ]² + [ max(0, overshoot − limit)/max(limit, 1°) ]²
///     + [ max(0, turns − N)/N ]²  (flick only)
///     + λ·[ ((tap − tap₀)/tap₀)² + ((q − q₀)/(q₀ + 1))² ]
/// ```
///
/// The last term, with ``regularization`` λ = 1e-6 and the standard tuning `(tap₀, q₀)`, is far below
/// any miss that matters but makes the minimum unique: without it every tuning that meets all targets
/// scores exactly 0, and Nelder–Mead's simplex wanders that flat region instead of shrinking.
struct SpinFitObjective: Sendable {
  /// λ, the weight of the pull towards the standard tuning (dimensionless).
  static let regularization = 1e-6

  var duration: Double
  var flickSpeed: Double
  var overshootDegrees: Double
  var restTolerance: Double
  var maximumTurns: Double

  /// Maps an unconstrained point to a valid tuning (tap speed > 0, shape in [0, 20]).
  func tuning(_ point: [Double]) -> SpinTuning {
    SpinTuning(tapAngularSpeed: max(abs(point[0]), 0.1), preferredShape: min(abs(point[1]), SpinTuning.maximumShape))
  }

  /// The two gestures: a tap and a flick towards the bottom, both ending in the top half.
  func runs(_ tuning: SpinTuning) -> [SpinRun] {
    let end = PlanarVector(x: 0, y: -12)
    return [SpinGesture.tap(endPoint: end), .flick(velocity: PlanarVector(x: 0, y: flickSpeed), endPoint: end)]
      .compactMap {
        var scenario = SpinScenario()
        scenario.duration = duration
        scenario.tuning = tuning
        scenario.gesture = $0
        return try? scenario.run(rate: 240)
      }
  }

  /// The objective at `point`: ``misses(_:)`` plus the pull towards the standard tuning.
  func value(_ point: [Double]) -> Double {
    let tuning = tuning(point)
    let standard = SpinTuning.standard
    let tapPull = (tuning.tapAngularSpeed - standard.tapAngularSpeed) / standard.tapAngularSpeed
    let shapePull = (tuning.preferredShape - standard.preferredShape) / (standard.preferredShape + 1)
    return Self.regularization * (tapPull * tapPull + shapePull * shapePull) + misses(tuning)
  }

  /// The sum of squared relative target misses for `tuning` (0 when every target is met).
  func misses(_ tuning: SpinTuning) -> Double {
    var total = 0.0
    for (index, run) in runs(tuning).enumerated() {
      let rest = max(0, run.relativeRestError - restTolerance) / restTolerance
      let over = max(0, run.analysis.overshootDegrees - overshootDegrees) / max(overshootDegrees, 1)
      total += rest * rest + over * over
      if index == 1 {
        let turns = max(0, Double(run.halfTurns) / 2 - maximumTurns) / maximumTurns
        total += turns * turns
      }
    }
    return total
  }

  /// One line per gesture with the metrics the tuning achieves.
  func report(_ tuning: SpinTuning) -> [String] {
    zip(["tap", "flick \(NumberFormat.short(flickSpeed)) pt/s"], runs(tuning)).map { name, run in
      "\(name): rest \(run.analysis.restTime.map { NumberFormat.short($0) } ?? "never") s (D \(NumberFormat.short(duration)) s), "
        + "overshoot \(NumberFormat.short(run.analysis.overshootDegrees))°, half-turns \(run.halfTurns), passed \(run.analysis.passed)"
    }
  }
}

/// What `fit spring` minimises: the squared relative settling-time miss plus an overshoot hinge, over
/// `(response T, damping ratio ζ)` with mass 1.
struct SpringFitObjective: Sendable {
  var settle: Double
  var overshootPercent: Double

  /// The spring at `point = (T, ζ)` (absolute values, T ≥ 1 ms).
  func spring(_ point: [Double]) -> DampedSpring {
    let response = max(abs(point[0]), 1e-3)
    let ratio = abs(point[1])
    return DampedSpring(mass: 1, response: response, dampingRatio: ratio)
      ?? DampedSpring.validated(mass: 1, stiffness: 1, damping: 2).spring
  }

  /// The settling time (s, 1 % band) and overshoot (% of the step, sampled at 400 points over
  /// `4 × settle`) of `spring`.
  func metrics(_ spring: DampedSpring) -> (settlingTime: Double, overshootPercent: Double) {
    let time = spring.settlingTime(positionTolerance: 0.01, velocityTolerance: .infinity)
    let highest = (1...400).map { spring.position(at: Double($0) * 4 * settle / 400) }.max() ?? 1
    return (time, max(0, highest - 1) * 100)
  }

  /// The objective at `point`.
  func value(_ point: [Double]) -> Double {
    let (time, peak) = metrics(spring(point))
    let miss = time.isFinite ? (time - settle) / settle : 1e6
    let over = max(0, peak - overshootPercent) / max(overshootPercent, 1)
    return miss * miss + over * over
  }

  /// Whether `spring` settles within 1 % of `settle` and overshoots at most the limit (+1e-9 %).
  func meetsTargets(_ spring: DampedSpring) -> Bool {
    let (time, peak) = metrics(spring)
    return abs(time - settle) <= 0.01 * settle && peak <= overshootPercent + 1e-9
  }

  /// The metrics `spring` achieves, one line.
  func report(_ spring: DampedSpring) -> String {
    let (time, peak) = metrics(spring)
    return "settling time (1 % band) \(NumberFormat.short(time)) s (target \(NumberFormat.short(settle)) s), "
      + "overshoot \(NumberFormat.short(peak)) % (limit \(NumberFormat.short(overshootPercent)) %)"
  }
}
