import ButterflyPhysics
import ButterflyRender
import Foundation

/// What `fit spring` minimises over `(response T, damping ratio ζ)` with mass 1: the squared relative
/// settling-time miss, an overshoot hinge and a tie-breaker towards the bounciest allowed spring.
///
/// ```
/// f = [(t_settle − S)/S]² + [max(0, overshoot − limit)/max(limit, 1 %)]² + λ·(ζ − ζ_aim)²
/// ζ_aim = −ln p / √(π² + ln² p),  p = (1 − margin)·limit/100,  clamped to [minimumAimRatio, 1]
/// ```
///
/// For each ζ some response T settles in exactly S, so without the last term every spring on that
/// curve with overshoot at most the limit scores 0, and Nelder–Mead stops wherever it first reaches
/// the curve (a slightly overdamped spring, whatever the limit). The tie-breaker, with ``tieBreak``
/// λ = 1e-3, pulls along the curve towards ζ_aim, the damping ratio whose closed-form step overshoot
/// `e^(−πζ/√(1−ζ²))` is the limit less ``aimMargin`` (0.1 %) of it: the bounciest spring that stays
/// within the limit. The margin is ~100× the change the simplex tolerance (1e-6 in ζ) can make, so the
/// fitted spring meets the limit rather than landing a rounding error above it; the sampled overshoot
/// the report measures is at most the closed-form one. A limit of 0 aims at ζ = 1 (critically damped,
/// bounce 0); limits above ~85 % aim at ``minimumAimRatio`` (bounce 0.95). Both targets and the
/// tie-breaker can be met at once, so the minimum is still 0 and "targets met" is unchanged.
struct SpringFitObjective: Sendable {
  /// λ, the weight of the pull towards ζ_aim (dimensionless).
  static let tieBreak = 1e-3
  /// The fraction of the overshoot limit the aim stays below (dimensionless).
  static let aimMargin = 1e-3
  /// The smallest damping ratio aimed at (bounce 0.95, closed-form overshoot ≈ 85 %).
  static let minimumAimRatio = 0.05

  var settle: Double
  var overshootPercent: Double

  /// ζ_aim: the damping ratio whose closed-form step overshoot is `(1 − aimMargin) × limit`, in
  /// [``minimumAimRatio``, 1].
  var aimRatio: Double {
    let fraction = (1 - Self.aimMargin) * overshootPercent / 100
    guard fraction > 0 else { return 1 }
    guard fraction < 1 else { return Self.minimumAimRatio }
    let logarithm = -Foundation.log(fraction)
    return min(max(logarithm / (Double.pi * Double.pi + logarithm * logarithm).squareRoot(), Self.minimumAimRatio), 1)
  }

  /// Where the simplex starts: `(T, ζ_aim)` with the response T that settles in exactly S at ζ_aim.
  ///
  /// The settling time of a spring released from rest scales with its response at a fixed ζ, so one
  /// evaluation at T = 1 s gives it. Starting on the settling curve matters: the settling time (1 %
  /// band) jumps where an overshoot peak crosses the band (overshoot 1 %), which splits the zero-miss
  /// curve in two, and a simplex started on one side does not cross to the other.
  var startingPoint: [Double] {
    let ratio = aimRatio
    let unit = spring([1, ratio]).settlingTime(positionTolerance: 0.01, velocityTolerance: .infinity)
    return [unit.isFinite && unit > 0 ? settle / unit : settle / 2, ratio]
  }

  /// The shortest response the fit uses (s): a shorter one is taken as this.
  static let minimumResponse = 1e-3
  /// The longest response the fit is asked to reach (s, about 32 years): far longer springs lose the
  /// precision the settling search needs.
  static let maximumResponse = 1e9

  /// The settling times the fit can reach (s): those of a spring at ζ_aim with a response from
  /// ``minimumResponse`` to ``maximumResponse`` (the settling time scales with the response at a fixed
  /// ζ). A `--settle` outside is refused before the minimiser runs.
  var reachableSettle: ClosedRange<Double> {
    let unit = spring([1, aimRatio]).settlingTime(positionTolerance: 0.01, velocityTolerance: .infinity)
    return unit * Self.minimumResponse...unit * Self.maximumResponse
  }

  /// The spring at `point = (T, ζ)` (absolute values, T ≥ ``minimumResponse``).
  func spring(_ point: [Double]) -> DampedSpring {
    let response = max(abs(point[0]), Self.minimumResponse)
    let ratio = abs(point[1])
    return DampedSpring(mass: 1, response: response, dampingRatio: ratio)
      ?? DampedSpring.validated(mass: 1, stiffness: 1, damping: 2).spring
  }

  /// The settling time (s, 1 % band) and overshoot (% of the step, sampled at 400 points over
  /// `4 × settle`) of `spring`.
  func metrics(_ spring: DampedSpring) -> (settlingTime: Double, overshootPercent: Double) {
    let time = spring.settlingTime(positionTolerance: 0.01, velocityTolerance: .infinity)
    let highest = (1...400).map { spring.position(at: Double($0) * 4 * settle / 400) }.max() ?? 1
    return (time, max(0, highest - 1) * 100)
  }

  /// The objective at `point`.
  func value(_ point: [Double]) -> Double {
    let (time, peak) = metrics(spring(point))
    let miss = time.isFinite ? (time - settle) / settle : 1e6
    let over = max(0, peak - overshootPercent) / max(overshootPercent, 1)
    let aim = abs(point[1]) - aimRatio
    return miss * miss + over * over + Self.tieBreak * aim * aim
  }

  /// Whether `spring` settles within 1 % of `settle` and overshoots at most the limit (+1e-9 %).
  func meetsTargets(_ spring: DampedSpring) -> Bool {
    let (time, peak) = metrics(spring)
    return abs(time - settle) <= 0.01 * settle && peak <= overshootPercent + 1e-9
  }

  /// The metrics `spring` achieves, one line.
  func report(_ spring: DampedSpring) -> String {
    let (time, peak) = metrics(spring)
    return
      "settling time (1 % band) \(NumberFormat.significant(6).text(time)) s (target \(NumberFormat.significant(6).text(settle)) s), "
      + "overshoot \(NumberFormat.significant(6).text(peak)) % (limit \(NumberFormat.significant(6).text(overshootPercent)) %)"
  }
}
