import ButterflyPhysics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Runs integrators at several steps against the closed form (`bbsim compare`).
public enum ComparisonRunner {
  /// One integrator at one step.
  public struct Row: Sendable {
    /// Integrator name.
    public var integrator: String
    /// Step (s).
    public var step: Double
    /// Largest |position error| over the samples (pt or rad).
    public var maximumError: Double
    /// `log(e_prev/e)/log(h_prev/h)` against the previous step of the same integrator, if any.
    public var observedOrder: Double?
    /// Right-hand-side evaluations.
    public var evaluations: Int
    /// Wall time (s).
    public var wallTime: Double
  }

  /// The spring compared: SwiftUI's `Spring(duration: 0.5, bounce: 0.3)` from 0 to 1.
  public static let spring =
    DampedSpring(mass: 1, duration: 0.5, bounce: 0.3)
    ?? DampedSpring.validated(mass: 1, stiffness: 157.91367041742973, damping: 17.59).spring

  /// The spin compared: a 900 pt/s flick towards the bottom, ending in the top half, 60 pt, D = 2 s.
  public static var spin: SpinTrajectory {
    SpinPlanner().plan(.flick(velocity: PlanarVector(x: 0, y: 900), endPoint: PlanarVector(x: 0, y: -12)), from: .top)
  }

  /// Runs every integrator at every step.
  /// - Throws: ``UsageError`` for an unavailable integrator.
  public static func run(spin isSpin: Bool, integrators: [String], steps: [Double], rate: Double, until: Double)
    throws(UsageError) -> [Row]
  {
    let trajectory = spin
    let exact: [Double] =
      isSpin
      ? trajectory.samples(rate: rate, until: until).map(\.angle)
      : try SpringIntegrator.closedForm.samples(of: spring, rate: rate, until: until, step: 1).positions
    var rows: [Row] = []
    for name in integrators {
      var previous: (step: Double, error: Double)?
      for step in steps {
        let start = ProgressBar.seconds()
        let positions: [Double]
        let evaluations: Int
        if isSpin {
          guard let method = SpinIntegrator(rawValue: name) else { continue }
          if method == .rk4 {
            let integrated = trajectory.integrated(method: .rungeKutta4, step: step, rate: rate, until: until)
            positions = integrated.samples.map(\.angle)
            evaluations = 4 * integrated.stepCount
          } else {
            positions = try method.samples(of: trajectory, rate: rate, until: until, step: step).map(\.angle)
            evaluations = 0
          }
        } else {
          guard let method = SpringIntegrator(rawValue: name) else { continue }
          let samples = try method.samples(of: spring, rate: rate, until: until, step: step)
          positions = samples.positions
          evaluations = samples.evaluations
        }
        let wall = ProgressBar.seconds() - start
        var error = 0.0
        for (a, b) in zip(positions, exact) { error = max(error, abs(a - b)) }
        var order: Double?
        if let previous, previous.error > 0, error > 0, previous.step != step {
          order = log(previous.error / error) / log(previous.step / step)
        }
        rows.append(
          Row(
            integrator: name, step: step, maximumError: error, observedOrder: order, evaluations: evaluations,
            wallTime: wall))
        previous = (step, error)
      }
    }
    return rows
  }

  /// The rows as CSV: `integrator,step_s,max_error,observed_order,evaluations,wall_time_s`.
  public static func csv(_ rows: [Row]) -> [UInt8] {
    var csv = CSVRow()
    for name in ["integrator", "step_s", "max_error", "observed_order", "evaluations", "wall_time_s"] {
      csv.field(name)
    }
    csv.endRow()
    for row in rows {
      csv.field(row.integrator)
      csv.field(row.step)
      csv.field(row.maximumError)
      if let order = row.observedOrder { csv.field(order) } else { csv.field("") }
      csv.field(row.evaluations)
      csv.field(row.wallTime)
      csv.endRow()
    }
    return csv.bytes
  }

  /// The rows as an aligned table.
  public static func table(_ rows: [Row]) -> String {
    var lines = [
      "integrator".padding(22) + "step_s".padding(12) + "max_error".padding(14) + "order".padding(8)
        + "evaluations".padding(13) + "wall_s"
    ]
    for row in rows {
      lines.append(
        row.integrator.padding(22) + NumberFormat.fixed(row.step, "%.6g").padding(12)
          + NumberFormat.fixed(row.maximumError, "%.3e").padding(14)
          + (row.observedOrder.map { NumberFormat.fixed($0, "%.2f") } ?? "-").padding(8)
          + String(row.evaluations).padding(13) + NumberFormat.fixed(row.wallTime, "%.2e"))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
