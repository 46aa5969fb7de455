import ButterflyModel
import ButterflyPhysics
import ButterflyRender

/// The last spin measured against the spin contract, as the page's plot and verdict show it: θ(t) and
/// ω(t) sampled as `bbsim simulate spin` samples them (``SpinRun``, 120 Hz until the last segment's
/// start plus 1.5·D + 0.2 s), the arrival and rest times, the rest window of the resolved D, and each
/// clause of the contract passed or failed (``SpinAnalysis``). Before any spin, a preview: a centre tap
/// from the resting face with the current settings. A Reduce Motion swap has no rotation: no samples
/// and no clauses.
///
/// ```
/// {"preview": false, "decelerationDuration_s": 2, "restWindow_s": [1.7, 2.1], "arrival_s": 1.93,
///  "rest_s": 2, "samples": {"t_s": […], "theta_rad": […], "omega_rad_per_s": […]},
///  "clauses": [{"rule": "1. Direction: …", "passed": true}, …], "passed": true, "activations": []}
/// ```
struct SpinReportText {
  /// The JSON object.
  let json: String

  /// The report of a session's last spin, or its preview.
  init(session: PageSession) {
    let duration = session.driver.machine.planner.decelerationDuration
    var report = JSONText()
    let window = SpinContract.restWindow(forDuration: duration)
    report.add("decelerationDuration_s", duration)
    report.add("restWindow_s", json: "[\(Self.number(window.lowerBound)),\(Self.number(window.upperBound))]")
    report.add("activations", json: "[]")
    report.add("preview", session.lastMotion == nil)
    guard let run = session.lastRun else {
      report.add("samples", json: "{\"t_s\":[],\"theta_rad\":[],\"omega_rad_per_s\":[]}")
      report.add("arrival_s", nil as Double?)
      report.add("rest_s", nil as Double?)
      report.add("clauses", json: "[]")
      report.add("passed", json: "null")
      json = report.text
      return
    }
    let samples = run.samples
    report.add(
      "samples",
      json: "{\"t_s\":" + Self.list(samples.map { $0.time }) + ",\"theta_rad\":" + Self.list(samples.map { $0.angle })
        + ",\"omega_rad_per_s\":" + Self.list(samples.map { $0.angularVelocity }) + "}")
    report.add("arrival_s", run.analysis.arrivalTime)
    report.add("rest_s", run.analysis.restTime)
    report.add(
      "clauses",
      json: JSONText.array(
        SpinContractClause.allCases.map { clause in
          var object = JSONText()
          object.add("rule", clause.rule)
          object.add("passed", !run.analysis.violations.contains(clause))
          return object
        }))
    report.add("passed", run.analysis.passed)
    json = report.text
  }

  private static func number(_ value: Double) -> String { value.isFinite ? NumberFormat.shortest.text(value) : "null" }

  private static func list(_ values: [Double]) -> String { "[" + values.map(number).joined(separator: ",") + "]" }
}
