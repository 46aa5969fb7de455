import ButterflyPhysics

extension SpinStateMachine {
  /// What moves the medallion now, on the spin clock (seconds since ``spinStartTime``): the running
  /// trajectory, the running swap (starting ``swapStartTime`` − ``spinStartTime`` into the spin), or
  /// rest on ``restingFace``. A view draws `ControlFrames` of a scene with this motion.
  public var motion: ControlMotion {
    if let trajectory { return .spin(trajectory) }
    if let swap { return .swap(swap, startTime: swapStartTime - spinStartTime) }
    return .rest(restingFace)
  }
}
