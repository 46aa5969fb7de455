import ButterflyPhysics
import Foundation

/// The JSON summary of one simulated spin (`simulate spin --summary`). Keys carry units.
package struct SpinSummary: Codable, Sendable, Equatable {
  /// `ω₀` of the first activation after clamping (rad/s, > 0).
  package var omega0: Double
  /// `ω_min = 2π/D` (rad/s).
  package var omegaMin: Double
  /// `ω_max = 20π rad/s`.
  package var omegaMax: Double
  /// `+1` top → bottom, `−1` bottom → top (first activation).
  package var direction: Int
  /// Whole half-turns from 0 to the landing angle.
  package var halfTurns: Int
  /// The landing angle `θ*` (rad).
  package var target: Double
  /// The face showing before the spin.
  package var startFace: String
  /// The face showing at rest (the interruption clause of the spin contract: each activation flips the pending face once).
  package var landingFace: String
  /// Activations: the first gesture plus each interruption.
  package var activations: Int
  /// `D` in use (s).
  package var duration: Double
  /// Measured rest time after the last activation (s), `nil` if not at rest by the last sample.
  package var restTime: Double?
  /// Planned rest time after the last activation, closed form (s).
  var plannedRestTime: Double
  /// When the last activation happened (s; 0 without interruptions): `D`, the arrival, the capture and
  /// the rest times count from it.
  var lastActivation: Double
  /// Measured arrival within 0.5° of the landing angle after the last activation (s), `nil` if never.
  package var arrivalTime: Double?
  /// When the landing spring takes over after the last activation (s, closed form), `nil` without a
  /// spring (bounce 0).
  var springCapture: Double?
  /// Overshoot past the landing after arrival (degrees).
  package var overshoot: Double
  /// Visible-face changes.
  package var faceChanges: Int
  /// Largest rotation in any 1/60 s (degrees).
  package var maximumStep: Double
  /// Peak `|θ'|` (rad/s).
  var peakOmega: Double
  /// Peak `|θ''|` between samples (rad/s²).
  var peakAlpha: Double
  /// Whether every clause holds.
  package var passed: Bool
  /// Names of the failing clauses.
  package var violations: [String]
  /// The integrator used.
  package var integrator: String
  /// Clamped or replaced inputs, as `ParameterAdjustment` descriptions.
  package var adjustments: [String]

  enum CodingKeys: String, CodingKey {
    case omega0 = "omega0_rad_per_s"
    case omegaMin = "omega_min_rad_per_s"
    case omegaMax = "omega_max_rad_per_s"
    case direction
    case halfTurns = "half_turns"
    case target = "target_rad"
    case startFace = "start_face"
    case landingFace = "landing_face"
    case activations
    case duration = "duration_s"
    case restTime = "rest_time_s"
    case plannedRestTime = "planned_rest_time_s"
    case lastActivation = "last_activation_s"
    case arrivalTime = "arrival_time_s"
    case springCapture = "spring_capture_s"
    case overshoot = "overshoot_deg"
    case faceChanges = "face_changes"
    case maximumStep = "max_step_deg_at_60hz"
    case peakOmega = "peak_omega_rad_per_s"
    case peakAlpha = "peak_alpha_rad_per_s2"
    case passed, violations, integrator, adjustments
  }

  /// Encodes every key, `rest_time_s` and `arrival_time_s` as `null` when the curve never rests or
  /// arrives, `spring_capture_s` as `null` without a landing spring.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(omega0, forKey: .omega0)
    try container.encode(omegaMin, forKey: .omegaMin)
    try container.encode(omegaMax, forKey: .omegaMax)
    try container.encode(direction, forKey: .direction)
    try container.encode(halfTurns, forKey: .halfTurns)
    try container.encode(target, forKey: .target)
    try container.encode(startFace, forKey: .startFace)
    try container.encode(landingFace, forKey: .landingFace)
    try container.encode(activations, forKey: .activations)
    try container.encode(duration, forKey: .duration)
    try container.encode(restTime, forKey: .restTime)
    try container.encode(plannedRestTime, forKey: .plannedRestTime)
    try container.encode(lastActivation, forKey: .lastActivation)
    try container.encode(arrivalTime, forKey: .arrivalTime)
    try container.encode(springCapture, forKey: .springCapture)
    try container.encode(overshoot, forKey: .overshoot)
    try container.encode(faceChanges, forKey: .faceChanges)
    try container.encode(maximumStep, forKey: .maximumStep)
    try container.encode(peakOmega, forKey: .peakOmega)
    try container.encode(peakAlpha, forKey: .peakAlpha)
    try container.encode(passed, forKey: .passed)
    try container.encode(violations, forKey: .violations)
    try container.encode(integrator, forKey: .integrator)
    try container.encode(adjustments, forKey: .adjustments)
  }

  /// Summarises a run.
  /// - Parameters:
  ///   - run: The run.
  ///   - integrator: The integrator's name.
  ///   - controlAdjustments: What the control's layout clamped (its side and stroke: the model's
  ///     `MedallionGeometry/adjustments`), listed before the planner's and the gesture's.
  package init(run: SpinRun, integrator: String, controlAdjustments: [ParameterAdjustment]) {
    let trajectory = run.trajectory
    let first = trajectory.firstSegment
    omega0 = first.initialSpeed
    omegaMin = run.planner.minimumAngularSpeed
    omegaMax = run.planner.maximumAngularSpeed
    direction = first.direction.rawValue
    halfTurns = run.halfTurns
    target = trajectory.landingAngle
    startFace = trajectory.startFace.rawValue
    landingFace = trajectory.landingFace.rawValue
    activations = trajectory.activationCount
    duration = run.planner.decelerationDuration
    restTime = run.analysis.restTime
    plannedRestTime = trajectory.finalSegment.restTime
    lastActivation = trajectory.finalSegment.startTime
    arrivalTime = run.analysis.arrivalTime
    springCapture = trajectory.finalSegment.landing?.captureTime
    overshoot = run.analysis.overshootDegrees
    faceChanges = run.analysis.faceChanges
    maximumStep = run.analysis.maximumStepDegreesAt60Hz
    peakOmega = run.analysis.peakAngularSpeed
    peakAlpha = run.analysis.peakAngularAcceleration
    passed = run.analysis.passed
    violations = run.analysis.violations.map(\.rawValue)
    self.integrator = integrator
    adjustments = (controlAdjustments + run.planner.adjustments + trajectory.adjustments).map(\.description)
  }
}
