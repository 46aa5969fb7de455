extension SpinAnalysis {
  /// Analyses a single-activation trajectory exactly, from its closed form, without sampling it.
  ///
  /// One activation coasts (possibly), brakes monotonically onto its landing and, with a landing spring,
  /// is caught there by the spring, so every measure has a closed form:
  ///
  /// ```
  /// arrival      = SpinSegment.arrivalTime             (θ within 0.5° of θ*)
  /// rest         = SpinSegment.restTime                (and |θ'| ≤ 0.05 rad/s)
  /// peak |θ'|    = ω₀                                  (the speed never grows)
  /// peak |θ''|   = SpinSegment.peakDeceleration        (braking is hardest at its start; with a
  ///                                                     spring, the larger of that and the spring's
  ///                                                     exact peak |θ''| after the capture)
  /// 60 Hz step   = |θ(1/60 s) − θ₀|                    (the speed is largest at the start)
  /// face changes = |round(θ(until)/π) − round(θ₀/π)|   (θ is monotone up to θ*, then within 6° of it)
  /// overshoot    = SpinSegment.landingOvershoot         (the spring's first swing; 0 without one)
  /// its time     = SpinSegment.landingOvershootTime     (the capture plus the swing's peak time)
  /// ```
  ///
  /// Each equals the sampled analysis (``init(samples:trajectory:decelerationDuration:)`` of samples
  /// from 0 to `until`) up to the sampling error: the sampled rest time and arrival fall on or after a
  /// sample, the sampled peak `|θ''|` is a secant between samples and so at most the exact one, the
  /// sampled overshoot's time is the nearest sample's. A
  /// measure that needs a sample after `until` (the 60 Hz step, a rest or arrival later than `until`) is
  /// 0 or `nil`, as in the sampled analysis.
  /// - Parameters:
  ///   - trajectory: The planned spin; its single activation at time 0.
  ///   - decelerationDuration: `D` (s) the planner used.
  ///   - until: The end of the analysed span (s, ≥ 0).
  /// - Returns: The analysis, or `nil` when the trajectory has more than one activation or does not
  ///   start at time 0 (sample it instead).
  /// - Complexity: O(1), no allocation beyond the violations.
  public init?(closedFormOf trajectory: SpinTrajectory, decelerationDuration: Double, until: Double) {
    let segment = trajectory.firstSegment
    guard trajectory.activationCount == 1, segment.startTime == 0, until >= 0 else { return nil }
    let target = segment.landingAngle
    let last = segment.state(at: until).angle
    var violations: [SpinContractClause] = []
    if !Self.initialSpeedInRange(segment, first: true, decelerationDuration: decelerationDuration) {
      violations.append(.initialSpeed)
    }
    if segment.peakDeceleration > SpinContract.maximumAngularAcceleration { violations.append(.continuity) }
    let landingError = abs(last - target)
    if !Self.landsCleanly(trajectory, landingError: landingError) { violations.append(.landing) }
    let rest = segment.restTime <= until ? segment.restTime : nil
    if !(rest.map { SpinContract.restWindow(forDuration: decelerationDuration).contains($0) } ?? false) {
      violations.append(.duration)
    }
    let frame = 1 / SpinContract.referenceFrameRate
    let step = until >= frame ? abs(segment.state(at: frame).angle - segment.startAngle) : 0
    if step > SpinContract.maximumRotationPerFrame * (1 + Self.roundoff) { violations.append(.strobe) }
    let arrival = segment.arrivalTime <= until ? segment.arrivalTime : nil
    let overshoot = arrival == nil ? 0 : segment.landingOvershoot
    let deviation = arrival.map { max(abs(segment.state(at: $0).angle - target), overshoot) } ?? 0
    if deviation > SpinContract.overshootLimit { violations.append(.overshoot) }
    restTime = rest
    arrivalTime = arrival
    overshootDegrees = overshoot * 180 / .pi
    overshootTime = overshoot > 0 ? segment.landingOvershootTime : nil
    postArrivalDeviationDegrees = deviation * 180 / .pi
    faceChanges = Int(abs((last / .pi).rounded() - (segment.startAngle / .pi).rounded()))
    maximumStepDegreesAt60Hz = step * 180 / .pi
    peakAngularSpeed = segment.initialSpeed
    peakAngularAcceleration = segment.coastDuration < until ? segment.peakDeceleration : 0
    self.landingError = landingError
    self.violations = violations.sorted()
  }
}
