import ButterflyPhysics

/// What `fit spin` minimises: squared relative misses of the targets for a tap and a flick.
///
/// ```
/// f = Σ_gestures [ max(0, |rest − D|/D − tol)/tol ]² + [ max(0, overshoot − limit)/max(limit, 1°) ]²
///     + [ max(0, turns − N)/N ]²  (flick only)
/// ```
struct SpinFitObjective: Sendable {
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

  /// The objective at `point`.
  func value(_ point: [Double]) -> Double {
    var total = 0.0
    for (index, run) in runs(tuning(point)).enumerated() {
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

  /// The objective at `point`.
  func value(_ point: [Double]) -> Double {
    let spring = spring(point)
    let time = spring.settlingTime(positionTolerance: 0.01, velocityTolerance: .infinity)
    let miss = time.isFinite ? (time - settle) / settle : 1e6
    let highest = (1...400).map { spring.position(at: Double($0) * 4 * settle / 400) }.max() ?? 1
    let peak = max(0, highest - 1) * 100
    let over = max(0, peak - overshootPercent) / max(overshootPercent, 1)
    return miss * miss + over * over
  }
}
