import ButterflyPhysics

/// How GSL integrates a ButterflyPhysics second-order system (the spin phases, the damped spring) for
/// the cross-checks in `bbsim` and the tests.
package enum GSLIntegrationMethod: Sendable, Hashable {
  /// Fixed steps of at most `step` seconds through `gsl_odeiv2_step_apply` (``GSLFixedStepper``), with
  /// a shortened last step so every requested time is hit exactly — the same stepping pattern as
  /// ButterflyPhysics' `SteppingDriver`, so the two RK4s can be compared on the same work. Never
  /// ``GSLStepperKind/msbdf``.
  case fixedStep(GSLStepperKind, step: Double)
  /// GSL's adaptive driver (``GSLAdaptiveIntegrator``) with the same absolute and relative local error
  /// bound `tolerance` on `(position, velocity)`, starting from a trial step of `initialStep` seconds.
  case adaptive(GSLStepperKind, tolerance: Double, initialStep: Double)

  /// The local error bound the adaptive reference runs use: `1e-10` absolute and relative on both
  /// position (rad or pt) and velocity (rad/s or pt/s).
  ///
  /// Far below anything visible (a 60 pt medallion turns 1e-10 rad by ~3e-9 pt) yet more than
  /// 10⁵ × the machine epsilon, so rk8pd reaches it in a few hundred steps per second of motion and
  /// rkf45 in a few thousand; the global error over a spin or a spring stays within ~1e-9.
  package static let referenceTolerance = 1e-10

  /// The first trial step of the adaptive reference runs (s); the driver grows or shrinks it at once.
  package static let referenceInitialStep = 1e-4

  /// The reference: GSL rk8pd through its driver at ``referenceTolerance``.
  package static let reference = adaptive(.rk8pd, tolerance: referenceTolerance, initialStep: referenceInitialStep)
}

/// Integrates one ``StabilityBoundedSystem`` (`x'' = a(x, x', t)`) with GSL from a start time and
/// state, ending exactly on each requested time.
///
/// Fixed-step runs keep `h·ρ` inside RK4's stability bound (ρ from the system's rates, safety factor
/// 0.9) and count the steps added for it in ``addedSubsteps``; GSL's rk4 takes its step as two half
/// steps, so RK4's bound is conservative for it. Adaptive runs pick their own steps.
///
/// Threading: holds mutable GSL state, so it is not `Sendable`; use one instance per thread.
package final class GSLSecondOrderIntegrator<System: StabilityBoundedSystem> {
  /// The equation being integrated.
  package let system: System
  /// How it is integrated.
  package let method: GSLIntegrationMethod
  /// The current time (s).
  package private(set) var time: Double
  /// The current `(position, velocity)`.
  package private(set) var state: SIMD2<Double>
  /// Fixed steps taken, or the adaptive driver's accepted steps.
  package private(set) var stepCount = 0
  /// Fixed steps added beyond the requested step to stay stable (0 for adaptive runs).
  package private(set) var addedSubsteps = 0
  private let fixed: (stepper: GSLFixedStepper, step: Double, requested: Double)?
  private let adaptive: GSLAdaptiveIntegrator?

  /// Starts integrating `system` at `time` from `state`.
  ///
  /// - Parameters:
  ///   - system: The equation `x'' = a(x, x', t)`.
  ///   - method: Fixed step or adaptive; see ``GSLIntegrationMethod``.
  ///   - time: Start time (s), finite.
  ///   - state: Start `(position, velocity)`, finite.
  ///   - jacobian: `∂f/∂y` for ``GSLStepperKind/msbdf`` (`nil`: forward differences).
  /// - Throws: ``GSLError/invalidInput(_:)`` for a step that is not finite and positive, a tolerance
  ///   that is not finite and positive, or a non-finite start; ``GSLError/unsupported(_:)`` for a
  ///   fixed-step msbdf; otherwise what GSL reports while allocating.
  package init(
    system: System, method: GSLIntegrationMethod, time: Double, state: SIMD2<Double>,
    jacobian: GSLJacobian? = nil
  ) throws(GSLError) {
    guard time.isFinite, state.x.isFinite, state.y.isFinite else {
      throw .invalidInput("start time and state must be finite, got t = \(time), state = \(state)")
    }
    self.system = system
    self.method = method
    self.time = time
    self.state = state
    let box = Self.box(system, method: method, jacobian: jacobian)
    switch method {
    case .fixedStep(let kind, let step):
      guard step.isFinite, step > 0 else { throw .invalidInput("step must be finite and > 0 s, got \(step)") }
      let stable = SteppingMethod.rungeKutta4.maximumStableStep(
        naturalFrequency: system.naturalFrequency, dampingRate: system.dampingRate)
      let used = min(step, 0.9 * stable)
      fixed = (try GSLFixedStepper(kind: kind, system: box), used, step)
      adaptive = nil
    case .adaptive(let kind, let tolerance, let initialStep):
      guard tolerance.isFinite, tolerance > 0 else {
        throw .invalidInput("tolerance must be finite and > 0, got \(tolerance)")
      }
      fixed = nil
      adaptive = try GSLAdaptiveIntegrator(
        kind: kind, initialTime: time, initialState: [state.x, state.y], initialStepSize: initialStep,
        absoluteTolerance: tolerance, relativeTolerance: tolerance,
        maximumSteps: GSLAdaptiveIntegrator.defaultMaximumSteps, minimumStepSize: 0,
        system: box)
    }
  }

  /// The system as GSL calls it: in C when the shim has its right-hand side (``NativeRightHandSide``)
  /// and, for msbdf, its Jacobian; otherwise through a Swift closure (with `jacobian`, or forward
  /// differences for msbdf).
  private static func box(_ system: System, method: GSLIntegrationMethod, jacobian: GSLJacobian?) -> ODESystemBox {
    let needsJacobian: Bool
    switch method {
    case .fixedStep(let kind, _), .adaptive(let kind, _, _): needsJacobian = kind == .msbdf
    }
    if let native = (system as? any NativeSecondOrderSystem)?.nativeRightHandSide,
      native.jacobian != nil || !needsJacobian
    {
      return ODESystemBox(native: native)
    }
    return ODESystemBox(dimension: 2, jacobian: jacobian) { t, y, dydt in
      dydt[0] = y[1]
      dydt[1] = system.acceleration(position: y[0], velocity: y[1], time: t)
    }
  }

  /// Right-hand-side evaluations so far (including finite-difference Jacobians for msbdf).
  package var functionEvaluations: Int {
    fixed?.stepper.functionEvaluations ?? adaptive?.functionEvaluations ?? 0
  }

  /// Advances to `targetTime`, ending exactly on it; a target not after ``time`` takes no step.
  ///
  /// - Parameter targetTime: The time to reach (s).
  /// - Returns: `(position, velocity)` at `targetTime` (or at ``time`` when no step was taken).
  /// - Throws: ``GSLError`` when GSL fails (step limit, no progress, a non-finite derivative).
  /// - Complexity: `⌈span/step⌉` GSL steps fixed; as the driver needs when adaptive.
  @discardableResult
  package func advance(to targetTime: Double) throws(GSLError) -> SIMD2<Double> {
    let span = targetTime - time
    guard targetTime.isFinite, span > 0 else { return state }
    do {
      if let fixed {
        let count = FixedStepGrid.stepCount(span: span, step: fixed.step)
        let requested = FixedStepGrid.stepCount(span: span, step: fixed.requested)
        var buffer = state
        try withUnsafeMutableBytes(of: &buffer) { bytes in
          guard let base = bytes.baseAddress?.assumingMemoryBound(to: Double.self) else { return }
          try fixed.stepper.steps(from: time, step: fixed.step, count: count, to: targetTime, state: base)
        }
        stepCount += count
        addedSubsteps += max(0, count - requested)
        state = buffer
      } else if let adaptive {
        let reached = try adaptive.apply(to: targetTime)
        stepCount = adaptive.stepCount
        state = SIMD2(reached[0], reached[1])
      }
    } catch let error as GSLError {
      throw error
    } catch {
      throw .badFunction
    }
    time = targetTime
    return state
  }
}

@available(*, unavailable, message: "GSLSecondOrderIntegrator holds mutable GSL state; use one per thread")
extension GSLSecondOrderIntegrator: Sendable {}
