import ButterflyPhysics

/// Why ``GestureInterpreter`` classified a pointer interaction as it did: the rule that decided, with
/// the measured quantity and the threshold it was compared with (so a designer learns the
/// thresholds; the playground shows it over the gesture's trace).
///
/// ```
/// rule  reason                       outcome       measured / threshold
/// 1     notFinite                    cancel        —
/// 2     startedOutside               passThrough   —
/// 3a    containerMoved               cancel        |globalTranslation − translation| pt / max(1, 0.1·|t|) pt
/// 3b    scrollAxis                   cancel        |translation| pt / scroll slop pt
/// 4     flick                        activate(v)   |v| pt/s / flick speed pt/s   (wherever it lifts)
/// 6     endedOutside                 cancel        distance outside the target pt / tap margin pt
/// 5     tap(.flickPhysicsOff)        activate      |v| pt/s / flick speed pt/s
///       tap(.tooSlow)                activate      |v| pt/s / flick speed pt/s (measured < threshold)
///       tap(.translationAlongAxle)   activate      |t·a| pt / |t·n| pt (along > across)
///       tap(.velocityAlongAxle)      activate      |v·a| pt/s / |v·n| pt/s (along ≥ across)
/// ```
public enum GestureReason: Hashable, Sendable {
  /// Why a pointer interaction that ended on the control is a tap rather than a flick.
  public enum TapCause: String, CaseIterable, Hashable, Sendable {
    /// `enableFlickPhysics` is off: every drag is a tap.
    case flickPhysicsOff
    /// The release speed is below the flick threshold.
    case tooSlow
    /// The drag went mostly along the axle (|t·a| > |t·n|).
    case translationAlongAxle
    /// The release velocity points mostly along the axle (|v·a| ≥ |v·n|).
    case velocityAlongAxle
  }

  /// Rule 1: a point, translation, velocity or duration is not finite.
  case notFinite
  /// Rule 2: it began outside the hit target; not the control's.
  case startedOutside
  /// Rule 3a: a container carried the control along with the finger (a scroll view scrolled).
  case containerMoved(displacement: Double, tolerance: Double)
  /// Rule 3b: it moved beyond the slop mostly along a declared scroll axis.
  case scrollAxis(translation: Double, slop: Double)
  /// Rule 6: not a flick, and released farther than the tap margin from the hit target
  /// (`distance` > `margin`, pt; ``GestureInterpreter/distanceOutsideTarget(_:)``).
  case endedOutside(distance: Double, margin: Double)
  /// Rule 4: a flick — the release speed reached the threshold, across the axle.
  case flick(speed: Double, threshold: Double)
  /// Rule 5: a tap, and why it is not a flick: `measured` against `threshold` as the cause says
  /// (speeds in pt/s for `flickPhysicsOff` and `tooSlow`; the along-axle and across-axle parts for
  /// the two axle causes).
  case tap(TapCause, measured: Double, threshold: Double)

  /// The outcome's kind this reason gives.
  package var outcomeKind: InteractionOutcome.Kind {
    switch self {
    case .notFinite, .containerMoved, .scrollAxis, .endedOutside: return .cancel
    case .startedOutside: return .passThrough
    case .flick: return .flick
    case .tap: return .tap
    }
  }
}

/// A pointer interaction's classification with the reason that decided it.
public struct GestureClassification: Hashable, Sendable {
  /// What the interaction means for the control.
  public var outcome: InteractionOutcome
  /// Which rule decided, with its numbers.
  public var reason: GestureReason

  /// Creates a classification.
  /// - Parameters:
  ///   - outcome: The outcome.
  ///   - reason: The reason.
  public init(outcome: InteractionOutcome, reason: GestureReason) {
    self.outcome = outcome
    self.reason = reason
  }
}

extension InteractionOutcome {
  /// The outcome without its payload: what a log or the playground names.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// Not the control's.
    case passThrough
    /// A tap (activate without a velocity).
    case tap
    /// A flick (activate with the release velocity).
    case flick
    /// Abandoned.
    case cancel
  }

  /// The outcome's kind.
  public var kind: Kind {
    switch self {
    case .activate(_, let velocity): return velocity == nil ? .tap : .flick
    case .passThrough: return .passThrough
    case .cancel: return .cancel
    }
  }
}
