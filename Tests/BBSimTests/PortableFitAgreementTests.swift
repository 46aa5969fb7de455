import ButterflyPhysics
import ButterflyRender
import Testing

@testable import _BBSimKit
@testable import _BBSimRun

/// The playground's portable fit (``SpinFitObjective/portableFit()``, plain-Swift simplex) finds the
/// tuning `bbsim fit spin` finds with GSL's simplex: the same stages, the same objective.
@Suite struct PortableFitAgreementTests {
  /// How close the two tunings must be (relative, each field): both simplexes stop at a size of 1e-6
  /// on a flat-bottomed objective (1e-6 pulls), so their points differ by about that in the
  /// parameters, and the landing stage rescales the spring from them; 1e-3 is far below a visible change.
  static let tolerance = 1e-3

  static let cases: [[String]] = [
    ["--settle", "0.4"], ["--settle", "0.3", "--overshoot", "2"], ["--overshoot", "1", "--duration", "1"],
  ]

  @Test(arguments: 0..<cases.count) func thePortableFitAgreesWithGSLs(index: Int) throws {
    let command = try FitSpinCommand.parse(Self.cases[index])
    let gsl = try command.fitSpin().tuning
    let objective = SpinFitObjective(
      duration: command.duration, flickSpeed: command.flick, overshootDegrees: command.overshoot,
      restTolerance: command.restTolerance / 100, maximumTurns: command.maxTurns, settle: command.settle)
    let portable = objective.portableFit()
    for (a, b) in [
      (gsl.tapAngularSpeed, portable.tapAngularSpeed), (gsl.preferredShape + 1, portable.preferredShape + 1),
      (gsl.landingBounce + 1, portable.landingBounce + 1), (gsl.landingResponse, portable.landingResponse),
    ] {
      #expect(abs(a - b) <= Self.tolerance * abs(a), "GSL \(gsl), portable \(portable)")
    }
  }
}
