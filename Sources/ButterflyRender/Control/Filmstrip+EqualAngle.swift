extension Filmstrip {
  /// The largest turn between two frames of a strip sampled by angle (rad): 45°, eight frames a turn,
  /// so a face change always falls between two frames a quarter-turn apart or less and a fast spin never
  /// aliases (frames evenly spaced in time are 1.35 turns apart at 25 rad/s, 0.34 s apart).
  public static let equalAngleStep = Double.pi / 4

  /// Times from 0 to `horizon` at which `angle` has turned by `step` since the last one: a strip
  /// sampled by angle, dense where the medallion turns fast and sparse where it creeps.
  ///
  /// ```
  /// t₀ = 0;  t_{i+1} = the last time on a grid of `horizon`/4096 (halved where one grid step turns
  ///        more than `step`, down to 1 µs) whose travelled angle Σ|Δθ| since t_i is ≤ step
  /// the last time is `horizon`
  /// |θ(t_{i+1}) − θ(t_i)| ≤ Σ|Δθ| ≤ step     (the triangle inequality, for every pair but one
  ///                                          whose single 1 µs step turns more, which no spin under the
  ///                                          contract's speed limit does)
  /// ```
  ///
  /// The landing swing past the face counts as turning (the angle travelled, not the net angle), so
  /// the frames show it. When more than ``maximumFrameCount`` frames would be needed, the step grows
  /// to fit that many.
  /// - Parameters:
  ///   - horizon: The last time (s); non-finite or negative → 0 (one frame).
  ///   - step: The largest turn between frames (rad); default ``equalAngleStep``; non-finite or ≤ 0 →
  ///     the default.
  ///   - angle: θ(t) (rad).
  /// - Returns: The times (s), increasing, first 0, last `horizon`.
  /// - Complexity: O(grid) evaluations of `angle`, 4,096 (more where a grid step is halved).
  public static func equalAngleTimes(
    until horizon: Double, step: Double = equalAngleStep, angle: (Double) -> Double
  ) -> [Double] {
    let end = horizon.isFinite ? max(0, horizon) : 0
    guard end > 0 else { return [0] }
    let wanted = step.isFinite && step > 0 ? step : equalAngleStep
    // The grid, refined where one step turns more than `wanted`.
    var grid: [(time: Double, angle: Double)] = []
    let count = 4096
    var previous = (time: 0.0, angle: angle(0))
    grid.append(previous)
    for index in 1...count {
      let time = end * Double(index) / Double(count)
      refine(from: previous, to: (time, angle(time)), step: wanted, angle: angle, into: &grid)
      previous = grid[grid.count - 1]
    }
    let travelled = zip(grid, grid.dropFirst()).reduce(0) { $0 + abs($1.1.angle - $1.0.angle) }
    let used = max(wanted, travelled / Double(maximumFrameCount - 1))
    var times = [0.0]
    var since = 0.0
    for (before, after) in zip(grid, grid.dropFirst()) {
      let turn = abs(after.angle - before.angle)
      if since + turn > used, before.time > times[times.count - 1] {
        times.append(before.time)
        since = 0
      }
      since += turn
    }
    if times[times.count - 1] < end { times.append(end) }
    return times
  }

  /// Appends the grid points after `start` up to `end`, halving the interval while it turns more than
  /// `step` (down to 1 µs).
  private static func refine(
    from start: (time: Double, angle: Double), to end: (time: Double, angle: Double), step: Double,
    angle: (Double) -> Double, into grid: inout [(time: Double, angle: Double)]
  ) {
    if abs(end.angle - start.angle) <= step || end.time - start.time <= 1e-6 {
      grid.append(end)
      return
    }
    let middleTime = (start.time + end.time) / 2
    let middle = (time: middleTime, angle: angle(middleTime))
    refine(from: start, to: middle, step: step, angle: angle, into: &grid)
    refine(from: middle, to: end, step: step, angle: angle, into: &grid)
  }
}
