extension SpinPlanner {
  /// Plans a segment whose braking hands over to the landing spring as it crosses the landing angle.
  ///
  /// The capture speed is the spring's, or half the initial speed when that is less (a slow medallion
  /// strikes the detent softly); the crossing is at `t_h = D − s`, `s` the spring's settling time for
  /// that speed, so the rest time is `D`. When the braking cut at that speed cannot reach a landing
  /// (``springLanding(nearest:speed:capture:handOver:accepts:)``), the capture speed is quartered,
  /// twice; when even that cannot, the spin lands without the spring. A capture below the spring's
  /// capture speed swings less than `|bounce| × 6°` (noted as `landingSwing`, the degrees asked and
  /// used), and a spin without the spring says so (`landingBounce` 0).
  /// - Parameters:
  ///   - spring: The landing spring.
  ///   - startTime: When the activation happened (s).
  ///   - angle: The angle then (rad).
  ///   - direction: The spin direction.
  ///   - speed: `ω₀`, clamped (rad/s).
  ///   - nearest: The nearest allowed landing ahead (rad, > 0).
  ///   - halfTurns: Its half-turn count `j` in the direction frame.
  /// - Returns: The segment, its notes, and the captures the spring solved on the way (those it did not
  ///   know, ``LandingSpring/knowsCapture(atSpeed:)``), for a caller that plans again to remember.
  func springSegment(
    _ spring: LandingSpring, startTime: Double, angle: Double, direction: SpinDirection, speed: Double,
    nearest: Double, halfTurns j: Double
  ) -> (SpinSegment, [ParameterAdjustment], solved: [LandingSpring.Capture]) {
    // A medallion too slow for the cut curve (it would need more drag than shape 20, or a coast and a
    // braking under D/10) is caught more softly: a quarter of the capture speed, then a sixteenth, and
    // at last not at all, which is the planner without the spring and always fits.
    var capture = min(spring.captureSpeed, 0.5 * speed)
    var found: (motion: LandingSpring.Capture, choice: Landing)?
    var solved: [LandingSpring.Capture] = []
    for _ in 0..<3 {
      let motion = spring.capture(atSpeed: capture)
      if !spring.knowsCapture(atSpeed: capture) { solved.append(motion) }
      if let choice = springLanding(
        nearest: nearest, speed: speed, capture: capture, handOver: decelerationDuration - motion.settlingTime,
        accepts: cutAcceptance(motion, speed: speed))
      {
        found = (motion, choice)
        break
      }
      capture *= 0.25
    }
    let d = direction.sign
    guard let (motion, choice) = found else {
      let choice = landing(nearest: nearest, speed: speed)
      let segment = SpinSegment(
        startTime: startTime, startAngle: angle, direction: direction, initialSpeed: speed,
        coastDuration: choice.coast, brakeDuration: choice.brake, shape: choice.shape,
        landingAngle: d * (j + 2 * Double(choice.extraTurns)) * .pi)
      let note = ParameterAdjustment(
        parameter: SpinSettings.landingBounce.name, requested: spring.bounce, used: 0,
        reason: "no braking cut at a capture speed reaches a landing of this spin; landing without the spring")
      return (segment, [note], solved)
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
    let segment = SpinSegment(
      startTime: startTime, startAngle: angle, direction: direction, initialSpeed: speed,
      coastDuration: choice.coast, brakeDuration: choice.brake, shape: choice.shape, landingAngle: landingAngle,
      landing: landing)
    guard motion.speed < spring.captureSpeed else { return (segment, [], solved) }
    let note = ParameterAdjustment(
      parameter: "landingSwing", requested: spring.capture.overshoot * 180 / .pi,
      used: motion.overshoot * 180 / .pi,
      reason: "caught below the spring's capture speed, the medallion swings less past its face")
    return (segment, [note], solved)
  }

  /// The landing `nearest + 2πk` and the braking cut at speed `capture` that crosses it at `handOver`:
  /// ``landing(nearest:speed:)`` for a curve that ends at the capture speed instead of at rest. The
  /// returned brake duration and shape are the uncut curve's (it would stop at `brake` after the coast).
  ///
  /// The candidates are tried in the order ``landing(nearest:speed:)`` tries them, outward from the one
  /// nearest to what the preferred shape turns *without* the spring, `r(q₀)·ω₀·D/2`, so with and without
  /// the spring the first landing each braking can reach is taken from the same list in the same order:
  /// the two differ only where one of them cannot reach the other's landing. Both can miss: the cut
  /// curve must still move at `capture` when it crosses the landing at `handOver < D`, so a far landing
  /// may lie beyond its reach `ω₀·t_h·(1 + c)/2`, and slowing from `ω₀` to `capture` by `handOver` turns
  /// at least `ω₀·t_h·G(20, c)` (``DecelerationShape/meanSpeedFraction(shape:endSpeedFraction:)``, at
  /// least `ω₀·t_h·c·ln(1/c)/(1 − c)` whatever the drag), so a near one may need more drag than shape 20.
  /// - Parameter accepts: Whether a pure-braking curve `(brake, shape)` is acceptable beyond its peak
  ///   deceleration.
  /// - Returns: The landing, or `nil` when only a coast with a braking shorter than `D/10` would reach.
  func springLanding(
    nearest: Double, speed: Double, capture: Double, handOver: Double,
    accepts: (_ brake: Double, _ shape: Double) -> Bool
  ) -> Landing? {
    let c = capture / speed
    let reach = speed * handOver * 0.5 * (1 + c)
    let preferred = DecelerationShape.sweepRatio(shape: tuning.preferredShape) * speed * decelerationDuration / 2
    if let found = Self.firstLanding(
      nearest: nearest, reach: reach, preferred: preferred,
      curve: { sweep in
        cutBraking(sweep: sweep, speed: speed, capture: capture, handOver: handOver, accepts: accepts)
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

  /// The pure braking from `speed` cut at `capture` that crosses `sweep` at `handOver` (a candidate of
  /// ``springLanding(nearest:speed:capture:handOver:accepts:)`` within its reach), if its shape is at
  /// most 20, it brakes no harder than ``SpinContract/maximumAngularAcceleration`` and `accepts` it.
  /// - Returns: The uncut curve's brake duration and shape, or `nil`.
  @inline(__always)
  func cutBraking(
    sweep: Double, speed: Double, capture: Double, handOver: Double,
    accepts: (_ brake: Double, _ shape: Double) -> Bool
  ) -> (brake: Double, shape: Double)? {
    let c = capture / speed
    guard
      let shape = DecelerationShape.shape(
        forMeanSpeedFraction: sweep / (speed * handOver), endSpeedFraction: c, maximumShape: SpinTuning.maximumShape)
    else { return nil }
    let brake = handOver / DecelerationShape.time(shape: shape, speedFraction: c)
    let peak = speed / brake * DecelerationShape.decelerationFraction(shape: shape, speedFraction: 1)
    return peak <= SpinContract.maximumAngularAcceleration && accepts(brake, shape) ? (brake, shape) : nil
  }

  /// Which cut curves a capture `motion` accepts: any when the spring leaves the rest thresholds (it
  /// then rests at `D`); when it never does, the rest is the braking's, so no earlier than `0.85·D`.
  func cutAcceptance(_ motion: LandingSpring.Capture, speed: Double) -> (_ brake: Double, _ shape: Double) -> Bool {
    { brake, shape in
      guard motion.settlingTime == 0 else { return true }
      let lead = brake * DecelerationShape.timeBeforeStop(shape: shape, speed: SpinContract.restSpeed / speed)
      return brake - lead >= SpinContract.earliestRestFraction * decelerationDuration
    }
  }
}
