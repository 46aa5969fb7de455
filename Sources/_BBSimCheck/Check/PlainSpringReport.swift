import ButterflyPhysics
import ButterflyRender
import _BBSimOptions

/// The lines `bbsim check swiftui-spring` prints: the SwiftUI spring, the gesture, one row per contract
/// clause (PASS or FAIL with the numbers that say why) and the verdict, in `check`'s style.
struct PlainSpringReport {
  /// The spring from the gesture.
  var spin: PlainSpringSpin
  /// Its analysis.
  var analysis: PlainSpringAnalysis
  /// `D` (s).
  var duration: Double
  /// The analysed span (s).
  var until: Double
  /// What the gesture was, in words (e.g. `tap`, `flick 800 pt/s`).
  var gesture: String
  /// The spin's own analysis of the same gesture.
  var spinAnalysis: SpinAnalysis

  /// Every line, in order.
  var lines: [String] {
    let curve = spin.curve
    let velocity = short(spin.initialVelocity)
    var lines = [
      "check swiftui-spring: .interpolatingSpring(Spring(duration: \(short(curve.duration)), bounce: "
        + "\(short(curve.bounce))), initialVelocity: \(velocity))",
      "  = .interpolatingSpring(mass: \(short(curve.mass)), stiffness: \(short(curve.stiffness)), damping: "
        + "\(short(curve.damping)), initialVelocity: \(velocity))",
      "  from a \(gesture): ω₀ \(short(spin.initialSpeed)) rad/s \(directionText), initialVelocity = ω₀/π; "
        + "target the opposite face, θ* = \(short(spin.targetAngle)) rad; D \(short(duration)) s; "
        + "analysed to \(short(until)) s",
    ]
    for clause in SpinContractClause.allCases {
      let failed = analysis.violations.contains(clause)
      lines.append("  \(failed ? "FAIL" : "PASS")  \(clause.rule)")
      lines.append("        " + why(clause))
    }
    lines.append(verdict)
    return lines
  }

  /// `check: PASS …` or `check: FAIL …`, with the spin's verdict on the same gesture beside it.
  var verdict: String {
    let count = SpinContractClause.allCases.count
    let spinText =
      spinAnalysis.passed
      ? "the spin from the same gesture holds all \(count)"
      : "the spin from the same gesture breaks \(names(spinAnalysis.violations))"
    if analysis.passed { return "check: PASS the plain spring holds all \(count) clauses; \(spinText)" }
    return "check: FAIL the plain spring breaks \(analysis.violations.count) of \(count) clauses "
      + "(\(names(analysis.violations))); \(spinText)"
  }

  /// The numbers behind one clause's verdict.
  func why(_ clause: SpinContractClause) -> String {
    let a = analysis
    switch clause {
    case .direction:
      return a.movesTheRightWay ? "θ first moves \(directionText), as the gesture asks" : "θ first moves the other way"
    case .initialSpeed:
      return "θ'(0) = \(short(a.initialAngularVelocity)) rad/s, the gesture's ω₀; accepted ω₀ "
        + "\(short(a.initialSpeedRange.lowerBound))…\(short(a.initialSpeedRange.upperBound)) rad/s"
    case .continuity:
      return "peak |θ''| \(short(a.peakAngularAcceleration)) rad/s² (limit "
        + "\(short(SpinContract.maximumAngularAcceleration)) rad/s²)"
    case .deceleration:
      let arrival = a.arrivalTime.map { "arrival at \(short($0)) s" } ?? "it ever arrives"
      guard a.violations.contains(.deceleration) else { return "|θ'| only falls before \(arrival)" }
      return "|θ'| grows from \(short(spin.initialSpeed)) to \(short(a.peakSpeedBeforeArrival)) rad/s (at "
        + "\(short(a.peakSpeedTime)) s) before \(arrival): the spring pulls hardest half a turn from the face"
    case .landing:
      let error = short(a.landingError * 180 / .pi)
      guard a.violations.contains(.landing) else { return "ends \(error)° from the opposite face" }
      return "still \(error)° from the opposite face at \(short(until)) s: it has not settled on a face"
    case .duration:
      let window = "\(short(a.restWindow.lowerBound))…\(short(a.restWindow.upperBound)) s"
      let rest = a.restTime.isFinite ? "rest at \(short(a.restTime)) s" : "never rests (undamped)"
      guard a.violations.contains(.duration) else { return "\(rest), within \(window)" }
      return "\(rest), outside \(window): a spring settles on its own time (its duration and bounce), not at D"
    case .overshoot:
      guard a.arrivalTime != nil else { return "never arrives within 0.5° of the face" }
      var text =
        "swings \(short(a.overshootDegrees))° past the face, \(short(a.postArrivalDeviationDegrees))° from it "
        + "at most after arrival (limit \(short(SpinContract.overshootLimit * 180 / .pi))°)"
      if let back = a.startFaceReturnTime { text += "; the start face shows again at \(short(back)) s" }
      return text
    case .strobe:
      return "largest 60 Hz step \(short(a.maximumStepDegreesAt60Hz))° (limit "
        + "\(short(SpinContract.maximumRotationPerFrame * 180 / .pi))°)"
    }
  }

  private var directionText: String { spin.direction == .topToBottom ? "top→bottom" : "bottom→top" }

  private func names(_ clauses: [SpinContractClause]) -> String {
    clauses.map(\.rawValue).joined(separator: ", ")
  }

  private func short(_ value: Double) -> String { NumberFormat.significant(6).text(value) }
}
