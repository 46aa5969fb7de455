import ButterflyPhysics

/// The CSV form of a simulated spin: `t_s,theta_rad,omega_rad_per_s,face`, one row per sample, where
/// `face` is the face visible at that time (`top` or `bottom`).
public enum SpinCSV {
  /// The header columns, in order.
  public static let columns = ["t_s", "theta_rad", "omega_rad_per_s", "face"]

  /// The whole CSV (header and rows) for a run.
  /// - Complexity: O(samples).
  public static func bytes(_ run: SpinRun) -> [UInt8] {
    // A row is at most 3 × 24 bytes of numbers (sign, 17 digits, point, exponent), a face and 5 separators.
    var row = CSVRow(capacity: 64 + 88 * run.samples.count)
    for name in columns { row.field(name) }
    row.endRow()
    let start = run.trajectory.startFace
    for sample in run.samples {
      row.field(sample.time)
      row.field(sample.angle)
      row.field(sample.angularVelocity)
      row.field(start.visibleFace(atAngle: sample.angle).rawValue)
      row.endRow()
    }
    return row.takeBytes()
  }
}
