/// What one ``SteppingDriver/advance(to:)`` call did, including any steps added for stability.
public struct SteppingReport: Sendable, Hashable {
  /// Steps actually taken (the last one possibly shortened).
  public var stepCount: Int
  /// Steps the requested maximum step alone would have needed.
  package var requestedStepCount: Int
  /// The step length used for all but the last step, seconds.
  package var stepUsed: Double
  /// The method's stable step for the system (before the safety factor), seconds.
  public var stableStepLimit: Double

  /// Creates a report.
  /// - Parameters:
  ///   - stepCount: steps taken.
  ///   - requestedStepCount: steps the maximum step alone would need.
  ///   - stepUsed: seconds.
  ///   - stableStepLimit: seconds.
  public init(stepCount: Int, requestedStepCount: Int, stepUsed: Double, stableStepLimit: Double) {
    self.stepCount = stepCount
    self.requestedStepCount = requestedStepCount
    self.stepUsed = stepUsed
    self.stableStepLimit = stableStepLimit
  }

  /// Steps added because the requested maximum step exceeded the stability bound.
  /// - Returns: `stepCount − requestedStepCount`, ≥ 0.
  /// - Complexity: O(1).
  public var addedSubsteps: Int { max(0, stepCount - requestedStepCount) }

  /// Whether the driver had to sub-step for stability (the requested step would have been unstable).
  /// - Returns: `true` when the step was shortened below the requested maximum.
  /// - Complexity: O(1).
  package var wasSubstepped: Bool { addedSubsteps > 0 }
}
