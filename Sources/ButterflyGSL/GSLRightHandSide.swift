/// The right-hand side `f` of a first-order ODE system `dy/dt = f(t, y)` of dimension `n`.
///
/// ```
/// dydt[i] = f_i(t, y[0], …, y[n−1])
/// ```
///
/// Called by GSL through a C trampoline with buffers GSL owns, so evaluating it allocates nothing.
/// Write all `n` components of `dydt`; never keep the buffers beyond the call. Time is in the units
/// the caller chose (seconds throughout ButterflyButton).
///
/// Failure: throw to stop. A thrown ``GSLError`` hands its status code to GSL (throw
/// ``GSLError/failure`` to make an adaptive integrator retry with a smaller step, or
/// ``GSLError/badFunction`` to abort); any other error aborts the integration with `GSL_EBADFUNC`
/// and is rethrown unchanged by the integrator that called it.
///
/// - Parameters:
///   - t: The independent variable (time).
///   - y: The state, `n` components; read-only.
///   - dydt: Where to write the derivative, `n` components.
/// - Throws: Any error, as described above.
package typealias GSLRightHandSide = (
  _ t: Double, _ y: UnsafeBufferPointer<Double>, _ dydt: UnsafeMutableBufferPointer<Double>
) throws -> Void

/// The Jacobian of an ODE system `dy/dt = f(t, y)`, used by implicit steppers (``GSLStepperKind/msbdf``).
///
/// ```
/// dfdy[i * n + j] = ∂f_i/∂y_j      (row-major n × n)
/// dfdt[i]         = ∂f_i/∂t
/// ```
///
/// Buffers belong to GSL; fill every entry and never keep them. Failure works as for
/// ``GSLRightHandSide``.
///
/// - Parameters:
///   - t: The independent variable (time).
///   - y: The state, `n` components; read-only.
///   - dfdy: Where to write `∂f/∂y`, `n × n` components in row-major order.
///   - dfdt: Where to write `∂f/∂t`, `n` components (zeros for an autonomous system).
/// - Throws: Any error, as for ``GSLRightHandSide``.
package typealias GSLJacobian = (
  _ t: Double, _ y: UnsafeBufferPointer<Double>,
  _ dfdy: UnsafeMutableBufferPointer<Double>, _ dfdt: UnsafeMutableBufferPointer<Double>
) throws -> Void
