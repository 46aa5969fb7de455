import ButterflyPhysics
import ButterflyRender

extension SpinFitObjective {
  /// One line per gesture with the metrics the tuning achieves, and one saying how the spring was fitted.
  func report(_ tuning: SpinTuning) -> [String] {
    let gestures = zip(["tap", "flick \(NumberFormat.significant(6).text(flickSpeed)) pt/s"], runs(tuning)).map {
      name, run in
      "\(name): rest \(run.analysis.restTime.map { NumberFormat.significant(6).text($0) } ?? "never") s (D \(NumberFormat.significant(6).text(duration)) s), "
        + "overshoot \(NumberFormat.significant(6).text(run.analysis.overshootDegrees))°, landing "
        + "\(NumberFormat.significant(6).text(Self.landing(run))) s, half-turns \(run.halfTurns), passed \(run.analysis.passed)"
    }
    let response =
      settle.map {
        "response fitted to --settle \(NumberFormat.significant(6).text($0)) s (the landing, arrival to rest)"
      }
      ?? "response not fitted (no --settle: the rest time and overshoot do not depend on it), kept at "
      + "\(NumberFormat.significant(6).text(Self.startingResponse)) s"
    return gestures + [
      "spring: bounce aimed at an overshoot of \(NumberFormat.significant(6).text(aimDegrees))° (the first swing is bounce × 6°); "
        + response
    ]
  }
}
