import ButterflyPhysics

extension SpinFitObjective {
  /// The two-stage fit from ``start`` (the type's summary): the simplex over `(tap speed, shape)`
  /// against every target but `--settle`, then ``rounds`` times the landing stage and the simplex again.
  /// The spring the landing stage picks moves the flick's reach, which the next simplex meets.
  ///
  /// The minimiser is the caller's: `bbsim fit spin` passes GSL's, the playground `NelderMead`.
  /// - Parameter simplex: Minimises ``value(_:)`` without `--settle` over ``point(_:)`` of the tuning
  ///   it is given (``with(_:point:)``), the other fields held.
  /// - Returns: The fitted tuning and the landing steps taken.
  /// - Throws: What `simplex` throws.
  package func fitted<Failure: Error>(
    simplex: (_ held: SpinTuning) throws(Failure) -> SpinTuning
  ) throws(Failure) -> (tuning: SpinTuning, steps: Int) {
    var tuning = try simplex(start)
    var steps = 0
    for _ in 0..<Self.rounds {
      let landing = fittingLanding(tuning)
      steps += landing.steps
      tuning = try simplex(landing.tuning)
    }
    return (tuning, steps)
  }

  /// ``settle`` set aside: what the simplex stage minimises (the landing stage fits the response).
  package var withoutSettle: SpinFitObjective {
    var objective = self
    objective.settle = nil
    return objective
  }

  /// The simplex stages' tolerance (rad/s and shape): the size `bbsim fit` stops at, 1e-6, far below
  /// anything the targets can distinguish.
  package static let simplexTolerance = 1e-6
  /// Most iterations of one simplex stage: `bbsim fit`'s 2,000.
  package static let simplexIterations = 2_000

  /// The fit with the portable `NelderMead` (the playground's; `bbsim fit spin` uses GSL's): a stage
  /// that does not converge keeps its best vertex (`bbsim` keeps the tuning the stage started from).
  /// - Returns: The fitted tuning.
  package func portableFit() -> SpinTuning {
    let simplexObjective = withoutSettle
    return fitted { held in
      let result = NelderMead.minimize(
        start: Self.point(held), stepSizes: Self.stepSizes, tolerance: Self.simplexTolerance,
        maximumIterations: Self.simplexIterations,
        objective: { simplexObjective.value(Self.with(held, point: $0)) })
      return Self.with(held, point: result.point)
    }.tuning
  }
}
