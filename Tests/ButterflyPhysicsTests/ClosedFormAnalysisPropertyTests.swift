import ButterflyPhysics
import PropertyBased
import Testing
import _ButterflyShims

/// The closed-form analysis of a single activation agrees with the sampled analysis, its oracle, up to
/// the sampling error: over random gestures, controls and tunings, each measure differs by no more than
/// what one sample interval `h` can hide.
@Suite struct ClosedFormAnalysisPropertyTests {
  /// Gestures per run, each checked against every agreement: at least 10,000, more with
  /// `BB_PROPERTY_CASES=N`.
  static let cases = max(10_000, getenv("BB_PROPERTY_CASES").flatMap { Int(String(cString: $0)) } ?? 0)
  /// The oracle's sample rate (Hz), the sweep's default `--rate`.
  static let rate = 120.0
  /// One sample interval (s): a sampled crossing time lies at most this far from the exact one.
  static let interval = 1 / rate
  /// Roundoff slack for measures both analyses compute from the same closed-form evaluations
  /// (relative, and absolute in their units): the sampled 60 Hz step interpolates at a fraction of
  /// exactly 1 (1/60 s is two samples), and the first sample is the activation's own state.
  static let roundoff = 1e-9

  /// A random case with a random tuning (tap speed 0.5…80 rad/s, past ω_max, and shape 0…20), landing
  /// dead (bounce 0): these bounds are the braking curve's.
  static func tuned() -> Generator<(SpinCase, Double, Double), some SendableSequenceType> {
    zip(SpinCase.generator(), Gen.double(in: 0.5...80), Gen.double(in: 0...20))
  }

  /// Both analyses of `spin` tuned with `tapSpeed` and `shape`, and the first segment.
  static func analyses(_ spin: SpinCase, tapSpeed: Double, shape: Double) -> (
    exact: SpinAnalysis?, sampled: SpinAnalysis, segment: SpinSegment
  ) {
    let base = spin.planner
    let planner = SpinPlanner(
      medallionRadius: base.medallionRadius, axle: base.axle, decelerationDuration: base.decelerationDuration,
      tuning: SpinTuning(tapAngularSpeed: tapSpeed, preferredShape: shape, landingBounce: 0))
    let trajectory = planner.plan(spin.gesture, from: spin.startFace)
    let duration = planner.decelerationDuration
    let until = 1.5 * duration + 0.2
    let samples = trajectory.samples(rate: rate, until: until)
    return (
      SpinAnalysis(closedFormOf: trajectory, decelerationDuration: duration, until: until),
      SpinAnalysis(samples: samples, trajectory: trajectory, decelerationDuration: duration),
      trajectory.firstSegment
    )
  }

  /// One pass over the random cases checks the four agreements below on each: the two analyses are
  /// the expensive part (a debug build samples 10,000 spins), so each case computes them once.
  @Test func closedFormAgreesWithTheSampledAnalysis() async {
    await propertyCheck(count: Self.cases, input: Self.tuned()) { spin, tapSpeed, shape in
      let (exact, sampled, segment) = Self.analyses(spin, tapSpeed: tapSpeed, shape: shape)
      guard let exact else {
        Issue.record("a single activation has a closed-form analysis: \(spin)")
        return
      }
      Self.crossingTimesDifferByAtMostOneSampleInterval(exact, sampled, spin)
      Self.frameMeasuresAgreeToRoundoff(exact, sampled, spin)
      Self.peakAccelerationBoundsTheSampledSecant(exact, sampled, segment, spin)
      Self.verdictsAgree(exact, sampled, spin)
    }
  }

  /// Rest and arrival times differ by at most one sample interval; the sampled arrival (the first
  /// sample within 0.5°) is on or after the exact crossing.
  static func crossingTimesDifferByAtMostOneSampleInterval(
    _ exact: SpinAnalysis, _ sampled: SpinAnalysis, _ spin: SpinCase
  ) {
    let slack = interval + roundoff
    if let rest = exact.restTime, let oracle = sampled.restTime {
      #expect(abs(rest - oracle) <= slack, "rest \(rest) vs sampled \(oracle): \(spin)")
    } else {
      #expect(exact.restTime == nil && sampled.restTime == nil, "\(spin)")
    }
    if let arrival = exact.arrivalTime, let oracle = sampled.arrivalTime {
      #expect(oracle >= arrival - roundoff && oracle - arrival <= slack, "\(arrival) vs \(oracle): \(spin)")
    } else {
      #expect(exact.arrivalTime == nil && sampled.arrivalTime == nil, "\(spin)")
    }
  }

  /// Face changes, peak speed, the 60 Hz step, overshoot and landing error agree to roundoff:
  /// |θ'| ≤ ω_max = 20π rad/s turns at most π/6 per sample, so no face change falls between samples.
  static func frameMeasuresAgreeToRoundoff(_ exact: SpinAnalysis, _ sampled: SpinAnalysis, _ spin: SpinCase) {
    #expect(exact.faceChanges == sampled.faceChanges, "\(spin)")
    #expect(exact.peakAngularSpeed == sampled.peakAngularSpeed, "\(spin)")
    let step = exact.maximumStepDegreesAt60Hz
    #expect(abs(step - sampled.maximumStepDegreesAt60Hz) <= roundoff * max(1, step), "\(spin)")
    #expect(exact.overshootDegrees == 0 && sampled.overshootDegrees <= roundoff, "\(spin)")
    #expect(exact.landingError <= roundoff && sampled.landingError <= roundoff, "\(spin)")
  }

  /// The sampled peak `|θ''|` is a secant `|Δθ'|/h`, the mean of `|θ''|` over one interval, so it is at
  /// most the exact peak and at least the peak less `h/2·max|θ'''|`; with `|θ''| = β·ω² + μ`,
  /// `|θ'''| = 2β·|ω|·|θ''| ≤ 2β·ω₀·peak`, and `β·ω₀ = φ·q/T`.
  static func peakAccelerationBoundsTheSampledSecant(
    _ exact: SpinAnalysis, _ sampled: SpinAnalysis, _ segment: SpinSegment, _ spin: SpinCase
  ) {
    let peak = exact.peakAngularAcceleration
    let q = segment.shape
    let curvature = q < DecelerationShape.coulombThreshold ? 0 : atan(q) * q / segment.brakeDuration
    let oracle = sampled.peakAngularAcceleration
    #expect(oracle <= peak * (1 + roundoff), "\(oracle) > \(peak): \(spin)")
    #expect(oracle >= peak * (1 - interval * curvature) - roundoff * peak, "\(oracle) ≪ \(peak): \(spin)")
  }

  /// Verdicts agree, except the duration clause when the exact rest time lies within one sample
  /// interval of an edge of the rest window (the sampled rest time may fall on either side).
  static func verdictsAgree(_ exact: SpinAnalysis, _ sampled: SpinAnalysis, _ spin: SpinCase) {
    let window = SpinContract.restWindow(forDuration: spin.planner.decelerationDuration)
    let nearEdge =
      exact.restTime.map {
        min(abs($0 - window.lowerBound), abs($0 - window.upperBound)) <= interval
      } ?? false
    if nearEdge {
      #expect(Set(exact.violations).subtracting([.duration]) == Set(sampled.violations).subtracting([.duration]))
    } else {
      #expect(exact.violations == sampled.violations, "\(spin)")
    }
  }

  @Test func severalActivationsAreLeftToTheSamples() {
    let planner = SpinPlanner()
    let first = planner.plan(.tap(endPoint: PlanarVector(x: 0, y: 5)), from: .top)
    let interrupted = planner.interrupt(first, with: .tap(endPoint: PlanarVector(x: 0, y: 5)), at: 0.5)
    #expect(SpinAnalysis(closedFormOf: interrupted, decelerationDuration: 2, until: 5) == nil)
    #expect(SpinAnalysis(closedFormOf: first, decelerationDuration: 2, until: 5) != nil)
  }
}
