import ButterflyPhysics

extension SpinStateMachine {
  /// What moves the medallion now, on the spin clock (seconds since ``spinStartTime``): the running
  /// trajectory, every swap of the running spin (``swaps``), or rest on ``restingFace``. A view draws `ControlFrames` of a scene with this motion.
  public var motion: ControlMotion {
    if let trajectory { return .spin(trajectory) }
    if let swaps { return .swap(swaps) }
    return .rest(restingFace)
  }
}
