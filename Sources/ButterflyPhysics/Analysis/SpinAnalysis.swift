/// Measurements of a sampled spin curve and the contract clauses it breaks.
///
/// The samples may come from the closed form, from RK4 or from GSL; the trajectory supplies what was
/// planned (activation times, directions, initial speeds, the landing angle). Times are on the
/// trajectory's clock; ``restTime`` is measured from the last activation.
public struct SpinAnalysis: Hashable, Sendable {
  /// Slack for comparisons that hold exactly in exact arithmetic (relative, or rad and rad/s).
  public static let roundoff = 1e-9
  /// How close the final sample must be to the landing angle (rad): integrators are accurate far
  /// beyond this; a wrong landing is off by π.
  public static let landingTolerance = 1e-6

  /// The rest time (s after the last activation): when the curve last crosses into `|θ − θ*| ≤ 0.5°`
  /// and `|θ'| ≤ 0.05 rad/s`, interpolated between the samples around the crossing; `nil` if the last
  /// sample is not at rest.
  public let restTime: Double?
  /// The arrival time (s after the last activation): the first sample from the last activation on
  /// within 0.5° of the landing angle (``SpinContract/arrivalTolerance``); `nil` if none is.
  /// Clause 4 (deceleration) holds until it, clause 7 (overshoot) from it on.
  public let arrivalTime: Double?
  /// The largest excursion past the landing angle after arrival (degrees, ≥ 0).
  public let overshootDegrees: Double
  /// When the curve is furthest past the landing angle after arrival, the time of ``overshootDegrees``
  /// (s after the last activation): the first sample at that excursion; `nil` when it never passes the
  /// landing angle (no overshoot). A plot marks the overshoot there.
  public let overshootTime: Double?
  /// The largest `|θ − θ*|` after arrival (degrees, ≥ 0).
  public let postArrivalDeviationDegrees: Double
  /// How many times the visible face changes across the samples.
  public let faceChanges: Int
  /// The largest rotation in any 1/60 s (degrees), the angle interpolated linearly between samples.
  public let maximumStepDegreesAt60Hz: Double
  /// The largest `|θ'|` (rad/s).
  package let peakAngularSpeed: Double
  /// The largest `|Δθ'|/Δt` between samples within one activation (rad/s²).
  public let peakAngularAcceleration: Double
  /// `|θ_last − θ*|` (rad).
  public let landingError: Double
  /// The clauses that fail, in contract order; empty when the curve passes.
  public let violations: [SpinContractClause]

  /// Whether every checked clause holds.
  public var passed: Bool { violations.isEmpty }

  /// Analyses `samples` of `trajectory` planned with deceleration duration `decelerationDuration`.
  /// - Parameters:
  ///   - samples: Samples in increasing time order, starting at or before the first activation.
  ///   - trajectory: What was planned.
  ///   - decelerationDuration: `D` (s) the planner used.
  /// - Complexity: O(samples + segments): each segment's window is found by one walk through the
  ///   samples.
  public init(samples: [SpinSample], trajectory: SpinTrajectory, decelerationDuration: Double) {
    let segments = trajectory.segments
    let final = trajectory.finalSegment
    let target = final.landingAngle
    var violations = Set<SpinContractClause>()

    // Per-activation clauses: direction, initial speed, continuity, deceleration.
    var peakAcceleration = 0.0
    var cursor = 0
    for (index, segment) in segments.enumerated() {
      let end = index + 1 < segments.count ? segments[index + 1].startTime : Double.infinity
      while cursor < samples.count, samples[cursor].time < segment.startTime { cursor += 1 }
      var stop = cursor
      while stop < samples.count, samples[stop].time < end { stop += 1 }
      let window = samples[cursor..<stop]
      let d = segment.direction.sign
      if !Self.initialSpeedInRange(segment, first: index == 0, decelerationDuration: decelerationDuration) {
        violations.insert(.initialSpeed)
      }
      if let first = window.first, first.time == segment.startTime,
        abs(first.angularVelocity - d * segment.initialSpeed) > Self.roundoff * segment.initialSpeed
      {
        violations.insert(.initialSpeed)
      }
      if let moved = window.first(where: { $0.angle != segment.startAngle }),
        (moved.angle - segment.startAngle) * d <= 0
      {
        violations.insert(.direction)
      }
      // θ' may change no faster than the plan's hardest braking, itself under the contract's bound.
      let bound = min(segment.peakDeceleration, SpinContract.maximumAngularAcceleration)
      if segment.peakDeceleration > SpinContract.maximumAngularAcceleration { violations.insert(.continuity) }
      var arrived = false
      for (a, b) in zip(window, window.dropFirst()) {
        let dt = b.time - a.time
        guard dt > 0 else { continue }
        let jump = abs(b.angularVelocity - a.angularVelocity)
        peakAcceleration = max(peakAcceleration, jump / dt)
        if jump > bound * dt * (1 + Self.roundoff) + Self.roundoff * segment.initialSpeed {
          violations.insert(.continuity)
        }
        // Arrived: within 0.5° at a, or crossed the landing between a and b (a fast landing spring's
        // capture can fall between two samples, none of them within 0.5°).
        if abs(a.angle - segment.landingAngle) <= SpinContract.arrivalTolerance
          || (a.angle - segment.landingAngle) * (b.angle - segment.landingAngle) <= 0
        {
          arrived = true
        }
        if !arrived, abs(b.angularVelocity) > abs(a.angularVelocity) + Self.roundoff * segment.initialSpeed {
          violations.insert(.deceleration)
        }
      }
    }

    // Landing: parity, and the last sample at the landing.
    let landingError = samples.last.map { abs($0.angle - target) } ?? .infinity
    if !Self.landsCleanly(trajectory, landingError: landingError) { violations.insert(.landing) }

    // Rest time, overshoot and deviation after arrival (final activation only).
    let tail = samples.filter { $0.time >= final.startTime }
    let unsettled = tail.lastIndex {
      abs($0.angle - target) > SpinContract.arrivalTolerance || abs($0.angularVelocity) > SpinContract.restSpeed
    }
    var restTime: Double?
    switch unsettled {
    case nil: restTime = tail.first.map { $0.time - final.startTime }
    case let index? where index + 1 < tail.count:
      restTime = Self.restCrossing(from: tail[index], to: tail[index + 1], target: target) - final.startTime
    default: restTime = nil
    }
    if let rest = restTime {
      if !SpinContract.restWindow(forDuration: decelerationDuration).contains(rest) {
        violations.insert(.duration)
      }
    } else {
      violations.insert(.duration)
    }
    var overshoot = 0.0
    var overshootTime: Double?
    var deviation = 0.0
    // The first sample within 0.5°, or the first past the landing (the crossing fell between samples).
    let arrival = tail.firstIndex {
      abs($0.angle - target) <= SpinContract.arrivalTolerance || ($0.angle - target) * final.direction.sign > 0
    }
    if let arrival {
      for sample in tail[arrival...] {
        let past = (sample.angle - target) * final.direction.sign
        if past > overshoot {
          overshoot = past
          overshootTime = sample.time - final.startTime
        }
        deviation = max(deviation, abs(sample.angle - target))
      }
    }
    if deviation > SpinContract.overshootLimit { violations.insert(.overshoot) }

    // Frame-level measures over the whole curve.
    var changes = 0
    var peakSpeed = 0.0
    for (a, b) in zip(samples, samples.dropFirst()) {
      if trajectory.startFace.visibleFace(atAngle: a.angle) != trajectory.startFace.visibleFace(atAngle: b.angle) {
        changes += 1
      }
    }
    for sample in samples { peakSpeed = max(peakSpeed, abs(sample.angularVelocity)) }
    let step = Self.largestStep(samples, over: 1 / SpinContract.referenceFrameRate)
    if step > SpinContract.maximumRotationPerFrame * (1 + Self.roundoff) { violations.insert(.strobe) }

    self.restTime = restTime
    self.arrivalTime = arrival.map { tail[$0].time - final.startTime }
    self.overshootDegrees = overshoot * 180 / .pi
    self.overshootTime = overshootTime
    self.postArrivalDeviationDegrees = deviation * 180 / .pi
    self.faceChanges = changes
    self.maximumStepDegreesAt60Hz = step * 180 / .pi
    self.peakAngularSpeed = peakSpeed
    self.peakAngularAcceleration = peakAcceleration
    self.landingError = landingError
    self.violations = violations.sorted()
  }

  /// Whether a segment's initial speed lies in the contract's range: at most
  /// ``SpinContract/maximumAngularSpeed``, at least the speed that turns half a turn (the first
  /// activation) or ``SpinPlanner/minimumSweep`` (a later one) within `D`, each with ``roundoff`` slack.
  static func initialSpeedInRange(_ segment: SpinSegment, first: Bool, decelerationDuration: Double) -> Bool {
    let leastSweep = first ? Double.pi : SpinPlanner.minimumSweep
    let omegaMin = SpinContract.minimumAngularSpeed(toTurn: leastSweep, within: decelerationDuration)
    let omegaMax = SpinContract.maximumAngularSpeed
    return
      !(segment.initialSpeed > omegaMax * (1 + roundoff)
      || segment.initialSpeed < min(omegaMin, omegaMax) * (1 - roundoff))
  }

  /// Whether the landing clause holds: the landing angle is a whole number of half-turns whose parity
  /// matches the number of activations, and the curve ends within ``landingTolerance`` of it (within
  /// the 0.5° arrival tolerance with a landing spring, which approaches it only asymptotically; a wrong
  /// face is π away).
  static func landsCleanly(_ trajectory: SpinTrajectory, landingError: Double) -> Bool {
    let target = trajectory.landingAngle
    let halfTurns = (target / .pi).rounded()
    let parityOdd = abs(halfTurns.truncatingRemainder(dividingBy: 2)) == 1
    return
      !(abs(target - halfTurns * .pi) > roundoff || parityOdd != (trajectory.activationCount % 2 == 1)
      || !(landingError <= (trajectory.finalSegment.landing == nil ? landingTolerance : SpinContract.arrivalTolerance)))
  }

  /// When the curve between an unsettled sample `a` and a settled sample `b` crosses into rest, so the
  /// measured rest time does not depend on where the display frames fall.
  ///
  /// From `a`, a medallion braking at constant deceleration onto the landing stops after
  /// `τ = 2g/|ω_a|` (`g = |θ* − θ_a|`); the speed falls to 0.05 rad/s at `τ·(1 − 0.05/|ω_a|)` and the
  /// gap to 0.5° at `τ·(1 − √(0.5°/g))`. The later of the two, clamped to `[t_a, t_b]`, is exact for
  /// Coulomb braking and close for any smooth braking. When `a` is not heading for the landing
  /// (overshoot, or no speed) the crossing is interpolated linearly instead.
  static func restCrossing(from a: SpinSample, to b: SpinSample, target: Double) -> Double {
    let gap = abs(target - a.angle)
    let speed = abs(a.angularVelocity)
    let heading = (target - a.angle) * a.angularVelocity > 0
    var fraction: Double
    if heading, speed > 0 {
      let stop = 2 * gap / speed
      let speedFraction = speed > SpinContract.restSpeed ? 1 - SpinContract.restSpeed / speed : 0
      let angleFraction =
        gap > SpinContract.arrivalTolerance ? 1 - (SpinContract.arrivalTolerance / gap).squareRoot() : 0
      fraction = stop * max(speedFraction, angleFraction) / (b.time - a.time)
    } else {
      func linear(_ before: Double, _ after: Double, _ threshold: Double) -> Double {
        before > threshold && before > after ? (before - threshold) / (before - after) : 0
      }
      fraction = max(
        linear(gap, abs(target - b.angle), SpinContract.arrivalTolerance),
        linear(speed, abs(b.angularVelocity), SpinContract.restSpeed))
    }
    if !fraction.isFinite { fraction = 1 }
    return a.time + (b.time - a.time) * min(max(fraction, 0), 1)
  }

  /// The largest `|θ(t + span) − θ(t)|` over sample times `t`, interpolating `θ` linearly.
  static func largestStep(_ samples: [SpinSample], over span: Double) -> Double {
    var largest = 0.0
    var j = 0
    for sample in samples {
      let later = sample.time + span
      while j + 1 < samples.count && samples[j + 1].time < later { j += 1 }
      guard j + 1 < samples.count else { break }
      let a = samples[j]
      let b = samples[j + 1]
      let fraction = b.time > a.time ? (later - a.time) / (b.time - a.time) : 1
      let angle = a.angle + (b.angle - a.angle) * min(max(fraction, 0), 1)
      largest = max(largest, abs(angle - sample.angle))
    }
    return largest
  }
}
