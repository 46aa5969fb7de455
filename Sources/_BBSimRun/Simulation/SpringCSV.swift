import ButterflyRender
import _BBSimOptions

/// The CSV form of a simulated spring: `t_s,x_pt,v_pt_per_s`, one row per sample.
package enum SpringCSV {
  /// The header columns, in order: time (s), position (pt), velocity (pt/s).
  package static let columns = ["t_s", "x_pt", "v_pt_per_s"]

  /// The whole CSV (header and rows).
  /// - Complexity: O(samples).
  package static func bytes(_ samples: SpringIntegrator.Samples) -> [UInt8] {
    // A row is at most 3 × 24 bytes of numbers and 4 separators.
    var row = CSVRow(capacity: 32 + 76 * samples.times.count)
    for name in columns { row.field(name) }
    row.endRow()
    for index in samples.times.indices {
      row.field(samples.times[index])
      row.field(samples.positions[index])
      row.field(samples.velocities[index])
      row.endRow()
    }
    return row.takeBytes()
  }
}
