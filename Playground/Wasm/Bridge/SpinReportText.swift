import ButterflyModel
import ButterflyPhysics
import ButterflyRender

/// The last spin, re-planned with the current settings (``PageSession/replannedLastMotion``: a tuning
/// edited after a spin shows at once), measured against the spin contract, as the page's plot and
/// verdict show it: θ(t) and ω(t) sampled as `bbsim simulate spin` samples them (``SpinRun``: 120 Hz
/// until the last activation plus 1.5·D + 0.2 s), the activations, the arrival and rest times, where
/// the rest must fall (`[0.85·D, D + max(0.05·D, 1/60 s)]` after the last activation,
/// ``SpinContract/restWindow(forDuration:)``), the landing angle, the overshoot past it and when it
/// peaks (`overshoot_s`, `null` without one: where the plot's handle sits) and each clause of the
/// contract passed or failed (``SpinAnalysis``). Times are seconds after the spin's first activation. Before any spin, a preview: a centre tap from the resting face with the
/// current settings. A Reduce Motion swap has no rotation: its one clause is the swap's duration (the
/// spin contract's Reduce Motion clause, ButterflyPhysics' SpinContract article).
///
/// ```
/// {"preview": false, "decelerationDuration_s": 2,
///  "activations": [{"time_s": 0, "direction": 1, "omega0_rad_per_s": 12.57}],
///  "samples": {"t_s": […], "theta_rad": […], "omega_rad_per_s": […]},
///  "arrival_s": 1.93, "rest_s": 2, "landing_rad": 3.14, "overshoot_deg": 2.7, "overshoot_s": 1.98,
///  "overshootLimit_deg": 5.4,
///  "restWindow_s": [1.7, 2.1], "clauses": [{"clause": "direction", "rule": "1. Direction: …", "passed": true}, …], "passed": true}
/// ```
struct SpinReportText {
  /// The rule of a Reduce Motion swap.
  static let reduceMotionRule = "9. Reduce Motion: no rotation; the faces swap within 0.35 s"

  /// The JSON object.
  let json: String

  /// The report of a session's last spin, or its preview.
  init(session: PageSession) {
    let duration = session.driver.machine.planner.decelerationDuration
    var report = JSONText()
    let motion = session.replannedLastMotion
    report.add("preview", motion == nil)
    report.add("decelerationDuration_s", duration)
    if case .swap(let timeline) = motion {
      report.add(
        "activations",
        json: JSONText.array(timeline.entries.map { Self.activation(time: $0.startTime, direction: 0, speed: 0) }))
      report.add("samples", json: Self.samples([]))
      report.add("arrival_s", nil as Double?)
      report.add("rest_s", timeline.duration)
      let start = timeline.last.startTime
      report.add("restWindow_s", json: Self.list([start, start + ReduceMotionSwap.maximumDuration]))
      let holds = timeline.entries.allSatisfy { $0.swap.duration <= ReduceMotionSwap.maximumDuration }
      report.add(
        "clauses", json: JSONText.array([Self.clause("reduce-motion", rule: Self.reduceMotionRule, passed: holds)]))
      report.add("passed", holds)
      json = report.text
      return
    }
    guard let run = session.lastRun else {
      json = report.text
      return
    }
    let last = run.trajectory.finalSegment.startTime
    report.add(
      "activations",
      json: JSONText.array(
        run.trajectory.segments.map {
          Self.activation(time: $0.startTime, direction: Double($0.direction.rawValue), speed: $0.initialSpeed)
        }))
    report.add("samples", json: Self.samples(run.samples))
    report.add("arrival_s", run.analysis.arrivalTime.map { $0 + last })
    report.add("rest_s", run.analysis.restTime.map { $0 + last })
    report.add("landing_rad", run.trajectory.landingAngle)
    report.add("overshoot_deg", run.analysis.overshootDegrees)
    report.add("overshoot_s", run.analysis.overshootTime.map { $0 + last })
    report.add("overshootLimit_deg", LandingSpring.maximumBounce * SpinContract.overshootLimit * 180 / .pi)
    let window = SpinContract.restWindow(forDuration: duration)
    report.add("restWindow_s", json: Self.list([window.lowerBound + last, window.upperBound + last]))
    report.add(
      "clauses",
      json: JSONText.array(
        SpinContractClause.allCases.map {
          Self.clause($0.rawValue, rule: $0.rule, passed: !run.analysis.violations.contains($0))
        }))
    report.add("passed", run.analysis.passed)
    json = report.text
  }

  private static func activation(time: Double, direction: Double, speed: Double) -> JSONText {
    var object = JSONText()
    object.add("time_s", time)
    object.add("direction", direction)
    object.add("omega0_rad_per_s", speed)
    return object
  }

  private static func clause(_ name: String, rule: String, passed: Bool) -> JSONText {
    var object = JSONText()
    object.add("clause", name)
    object.add("rule", rule)
    object.add("passed", passed)
    return object
  }

  private static func samples(_ samples: [SpinSample]) -> String {
    "{\"t_s\":" + list(samples.map { $0.time }) + ",\"theta_rad\":" + list(samples.map { $0.angle })
      + ",\"omega_rad_per_s\":" + list(samples.map { $0.angularVelocity }) + "}"
  }

  /// A JSON array of numbers (a non-finite one as `null`).
  static func list(_ values: [Double]) -> String {
    "[" + values.map { $0.isFinite ? NumberFormat.shortest.text($0) : "null" }.joined(separator: ",") + "]"
  }
}
