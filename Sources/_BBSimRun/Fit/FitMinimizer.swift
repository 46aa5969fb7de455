import ButterflyGSL
import ButterflyRender

/// The minimiser `bbsim fit` uses: GSL's Nelder–Mead simplex (`ButterflyGSL.GSLMinimizer.nelderMead`).
package enum FitMinimizer {
  /// The simplex size at which the fit stops, in the units of the parameters (rad/s and shape for a
  /// spin, s and damping ratio for a spring): 1e-6 is far below anything the targets can distinguish.
  static let tolerance = SpinFitObjective.simplexTolerance

  /// Most simplex iterations before the fit gives up (each costs one to `n + 2` objective evaluations).
  static let maximumIterations = SpinFitObjective.simplexIterations

  /// The objective value used where the objective is not finite (a target far outside what the model
  /// can reach): large enough to lose every comparison, small enough for the simplex's arithmetic.
  static let unreachable = 1e300

  /// A fit that did not converge or that GSL rejected — data that cannot be fitted: one line on
  /// stderr naming what was fitted, exit status 65 (`EX_DATAERR`).
  package struct Failure: Error, Sendable, CustomStringConvertible {
    /// What GSL reported.
    let error: GSLError
    /// What was being fitted, with the targets (e.g. `the spring to --settle 1e-300 s, --overshoot 3 %`).
    var subject = "the targets"

    /// `fit: cannot fit <subject>: GSL Nelder–Mead failed: <reason>` on one line.
    package var description: String {
      let hint =
        error == .maxIterations
        ? " (the simplex did not shrink to \(tolerance) in \(maximumIterations) iterations); expected looser or "
          + "less extreme targets" : "; expected targets the model can reach"
      return "fit: cannot fit \(subject): GSL Nelder–Mead failed: \(error.description)\(hint)"
    }
  }

  /// Minimises `objective` from `start` with initial simplex steps `stepSizes`; a non-finite objective
  /// value counts as ``unreachable``.
  /// - Parameter subject: What is fitted, for the failure's message.
  /// - Returns: The best point, its objective value and the iterations used.
  /// - Throws: ``Failure`` when GSL's minimiser fails or does not converge.
  static func nelderMead(
    _ subject: String, start: [Double], stepSizes: [Double], objective: ([Double]) -> Double
  ) throws(Failure) -> (point: [Double], value: Double, iterations: Int) {
    do {
      return try GSLMinimizer.nelderMead(
        start: start, stepSizes: stepSizes, tolerance: tolerance, maxIterations: maximumIterations,
        f: { point in
          let value = objective(point)
          return value.isFinite ? value : unreachable
        })
    } catch {
      throw Failure(error: error, subject: subject)
    }
  }
}
