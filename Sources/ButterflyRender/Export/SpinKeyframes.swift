import ButterflyPhysics
import _ButterflyShims

/// A planned spin's `θ(t)` as linear keyframes on whole milliseconds, as few as keep every point of the
/// model within a stated angle error — the one curve every export format writes (CSS `linear()` and
/// `@keyframes`, Web Animations, Compose `keyframes`, Lottie).
///
/// ```
/// span        T = ⌈1000 · t_end⌉ ms     t_end: the trajectory's end (the spring within 0.01° of θ*)
/// keyframes   (m_k, θ_k), 0 = m_0 < m_1 < … < m_K = T,  θ_k = θ(m_k) in degrees (θ_K = θ*, the face)
/// between     straight lines (every format's linear interpolation); after T, θ*
/// error       max_t |θ̂(t) − θ(t)| ≤ E,   E = grid error + h²/8 · max|θ''| + 6·10⁻⁸ · |θ*|
/// ```
///
/// The keyframes are chosen greedily: from each keyframe, the farthest whole millisecond whose chord
/// stays within the budget at every point of a ``gridStep`` grid (found by doubling, then bisection).
/// Between grid points a straight line is off a curve by at most `h²/8 · max|θ''|` (the chord error of
/// a function with bounded second derivative), added to ``maximumErrorDegrees`` with the rounding of
/// the written numbers (the grid error is measured on angles already rounded to ``degreeDecimals``;
/// ``relativeRounding`` covers CSS `linear()`'s progress and Compose's `Float`), so the stated error
/// bounds the curve everywhere, not only at samples. Milliseconds because Compose's keyframes
/// take whole milliseconds; the other formats write the same times.
public struct SpinKeyframes: Sendable, Hashable {
  /// One keyframe: a whole millisecond and the angle there.
  public struct Keyframe: Sendable, Hashable {
    /// Time since the activation (ms).
    package var milliseconds: Int
    /// `θ` (degrees), rounded to ``SpinKeyframes/degreeDecimals`` decimals.
    public var degrees: Double
  }

  /// The smallest error accepted (degrees): the trajectory ends where the spring is within 0.01° of θ*.
  public static let minimumError = 0.01
  /// The largest error accepted (degrees): the contract's overshoot bound.
  public static let maximumError = 6.0
  /// The default error (degrees), a fifth of the 0.5° rest band.
  public static let defaultError = 0.1
  /// The grid the chords are checked on (s): a quarter millisecond.
  public static let gridStep = 0.000_25
  /// Decimals of every written angle (degrees): rounding adds at most 0.5 × 10⁻⁴°.
  public static let degreeDecimals = 4
  /// Decimals of CSS `linear()`'s output progress: rounding adds at most 0.5 × 10⁻⁷ × |θ*|.
  public static let progressDecimals = 7
  /// The relative rounding of a written angle beyond ``degreeDecimals``: CSS `linear()`'s progress to
  /// ``progressDecimals`` decimals (`0.5 × 10⁻⁷`) or Compose's `Float` (half its spacing, `2⁻²⁴`),
  /// whichever is larger; times `|θ*|` it is added to the error.
  public static let relativeRounding = max(0.5 * 1e-7, 1.0 / 16_777_216)
  /// The longest span exported (ms): 120 s, twice the longest `D` (a spin ends within about 1.25 `D`
  /// of its last activation); a longer one is cut there, and its stated error says how far off that is.
  public static let maximumSpanMilliseconds = 120_000

  /// The keyframes, in time order, first at 0 ms and last at ``spanMilliseconds``.
  public let keyframes: [Keyframe]
  /// `T` (ms).
  public let spanMilliseconds: Int
  /// The error asked for (degrees).
  let requestedErrorDegrees: Double
  /// The bound on `|θ̂(t) − θ(t)|` for every `t ≥ 0` the written keyframes keep (degrees, ≤ requested).
  public let maximumErrorDegrees: Double
  /// The axle `θ` turns about (screen coordinates, y down), for formats that rotate in 3-D.
  public let axle: AxleOrientation
  /// `θ*`, the landing angle (degrees): the last keyframe's value.
  package var landingDegrees: Double { keyframes[keyframes.count - 1].degrees }
  /// `T` (s).
  public var spanSeconds: Double { Double(spanMilliseconds) / 1000 }

  /// Samples `trajectory`.
  /// - Parameters:
  ///   - trajectory: The planned spin (its clock starts at the first activation).
  ///   - axle: The axle it turns about.
  ///   - error: The largest angle error allowed (degrees), clamped to
  ///     [``minimumError``, ``maximumError``]; NaN is ``defaultError``.
  /// - Complexity: O(T/h · log) evaluations of the closed form, `T` at most ``maximumSpanMilliseconds``.
  public init(trajectory: SpinTrajectory, axle: AxleOrientation, error: Double = defaultError) {
    let requested = error.isNaN ? Self.defaultError : min(max(error, Self.minimumError), Self.maximumError)
    let end = trajectory.endTime.isFinite ? max(trajectory.endTime, 0) : 0
    let span = max(1, min(Int((end * 1000).rounded(.up)), Self.maximumSpanMilliseconds))
    let perMillisecond = Int((0.001 / Self.gridStep).rounded())
    let degreesPerRadian = 180 / Double.pi
    let landing = trajectory.landingAngle * degreesPerRadian
    let grid = (0...(span * perMillisecond)).map {
      trajectory.state(at: Double($0) * Self.gridStep).angle * degreesPerRadian
    }
    let curvature = trajectory.segments.map { $0.peakDeceleration }.max() ?? 0
    let between = curvature * degreesPerRadian * Self.gridStep * Self.gridStep / 8
    let rounding = Self.relativeRounding * abs(landing)
    let budget = requested - between - rounding
    func value(_ millisecond: Int) -> Double {
      millisecond == span ? landing : rounded(grid[millisecond * perMillisecond], decimals: Self.degreeDecimals)
    }
    func chordError(_ from: Int, _ to: Int) -> Double {
      let (a, b) = (value(from), value(to))
      let count = (to - from) * perMillisecond
      var worst = 0.0
      for index in 0...count {
        let line = a + (b - a) * Double(index) / Double(count)
        worst = max(worst, abs(line - grid[from * perMillisecond + index]))
      }
      return worst
    }
    var keyframes = [Keyframe(milliseconds: 0, degrees: value(0))]
    var start = 0
    while start < span {
      // Double the reach while the chord fits, then bisect between the last fit and the first miss.
      var good = start + 1
      var reach = 1
      var bad: Int? = nil
      while bad == nil {
        reach *= 2
        let candidate = min(start + reach, span)
        if chordError(start, candidate) <= budget { good = candidate } else { bad = candidate }
        if candidate == span { break }
      }
      if var miss = bad {
        while miss - good > 1 {
          let middle = (good + miss) / 2
          if chordError(start, middle) <= budget { good = middle } else { miss = middle }
        }
      }
      keyframes.append(Keyframe(milliseconds: good, degrees: value(good)))
      start = good
    }
    var measured = 0.0
    for (from, to) in zip(keyframes, keyframes.dropFirst()) {
      measured = max(measured, chordError(from.milliseconds, to.milliseconds))
    }
    self.keyframes = keyframes
    spanMilliseconds = span
    requestedErrorDegrees = requested
    // A one-millisecond chord can exceed a tiny budget (the fastest spin turns 10.8° per ms); the
    // bound then says so rather than the request.
    // After T the keyframes hold θ*, which the model stays within 0.01° of (the trajectory's end).
    maximumErrorDegrees = max(measured + between + rounding, Self.minimumError)
    self.axle = axle
  }

  /// `θ̂(t)`, the keyframes' linear interpolation (degrees); `θ*` from ``spanSeconds`` on, the first
  /// keyframe's value before 0 and for NaN.
  /// - Parameter time: Seconds since the activation.
  public func degrees(at time: Double) -> Double {
    Self.interpolate(keyframes.map { (Double($0.milliseconds) / 1000, $0.degrees) }, at: time)
  }

  /// The linear interpolation through `points` (time, value) at `time`, holding the ends outside them —
  /// how every exported format between its keyframes is read back.
  /// - Parameters:
  ///   - points: Points in ascending time, at least one.
  ///   - time: The time.
  /// - Returns: The interpolated value.
  public static func interpolate(_ points: [(time: Double, value: Double)], at time: Double) -> Double {
    guard let first = points.first, let last = points.last else { return 0 }
    if !(time > first.time) { return first.value }
    if time >= last.time { return last.value }
    var low = 0
    var high = points.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if points[middle].time <= time { low = middle } else { high = middle }
    }
    let (a, b) = (points[low], points[high])
    return a.value + (b.value - a.value) * (time - a.time) / (b.time - a.time)
  }
}

/// `value` rounded half away from zero to `decimals` decimals (what `NumberFormat/decimals(_:)` writes).
private func rounded(_ value: Double, decimals: Int) -> Double {
  let scale = pow(10, Double(decimals))
  return (value * scale).rounded() / scale
}
