/// Turns a gesture into a spin that obeys the spin contract (<doc:TheSpinContract>).
///
/// The model is quadratic air drag plus Coulomb friction (``DecelerationShape``), solved in closed form:
///
/// 1. Direction: a gesture ending in the top half spins top → bottom (`θ` increasing), in the bottom
///    half bottom → top. On the axle, a velocity towards the bottom half (`v·n < 0`) or none spins
///    top → bottom, towards the top half bottom → top.
/// 2. Speed: a flick gives `ω₀ = |v·n|/r`; a tap gives ``SpinTuning/tapAngularSpeed``. `ω₀` is clamped to
///    `[ω_min, ω_max]`, `ω_max = 20π rad/s` (60° per 60 Hz frame) and `ω_min = 2Δ_min/D` the least speed
///    that reaches the nearest allowed landing within `D` (for a first spin `Δ_min = π`, `ω_min = 2π/D`).
/// 3. Landing: the candidates are the angles `k·π` ahead in the spin direction with the pending face's
///    parity, at least ``minimumSweep`` away. Pure braking from `ω₀` can turn at most `X = ω₀·D/2`;
///    the planner picks the candidate nearest to `r(q₀)·X` (what the preferred shape would turn) whose
///    shape `q = r⁻¹(Δ/X) ≤ 20` still rests within `[0.85·D, D]`, then sets `T` so the curve lands on it
///    exactly. When no candidate fits under pure braking — only after an interruption with `D` below
///    about 0.3 s — the medallion coasts at `ω₀` first and brakes with Coulomb friction, taking at least
///    `D/10` to brake.
/// 4. Landing spring (``LandingSpring``, bounce ≠ 0): the braking is cut where it crosses the landing at
///    the capture speed `w` (``LandingSpring/captureSpeed``, or `ω₀/2` if that is less), at
///    `t_h = D − s` with `s` the spring's settling time, so the spin rests at `D`. The landing search of
///    rule 3 runs over the same candidates in the same order (outward from the one nearest `r(q₀)·X`)
///    with the cut curve, whose reach is `ω₀·t_h·(1 + w/ω₀)/2`, so the landing differs from rule 3's
///    only where one curve cannot reach the other's: the cut curve must still move at `w` at `t_h`, and
///    slowing from `ω₀` to `w` within `t_h` turns at least `ω₀·t_h·c·ln(1/c)/(1 − c)`, `c = w/ω₀`,
///    whatever the drag (the default tap: 3.06π, past 3π, so it coasts on to 5π). When no landing
///    fits, the capture speed is quartered, twice, and at last the spin lands without the spring;
///    a capture below ``LandingSpring/captureSpeed`` (`landingSwing`) and a spin without the spring
///    (`landingBounce` 0) are noted in ``SpinTrajectory/adjustments``.
///
/// Invalid input never traps: non-finite gesture values are replaced (and reported in
/// ``SpinTrajectory/adjustments``); the duration and tuning are resolved once, in ``init(medallionRadius:axle:decelerationDuration:tuning:)``.
public struct SpinPlanner: Hashable, Sendable {
  /// The least angle a (re-)planned spin turns (rad): a re-plan that would land closer than this picks
  /// the next landing of the right face, so the rest time still lasts about `D`.
  public static let minimumSweep = 0.5
  /// The shortest braking, as a fraction of `D`, when a coast is needed (bounds `|θ''|`).
  static let minimumBrakeFraction = 0.1

  /// The medallion's radius when none is given (pt): 25.2 pt, the medallion of the control at its
  /// default size (the model's tests check that the two agree).
  public static let defaultMedallionRadius = 25.2

  /// `r`, the medallion's radius in use (pt): a flick's speed across the axle over `r` is its angular
  /// speed. The control's layout derives it from the mount (the model's `MedallionGeometry`).
  public private(set) var medallionRadius: Double
  /// The axle the medallion turns about.
  public private(set) var axle: AxleOrientation
  /// `D`, the deceleration duration in use (s): in `[0.1, 60]`.
  public let decelerationDuration: Double
  /// The feel in use, after ``SpinTuning/resolved()`` and fitting the landing spring to `D` (its
  /// response shortened, or its bounce 0 when it cannot settle in time).
  public let tuning: SpinTuning
  /// The landing spring that catches the medallion on its face, or `nil` (bounce 0: it stops dead).
  package private(set) var landingSpring: LandingSpring?
  /// What was replaced when resolving the radius, the duration and the tuning (the control's own sizes
  /// are resolved, and their adjustments listed, by the model's layout).
  public private(set) var adjustments: [ParameterAdjustment]

  /// Creates a planner.
  /// - Parameters:
  ///   - medallionRadius: `r` (pt, default ``defaultMedallionRadius``). Zero, negative or non-finite
  ///     uses the default (``SpinSettings/medallionRadius``).
  ///   - axle: The axle orientation (default horizontal).
  ///   - decelerationDuration: `D` (s, default 2). Zero, negative or non-finite uses 2; below 0.1 uses 0.1;
  ///     above 60 uses 60.
  ///   - tuning: The feel (default ``SpinTuning/standard``).
  public init(
    medallionRadius: Double = defaultMedallionRadius, axle: AxleOrientation = .horizontal,
    decelerationDuration: Double = SpinContract.defaultDecelerationDuration, tuning: SpinTuning = .standard
  ) {
    let radius = SpinSettings.medallionRadius.resolve(medallionRadius)
    let duration = SpinContract.resolveDecelerationDuration(decelerationDuration)
    let resolved = tuning.resolved()
    var used = resolved.tuning
    let spring = LandingSpring.fitting(
      bounce: used.landingBounce, response: used.landingResponse, duration: duration.duration)
    if let fitted = spring.spring { used.landingResponse = fitted.response } else { used.landingBounce = 0 }
    self.medallionRadius = radius.value
    self.axle = axle
    self.decelerationDuration = duration.duration
    self.tuning = used
    self.landingSpring = spring.spring
    self.adjustments =
      [radius.adjustment, duration.adjustment].compactMap { $0 } + resolved.adjustments + spring.adjustments
  }

  /// This planner's duration and feel — its landing spring already fitted to `D` — for another medallion.
  ///
  /// The same as `SpinPlanner(medallionRadius:axle:decelerationDuration:tuning:)` with the duration and
  /// tuning this planner was created with, bit for bit (the fitting depends on `D` and the tuning only),
  /// provided this planner was made with a valid radius: without fitting the spring again. The fitting's
  /// settling-time solves are most of a planner's cost, which a sweep of many controls per duration and
  /// tuning pays once.
  /// - Parameters:
  ///   - medallionRadius: `r` (pt), resolved as the initialiser resolves it.
  ///   - axle: The axle orientation.
  /// - Returns: The planner for that medallion.
  /// - Complexity: O(1).
  public func placed(medallionRadius: Double, axle: AxleOrientation) -> SpinPlanner {
    let radius = SpinSettings.medallionRadius.resolve(medallionRadius)
    var planner = self
    planner.medallionRadius = radius.value
    planner.axle = axle
    if let note = radius.adjustment { planner.adjustments.insert(note, at: 0) }
    return planner
  }

  /// Keeps a capture its landing spring solved while planning (`planSolving(_:from:)`), so later plans
  /// at that capture speed reuse it (``LandingSpring/remember(_:)``); the plans are the same, bit for bit.
  /// Nothing happens without a spring.
  public mutating func remember(_ capture: LandingSpring.Capture) {
    landingSpring?.remember(capture)
  }

  /// `ω_max = 20π rad/s`.
  public var maximumAngularSpeed: Double { SpinContract.maximumAngularSpeed }

  /// `ω_min = 2π/D` for a first spin (rad/s), never above ``maximumAngularSpeed`` (at `D = 0.1 s` the two
  /// meet, up to rounding).
  public var minimumAngularSpeed: Double {
    min(SpinContract.minimumAngularSpeed(toTurn: .pi, within: decelerationDuration), maximumAngularSpeed)
  }

  /// The direction a gesture spins the medallion (rule 1 above).
  public func direction(of gesture: SpinGesture) -> SpinDirection {
    let gesture = Self.sanitized(gesture).gesture
    switch axle.half(containing: gesture.endPoint) {
    case .top: return .topToBottom
    case .bottom: return .bottomToTop
    case nil:
      let along = gesture.velocity.map { axle.signedDistance(of: $0) } ?? 0
      return along > 0 ? .bottomToTop : .topToBottom
    }
  }

  /// The speed a gesture asks for before clamping (rad/s): `|v·n|/r` for a flick, the tap speed for a tap.
  public func requestedAngularSpeed(of gesture: SpinGesture) -> Double {
    switch Self.sanitized(gesture).gesture {
    case .tap: return tuning.tapAngularSpeed
    case .flick(let velocity, _): return abs(axle.signedDistance(of: velocity)) / medallionRadius
    }
  }

  /// Plans a spin from rest.
  /// - Parameters:
  ///   - gesture: The activating gesture.
  ///   - face: The face showing now; the spin lands on the other one.
  /// - Returns: A one-segment trajectory starting at time 0 and angle 0.
  /// - Complexity: O(1) apart from the shape solve (about 60 evaluations of `r`).
  public func plan(_ gesture: SpinGesture, from face: MedallionFace) -> SpinTrajectory {
    planSolving(gesture, from: face).trajectory
  }

  /// ``plan(_:from:)``, and the landing captures its spring solved on the way (the ones
  /// ``LandingSpring/knowsCapture(atSpeed:)`` did not know), for ``remember(_:)``: a sweep planning many
  /// medallions with one spring then solves each capture speed once.
  package func planSolving(_ gesture: SpinGesture, from face: MedallionFace) -> (
    trajectory: SpinTrajectory, solved: [LandingSpring.Capture]
  ) {
    let (segment, notes, solved) = segment(
      for: gesture, at: 0, angle: 0, velocity: 0, landsOnOddHalfTurns: true)
    return (SpinTrajectory(startFace: face, firstSegment: segment, adjustments: notes), solved)
  }

  /// Re-plans a spin when another activation arrives at `time`: none is ever lost.
  ///
  /// The new segment starts from the trajectory's angle at `time` with the new gesture's direction and
  /// speed (a tap never slows the medallion: in the same direction it keeps at least the current speed),
  /// and lands on the face that one more toggle gives. An activation after the trajectory has come to
  /// rest simply starts the next spin from the landing.
  /// - Parameters:
  ///   - trajectory: The trajectory so far.
  ///   - gesture: The new activation.
  ///   - time: When it happened (s, on the trajectory's clock; clamped to at least the last activation).
  /// - Returns: The trajectory with the segments after `time` replaced by the new plan.
  /// - Complexity: O(activations) for the copy; ``interrupt(inPlace:with:at:)`` re-plans in place in O(1).
  public func interrupt(_ trajectory: SpinTrajectory, with gesture: SpinGesture, at time: Double)
    -> SpinTrajectory
  {
    var result = trajectory
    interrupt(inPlace: &result, with: gesture, at: time)
    return result
  }

  /// Re-plans `trajectory` in place when another activation arrives at `time` (see
  /// ``interrupt(_:with:at:)``): the new segment is appended, so a run of `n` activations plans in O(n).
  /// - Parameters:
  ///   - trajectory: The trajectory so far; gains one segment.
  ///   - gesture: The new activation.
  ///   - time: When it happened (s, on the trajectory's clock; clamped to at least the last activation).
  /// - Complexity: amortised O(1) apart from the shape solve of ``plan(_:from:)``.
  public func interrupt(inPlace trajectory: inout SpinTrajectory, with gesture: SpinGesture, at time: Double) {
    let last = trajectory.finalSegment
    var when = time
    if !(when.isFinite && when >= last.startTime) {
      trajectory.adjustments.append(
        ParameterAdjustment(
          parameter: "interruptionTime", requested: time, used: last.startTime,
          reason: "must be finite and not before the previous activation"))
      when = last.startTime
    }
    let now = last.state(at: when)
    let activations = trajectory.activationCount + 1
    let (segment, more, _) = segment(
      for: gesture, at: when, angle: now.angle, velocity: now.angularVelocity,
      landsOnOddHalfTurns: activations % 2 == 1)
    trajectory.laterSegments.append(segment)
    trajectory.adjustments += more
  }
}
