import ButterflyPhysics

/// What a swipe on the Siri Remote's touch surface does while the control has focus.
///
/// ```
/// movesFocus (default)  every swipe and edge click moves focus, as on every tvOS control;
///                       a click (Select) flips
/// flicksAcrossAxle      a swipe across the axle flicks the medallion (focus stays); a swipe
///                       along the axle and every edge click still move focus
/// ```
/// The default keeps Apple's guidance for remotes ("Prefer using standard gestures to perform
/// standard actions… Redefining or repurposing standard remote behaviors can cause confusion",
/// Human Interface Guidelines, Remotes); the opt-in gives the control's swipe-as-flick to an app whose
/// layout leaves the axis across the axle free.
public enum RemoteSwipeBehavior: String, CaseIterable, Hashable, Sendable {
  /// Swipes move focus (default).
  case movesFocus
  /// A swipe across the axle flicks while focused; along the axle and edge clicks move focus.
  case flicksAcrossAxle
}

/// A direction of the Siri Remote's touch surface (a swipe or an edge click), in screen terms.
public enum RemoteDirection: String, CaseIterable, Hashable, Sendable {
  /// Towards the top of the screen.
  case up
  /// Towards the bottom.
  case down
  /// Towards the left.
  case left
  /// Towards the right.
  case right

  /// The unit vector (screen coordinates, y down).
  public var unit: PlanarVector {
    switch self {
    case .up: return PlanarVector(x: 0, y: -1)
    case .down: return PlanarVector(x: 0, y: 1)
    case .left: return PlanarVector(x: -1, y: 0)
    case .right: return PlanarVector(x: 1, y: 0)
    }
  }
}

extension GestureInterpreter {
  /// The release speed a remote swipe flicks with (pt/s): a brisk finger flick, four times the
  /// flick threshold, so the medallion turns as it does for a quick flick on glass.
  static let remoteSwipeSpeed = 1_000.0

  /// Whether a remote direction runs across the axle: more across than along it; on a diagonal axle
  /// (where the four directions are equally across and along) the vertical ones count as across.
  ///
  /// ```
  /// across = |d·n| > |d·a|  ∨  (|d·n| = |d·a| ∧ d vertical)
  /// ```
  /// - Parameter direction: The direction.
  /// - Returns: `true` if a swipe that way would flick (with ``RemoteSwipeBehavior/flicksAcrossAxle``).
  package func isAcrossAxle(_ direction: RemoteDirection) -> Bool {
    let d = direction.unit
    let across = abs(d.dot(axleOrientation.normal))
    let along = abs(d.dot(axleOrientation.direction))
    let tie = abs(across - along) < 1e-12
    return tie ? (direction == .up || direction == .down) : across > along
  }

  /// Classifies a Siri Remote swipe while the control has focus.
  ///
  /// ```
  /// movesFocus                          → passThrough (the focus engine moves focus)
  /// flicksAcrossAxle, along the axle    → passThrough
  /// flicksAcrossAxle, across the axle   → activate(end = −d · s/4, velocity = d · remoteSwipeSpeed)
  /// ```
  /// `s` is the hit target's shorter side: the flick ends on the side it started from, so a swipe
  /// down spins top→bottom like a finger flicked down from the top half.
  /// - Parameters:
  ///   - direction: The swipe's direction.
  ///   - behavior: The app's choice; default ``RemoteSwipeBehavior/movesFocus``.
  /// - Returns: A flick, or `.passThrough`.
  public func classify(remoteSwipe direction: RemoteDirection, behavior: RemoteSwipeBehavior) -> InteractionOutcome {
    guard behavior == .flicksAcrossAxle, isAcrossAxle(direction) else { return .passThrough }
    let reach = min(target.width, target.height) / 4
    let d = direction.unit
    return .activate(endPoint: target.center - reach * d, velocity: Self.remoteSwipeSpeed * d)
  }

  /// Whether focus may leave the control towards a direction: always for an edge click, for a
  /// swipe unless it flicks (``classify(remoteSwipe:behavior:)``).
  /// - Parameters:
  ///   - direction: The direction of the focus move.
  ///   - isEdgeClick: Whether it is an edge click (a press) rather than a swipe.
  ///   - behavior: The app's choice.
  /// - Returns: `true` if the focus engine should move focus.
  public func focusMayLeave(
    towards direction: RemoteDirection, isEdgeClick: Bool, behavior: RemoteSwipeBehavior
  ) -> Bool {
    isEdgeClick || classify(remoteSwipe: direction, behavior: behavior) == .passThrough
  }
}
