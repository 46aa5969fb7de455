extension SpinPlanner {
  /// A gesture with non-finite values replaced: an end point that is not finite becomes the centre, a
  /// velocity that is not finite turns the flick into a tap.
  static func sanitized(_ gesture: SpinGesture) -> (gesture: SpinGesture, adjustments: [ParameterAdjustment]) {
    var notes: [ParameterAdjustment] = []
    var end = gesture.endPoint
    if !end.isFinite {
      notes.append(
        ParameterAdjustment(
          parameter: "gestureEndPoint", requested: end.x.isFinite ? end.y : end.x, used: 0,
          reason: "not finite; using the mount centre"))
      end = .zero
    }
    guard let velocity = gesture.velocity else { return (.tap(endPoint: end), notes) }
    if !velocity.isFinite {
      notes.append(
        ParameterAdjustment(
          parameter: "gestureVelocity", requested: velocity.x.isFinite ? velocity.y : velocity.x,
          used: 0, reason: "not finite; treating the flick as a tap"))
      return (.tap(endPoint: end), notes)
    }
    return (.flick(velocity: velocity, endPoint: end), notes)
  }

  /// Plans one segment from the state at an activation.
  /// - Parameters:
  ///   - gesture: The activation.
  ///   - startTime: When it happened (s).
  ///   - angle: The angle then (rad).
  ///   - velocity: The angular velocity then (rad/s).
  ///   - odd: Whether the landing must be an odd number of half-turns from angle 0.
  /// - Returns: The segment, its notes, and the landing captures solved on the way
  ///   (``springSegment(_:startTime:angle:direction:speed:nearest:halfTurns:)``).
  func segment(
    for gesture: SpinGesture, at startTime: Double, angle: Double, velocity: Double,
    landsOnOddHalfTurns odd: Bool
  ) -> (SpinSegment, [ParameterAdjustment], solved: [LandingSpring.Capture]) {
    let (gesture, notes) = Self.sanitized(gesture)
    let direction = direction(of: gesture)
    let d = direction.sign
    var requested = requestedAngularSpeed(of: gesture)
    if gesture.isTap, velocity * d > 0 { requested = max(requested, abs(velocity)) }

    // The nearest allowed landing ahead: j·π in the direction frame, j with the pending parity.
    let ahead = d * angle
    var j = ((ahead + Self.minimumSweep) / .pi).rounded(.up)
    if (abs(j.truncatingRemainder(dividingBy: 2)) == 1) != odd { j += 1 }
    let nearest = j * .pi - ahead
    let duration = decelerationDuration
    let omegaMax = maximumAngularSpeed
    let omegaMin = min(SpinContract.minimumAngularSpeed(toTurn: nearest, within: duration), omegaMax)
    let speed = min(max(requested, omegaMin), omegaMax)

    if let spring = landingSpring {
      let (segment, more, solved) = springSegment(
        spring, startTime: startTime, angle: angle, direction: direction, speed: speed,
        nearest: nearest, halfTurns: j)
      return (segment, more.isEmpty ? notes : notes + more, solved)
    }
    let choice = landing(nearest: nearest, speed: speed)
    let landingAngle = d * (j + 2 * Double(choice.extraTurns)) * .pi
    let segment = SpinSegment(
      startTime: startTime, startAngle: angle, direction: direction, initialSpeed: speed,
      coastDuration: choice.coast, brakeDuration: choice.brake, shape: choice.shape,
      landingAngle: landingAngle)
    return (segment, notes, [])
  }

  /// The chosen landing: how many extra full turns beyond the nearest one, and the curve reaching it.
  struct Landing {
    var extraTurns: Int
    var coast: Double
    var brake: Double
    var shape: Double
  }

  /// Picks the landing `nearest + 2πk` and the curve to it (see the type's documentation).
  func landing(nearest: Double, speed: Double) -> Landing {
    let duration = decelerationDuration
    let reach = speed * duration / 2
    let preferred = DecelerationShape.sweepRatio(shape: tuning.preferredShape) * reach
    if let found = Self.firstLanding(
      nearest: nearest, reach: reach, preferred: preferred,
      curve: { sweep in
        braking(sweep: sweep, speed: speed, reach: reach)
      })
    {
      return found
    }
    // Coast, then brake with Coulomb friction: Δ = ω₀·(t_s − T/2), braking at least D/10.
    let (k, sweep) = Self.firstBeyond(nearest: nearest, reach: reach)
    let brake = max(2 * (duration - sweep / speed), Self.minimumBrakeFraction * duration)
    let coast = max(0, sweep / speed - brake / 2)
    return Landing(extraTurns: k, coast: coast, brake: brake, shape: 0)
  }

  /// The first landing `nearest + 2πk` within `reach` that `curve` can brake to, tried outward from
  /// the one nearest `preferred` (centre, centre + 1, centre − 1, …), `0 ≤ k ≤ ⌊(reach − nearest)/2π⌋`;
  /// `nil` when none can (or `nearest` is out of reach: then only a coast reaches it).
  /// - Parameters:
  ///   - nearest: The nearest allowed landing ahead (rad, > 0).
  ///   - reach: The farthest a pure braking turns (rad); `nearest` up to `reach·(1 + 1e-12)` counts as
  ///     within it (at `ω₀ = ω_max` and `D = 0.1 s` the reach is π to within rounding).
  ///   - preferred: What the preferred shape would turn (rad).
  ///   - curve: The braking `(brake, shape)` that turns a sweep (rad), or `nil` when none may.
  @inline(__always)
  static func firstLanding(
    nearest: Double, reach: Double, preferred: Double, curve: (_ sweep: Double) -> (brake: Double, shape: Double)?
  ) -> Landing? {
    guard nearest <= reach * (1 + 1e-12) else { return nil }
    let most = max(0, Int(((reach - nearest) / (2 * .pi)).rounded(.down)))
    let centre = min(max(Int(((preferred - nearest) / (2 * .pi)).rounded()), 0), most)
    for offset in 0...(2 * most + 1) {
      let k = offset % 2 == 0 ? centre - offset / 2 : centre + (offset + 1) / 2
      guard (0...most).contains(k) else { continue }
      if let found = curve(nearest + 2 * .pi * Double(k)) {
        return Landing(extraTurns: k, coast: 0, brake: found.brake, shape: found.shape)
      }
    }
    return nil
  }

  /// The first landing beyond `reach`: the least `k` with `nearest + 2πk > reach`, and that landing (rad).
  static func firstBeyond(nearest: Double, reach: Double) -> (extraTurns: Int, sweep: Double) {
    var k = 0
    while nearest + 2 * .pi * Double(k) <= reach { k += 1 }
    return (k, nearest + 2 * .pi * Double(k))
  }

  /// The pure-braking curve turning `sweep` from `speed`, if its shape is at most 20, it rests no
  /// earlier than `0.85·D` and it brakes no harder than ``SpinContract/maximumAngularAcceleration``.
  func braking(sweep: Double, speed: Double, reach: Double) -> (brake: Double, shape: Double)? {
    let shape = DecelerationShape.shape(forSweepRatio: sweep / reach)
    guard shape <= SpinTuning.maximumShape else { return nil }
    // T from the landing condition θ_T = ω₀·T·r(q)/2 = sweep, so the curve lands exactly.
    let brake = 2 * sweep / (speed * DecelerationShape.sweepRatio(shape: shape))
    let trial = SpinSegment(
      startTime: 0, startAngle: 0, direction: .topToBottom, initialSpeed: speed, coastDuration: 0,
      brakeDuration: brake, shape: shape, landingAngle: sweep)
    guard trial.restTime >= SpinContract.earliestRestFraction * decelerationDuration,
      trial.peakDeceleration <= SpinContract.maximumAngularAcceleration
    else { return nil }
    return (brake, shape)
  }
}
