/// Advances a second-order system to any target time with a bounded, stable fixed step.
///
/// Each ``advance(to:)`` takes full steps of `h = min(maximumStep, safetyFactor·h_stable)` and a
/// shortened last step so it ends exactly on the target (advancing by `a` then `b` matches `a + b` to
/// within the method's error). When the requested `maximumStep` exceeds the stable step, the driver
/// sub-steps and says so in the returned ``SteppingReport``: an unstable step is never taken silently.
/// ``interpolatedState(at:)`` gives display values between the last two states without changing them.
public struct SteppingDriver<System: StabilityBoundedSystem>: Sendable {
  /// The equations being integrated.
  public let system: System
  /// The stepping method.
  public let method: SteppingMethod
  /// The largest step the caller allows, seconds (> 0; `.infinity` means "as large as stable").
  public let maximumStep: Double
  /// The fraction of the stable step actually used, in (0, 1).
  public let safetyFactor: Double
  /// The method's stable step for ``system`` (before the safety factor), seconds.
  public let stableStepLimit: Double
  /// The current time, seconds.
  @inlinable public var time: Double { currentTime }
  /// The current `(position, velocity)`.
  @inlinable public var state: SIMD2<Double> { currentState }
  /// The time at the start of the most recent step (equals ``time`` before any step), seconds.
  @inlinable public var previousTime: Double { stepStartTime }
  /// The state at the start of the most recent step.
  @inlinable public var previousState: SIMD2<Double> { stepStartState }
  /// All steps added for stability since creation.
  @inlinable public var totalAddedSubsteps: Int { addedSubstepCount }

  // The stepping state, stored where ``advance(to:)`` (inlinable, so a caller in another module gets it
  // specialised for its system: no witness call or generic copy per step) can update it.
  @usableFromInline var currentTime: Double
  @usableFromInline var currentState: SIMD2<Double>
  @usableFromInline var stepStartTime: Double
  @usableFromInline var stepStartState: SIMD2<Double>
  @usableFromInline var addedSubstepCount = 0

  /// Creates a driver, or `nil` for unusable settings.
  ///
  /// `nil` when `maximumStep` is NaN or ≤ 0 (or infinite while the system has no finite stable
  /// step), `safetyFactor` is not in (0, 1), or `time`/`state` is not finite.
  /// - Parameters:
  ///   - system: the equations (its rates decide the stable step).
  ///   - method: defaults to ``SteppingMethod/rungeKutta4``.
  ///   - maximumStep: seconds, > 0.
  ///   - safetyFactor: fraction of the stable step to use; default 0.9.
  ///   - time: start time, seconds.
  ///   - state: start `(position, velocity)`.
  /// - Complexity: O(1).
  public init?(
    system: System, method: SteppingMethod = .rungeKutta4, maximumStep: Double,
    safetyFactor: Double = 0.9, time: Double = 0, state: SIMD2<Double>
  ) {
    let stable = method.maximumStableStep(
      naturalFrequency: system.naturalFrequency, dampingRate: system.dampingRate)
    guard maximumStep > 0, maximumStep.isFinite || stable.isFinite, safetyFactor > 0, safetyFactor < 1,
      time.isFinite, state.x.isFinite, state.y.isFinite, !stable.isNaN
    else { return nil }
    self.system = system
    self.method = method
    self.maximumStep = maximumStep
    self.safetyFactor = safetyFactor
    self.stableStepLimit = stable
    currentTime = time
    currentState = state
    stepStartTime = time
    stepStartState = state
  }

  /// The full step length actually used, `min(maximumStep, safetyFactor·stableStepLimit)`, seconds.
  /// - Returns: seconds, > 0.
  /// - Complexity: O(1).
  @inlinable public var effectiveStep: Double { min(maximumStep, safetyFactor * stableStepLimit) }

  /// Advances to `targetTime`, ending exactly on it.
  ///
  /// Edge cases: a target that is not after ``time`` (or not finite) takes no step and returns a report
  /// with `stepCount == 0`.
  /// - Parameter targetTime: seconds.
  /// - Returns: how many steps were taken and how many were added for stability.
  /// - Complexity: O((targetTime − time)/effectiveStep) evaluations.
  @inlinable
  @discardableResult
  public mutating func advance(to targetTime: Double) -> SteppingReport {
    let start = currentTime
    let span = targetTime - start
    let h = effectiveStep
    guard targetTime.isFinite, span > 0 else {
      return SteppingReport(stepCount: 0, requestedStepCount: 0, stepUsed: h, stableStepLimit: stableStepLimit)
    }
    let count = FixedStepGrid.stepCount(span: span, step: h)
    let requested = maximumStep.isFinite ? FixedStepGrid.stepCount(span: span, step: maximumStep) : 1
    // One loop per method, chosen once: the method's step inlines into it with the system's
    // coefficients in registers (a switch inside the loop left a call per step).
    switch method {
    case .rungeKutta4: take(count, from: start, to: targetTime, step: h, with: RungeKutta4.self)
    case .semiImplicitEuler: take(count, from: start, to: targetTime, step: h, with: SemiImplicitEuler.self)
    }
    let report = SteppingReport(
      stepCount: count, requestedStepCount: requested, stepUsed: h, stableStepLimit: stableStepLimit)
    addedSubstepCount += report.addedSubsteps
    return report
  }

  /// Takes `count` steps of one method from `start`, the `i`-th ending at `start + i·h` and the last at
  /// `targetTime` exactly, and stores the result.
  @inlinable @inline(__always)
  mutating func take<Method: FixedStepMethod>(
    _ count: Int, from start: Double, to targetTime: Double, step h: Double, with method: Method.Type
  ) {
    // Locals, not stored properties, in the loop: the state stays in registers. The last step, which
    // ends on `targetTime`, is taken after the loop, so the loop has no test for it.
    var state = currentState
    var stepStart = start
    for index in 1..<max(count, 1) {
      let stepEnd = start + Double(index) * h
      state = Method.advance(system, state: state, time: stepStart, step: stepEnd - stepStart)
      stepStart = stepEnd
    }
    stepStartTime = stepStart
    stepStartState = state
    currentState = Method.advance(system, state: state, time: stepStart, step: targetTime - stepStart)
    currentTime = targetTime
  }

  /// Advances by `duration` seconds; see ``advance(to:)``.
  /// - Parameter duration: seconds, > 0.
  /// - Returns: the step report.
  /// - Complexity: O(duration/effectiveStep) evaluations.
  @inlinable
  @discardableResult
  public mutating func advance(by duration: Double) -> SteppingReport {
    advance(to: time + duration)
  }

  /// A display value between the last two states by cubic Hermite interpolation; the state is unchanged.
  ///
  /// ```
  /// u = (t − t₀)/Δ,  h₀₀ = 2u³ − 3u² + 1,  h₁₀ = u³ − 2u² + u,  h₀₁ = −2u³ + 3u²,  h₁₁ = u³ − u²
  /// x(t) ≈ h₀₀x₀ + h₁₀Δv₀ + h₀₁x₁ + h₁₁Δv₁     (velocity likewise with the accelerations)
  /// ```
  /// Error O(Δ⁴) in position. Times outside [``previousTime``, ``time``] are clamped to it; before any
  /// step the current state is returned.
  /// - Parameter displayTime: seconds.
  /// - Returns: the interpolated `(position, velocity)`.
  /// - Complexity: two evaluations of the acceleration.
  public func interpolatedState(at displayTime: Double) -> SIMD2<Double> {
    let delta = time - previousTime
    guard delta > 0 else { return state }
    let clamped = displayTime.isNaN ? time : min(max(displayTime, previousTime), time)
    let u = (clamped - previousTime) / delta
    let u2 = u * u
    let u3 = u2 * u
    let h00 = 2 * u3 - 3 * u2 + 1
    let h10 = u3 - 2 * u2 + u
    let h01 = -2 * u3 + 3 * u2
    let h11 = u3 - u2
    let a0 = system.acceleration(position: previousState.x, velocity: previousState.y, time: previousTime)
    let a1 = system.acceleration(position: state.x, velocity: state.y, time: time)
    let position = h00 * previousState.x + h10 * delta * previousState.y + h01 * state.x + h11 * delta * state.y
    let velocity = h00 * previousState.y + h10 * delta * a0 + h01 * state.y + h11 * delta * a1
    return SIMD2(position, velocity)
  }
}

/// A one-step method ``SteppingDriver`` runs in its own loop, specialised per method so its step inlines.
@usableFromInline protocol FixedStepMethod {
  /// One step of `h` from `state` at `time` (the method's `step`).
  static func advance<S: SecondOrderSystem>(_ system: S, state: SIMD2<Double>, time: Double, step h: Double)
    -> SIMD2<Double>
}

extension RungeKutta4: FixedStepMethod {
  /// ``step(_:state:time:step:)`` written out for `(x, v)` with `k.x = v`: the same operations in the
  /// same order lane by lane, so the same bits, without moving values between the lanes of a `SIMD2`
  /// (78 → 64 instructions a step for the spring).
  @inlinable @inline(__always)
  static func advance<S: SecondOrderSystem>(_ system: S, state: SIMD2<Double>, time: Double, step h: Double)
    -> SIMD2<Double>
  {
    let half = 0.5 * h
    let x = state.x
    let v = state.y
    let a1 = system.acceleration(position: x, velocity: v, time: time)
    let v2 = v + half * a1
    let a2 = system.acceleration(position: x + half * v, velocity: v2, time: time + half)
    let v3 = v + half * a2
    let a3 = system.acceleration(position: x + half * v2, velocity: v3, time: time + half)
    let v4 = v + h * a3
    let a4 = system.acceleration(position: x + h * v3, velocity: v4, time: time + h)
    let sixth = h / 6.0
    return SIMD2(x + sixth * (v + 2.0 * (v2 + v3) + v4), v + sixth * (a1 + 2.0 * (a2 + a3) + a4))
  }
}

extension SemiImplicitEuler: FixedStepMethod {
  @inlinable @inline(__always)
  static func advance<S: SecondOrderSystem>(_ system: S, state: SIMD2<Double>, time: Double, step h: Double)
    -> SIMD2<Double>
  { step(system, state: state, time: time, step: h) }
}
