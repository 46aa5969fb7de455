import ButterflyPhysics
import CGSL

/// A second-order system's right-hand side as a C function in CGSL's shim, with the system's constants,
/// so GSL integrates it as a C program would: no call into Swift per evaluation.
///
/// ```
/// y = (x, v),   dy/dt = (v, a(x, v)),   params = {evaluations, p[0…3]}
/// ```
/// Only for autonomous systems whose acceleration the shim spells exactly as ButterflyPhysics does (the
/// tests compare the two over random states); a `jacobian` of `nil` means the system has no C Jacobian, so
/// an implicit stepper (msbdf) integrates it through the Swift path instead.
struct NativeRightHandSide {
  /// `f(t, y)` in C.
  let function:
    @convention(c) (Double, UnsafePointer<Double>?, UnsafeMutablePointer<Double>?, UnsafeMutableRawPointer?) -> Int32
  /// `∂f/∂y`, `∂f/∂t` in C, or `nil`.
  let jacobian:
    (
      @convention(c) (
        Double, UnsafePointer<Double>?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
        UnsafeMutableRawPointer?
      ) -> Int32
    )?
  /// The four constants the C function reads as `p[0…3]`.
  let constants: (Double, Double, Double, Double)
}

/// A ButterflyPhysics system with a C right-hand side in CGSL's shim.
protocol NativeSecondOrderSystem: StabilityBoundedSystem {
  /// The system's C right-hand side and constants.
  var nativeRightHandSide: NativeRightHandSide { get }
}

extension DampedSpring: NativeSecondOrderSystem {
  /// `cgsl_spring_function` and its exact Jacobian with `p = {k/m, c/m, x*, 0}`.
  var nativeRightHandSide: NativeRightHandSide {
    NativeRightHandSide(
      function: cgsl_spring_function, jacobian: cgsl_spring_jacobian,
      constants: (stiffnessPerMass, dampingPerMass, targetPosition, 0))
  }
}

extension SpinPhase: NativeSecondOrderSystem {
  /// `cgsl_spin_phase_function` with `p = {d, β, μ, brakes}` (no C Jacobian); a landing spring phase is
  /// the damped spring's `cgsl_spring_function` with `p = {ω_n², 2ζω_n, θ*, 0}` and its Jacobian.
  var nativeRightHandSide: NativeRightHandSide {
    if kind == .spring {
      return NativeRightHandSide(
        function: cgsl_spring_function, jacobian: cgsl_spring_jacobian,
        constants: (stiffnessPerMass, dampingPerMass, target, 0))
    }
    return NativeRightHandSide(
      function: cgsl_spin_phase_function, jacobian: nil,
      constants: (direction.sign, drag, friction, kind == .brake ? 1 : 0))
  }
}
