import _ButterflyShims

/// One smooth stretch of a ``SpinTrajectory`` as a differential equation, so the closed form can be
/// cross-checked by integrating it (RK4 here, GSL in `bbsim`).
///
/// ```
/// θ' = ω
/// ω' = −d·(β·ω² + μ)   while d·ω > 0 (braking), 0 otherwise (coasting, or held still by friction)
/// ```
///
/// with `β = φq/(ω₀T)` and `μ = ω₀φ/(qT)` from the segment's shape `q`, `φ = atan q` (`β = 0`,
/// `μ = ω₀/T` for Coulomb braking). Coast and rest phases have `β = μ = 0`. A landing spring phase
/// (from the capture on) is `ω' = −ω_n²·(θ − θ*) − 2ζω_n·ω`.
public struct SpinPhase: StabilityBoundedSystem, Hashable, Sendable {
  /// What the medallion does in this phase.
  public enum Kind: String, Hashable, Sendable {
    /// Turning at the initial speed before braking.
    case coast
    /// Braking along the segment's deceleration shape.
    case brake
    /// At rest on the landing, held by friction.
    case rest
    /// Caught by the landing spring about the landing angle.
    case spring
  }

  /// What happens in this phase.
  public let kind: Kind
  /// When the phase begins (s).
  public let startTime: Double
  /// When it ends (s); `.infinity` for the final rest.
  public let endTime: Double
  /// The direction of the segment it belongs to.
  public let direction: SpinDirection
  /// `β`, the quadratic drag coefficient (1/rad).
  package let drag: Double
  /// `μ`, the Coulomb friction deceleration (rad/s²).
  package let friction: Double
  /// The angular velocity the phase starts with when it begins a new activation (the gesture's strike,
  /// rad/s), 0 for a rest phase (friction holds the medallion), `nil` to continue from the previous phase.
  public let initialVelocity: Double?
  /// `ω_n²` of a spring phase (1/s², 0 otherwise).
  public let stiffnessPerMass: Double
  /// `2ζω_n` of a spring phase (1/s, 0 otherwise).
  public let dampingPerMass: Double
  /// `θ*`, the angle a spring phase pulls towards (rad).
  public let target: Double

  /// The angular acceleration `ω'` (rad/s²) at angle `position` (rad) and angular velocity `velocity`
  /// (rad/s); a spring phase's is the damped spring's (``DampedSpring`` owns the formula).
  public func acceleration(position: Double, velocity: Double, time: Double) -> Double {
    if kind == .spring {
      return DampedSpring.acceleration(
        position: position, velocity: velocity, stiffnessPerMass: stiffnessPerMass, dampingPerMass: dampingPerMass,
        targetPosition: target)
    }
    let d = direction.sign
    guard kind == .brake, d * velocity > 0 else { return 0 }
    return -d * (drag * velocity * velocity + friction)
  }

  /// `ω_n` of a spring phase; no restoring force otherwise (0).
  public var naturalFrequency: Double { stiffnessPerMass.squareRoot() }

  /// The damping rate: `ζω_n` for a spring phase, otherwise the linearised `σ = β·|ω|max` (1/s):
  /// `∂ω'/∂ω = −2βω`, largest at the phase's start speed, which bounds the stable step.
  public var dampingRate: Double { kind == .spring ? 0.5 * dampingPerMass : drag * abs(initialSpeedBound) }

  /// The fastest speed in the phase (rad/s), for the stability bound.
  let initialSpeedBound: Double
}

extension SpinSegment {
  /// The segment's phases: coast (if any), brake, then rest until `restUntil`.
  /// - Parameter restUntil: When the following segment starts (s), or `.infinity`.
  public func phases(restUntil: Double = .infinity) -> [SpinPhase] {
    let q = shape
    let beta = q < DecelerationShape.coulombThreshold ? 0 : atan(q) * q / (initialSpeed * brakeDuration)
    let mu = initialSpeed / brakeDuration * DecelerationShape.decelerationFraction(shape: q, speedFraction: 0)
    let speed = direction.sign * initialSpeed
    var phases: [SpinPhase] = []
    let brakeStart = startTime + coastDuration
    if coastDuration > 0 {
      phases.append(
        SpinPhase(
          kind: .coast, startTime: startTime, endTime: brakeStart, direction: direction, drag: 0, friction: 0,
          initialVelocity: speed, initialSpeedBound: initialSpeed))
    }
    let brakeEnd = landing.map { startTime + $0.captureTime } ?? endTime
    phases.append(
      SpinPhase(
        kind: .brake, startTime: brakeStart, endTime: brakeEnd, direction: direction, drag: beta, friction: mu,
        initialVelocity: coastDuration > 0 ? nil : speed, initialSpeedBound: initialSpeed))
    if let spring = landing?.spring {
      phases.append(
        SpinPhase(
          kind: .spring, startTime: brakeEnd, endTime: restUntil, direction: direction, drag: 0, friction: 0,
          initialVelocity: nil, initialSpeedBound: 0, stiffnessPerMass: spring.stiffnessPerMass,
          dampingPerMass: spring.dampingPerMass, target: landingAngle))
    } else {
      phases.append(
        SpinPhase(
          kind: .rest, startTime: endTime, endTime: restUntil, direction: direction, drag: 0, friction: 0,
          initialVelocity: 0, initialSpeedBound: 0))
    }
    return phases.filter { $0.startTime < restUntil }.map { phase in
      phase.endTime <= restUntil ? phase : phase.ending(at: restUntil)
    }
  }
}

extension SpinPhase {
  /// Creates a phase (the segment's ``SpinSegment/phases(restUntil:)`` makes them).
  init(
    kind: Kind, startTime: Double, endTime: Double, direction: SpinDirection, drag: Double, friction: Double,
    initialVelocity: Double?, initialSpeedBound: Double, stiffnessPerMass: Double = 0, dampingPerMass: Double = 0,
    target: Double = 0
  ) {
    self.kind = kind
    self.startTime = startTime
    self.endTime = endTime
    self.direction = direction
    self.drag = drag
    self.friction = friction
    self.initialVelocity = initialVelocity
    self.initialSpeedBound = initialSpeedBound
    self.stiffnessPerMass = stiffnessPerMass
    self.dampingPerMass = dampingPerMass
    self.target = target
  }

  /// This phase cut short at `time` (an interruption).
  func ending(at time: Double) -> SpinPhase {
    SpinPhase(
      kind: kind, startTime: startTime, endTime: time, direction: direction, drag: drag, friction: friction,
      initialVelocity: initialVelocity, initialSpeedBound: initialSpeedBound, stiffnessPerMass: stiffnessPerMass,
      dampingPerMass: dampingPerMass, target: target)
  }
}

extension SpinTrajectory {
  /// Every phase of every segment in time order, each segment's cut short where the next begins.
  /// - Complexity: O(activations).
  public var phases: [SpinPhase] {
    let segments = segments
    var result: [SpinPhase] = []
    for (index, segment) in segments.enumerated() {
      let next = index + 1 < segments.count ? segments[index + 1].startTime : .infinity
      result += segment.phases(restUntil: next)
    }
    return result
  }
}
