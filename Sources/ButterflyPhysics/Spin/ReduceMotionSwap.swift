/// The Reduce Motion replacement for a spin: no rotation, the faces swap with a brief cross-fade and a
/// slight scale dip.
///
/// ```
/// p(t) = smoothstep(t / duration) = x²(3 − 2x),  x = clamp(t/duration, 0, 1)
/// opacity(outgoing) = 1 − p,   opacity(incoming) = p
/// scale = 1 − depth·4p(1 − p)
/// ```
public struct ReduceMotionSwap: Hashable, Sendable {
  /// The longest swap the contract allows (s).
  public static let maximumDuration = 0.35
  /// The default swap duration (s).
  public static let defaultDuration = 0.3
  /// The default scale dip at the midpoint (fraction of the size).
  public static let defaultScaleDepth = 0.06

  /// The face showing before the swap.
  public let fromFace: MedallionFace
  /// How long the swap takes (s, in `(0, 0.35]`).
  public let duration: Double
  /// How far the medallion shrinks at the midpoint (fraction, `[0, 0.5]`).
  let scaleDepth: Double

  /// Creates a swap away from `fromFace`.
  /// - Parameters:
  ///   - fromFace: The face showing now.
  ///   - duration: Swap time (s); values outside `(0, 0.35]` or non-finite use 0.3.
  ///   - scaleDepth: Scale dip; values outside `[0, 0.5]` or non-finite use 0.06.
  public init(from fromFace: MedallionFace, duration: Double = defaultDuration, scaleDepth: Double = defaultScaleDepth)
  {
    self.fromFace = fromFace
    self.duration = duration > 0 && duration <= Self.maximumDuration ? duration : Self.defaultDuration
    self.scaleDepth = scaleDepth >= 0 && scaleDepth <= 0.5 ? scaleDepth : Self.defaultScaleDepth
  }

  /// The face showing once the swap ends.
  public var toFace: MedallionFace { fromFace.opposite }

  /// The swap's progress `p ∈ [0, 1]` at `time` (s since it began): smoothstep, so it starts and ends
  /// gently. NaN counts as the start.
  package func progress(at time: Double) -> Double {
    let x = time > 0 ? min(time / duration, 1) : 0
    return x * x * (3 - 2 * x)
  }

  /// The opacity of `face` at `time` (s): `1 − p` for the outgoing face, `p` for the incoming one.
  public func opacity(of face: MedallionFace, at time: Double) -> Double {
    let p = progress(at: time)
    return face == fromFace ? 1 - p : p
  }

  /// The medallion's scale at `time` (s): `1 − depth·4p(1 − p)`, smallest at the midpoint.
  public func scale(at time: Double) -> Double {
    let p = progress(at: time)
    return 1 - scaleDepth * 4 * p * (1 - p)
  }

  /// The face a viewer reads at `time` (s): the outgoing face until the cross-fade's midpoint, the
  /// incoming one from it on (`p ≥ ½`, where the incoming face is at least as opaque). With
  /// ``MedallionFace/visibleFace(atAngle:)`` for spins, the one definition of the visible face.
  /// - Parameter time: Seconds since the swap began.
  /// - Returns: ``fromFace`` or ``toFace``.
  public func visibleFace(at time: Double) -> MedallionFace {
    progress(at: time) >= 0.5 ? toFace : fromFace
  }

  /// Whether the swap has finished by `time` (s).
  package func isFinished(at time: Double) -> Bool { time >= duration }
}
