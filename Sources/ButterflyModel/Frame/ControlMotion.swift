import ButterflyPhysics

/// What moves the medallion, on a clock that starts when the spin began (s).
///
/// ```
/// rest(f)        θ = 0, face f, forever
/// spin(T)        θ(t) = T.state(at: t).angle; visible face by MedallionFace.showsStartFace(atAngle:)
/// swap(W)        θ = 0; the swap W runs at t (SwapTimeline.entry(at:), S from t₀) cross-fades from
///                S.fromFace; visible face S.visibleFace(at: t − t₀)
/// ```
/// A pure function of time: evaluating it at any sequence of times gives the same values (the spin contract's frame-rate independence, ButterflyPhysics' SpinContract article).
public enum ControlMotion: Hashable, Sendable {
  /// At rest on a face.
  case rest(MedallionFace)
  /// Spinning along a planned trajectory (time 0 = the first activation).
  case spin(SpinTrajectory)
  /// Reduce Motion swaps (time 0 = the first activation; each interruption restarts the swap).
  case swap(SwapTimeline)

  /// The face showing at time 0.
  public var startFace: MedallionFace {
    switch self {
    case .rest(let face): return face
    case .spin(let trajectory): return trajectory.startFace
    case .swap(let timeline): return timeline.startFace
    }
  }

  /// The medallion's rotation about the axle at `time` (rad): θ of the trajectory, else 0.
  /// - Parameter time: Seconds since the spin began; NaN counts as 0.
  /// - Returns: θ (rad).
  public func angle(at time: Double) -> Double {
    guard case .spin(let trajectory) = self else { return 0 }
    return trajectory.state(at: time.isFinite ? time : 0).angle
  }

  /// The face a viewer sees at `time`: the one definition every layer uses (the drawn frame, the
  /// state machine, `bbsim render` and `bbsim simulate`'s face column).
  ///
  /// ```
  /// spin:  MedallionFace.visibleFace(atAngle: θ(t))      start face ⇔ cos θ ≥ 0
  /// swap:  SwapTimeline.visibleFace(at: t)               the running swap's incoming face ⇔ p ≥ ½
  /// rest:  the resting face
  /// ```
  /// - Parameter time: Seconds since the spin began.
  /// - Returns: The visible face.
  public func visibleFace(at time: Double) -> MedallionFace {
    switch self {
    case .rest(let face): return face
    case .spin(let trajectory): return trajectory.visibleFace(at: time)
    case .swap(let timeline): return timeline.visibleFace(at: time)
    }
  }

  /// When the drawn motion is over (s since the spin began): the planned rest time of a spin, the end
  /// of the last swap, 0 at rest.
  public var duration: Double {
    switch self {
    case .rest: return 0
    case .spin(let trajectory): return trajectory.restTime
    case .swap(let timeline): return timeline.duration
    }
  }
}
