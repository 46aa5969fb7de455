import ButterflyPhysics

/// A planned spin sampled and analysed against the spin contract: what `bbsim simulate spin` writes
/// and the playground reports.
public struct SpinRun: Sendable {
  /// The planner used (after clamping).
  public let planner: SpinPlanner
  /// The planned trajectory.
  public let trajectory: SpinTrajectory
  /// The samples analysed.
  public let samples: [SpinSample]
  /// The contract analysis.
  public let analysis: SpinAnalysis

  /// The sample rate when none is given (Hz): two samples per 60 Hz frame.
  public static let defaultRate = 120.0

  /// The factor of `D` in ``analysisSpan(forDuration:)``.
  static let analysisSpanFactor = 1.5
  /// The margin added in ``analysisSpan(forDuration:)`` (s).
  static let analysisSpanMargin = 0.2

  /// ``analysisSpan(forDuration:)`` in words, for help texts: `1.5 × D + 0.2 s`.
  /// - Parameter duration: How the duration is written (e.g. `D`, `duration`).
  package static func analysisSpanText(_ duration: String = "D") -> String {
    "\(NumberFormat.compact.text(analysisSpanFactor)) × \(duration) + \(NumberFormat.compact.text(analysisSpanMargin)) s"
  }

  /// How long a spin is analysed after its last activation: `1.5·D + 0.2 s`, long enough to see any
  /// crawl past the rest window.
  /// - Parameter duration: The deceleration duration `D` (s).
  /// - Returns: The span (s).
  public static func analysisSpan(forDuration duration: Double) -> Double {
    analysisSpanFactor * duration + analysisSpanMargin
  }

  /// The longest deceleration duration whose ``analysisSpan(forDuration:)`` fits in `span` (s): the
  /// inverse, `(span − 0.2 s)/1.5`.
  package static func longestDuration(analysedWithin span: Double) -> Double {
    (span - analysisSpanMargin) / analysisSpanFactor
  }

  /// The last sample time when none is given: the last activation plus ``analysisSpan(forDuration:)``.
  /// - Parameters:
  ///   - planner: The planner (its duration is the contract's `D`).
  ///   - trajectory: The trajectory.
  public static func defaultHorizon(planner: SpinPlanner, trajectory: SpinTrajectory) -> Double {
    trajectory.finalSegment.startTime + analysisSpan(forDuration: planner.decelerationDuration)
  }

  /// Analyses samples of a planned trajectory (taken by any integrator).
  /// - Parameters:
  ///   - planner: The planner that planned `trajectory` (its duration is the contract's `D`).
  ///   - trajectory: The trajectory, on a clock starting at its first activation.
  ///   - samples: The samples, in time order.
  public init(planner: SpinPlanner, trajectory: SpinTrajectory, samples: [SpinSample]) {
    self.samples = samples
    analysis = SpinAnalysis(
      samples: samples, trajectory: trajectory, decelerationDuration: planner.decelerationDuration)
    self.planner = planner
    self.trajectory = trajectory
  }

  /// Samples the closed form of a planned trajectory at `t = i/rate` and analyses it.
  /// - Parameters:
  ///   - planner: The planner that planned `trajectory`.
  ///   - trajectory: The trajectory, on a clock starting at its first activation.
  ///   - rate: Sample rate (Hz).
  ///   - until: Last sample time (s); `nil` for ``defaultHorizon(planner:trajectory:)``.
  /// - Complexity: O(rate × until).
  public init(planner: SpinPlanner, trajectory: SpinTrajectory, rate: Double, until: Double? = nil) {
    let horizon = until ?? Self.defaultHorizon(planner: planner, trajectory: trajectory)
    self.init(planner: planner, trajectory: trajectory, samples: trajectory.samples(rate: rate, until: horizon))
  }

  /// `(rest − D)/D`, the relative rest-time error; 1 when the curve never rests in the samples.
  public var relativeRestError: Double {
    analysis.relativeRestError(decelerationDuration: planner.decelerationDuration)
  }

  /// Whole half-turns from 0 to the landing angle (≥ 0).
  public var halfTurns: Int { trajectory.halfTurns }
}
