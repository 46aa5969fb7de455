import _ButterflyShims

/// The detent that catches the medallion on its landing face: a damped spring about the landing angle
/// `θ*` that takes over from the braking as the medallion crosses `θ*`.
///
/// ```
/// θ'' = −ω_n²·(θ − θ*) − 2ζω_n·θ'          from θ = θ*, θ' = d·w_c (the capture speed)
/// ω_n = 2π / response                       (SwiftUI: duration → stiffness (2π/duration)²)
/// ζ   = 1 − bounce        for bounce ≥ 0    (SwiftUI: bounce 0 critically damped, 1 undamped)
/// ζ   = 1 / (1 + bounce)  for bounce < 0    (overdamped)
/// w_c = |bounce|·6° · ω_n / g(ζ)            so the first swing past θ* is |bounce| × 6°
/// g(ζ) = exp(−ζ·acos ζ / √(1 − ζ²))  (ζ < 1),  1/e  (ζ = 1),  exp(−ζ·acosh ζ / √(ζ² − 1))  (ζ > 1)
/// ```
///
/// `g(ζ)·w/ω_n` is the peak of a spring released at its rest position with speed `w`, in closed form in
/// each regime. The mapping from `(duration, bounce)` is SwiftUI's for `Spring(duration:bounce:)`
/// (``DampedSpring/init(mass:duration:bounce:initialPosition:initialVelocity:targetPosition:)``).
///
/// The hand-over is at `θ*` itself, so the medallion has arrived (clause 4 only asks the braking to be
/// monotone) and the overshoot after arrival is the spring's first swing, `|bounce| × 6° < 6°`
/// (clause 7). The planner brakes so that the crossing plus ``Capture/settlingTime`` ends at `D` (clause 6);
/// a spring that cannot settle within ``maximumSettlingFraction`` of `D` has its response shortened to
/// the longest that does (logged), and when not even ``minimumResponse`` settles in time it is left out
/// (logged): below `D` = 0.46 s at bounce −0.5, 0.31 s at −0.3, 0.20 s at −0.1, 0.18 s at 0.1, 0.25 s
/// at 0.3, 0.26 s at 0.45, 0.44 s at 0.6, 0.72 s at 0.75 and 1.73 s at 0.9.
public struct LandingSpring: Hashable, Sendable {
  /// The largest bounce: 0.9 (ζ = 0.1 rings about three times before it settles).
  public static let maximumBounce = 0.9
  /// The least bounce: −0.5 (ζ = 2). A stiffer overdamped detent needs a capture speed many times
  /// `ω_n·6°` to swing out at all (`g(ζ) → 0`), and its damping would brake harder than the contract's
  /// bound on `|θ''|`.
  public static let minimumBounce = -0.5
  /// The shortest response (s): 0.05, the period of a 20 Hz detent.
  public static let minimumResponse = 0.05
  /// The longest response (s): 2.
  public static let maximumResponse = 2.0
  /// The largest share of `D` the spring may take to settle: a quarter, so at the least initial speed
  /// the braking still has three quarters of `D` to reach the face.
  public static let maximumSettlingFraction = 0.25
  /// How close a shortened response is to the longest that fits (relative): 0.1 %. The fitted response
  /// settles within a quarter of `D`, and one 0.1 % longer (or the requested one, if that is nearer)
  /// does not.
  public static let shorteningTolerance = 1e-3

  /// SwiftUI's bounce (dimensionless, `[−0.5, 0.9]`, not 0).
  public let bounce: Double
  /// The response `2π/ω_n` in use (s).
  public let response: Double
  /// `ζ` (dimensionless).
  public let dampingRatio: Double
  /// `ω_n = 2π/response` (rad/s).
  public let naturalFrequency: Double
  /// `w_c`, the speed at which the spring catches the medallion (rad/s).
  public let captureSpeed: Double
  /// The spring's motion after a capture at ``captureSpeed``.
  public let capture: Capture
  /// Captures at other speeds already solved (``remember(_:)``), which ``capture(atSpeed:)`` returns
  /// instead of solving again; not part of the spring's identity (`==`, `hash(into:)`).
  public private(set) var knownCaptures: [Capture] = []

  /// What the spring does after it catches the medallion at one speed.
  public struct Capture: Hashable, Sendable {
    /// The capture speed `w` (rad/s).
    public let speed: Double
    /// The first swing past `θ*`, `g(ζ)·w/ω_n` (rad).
    public let overshoot: Double
    /// When the first swing (``overshoot``) peaks (s after the capture): `acos ζ/(ω_n·√(1 − ζ²))`
    /// for `ζ < 1`, `1/ω_n` for `ζ = 1`, `acosh ζ/(ω_n·√(ζ² − 1))` for `ζ > 1`; the same for every
    /// capture speed.
    public let peakTime: Double
    /// The time after the capture from which `|θ − θ*| ≤ 0.5°` and `|θ'| ≤ 0.05 rad/s` hold forever
    /// (s, ``DampedSpring/settlingTime(positionTolerance:velocityTolerance:)``; 0 when they always do).
    public let settlingTime: Double
    /// A time after the capture from which `|θ − θ*| ≤ 0.01°` and `|θ'| ≤ 0.01 rad/s` are guaranteed
    /// (s): where an animation of the curve may end without a visible snap.
    public let endTime: Double
    /// The largest `|θ''|` after the capture (rad/s²), in closed form
    /// (``DampedSpring/largestAcceleration``): the larger of `2ζω_n·w` at the capture and the first
    /// extremum of `θ''` after it.
    public let peakAcceleration: Double
  }

  /// The landing spring for a tuning and a deceleration duration, and what was changed to fit it.
  ///
  /// A spring whose capture at ``captureSpeed`` settles within `D/4` (with its peak `|θ''|` under the
  /// contract's bound) is used as asked. Otherwise the response is scanned down in 10 % steps to
  /// ``minimumResponse``, bisected between the first that fits and the one above it to
  /// ``shorteningTolerance``, then stepped up by 0.1 % while that still fits: the response used fits and
  /// one 0.1 % longer does not. When none on the scan fits, the spring is left out.
  /// - Parameters:
  ///   - bounce: SwiftUI's bounce, already resolved to `[−0.5, 0.9]`; 0 gives `nil` (no spring).
  ///   - response: The response, already resolved to `[0.05, 2]` s.
  ///   - duration: `D` (s, resolved).
  /// - Returns: The spring (or `nil`) and the adjustments (response shortened, or the spring left out).
  /// - Complexity: O(1): a few settling-time solves.
  public static func fitting(bounce: Double, response: Double, duration: Double) -> (
    spring: LandingSpring?, adjustments: [ParameterAdjustment]
  ) {
    guard bounce != 0, let ratio = DampedSpring.dampingRatio(forBounce: bounce) else { return (nil, []) }
    let limit = maximumSettlingFraction * duration
    func fitted(_ response: Double) -> LandingSpring? {
      let spring = LandingSpring(bounce: bounce, response: response, dampingRatio: ratio)
      return spring.capture.settlingTime <= limit
        && spring.capture.peakAcceleration <= SpinContract.maximumAngularAcceleration ? spring : nil
    }
    if let spring = fitted(response) { return (spring, []) }
    // Scan down in steps of 10 % to the shortest response, then bisect between the first response that
    // fits and the one above it (which does not) to 0.1 %: the response is shortened no more than that.
    var failing = response
    var trial = response
    var found: LandingSpring?
    while found == nil, trial > minimumResponse {
      failing = trial
      trial = max(minimumResponse, trial * 0.9)
      found = fitted(trial)
    }
    guard var best = found else {
      return (
        nil,
        [
          ParameterAdjustment(
            parameter: SpinSettings.landingBounce.name, requested: bounce, used: 0,
            reason: "no landing response from 0.05 s up settles within a quarter of D; landing without the spring")
        ]
      )
    }
    while failing - best.response > shorteningTolerance * failing {
      let middle = 0.5 * (best.response + failing)
      if let spring = fitted(middle) { best = spring } else { failing = middle }
    }
    // The settling time is not monotone in the response (a late lobe of the velocity may just pass
    // its tolerance or not), so the bisection may stop below a response that fits: step up by 0.1 %
    // until the next step would not fit.
    while best.response < response, let longer = fitted(min(response, best.response * (1 + shorteningTolerance))) {
      best = longer
    }
    return (
      best,
      [
        ParameterAdjustment(
          parameter: SpinSettings.landingResponse.name, requested: response, used: best.response,
          reason: "the landing spring must settle within a quarter of D")
      ]
    )
  }

  init(bounce: Double, response: Double, dampingRatio: Double) {
    self.bounce = bounce
    self.response = response
    self.dampingRatio = dampingRatio
    naturalFrequency = 2 * Double.pi / response
    captureSpeed = abs(bounce) * SpinContract.overshootLimit * naturalFrequency / Self.peakFraction(dampingRatio)
    capture = Self.capture(speed: captureSpeed, dampingRatio: dampingRatio, naturalFrequency: naturalFrequency)
  }

  /// The spring's motion after a capture at `speed` (rad/s, ≤ ``captureSpeed``): the planner catches a
  /// medallion slower than twice the capture speed at half its speed instead.
  public func capture(atSpeed speed: Double) -> Capture {
    if speed == captureSpeed { return capture }
    for known in knownCaptures where known.speed == speed { return known }
    return Self.capture(speed: speed, dampingRatio: dampingRatio, naturalFrequency: naturalFrequency)
  }

  /// Keeps `capture` — one this spring's ``capture(atSpeed:)`` returned — so asking for its speed again
  /// returns it without the settling-time solves (about 36,000 instructions each): a sweep plans many
  /// medallions at the same speed with one spring. Nothing changes if the speed is already known.
  public mutating func remember(_ capture: Capture) {
    guard !knowsCapture(atSpeed: capture.speed) else { return }
    knownCaptures.append(capture)
  }

  /// Whether ``capture(atSpeed:)`` returns a capture at `speed` without solving: the spring's own capture
  /// speed, or one remembered.
  public func knowsCapture(atSpeed speed: Double) -> Bool {
    speed == captureSpeed || knownCaptures.contains { $0.speed == speed }
  }

  /// Whether two springs are the same: every property but ``knownCaptures``, which only saves work.
  public static func == (lhs: LandingSpring, rhs: LandingSpring) -> Bool {
    lhs.bounce == rhs.bounce && lhs.response == rhs.response && lhs.dampingRatio == rhs.dampingRatio
      && lhs.naturalFrequency == rhs.naturalFrequency && lhs.captureSpeed == rhs.captureSpeed
      && lhs.capture == rhs.capture
  }

  /// Hashes what `==` compares (not ``knownCaptures``).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(bounce)
    hasher.combine(response)
    hasher.combine(dampingRatio)
    hasher.combine(naturalFrequency)
    hasher.combine(captureSpeed)
    hasher.combine(capture)
  }

  /// The spring about 0 released at 0 with velocity `velocity` (rad, rad/s).
  func released(position: Double, velocity: Double) -> DampedSpring {
    DampedSpring(
      unchecked: 1, stiffness: naturalFrequency * naturalFrequency,
      damping: 2 * dampingRatio * naturalFrequency, initialPosition: position, initialVelocity: velocity,
      targetPosition: 0)
  }

  static func capture(speed: Double, dampingRatio: Double, naturalFrequency: Double) -> Capture {
    let spring = DampedSpring(
      unchecked: 1, stiffness: naturalFrequency * naturalFrequency, damping: 2 * dampingRatio * naturalFrequency,
      initialPosition: 0, initialVelocity: speed, targetPosition: 0)
    let overshoot = peakFraction(dampingRatio) * speed / naturalFrequency
    let settling = checked(
      spring,
      settling: spring.settlingTime(
        positionTolerance: SpinContract.arrivalTolerance, velocityTolerance: SpinContract.restSpeed))
    let end =
      spring.guaranteedSettlingBound(
        positionTolerance: SpinContract.arrivalTolerance / 50, velocityTolerance: SpinContract.restSpeed / 5)
      ?? settling
    return Capture(
      speed: speed, overshoot: overshoot, peakTime: peakPhase(dampingRatio) / naturalFrequency, settlingTime: settling,
      endTime: max(end, settling),
      peakAcceleration: spring.largestAcceleration)
  }

  /// `settling` moved past any extremum after it that still breaks a rest tolerance.
  ///
  /// ``DampedSpring/settlingTime(positionTolerance:velocityTolerance:)`` walks back in steps of 1/16 of a
  /// period (or of the decay time) and can step over an extremum that exceeds a tolerance for less than a
  /// step — a peak just past 0.5°, say. So each extremum after `settling` is checked, and from one that
  /// violates, the crossing is bisected over the stretch in which that quantity falls monotonically to 0.
  /// Released at its rest position with speed `w`:
  /// ```
  /// ζ < 1:  velocity extrema at ω_d·t = kπ − 2ψ, position extrema at ω_d·t = π/2 − ψ + kπ
  ///         (ψ = atan(σ/ω_d)), each falling over the next quarter period; the next eight are checked
  /// ζ ≥ 1:  one position peak at t_p = ln((σ + γ)/(σ − γ))/(2γ)  (1/σ when ζ = 1), one velocity
  ///         extremum at 2·t_p; each falls monotonically from there to the guaranteed bound
  /// ```
  static func checked(_ spring: DampedSpring, settling: Double) -> Double {
    guard settling.isFinite else { return settling }
    var last = settling
    func excess(_ t: Double, isVelocity: Bool) -> Bool {
      let motion = spring.motion(at: t)
      return isVelocity
        ? abs(motion.velocity) > SpinContract.restSpeed : abs(motion.position) > SpinContract.arrivalTolerance
    }
    // From an extremum at `time` that violates, the crossing within `time…end`, where it falls monotonically.
    func settle(after time: Double, until end: Double, isVelocity: Bool) {
      guard time > last, excess(time, isVelocity: isVelocity) else { return }
      var low = time
      var high = end
      for _ in 0..<60 {
        let middle = 0.5 * (low + high)
        if excess(middle, isVelocity: isVelocity) { low = middle } else { high = middle }
      }
      last = max(last, high)
    }
    guard spring.discriminant < 0 else {
      let sigma = spring.dampingRate
      let gamma = spring.splitRate
      let peak = gamma > 0 ? log((sigma + gamma) / (sigma - gamma)) / (2 * gamma) : 1 / sigma
      // Past the guaranteed bound nothing violates, so only extrema before it are checked.
      guard
        let end = spring.guaranteedSettlingBound(
          positionTolerance: SpinContract.arrivalTolerance, velocityTolerance: SpinContract.restSpeed)
      else { return last }
      if peak < end { settle(after: peak, until: end, isVelocity: false) }
      if 2 * peak < end { settle(after: 2 * peak, until: end, isVelocity: true) }
      return last
    }
    let frequency = spring.dampedFrequency
    let psi = atan(spring.dampingRate / frequency)
    let quarter = 0.5 * Double.pi / frequency
    var k = (settling * frequency / .pi).rounded(.down)
    for _ in 0..<8 {
      let velocityExtremum = (k * .pi - 2 * psi) / frequency
      let positionExtremum = (0.5 * .pi - psi + k * .pi) / frequency
      settle(after: velocityExtremum, until: velocityExtremum + quarter, isVelocity: true)
      settle(after: positionExtremum, until: positionExtremum + quarter, isVelocity: false)
      k += 1
    }
    return last
  }

  /// `ω_n·t_p`: when a spring released at rest position with some speed peaks, in units of `1/ω_n`
  /// (the phase at which ``peakFraction(_:)`` evaluates it).
  ///
  /// ```
  /// ζ < 1:  acos ζ / √(1 − ζ²)
  /// ζ = 1:  1
  /// ζ > 1:  acosh ζ / √(ζ² − 1)
  /// ```
  /// - Parameter zeta: `ζ > 0`.
  /// - Returns: The phase (> 0).
  static func peakPhase(_ zeta: Double) -> Double {
    if zeta < 1 {
      let root = ((1 - zeta) * (1 + zeta)).squareRoot()
      return atan2(root, zeta) / root
    }
    if zeta > 1 {
      let root = ((zeta - 1) * (zeta + 1)).squareRoot()
      return log(zeta + root) / root
    }
    return 1
  }

  /// `g(ζ)`: the peak of a spring released at rest position with speed `w`, per unit `w/ω_n`.
  ///
  /// ```
  /// ζ < 1:  exp(−ζ·acos ζ / √(1 − ζ²))      (the peak at ω_d·t = acos ζ)
  /// ζ = 1:  1/e                              (at ω_n·t = 1)
  /// ζ > 1:  exp(−ζ·acosh ζ / √(ζ² − 1))     (at t = acosh ζ / (ω_n√(ζ² − 1)))
  /// ```
  /// - Parameter zeta: `ζ > 0`.
  /// - Returns: `g ∈ (0, 1)`.
  /// `acos ζ` is taken as `atan2(√(1 − ζ²), ζ)` and `acosh ζ` as `ln(ζ + √(ζ² − 1))` (ζ ≤ 2 here, no
  /// cancellation), so the page's WebAssembly build needs no further maths functions.
  static func peakFraction(_ zeta: Double) -> Double {
    if zeta < 1 {
      let root = ((1 - zeta) * (1 + zeta)).squareRoot()
      return exp(-zeta * atan2(root, zeta) / root)
    }
    if zeta > 1 {
      let root = ((zeta - 1) * (zeta + 1)).squareRoot()
      return exp(-zeta * log(zeta + root) / root)
    }
    return exp(-1)
  }
}
