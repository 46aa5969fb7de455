import ButterflyGSL

/// The minimiser `bbsim fit` uses: GSL's Nelder–Mead simplex (`ButterflyGSL.GSLMinimizer.nelderMead`).
enum FitMinimizer {
  /// The simplex size at which the fit stops, in the units of the parameters (rad/s and shape for a
  /// spin, s and damping ratio for a spring): 1e-6 is far below anything the targets can distinguish.
  static let tolerance = 1e-6

  /// Most simplex iterations before the fit gives up (each costs one to `n + 2` objective evaluations).
  static let maximumIterations = 2_000

  /// A fit that did not converge or that GSL rejected: one line on stderr, exit status 1.
  struct Failure: Error, Sendable, CustomStringConvertible {
    /// What GSL reported.
    let error: GSLError

    /// `fit: GSL Nelder–Mead failed: <reason>` on one line.
    var description: String {
      let hint =
        error == .maxIterations
        ? " (the simplex did not shrink to \(tolerance) in \(maximumIterations) iterations; try looser targets)" : ""
      return "fit: GSL Nelder–Mead failed: \(error.description)\(hint)"
    }
  }

  /// Minimises `objective` from `start` with initial simplex steps `stepSizes`.
  /// - Returns: The best point, its objective value and the iterations used.
  /// - Throws: ``Failure`` when GSL's minimiser fails or does not converge.
  static func nelderMead(start: [Double], stepSizes: [Double], objective: ([Double]) -> Double) throws(Failure)
    -> (point: [Double], value: Double, iterations: Int)
  {
    do {
      return try GSLMinimizer.nelderMead(
        start: start, stepSizes: stepSizes, tolerance: tolerance, maxIterations: maximumIterations, f: objective)
    } catch {
      throw Failure(error: error)
    }
  }
}
