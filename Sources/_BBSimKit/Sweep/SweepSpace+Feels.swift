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
  /// duration and tuning only; every axle, side, gesture and start face of the grid shares it
  /// (``SpinPlanner/placed(medallionRadius:axle:)``). Ordered as ``feelIndex(_:)`` counts: bounce, response,
  /// shape, tap speed, duration, the last varying fastest.
  func feels() -> [SpinPlanner]? {
    let count = bounces.count * responses.count * shapes.count * tapSpeeds.count * durations.count
    guard count <= Self.maximumFeels else { return nil }
    var planners: [SpinPlanner] = []
    planners.reserveCapacity(count)
    for bounce in bounces {
      for response in responses {
        for shape in shapes {
          for tapSpeed in tapSpeeds {
            let tuning = SpinTuning(
              tapAngularSpeed: tapSpeed, preferredShape: shape, landingBounce: bounce, landingResponse: response)
            for duration in durations {
              planners.append(SpinPlanner(decelerationDuration: duration, tuning: tuning))
            }
          }
        }
      }
    }
    return planners
  }

  /// The position in ``feels()`` of grid configuration `index`'s duration and tuning.
  ///
  /// In the mixed radix of ``radices`` the tuning's digits (bounce, response, shape, tap speed) are the
  /// slowest and the duration's follows axle and side, so with `f` the product of the radices faster
  /// than the duration: duration digit `(i / f) mod D`, tuning number `i / (f·D·sides·axles)`.
  func feelIndex(_ index: Int) -> Int {
    let faster = integrators.count * steps.count * faces.count * endOffsets.count * angles.count * velocities.count
    let duration = (index / faster) % durations.count
    return index / (faster * durations.count * sides.count * axles.count) * durations.count + duration
  }
}
