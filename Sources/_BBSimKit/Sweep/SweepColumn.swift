import ButterflyPhysics
import ButterflyRender

/// What one configuration's CSV row is written from: its inputs and what running it gave.
struct SweepRowValues {
  /// The configuration's inputs (as requested).
  let configuration: SweepConfiguration
  /// The end point (pt from the mount centre, ``SweepConfiguration/endPoint``).
  let endPoint: PlanarVector
  /// The first segment of the trajectory (the gesture's own plan).
  let firstSegment: SpinSegment
  /// Half-turns to the landing.
  let halfTurns: Int
  /// The contract's metrics.
  let analysis: SpinAnalysis
  /// `|rest − D|/D`, 1 when the curve never rests.
  let relativeRestError: Double
}

/// One column of a sweep's CSV: its name, carrying its unit, and the value a row writes under it.
///
/// ``all`` is the one table of a sweep's columns, in order: the header is its names, and each row
/// writes its values in the same pass, so a name and its value cannot drift apart.
struct SweepColumn: Sendable {
  /// The column's name, with its unit (`side_pt`, `rest_time_s`).
  let name: String
  /// Appends the column's field of a row.
  let write: @Sendable (borrowing SweepRowValues, inout CSVRow) -> Void

  init(_ name: String, _ write: @escaping @Sendable (borrowing SweepRowValues, inout CSVRow) -> Void) {
    self.name = name
    self.write = write
  }

  /// Every column of a sweep's CSV, in order. `+ 0` writes a computed −0 (a zero component of the axle
  /// normal, no overshoot) as 0.
  static let all: [SweepColumn] = [
    SweepColumn("config") { $1.field($0.configuration.index) },
    SweepColumn("axle") { $1.field(SpinSettings.axleOrientation.name(of: $0.configuration.axle)) },
    SweepColumn("side_pt") { $1.field($0.configuration.side) },
    SweepColumn("stroke_pt") { $1.field($0.configuration.stroke) },
    SweepColumn("duration_s") { $1.field($0.configuration.duration) },
    SweepColumn("velocity_pt_per_s") { $1.field($0.configuration.velocity) },
    SweepColumn("angle_deg") { $1.field($0.configuration.angle) },
    SweepColumn("end_x_pt") { $1.field($0.endPoint.x + 0) },
    SweepColumn("end_y_pt") { $1.field($0.endPoint.y + 0) },
    SweepColumn("from") { $1.field($0.configuration.face.rawValue) },
    SweepColumn("tap_speed_rad_per_s") { $1.field($0.configuration.tapSpeed) },
    SweepColumn("shape") { $1.field($0.configuration.shape) },
    SweepColumn("landing_bounce") { $1.field($0.configuration.bounce) },
    SweepColumn("landing_response_s") { $1.field($0.configuration.response) },
    SweepColumn("integrator") { $1.field($0.configuration.integrator.rawValue) },
    SweepColumn("step_s") { $1.field($0.configuration.step) },
    SweepColumn("gesture") { $1.field($0.configuration.velocity == 0 ? "tap" : "flick") },
    SweepColumn("omega0_rad_per_s") { $1.field($0.firstSegment.initialSpeed) },
    SweepColumn("direction") { $1.field($0.firstSegment.direction.rawValue) },
    SweepColumn("half_turns") { $1.field($0.halfTurns) },
    SweepColumn("rest_time_s") { row, csv in
      if let rest = row.analysis.restTime { csv.field(rest) } else { csv.field("") }
    },
    SweepColumn("rest_error_rel") { $1.field($0.relativeRestError) },
    SweepColumn("overshoot_deg") { $1.field($0.analysis.overshootDegrees + 0) },
    SweepColumn("face_changes") { $1.field($0.analysis.faceChanges) },
    SweepColumn("max_step_deg_at_60hz") { $1.field($0.analysis.maximumStepDegreesAt60Hz) },
    SweepColumn("peak_omega_rad_per_s") { $1.field($0.analysis.peakAngularSpeed) },
    SweepColumn("peak_alpha_rad_per_s2") { $1.field($0.analysis.peakAngularAcceleration) },
    SweepColumn("passed") { $1.field($0.analysis.passed) },
    SweepColumn("violations") { $1.field($0.analysis.violations.map(\.rawValue).joined(separator: ";")) },
  ]
}
