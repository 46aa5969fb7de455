/// The minimiser `bbsim fit` uses: GSL's Nelder–Mead simplex (`ButterflyGSL.GSLMinimizer.nelderMead`).
///
/// ButterflyGSL's wrappers are not merged into this branch yet; until they are, ``nelderMead(start:stepSizes:objective:)``
/// reports that `fit` is unavailable (exit 64) rather than substitute a home-grown minimiser.
enum FitMinimizer {
  /// Minimises `objective` from `start` with initial simplex steps `stepSizes`.
  /// - Returns: The best point, its objective value and the iterations used.
  /// - Throws: ``UsageError`` while GSL's minimiser is not available in this build.
  static func nelderMead(start: [Double], stepSizes: [Double], objective: ([Double]) -> Double) throws(UsageError)
    -> (point: [Double], value: Double, iterations: Int)
  {
    throw UsageError(
      option: "fit",
      "GSL's Nelder–Mead minimiser (ButterflyGSL) is not available in this build yet; expected a build with ButterflyGSL merged"
    )
  }
}
