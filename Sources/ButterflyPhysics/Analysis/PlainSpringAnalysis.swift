/// A plain SwiftUI spring (``PlainSpringSpin``) measured against the spin contract
/// (<doc:TheSpinContract>), clause by clause, with the numbers that say why a clause fails.
///
/// The curve is sampled at `rate` from the activation to `until`, as ``SpinAnalysis`` samples the spin;
/// the rest time is exact (``DampedSpring/settlingTime(positionTolerance:velocityTolerance:)``).
///
/// ```
/// 1 direction      θ first moves by d·(θ − θ₀) > 0
/// 2 initial speed  ω₀ ∈ [ω_min, ω_max] and θ'(0) = d·ω₀            (the gesture's ω₀: always holds)
/// 3 continuity     max |θ''| ≤ 20,000 rad/s²
/// 4 deceleration   |θ'| never grows before arrival (|θ − θ*| ≤ 0.5° or θ* crossed)
/// 5 landing        |θ(until) − θ*| ≤ 0.5°                            (the opposite face, at rest)
/// 6 duration       rest ∈ [0.85·D, D + max(0.05·D, 1/60 s)]
/// 7 overshoot      |θ − θ*| ≤ 6° after arrival
/// 2 strobe         at most 60° in any 1/60 s
/// ```
///
/// A spring pulls hardest where it starts, a half turn from its target: from a tap it speeds the
/// medallion up (`k·π/m > c·ω₀/m`, clause 4); its settling time follows its duration and bounce, not
/// `D` (clause 6); from a fast flick it carries the medallion past the face and back (clause 7), past a
/// quarter turn showing the start face again (``startFaceReturnTime``).
public struct PlainSpringAnalysis: Hashable, Sendable {
  /// `θ'(0)` (rad/s, signed).
  package let initialAngularVelocity: Double
  /// `[ω_min, ω_max]` for `D` (rad/s): the speeds clause 2 accepts for a first spin.
  package let initialSpeedRange: ClosedRange<Double>
  /// Whether the first move is in the gesture's direction.
  package let movesTheRightWay: Bool
  /// The largest `|θ''|` over the samples (rad/s²).
  public let peakAngularAcceleration: Double
  /// The largest `|θ'|` before arrival (rad/s); ``PlainSpringSpin/initialSpeed`` when it never grows.
  public let peakSpeedBeforeArrival: Double
  /// When ``peakSpeedBeforeArrival`` is reached (s).
  package let peakSpeedTime: Double
  /// The first sample within 0.5° of `θ*`, or past it (s); `nil` if none is.
  public let arrivalTime: Double?
  /// When `|θ − θ*| ≤ 0.5°` and `|θ'| ≤ 0.05 rad/s` start to hold forever (s, exact); `.infinity` for a
  /// spring that never settles (bounce 1).
  public let restTime: Double
  /// The window clause 6 accepts (s).
  public let restWindow: ClosedRange<Double>
  /// `|θ(until) − θ*|` (rad).
  public let landingError: Double
  /// The largest swing past `θ*` after arrival, in the spin's direction (degrees, ≥ 0).
  public let overshootDegrees: Double
  /// The largest `|θ − θ*|` after arrival (degrees, ≥ 0).
  public let postArrivalDeviationDegrees: Double
  /// The first sample after arrival at which the start face shows again (s), or `nil`.
  public let startFaceReturnTime: Double?
  /// The largest rotation in any 1/60 s (degrees).
  public let maximumStepDegreesAt60Hz: Double
  /// The clauses that fail, in contract order; empty when the spring passes.
  public let violations: [SpinContractClause]

  /// Whether every clause holds.
  public var passed: Bool { violations.isEmpty }

  /// Measures `spin` against the contract for deceleration duration `D`.
  /// - Parameters:
  ///   - spin: The plain spring from the gesture.
  ///   - decelerationDuration: `D` (s, > 0), as the planner resolved it.
  ///   - until: The end of the analysed span (s, ≥ 0; `bbsim` uses the spin's, `1.5·D + 0.2 s`).
  ///   - rate: Samples per second (Hz, > 0).
  /// - Complexity: O(rate × until) evaluations of the closed form, plus one settling-time solve.
  public init(spin: PlainSpringSpin, decelerationDuration: Double, until: Double, rate: Double) {
    let curve = spin.curve
    let d = spin.direction.sign
    let start = spin.startAngle
    let target = spin.targetAngle
    let omega0 = spin.initialSpeed
    let samples = Self.samples(of: curve, rate: rate, until: until)
    var violations: [SpinContractClause] = []

    // 1. Direction.
    let moved = samples.first { $0.angle != start }
    movesTheRightWay = moved.map { ($0.angle - start) * d > 0 } ?? true
    if !movesTheRightWay { violations.append(.direction) }

    // 2. Initial speed: the gesture's ω₀, in range, and θ'(0) = d·ω₀.
    let omegaMax = SpinContract.maximumAngularSpeed
    let omegaMin = min(SpinContract.minimumAngularSpeed(toTurn: .pi, within: decelerationDuration), omegaMax)
    initialSpeedRange = omegaMin...omegaMax
    initialAngularVelocity = curve.initialVelocity
    let slack = SpinAnalysis.roundoff
    if omega0 > omegaMax * (1 + slack) || omega0 < omegaMin * (1 - slack) || initialAngularVelocity != d * omega0 {
      violations.append(.initialSpeed)
    }

    // 3. Continuity.
    peakAngularAcceleration = samples.reduce(0) { max($0, abs(curve.acceleration(at: $1.time))) }
    if peakAngularAcceleration > SpinContract.maximumAngularAcceleration { violations.append(.continuity) }

    // 4. Deceleration before arrival.
    let arrival = samples.firstIndex {
      abs($0.angle - target) <= SpinContract.arrivalTolerance || ($0.angle - target) * d > 0
    }
    var peak = (speed: omega0, time: 0.0)
    var grows = false
    for (a, b) in zip(samples, samples.dropFirst()) where arrival.map({ b.time <= samples[$0].time }) ?? true {
      if abs(b.angularVelocity) > abs(a.angularVelocity) + slack * omega0 { grows = true }
      if abs(b.angularVelocity) > peak.speed { peak = (abs(b.angularVelocity), b.time) }
    }
    peakSpeedBeforeArrival = peak.speed
    peakSpeedTime = peak.time
    if grows { violations.append(.deceleration) }

    // 5. Landing on the opposite face.
    landingError = abs(curve.position(at: until) - target)
    if !(landingError <= SpinContract.arrivalTolerance) { violations.append(.landing) }

    // 6. Duration.
    restTime = curve.settlingTime(
      positionTolerance: SpinContract.arrivalTolerance, velocityTolerance: SpinContract.restSpeed)
    restWindow = SpinContract.restWindow(forDuration: decelerationDuration)
    if !restWindow.contains(restTime) { violations.append(.duration) }

    // 7. Overshoot after arrival, and the start face showing again.
    var overshoot = 0.0
    var deviation = 0.0
    var faceReturn: Double?
    if let arrival {
      for sample in samples[arrival...] {
        overshoot = max(overshoot, (sample.angle - target) * d)
        deviation = max(deviation, abs(sample.angle - target))
        if faceReturn == nil, MedallionFace.showsStartFace(atAngle: sample.angle - start) {
          faceReturn = sample.time
        }
      }
    }
    arrivalTime = arrival.map { samples[$0].time }
    overshootDegrees = overshoot * 180 / .pi
    postArrivalDeviationDegrees = deviation * 180 / .pi
    startFaceReturnTime = faceReturn
    if deviation > SpinContract.overshootLimit { violations.append(.overshoot) }

    // 2. Strobe limit.
    let step = SpinAnalysis.largestStep(samples, over: 1 / SpinContract.referenceFrameRate)
    maximumStepDegreesAt60Hz = step * 180 / .pi
    if step > SpinContract.maximumRotationPerFrame * (1 + slack) { violations.append(.strobe) }

    self.violations = violations.sorted()
  }

  /// The curve at `t = i/rate` for `i = 0, 1, …` while `t ≤ until`; empty when `rate` or `until` is
  /// not a positive finite number.
  static func samples(of curve: DampedSpring, rate: Double, until: Double) -> [SpinSample] {
    guard rate > 0, rate.isFinite, until >= 0, until.isFinite else { return [] }
    return (0...Int((until * rate).rounded(.down))).map { index in
      let time = Double(index) / rate
      let motion = curve.motion(at: time)
      return SpinSample(time: time, angle: motion.position, angularVelocity: motion.velocity)
    }
  }
}
