import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import _BBSimOptions
import _ButterflyShims

/// One configuration of a sweep: its inputs, and how to run it and write it as a CSV row.
package struct SweepConfiguration: Sendable, Hashable {
  /// 0-based index in the whole sweep (the same in every shard).
  package var index: Int
  /// Axle.
  package var axle: AxleOrientation
  /// Side length (pt, as requested).
  package var side: Double
  /// Stroke width (pt, as requested).
  package var stroke: Double
  /// Deceleration duration `D` (s, as requested).
  package var duration: Double
  /// Flick speed (pt/s); 0 for a tap.
  package var velocity: Double
  /// Flick heading (degrees from +x; 90 points down the screen).
  package var angle: Double
  /// End point as a signed fraction of the half side along the axle normal.
  package var endOffset: Double
  /// Starting face.
  package var face: MedallionFace
  /// Tap speed (rad/s).
  package var tapSpeed: Double
  /// Preferred shape `q₀`.
  package var shape: Double
  /// Landing spring bounce (dimensionless; 0 is no spring).
  package var bounce: Double = 0
  /// Landing spring response (s).
  package var response: Double = SpinTuning.defaultLandingResponse
  /// Integrator.
  package var integrator: SpinIntegrator
  /// Integration step (s).
  package var step: Double

  /// The CSV columns for a sweep, in order; names carry their units (``SweepColumn/name``).
  package static let columns = SweepColumn.allCases.map(\.name)

  /// The end point (pt from the mount centre): `endOffset × s/2 × n`, with `s` the side the control
  /// uses (the requested side clamped by ``ButterflySettings/sideLength``), so the point lies on the control
  /// that runs.
  package var endPoint: PlanarVector {
    let n = axle.normal
    let reach = endOffset * ButterflySettings.sideLength.resolve(side).value / 2
    return PlanarVector(x: reach * n.x, y: reach * n.y)
  }

  /// The gesture: a tap for velocity 0, otherwise a flick at `angle`.
  package var gesture: SpinGesture { gesture(endingAt: endPoint) }

  /// ``gesture`` with its ``endPoint`` computed beforehand (a row writes it too).
  func gesture(endingAt end: PlanarVector) -> SpinGesture {
    guard velocity != 0 else { return .tap(endPoint: end) }
    let radians = angle * .pi / 180
    return .flick(velocity: PlanarVector(x: velocity * cos(radians), y: velocity * sin(radians)), endPoint: end)
  }

  /// The medallion's radius on this configuration's control (pt, ``MedallionGeometry/medallionRadius``).
  package var medallionRadius: Double { MedallionGeometry(sideLength: side, strokeWidth: stroke).medallionRadius }

  /// The tuning this configuration runs, as requested.
  package var tuning: SpinTuning {
    SpinTuning(tapAngularSpeed: tapSpeed, preferredShape: shape, landingBounce: bounce, landingResponse: response)
  }

  /// The scenario this configuration runs.
  package var scenario: SpinScenario { scenario(gesture: gesture) }

  /// ``scenario`` with its ``gesture`` made beforehand.
  func scenario(gesture: SpinGesture) -> SpinScenario {
    var scenario = SpinScenario()
    scenario.axle = axle
    scenario.side = side
    scenario.stroke = stroke
    scenario.duration = duration
    scenario.tuning = tuning
    scenario.gesture = gesture
    scenario.startFace = face
    return scenario
  }

  /// Runs the configuration and appends its CSV row to `rows`. The closed form is analysed exactly
  /// (``SpinAnalysis/init(closedFormOf:decelerationDuration:until:)``), without samples; the other
  /// integrators are sampled at `rate` and the samples analysed.
  /// - Parameters:
  ///   - rate: Sample rate (Hz) for the integrators other than the closed form.
  ///   - planner: A planner made with this configuration's duration and tuning and placed on its
  ///     control (``SpinPlanner/placed(medallionRadius:axle:)`` with ``medallionRadius``), used instead
  ///     of planning afresh; `nil` plans afresh.
  ///   - rows: Where the row goes (a block's rows share one buffer, so a sweep allocates per block).
  /// - Returns: The metrics needed for the summary, and the landing captures the plan solved
  ///   (``SpinScenario/trajectorySolving(with:)``), for `feel` to remember.
  /// - Throws: ``IntegrationFailure`` when a GSL integrator fails; nothing is appended then.
  package func evaluate(rate: Double, planner: SpinPlanner? = nil, appendingRowTo rows: inout SweepRows)
    throws(IntegrationFailure) -> (outcome: SweepOutcome, solved: [LandingSpring.Capture])
  {
    let endPoint = endPoint
    let scenario = scenario(gesture: gesture(endingAt: endPoint))
    let planner = planner ?? scenario.planner
    let (trajectory, solved) = scenario.trajectorySolving(with: planner)
    let duration = planner.decelerationDuration
    let analysis: SpinAnalysis
    if case .closedForm = integrator,
      let exact = SpinAnalysis(
        closedFormOf: trajectory, decelerationDuration: duration, until: scenario.defaultHorizon(planner: planner))
    {
      analysis = exact
    } else {
      analysis =
        try SpinRun(planner: planner, trajectory: trajectory, rate: rate, integrator: integrator, step: step).analysis
    }
    let relativeRestError = analysis.relativeRestError(decelerationDuration: duration)
    let outcome = SweepOutcome(
      index: index, tuning: tuning, relativeRestError: relativeRestError,
      restTime: analysis.restTime, overshootDegrees: analysis.overshootDegrees, faceChanges: analysis.faceChanges,
      maximumStepDegrees: analysis.maximumStepDegreesAt60Hz, peakAngularSpeed: analysis.peakAngularSpeed,
      peakAngularAcceleration: analysis.peakAngularAcceleration, violations: analysis.violations)
    rows.append(
      SweepRowValues(
        configuration: self, endPoint: endPoint, firstSegment: trajectory.firstSegment,
        halfTurns: trajectory.halfTurns, analysis: analysis, relativeRestError: relativeRestError))
    return (outcome, solved)
  }
}

/// What the summary needs from one configuration (its CSV row goes to the caller's buffer).
package struct SweepOutcome: Sendable {
  /// Configuration index.
  package var index: Int
  /// The tuning, as requested.
  package var tuning: SpinTuning
  /// `|rest − D|/D`, 1 when the curve never rests.
  package var relativeRestError: Double
  /// Rest time (s), if it rests.
  package var restTime: Double?
  /// Overshoot (degrees).
  package var overshootDegrees: Double
  /// Face changes.
  package var faceChanges: Int
  /// Largest rotation per 60 Hz frame (degrees).
  package var maximumStepDegrees: Double
  /// Peak |ω| (rad/s).
  package var peakAngularSpeed: Double
  /// Peak |α| (rad/s²).
  package var peakAngularAcceleration: Double
  /// Failing clauses.
  package var violations: [SpinContractClause]
}
