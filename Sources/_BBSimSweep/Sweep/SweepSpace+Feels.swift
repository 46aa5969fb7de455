import ButterflyPhysics

extension SweepSpace {
  /// The most planners ``feels()`` builds: more durations × tunings than this plan each configuration
  /// afresh (a planner is a few hundred bytes; 4,096 of them is about a megabyte).
  static let maximumFeels = 4_096

  /// One planner per duration and tuning of the grid, its landing spring fitted once, or `nil` when the
  /// grid has more than ``maximumFeels`` of them.
  ///
  /// Fitting the landing spring (``LandingSpring/fitting(bounce:response:duration:)``, a few
  /// settling-time solves) costs about three times the rest of a configuration, and depends on the
  /// duration and tuning only (the ``dimensions`` that decide the feel); every axle, side, gesture and
  /// start face of the grid shares it (``SpinPlanner/placed(medallionRadius:axle:)``). Ordered as
  /// ``gridPoint(_:radices:)`` counts: the feel's digits in ``dimensions`` order, the last varying fastest.
  func feels() -> [SpinPlanner]? {
    let axes = Self.dimensions.filter(\.decidesFeel)
    let count = axes.reduce(1) { $0 * $1.count(self) }
    guard count <= Self.maximumFeels else { return nil }
    return (0..<count).map { feel in
      var configuration = firstConfiguration(index: 0)
      var rest = feel
      for axis in axes.reversed() {
        let radix = axis.count(self)
        axis.set(self, rest % radix, &configuration)
        rest /= radix
      }
      return SpinPlanner(decelerationDuration: configuration.duration, tuning: configuration.tuning)
    }
  }
}
