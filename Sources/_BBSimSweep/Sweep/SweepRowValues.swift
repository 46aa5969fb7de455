import ButterflyPhysics

/// What one configuration's CSV row is written from: its inputs and what running it gave.
struct SweepRowValues {
  /// The configuration's inputs (as requested).
  let configuration: SweepConfiguration
  /// The end point (pt from the mount centre, ``SweepConfiguration/endPoint``).
  let endPoint: PlanarVector
  /// The first segment of the trajectory (the gesture's own plan).
  let firstSegment: SpinSegment
  /// Half-turns to the landing.
  let halfTurns: Int
  /// The contract's metrics.
  let analysis: SpinAnalysis
  /// `|rest − D|/D`, 1 when the curve never rests.
  let relativeRestError: Double
}
