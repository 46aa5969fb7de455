import _BBSimOptions

/// One column of a sweep's CSV, in order: its name carries its unit, and ``SweepRows`` writes each row's
/// value under it by the same case, so a name and its value cannot drift apart.
enum SweepColumn: Int, CaseIterable, Sendable {
  case config, axle, side, stroke, duration, velocity, angle, endX, endY, from, tapSpeed, shape, bounce
  case response, integrator, step, gesture, omega0, direction, halfTurns, restTime, restError, overshoot
  case faceChanges, maximumStep, peakOmega, peakAlpha, passed, violations

  /// The column's name in the CSV header, with its unit (`side_pt`, `rest_time_s`).
  var name: String {
    switch self {
    case .config: "config"
    case .axle: "axle"
    case .side: "side_pt"
    case .stroke: "stroke_pt"
    case .duration: "duration_s"
    case .velocity: "velocity_pt_per_s"
    case .angle: "angle_deg"
    case .endX: "end_x_pt"
    case .endY: "end_y_pt"
    case .from: "from"
    case .tapSpeed: "tap_speed_rad_per_s"
    case .shape: "shape"
    case .bounce: "landing_bounce"
    case .response: "landing_response_s"
    case .integrator: "integrator"
    case .step: "step_s"
    case .gesture: "gesture"
    case .omega0: "omega0_rad_per_s"
    case .direction: "direction"
    case .halfTurns: "half_turns"
    case .restTime: "rest_time_s"
    case .restError: "rest_error_rel"
    case .overshoot: "overshoot_deg"
    case .faceChanges: "face_changes"
    case .maximumStep: "max_step_deg_at_60hz"
    case .peakOmega: "peak_omega_rad_per_s"
    case .peakAlpha: "peak_alpha_rad_per_s2"
    case .passed: "passed"
    case .violations: "violations"
    }
  }
}
