extension SpinPlanner {
  /// Plans a segment whose braking hands over to the landing spring as it crosses the landing angle.
  ///
  /// The capture speed is the spring's, or half the initial speed when that is less (a slow medallion
  /// strikes the detent softly); the crossing is at `t_h = D − s`, `s` the spring's settling time for
  /// that speed, so the rest time is `D`.
  /// - Parameters:
  ///   - spring: The landing spring.
  ///   - startTime: When the activation happened (s).
  ///   - angle: The angle then (rad).
  ///   - direction: The spin direction.
  ///   - speed: `ω₀`, clamped (rad/s).
  ///   - nearest: The nearest allowed landing ahead (rad, > 0).
  ///   - halfTurns: Its half-turn count `j` in the direction frame.
  func springSegment(
    _ spring: LandingSpring, startTime: Double, angle: Double, direction: SpinDirection, speed: Double,
    nearest: Double, halfTurns j: Double
  ) -> SpinSegment {
    // A medallion too slow for the cut curve (it would need more drag than shape 20, or a coast and a
    // braking under D/10) is caught more softly: a quarter of the capture speed, then a sixteenth, and
    // at last not at all, which is the planner without the spring and always fits.
    var capture = min(spring.captureSpeed, 0.5 * speed)
    var found: (motion: LandingSpring.Capture, choice: Landing)?
    for _ in 0..<3 {
      let motion = spring.capture(atSpeed: capture)
      if let choice = springLanding(
        nearest: nearest, speed: speed, capture: capture, handOver: decelerationDuration - motion.settlingTime,
        accepts: { brake, shape in
          // A spring that never leaves the rest thresholds leaves the rest to the braking: no earlier than 0.85·D.
          guard motion.settlingTime == 0 else { return true }
          let lead = brake * DecelerationShape.timeBeforeStop(shape: shape, speed: SpinContract.restSpeed / speed)
          return brake - lead >= SpinContract.earliestRestFraction * decelerationDuration
        })
      {
        found = (motion, choice)
        break
      }
      capture *= 0.25
    }
    let d = direction.sign
    guard let (motion, choice) = found else {
      let choice = landing(nearest: nearest, speed: speed)
      return SpinSegment(
        startTime: startTime, startAngle: angle, direction: direction, initialSpeed: speed,
        coastDuration: choice.coast, brakeDuration: choice.brake, shape: choice.shape,
        landingAngle: d * (j + 2 * Double(choice.extraTurns)) * .pi)
    }
    let c = motion.speed / speed
    let landingAngle = d * (j + 2 * Double(choice.extraTurns)) * .pi
    let braking = SpinSegment(
      startTime: startTime, startAngle: angle, direction: direction, initialSpeed: speed,
      coastDuration: choice.coast, brakeDuration: choice.brake, shape: choice.shape, landingAngle: landingAngle)
    let captureTime = choice.coast + DecelerationShape.time(shape: choice.shape, speedFraction: c) * choice.brake
    let caught = braking.state(at: startTime + captureTime)
    let landing = SpinLanding(
      captureTime: captureTime,
      spring: spring.released(position: caught.angle - landingAngle, velocity: caught.angularVelocity),
      brakingRemainder: speed * choice.brake * DecelerationShape.remainingAngle(shape: choice.shape, speedFraction: c),
      motion: motion)
    return SpinSegment(
      startTime: startTime, startAngle: angle, direction: direction, initialSpeed: speed,
      coastDuration: choice.coast, brakeDuration: choice.brake, shape: choice.shape, landingAngle: landingAngle,
      landing: landing)
  }

  /// The landing `nearest + 2πk` and the braking cut at speed `capture` that crosses it at `handOver`:
  /// ``landing(nearest:speed:)`` for a curve that ends at the capture speed instead of at rest. The
  /// returned brake duration and shape are the uncut curve's (it would stop at `brake` after the coast).
  /// - Parameter accepts: Whether a pure-braking curve `(brake, shape)` is acceptable beyond its peak
  ///   deceleration.
  /// - Returns: The landing, or `nil` when only a coast with a braking shorter than `D/10` would reach.
  func springLanding(
    nearest: Double, speed: Double, capture: Double, handOver: Double,
    accepts: (_ brake: Double, _ shape: Double) -> Bool
  ) -> Landing? {
    let c = capture / speed
    let reach = speed * handOver * 0.5 * (1 + c)
    let preferred =
      speed * handOver * DecelerationShape.meanSpeedFraction(shape: tuning.preferredShape, endSpeedFraction: c)
    if let found = Self.firstLanding(
      nearest: nearest, reach: reach, preferred: preferred,
      curve: { sweep in
        guard
          let shape = DecelerationShape.shape(
            forMeanSpeedFraction: sweep / (speed * handOver), endSpeedFraction: c,
            maximumShape: SpinTuning.maximumShape)
        else { return nil }
        let brake = handOver / DecelerationShape.time(shape: shape, speedFraction: c)
        let peak = speed / brake * DecelerationShape.decelerationFraction(shape: shape, speedFraction: 1)
        return peak <= SpinContract.maximumAngularAcceleration && accepts(brake, shape) ? (brake, shape) : nil
      })
    {
      return found
    }
    // Coast, then Coulomb braking to the capture speed: Δ = ω₀·t_c + (ω₀ + w)·t_b/2, t_c + t_b = t_h,
    // braking at least D/10.
    let (k, sweep) = Self.firstBeyond(nearest: nearest, reach: reach)
    let brake = 2 * (speed * handOver - sweep) / (speed - capture)
    guard brake >= Self.minimumBrakeFraction * decelerationDuration else { return nil }
    let coast = max(0, (sweep - 0.5 * (speed + capture) * brake) / speed)
    // The uncut Coulomb curve stops after t_b/(1 − c).
    return Landing(extraTurns: k, coast: coast, brake: brake / (1 - c), shape: 0)
  }
}
