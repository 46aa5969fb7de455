import ButterflyGSL
import ButterflyPhysics
import ButterflyRender
import _BBSimOptions
import _BBSimSupport
import _ButterflyShims

/// Runs integrators at several steps against the closed form and GSL rk8pd (`bbsim compare`).
///
/// Fixed-step integrators (`rk4`, `semi-implicit-euler`, `gsl-rk4`) get one row per step; the adaptive
/// GSL ones (`gsl-rk8pd`, `gsl-rkf45`, `gsl-msbdf`) choose their own steps from a 1e-10 local error
/// bound, so they get one row, with no step and no observed order. The reference column is GSL rk8pd
/// at that bound (``GSLIntegrationMethod/reference``).
package enum ComparisonRunner {
  /// One integrator at one step.
  package struct Row: Sendable {
    /// Integrator name.
    package var integrator: String
    /// Step (s); `nil` for an adaptive integrator.
    package var step: Double?
    /// Largest |position error| against the closed form over the samples (pt or rad).
    package var maximumError: Double
    /// Largest |position difference| from GSL rk8pd over the samples (pt or rad).
    package var maximumDifferenceFromReference: Double
    /// `log(e_prev/e)/log(h_prev/h)` against the previous step of the same integrator, if any.
    package var observedOrder: Double?
    /// Right-hand-side evaluations.
    package var evaluations: Int
    /// Wall time (s).
    package var wallTime: Double
  }

  /// The spring compared: SwiftUI's `Spring(duration: 0.5, bounce: 0.3)` from 0 to 1.
  package static let spring =
    DampedSpring(mass: 1, duration: 0.5, bounce: 0.3)
    ?? DampedSpring.validated(mass: 1, stiffness: 157.91367041742973, damping: 17.59).spring

  /// The spin compared: a 900 pt/s flick towards the bottom, ending in the top half, 60 pt, D = 2 s.
  package static var spin: SpinTrajectory {
    SpinPlanner().plan(.flick(velocity: PlanarVector(x: 0, y: 900), endPoint: PlanarVector(x: 0, y: -12)), from: .top)
  }

  /// Whether `name` picks its own steps (one row, no step).
  static func isAdaptive(_ name: String) -> Bool {
    ["gsl-rk8pd", "gsl-rkf45", "gsl-msbdf"].contains(name)
  }

  /// Runs every integrator at every step (adaptive ones once).
  /// - Throws: ``IntegrationFailure`` when GSL fails; ``UsageError`` for a step the stepping driver
  ///   cannot use.
  package static func run(spin isSpin: Bool, integrators: [String], steps: [Double], rate: Double, until: Double)
    throws -> [Row]
  {
    let trajectory = spin
    let exact: [Double] =
      isSpin
      ? trajectory.samples(rate: rate, until: until).map(\.angle)
      : try SpringIntegrator.closedForm.samples(of: spring, rate: rate, until: until, step: 1).positions
    let referenceName = SpinIntegrator.gslRK8PD.rawValue
    let reference = try positions(isSpin: isSpin, name: referenceName, rate: rate, until: until, step: 1e-4).positions
    var rows: [Row] = []
    for name in integrators {
      var previous: (step: Double, error: Double)?
      for step in isAdaptive(name) ? [steps.min() ?? 1e-4] : steps {
        let start = ProgressBar.seconds()
        let (values, evaluations) = try positions(isSpin: isSpin, name: name, rate: rate, until: until, step: step)
        let wall = ProgressBar.seconds() - start
        let error = maximumDifference(values, exact)
        var order: Double?
        if let previous, previous.error > 0, error > 0, previous.step != step {
          order = log(previous.error / error) / log(previous.step / step)
        }
        rows.append(
          Row(
            integrator: name, step: isAdaptive(name) ? nil : step, maximumError: error,
            maximumDifferenceFromReference: maximumDifference(values, reference), observedOrder: order,
            evaluations: evaluations, wallTime: wall))
        previous = (step, error)
      }
    }
    return rows
  }

  /// The positions one integrator produces, and its right-hand-side evaluations.
  static func positions(isSpin: Bool, name: String, rate: Double, until: Double, step: Double) throws
    -> (positions: [Double], evaluations: Int)
  {
    if isSpin {
      guard let method = SpinIntegrator(rawValue: name) else { return ([], 0) }
      let run = try method.run(of: spin, rate: rate, until: until, step: step)
      return (run.samples.map(\.angle), run.evaluations)
    }
    guard let method = SpringIntegrator(rawValue: name) else { return ([], 0) }
    let samples = try method.samples(of: spring, rate: rate, until: until, step: step)
    return (samples.positions, samples.evaluations)
  }

  /// `max |a_i − b_i|` over the common samples (∞ when there are none).
  static func maximumDifference(_ a: [Double], _ b: [Double]) -> Double {
    guard !a.isEmpty, a.count == b.count else { return .infinity }
    var largest = 0.0
    for (x, y) in zip(a, b) { largest = max(largest, abs(x - y)) }
    return largest
  }

  /// The rows as CSV:
  /// `integrator,step_s,max_error_<unit>,max_diff_vs_gsl_rk8pd_<unit>,observed_order,evaluations,wall_time_s`
  /// (`step_s` empty for adaptive integrators).
  /// - Parameters:
  ///   - rows: The comparison's rows.
  ///   - unit: The unit of the errors: `rad` for the spin's θ, `pt` for the spring's x.
  package static func csv(_ rows: [Row], unit: String) -> [UInt8] {
    var csv = CSVRow()
    let header = [
      "integrator", "step_s", "max_error_\(unit)", "max_diff_vs_gsl_rk8pd_\(unit)", "observed_order", "evaluations",
      "wall_time_s",
    ]
    for name in header { csv.field(name) }
    csv.endRow()
    for row in rows {
      csv.field(row.integrator)
      if let step = row.step { csv.field(step) } else { csv.field("") }
      csv.field(row.maximumError)
      csv.field(row.maximumDifferenceFromReference)
      if let order = row.observedOrder { csv.field(order) } else { csv.field("") }
      csv.field(row.evaluations)
      csv.field(row.wallTime)
      csv.endRow()
    }
    return csv.takeBytes()
  }

  /// The rows as an aligned table.
  package static func table(_ rows: [Row]) -> String {
    var lines = [
      "integrator".padding(22) + "step_s".padding(12) + "max_err_closed".padding(16) + "vs_gsl_rk8pd".padding(14)
        + "order".padding(8) + "evaluations".padding(13) + "wall_s"
    ]
    for row in rows {
      lines.append(
        row.integrator.padding(22) + (row.step.map { NumberFormat.significant(6).text($0) } ?? "adaptive").padding(12)
          + NumberFormat.scientific(3).text(row.maximumError).padding(16)
          + NumberFormat.scientific(3).text(row.maximumDifferenceFromReference).padding(14)
          + (row.observedOrder.map { NumberFormat.fixedPoint(2).text($0) } ?? "-").padding(8)
          + String(row.evaluations).padding(13) + NumberFormat.scientific(2).text(row.wallTime))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
