import ButterflyModel
import ButterflyPhysics
import ButterflyRender

/// One fully specified spin: the control, the gesture, the starting face and any interruptions —
/// what `simulate spin`, `sweep` and `check` all run.
package struct SpinScenario: Sendable, Hashable {
  /// Axle orientation.
  package var axle: AxleOrientation = .horizontal
  /// Requested side length (pt; clamped to ≥ 44 by the geometry).
  package var side: Double = MedallionGeometry.defaultSideLength
  /// Requested stroke width (pt; clamped to [1, side/10]).
  package var stroke: Double = MedallionGeometry.defaultStrokeWidth
  /// Requested deceleration duration `D` (s; resolved by the planner).
  package var duration: Double = SpinContract.defaultDecelerationDuration
  /// Planner tuning.
  package var tuning: SpinTuning = .standard
  /// The activating gesture.
  package var gesture: SpinGesture = .centreTap
  /// The face showing before the spin.
  package var startFace: MedallionFace = .top
  /// Times of further taps (s after the first activation), each ending where the first gesture ended.
  package var interruptions: [Double] = []

  /// Creates a scenario with default values (a centre tap on a default control).
  package init() {}

  /// The control's sizes: the side and stroke clamped.
  package var geometry: MedallionGeometry { MedallionGeometry(sideLength: side, strokeWidth: stroke) }

  /// Where a gesture ends when no end point is given: a quarter of the (clamped) side along the axle
  /// normal, in the top half (pt from the mount centre).
  package var defaultEndPoint: PlanarVector {
    let n = axle.normal
    let reach = 0.25 * geometry.sideLength
    return PlanarVector(x: reach * n.x, y: reach * n.y)
  }

  /// The planner for this scenario: the geometry's medallion radius, the axle, `D` and the tuning.
  package var planner: SpinPlanner {
    SpinPlanner(
      medallionRadius: geometry.medallionRadius, axle: axle, decelerationDuration: duration, tuning: tuning)
  }

  /// The planned trajectory, with every interruption applied.
  package func trajectory(with planner: SpinPlanner) -> SpinTrajectory {
    trajectorySolving(with: planner).trajectory
  }

  /// ``trajectory(with:)``, and the landing captures the first plan's spring solved
  /// (``SpinPlanner/planSolving(_:from:)``).
  package func trajectorySolving(with planner: SpinPlanner) -> (
    trajectory: SpinTrajectory, solved: [LandingSpring.Capture]
  ) {
    var (trajectory, solved) = planner.planSolving(gesture, from: startFace)
    for time in interruptions {
      planner.interrupt(inPlace: &trajectory, with: .tap(endPoint: gesture.endPoint), at: time)
    }
    return (trajectory, solved)
  }

  /// Every clamped or replaced input (geometry, planner, gesture).
  package func adjustments(planner: SpinPlanner, trajectory: SpinTrajectory) -> [ParameterAdjustment] {
    geometry.adjustments + planner.adjustments + trajectory.adjustments
  }

  /// Every clamped or replaced input of a drawn motion: the planned spin's (as above), or for a
  /// Reduce Motion swap, which plans nothing, the geometry's and the planner's.
  package func adjustments(planner: SpinPlanner, motion: ControlMotion) -> [ParameterAdjustment] {
    guard case .spin(let trajectory) = motion else { return geometry.adjustments + planner.adjustments }
    return adjustments(planner: planner, trajectory: trajectory)
  }

  /// The most interruptions one run may have (`--interrupt`): re-planning is O(1) per tap, so a million
  /// plan in well under a second.
  package static let maximumInterruptions = 1_000_000

  /// The default analysis horizon: the last activation plus ``SpinRun/analysisSpan(forDuration:)``.
  package func defaultHorizon(planner: SpinPlanner) -> Double {
    (interruptions.max() ?? 0) + SpinRun.analysisSpan(forDuration: planner.decelerationDuration)
  }

  /// Plans, samples and analyses the scenario.
  /// - Parameters:
  ///   - rate: Sample rate (Hz).
  ///   - until: Last sample time (s); `nil` for ``defaultHorizon(planner:)``.
  ///   - integrator: How to sample.
  ///   - step: Step for stepped integrators (s).
  /// - Returns: The run's result.
  /// - Throws: ``IntegrationFailure`` when a GSL integrator fails.
  package func run(
    rate: Double, until: Double? = nil, integrator: SpinIntegrator = .closedForm, step: Double = 1e-4
  ) throws(IntegrationFailure) -> SpinRun {
    let planner = planner
    return try SpinRun(
      planner: planner, trajectory: trajectory(with: planner), rate: rate,
      until: until ?? defaultHorizon(planner: planner), integrator: integrator, step: step)
  }
}
