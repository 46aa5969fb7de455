import ButterflyPhysics
import ButterflyRender
import _BBSimSupport

/// The most work one run may ask for, so no input can make `bbsim` hang, exhaust memory or abort:
/// such input is a usage error (exit 64, one line naming the option and the limit).
///
/// - Steps: a fixed-step integrator takes `horizon / h` steps, where `h` is the smaller of `--step` and
///   the method's stability-limited step (the stepping drivers shorten an unstable step, so a stiff
///   system costs steps even with a large `--step`). At most ``maximumSteps`` per run (about a minute
///   of RK4 on one core per 1e8 steps, so the bound is minutes, not days).
/// - Samples: `rate × horizon` output samples (each 24 bytes or more in memory). At most
///   ``maximumSamples``.
/// - Step size: at least ``minimumStep`` seconds, far below any step that changes a result and far
///   above the smallest subnormal (whose step count no machine can finish).
package enum WorkLimits {
  /// The smallest `--step` accepted (s).
  package static let minimumStep = 1e-7
  /// The most integration steps one run (or one sweep configuration) may take.
  package static let maximumSteps = 1e9
  /// The most output samples one run (or one sweep configuration) may produce.
  package static let maximumSamples = 1e7

  /// Checks that `horizon / effectiveStep` fixed steps stay within ``maximumSteps``.
  /// - Parameters:
  ///   - horizon: The simulated time (s).
  ///   - requestedStep: The step asked for with `--step` (s).
  ///   - effectiveStep: The step the integrator will take (s): `requestedStep`, or less when the
  ///     method's stability limit is smaller.
  ///   - integrator: The integrator's command-line name, for the message.
  ///   - horizonOption: The option that sets the horizon (e.g. `--duration`), for the message.
  /// - Throws: ``UsageError`` naming `--step` when the requested step is what takes too many steps,
  ///   or `--integrator` when the stability limit is.
  package static func checkSteps(
    horizon: Double, requestedStep: Double, effectiveStep: Double, integrator: String, horizonOption: String
  ) throws(UsageError) {
    let steps = horizon / effectiveStep
    guard !(steps <= maximumSteps) else { return }
    let count = NumberFormat.significant(6).text(steps)
    let span = NumberFormat.significant(6).text(horizon)
    if effectiveStep < requestedStep {
      throw UsageError(
        option: "--integrator",
        "\(integrator) is stable only with steps ≤ \(NumberFormat.significant(6).text(effectiveStep)) s here, so \(span) s "
          + "takes \(count) steps; expected at most \(NumberFormat.significant(6).text(maximumSteps)) steps: a shorter "
          + "\(horizonOption), a softer system, or an adaptive or closed-form --integrator")
    }
    throw UsageError(
      option: "--step",
      "\(NumberFormat.significant(6).text(requestedStep)) s over \(span) s takes \(count) steps with \(integrator); expected at "
        + "most \(NumberFormat.significant(6).text(maximumSteps)) steps: --step ≥ \(NumberFormat.significant(6).text(horizon / maximumSteps)) s "
        + "or a shorter \(horizonOption)")
  }

  /// Checks that `rate × horizon` output samples stay within ``maximumSamples``.
  /// - Parameters:
  ///   - horizon: The simulated time (s).
  ///   - rate: The output sample rate (Hz).
  ///   - rateOption: The option that sets the rate, for the message.
  ///   - horizonOption: The option that sets the horizon (e.g. `--until`), for the message.
  /// - Throws: ``UsageError`` naming `rateOption`.
  package static func checkSamples(horizon: Double, rate: Double, rateOption: String, horizonOption: String)
    throws(UsageError)
  {
    guard !(horizon * rate <= maximumSamples) else { return }
    throw UsageError(
      option: rateOption,
      "rate × \(horizonOption.dropFirst(2)) is \(NumberFormat.significant(6).text(horizon * rate)) samples; expected at most "
        + "\(NumberFormat.significant(6).text(maximumSamples)) samples: a lower \(rateOption) (Hz) or \(horizonOption) (s)"
    )
  }
}
