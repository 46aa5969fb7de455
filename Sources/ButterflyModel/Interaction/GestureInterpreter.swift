import ButterflyPhysics

/// Classifies finished interactions into ``InteractionOutcome``s. Pure: the same input, the same answer.
///
/// Pointer rule, in order (points relative to the mount centre; target = the layout's hit target):
/// ```
/// 1. any input not finite                                        → cancel
/// 2. start outside the target                                    → passThrough (not ours)
/// 3. inside a scroll view, |translation| > slop (10 pt) and the
///    motion is mostly along a scroll axis (|along| ≥ |across|)     → cancel (the scroll won)
///    (`scrollAxes` are the contended ones: see ``ScrollContention``)
/// 4. flick physics on and |velocity| ≥ flick speed (250 pt/s)     → activate(end, velocity)
///    (a flick may end outside the target: its end point only sets the direction)
/// 5. end inside the target                                       → activate(end, nil)  (a tap)
/// 6. otherwise                                                   → cancel (released outside)
/// ```
/// tvOS remote: a click is a tap at the centre. A swipe is a flick along the normal when its component
/// along `n` dominates (|d·n| > |d·a|); on a diagonal axle the components tie for every direction,
/// so up/down swipes flick and left/right move focus (a row of controls stays navigable). Anything else
/// passes through. The flick ends at `(r/2)·d` with velocity `remoteSwipeSpeed·d`.
/// Keyboard: Space or Return is a tap at the centre; other keys pass through.
public struct GestureInterpreter: Hashable, Sendable {
  /// The default movement (pt) beyond which a scroll view takes over (UIKit's scroll slop is ~10 pt).
  public static let defaultScrollSlop = 10.0
  /// The default release speed (pt/s) from which a drag counts as a flick.
  public static let defaultFlickSpeedThreshold = 250.0
  /// The default nominal velocity (pt/s) given to a remote swipe (the remote reports no speed).
  public static let defaultRemoteSwipeSpeed = 1000.0

  /// The hit target relative to the mount centre (pt).
  public var target: ButterflyRect
  /// The medallion radius (pt); places a remote flick's end point.
  public var medallionRadius: Double
  /// The axle.
  public var axleOrientation: AxleOrientation
  /// Whether drags become flicks (`enableFlickPhysics`).
  public var enableFlickPhysics: Bool
  /// The scroll slop (pt).
  public var scrollSlop: Double
  /// The flick speed threshold (pt/s).
  public var flickSpeedThreshold: Double
  /// The remote swipe's nominal speed (pt/s).
  public var remoteSwipeSpeed: Double

  /// Creates an interpreter for a layout.
  /// - Parameters:
  ///   - layout: The control's layout (hit target, medallion radius, axle).
  ///   - enableFlickPhysics: Whether drags become flicks.
  ///   - scrollSlop: Movement (pt) after which a scroll wins; default 10.
  ///   - flickSpeedThreshold: Least flick speed (pt/s); default 250.
  ///   - remoteSwipeSpeed: Nominal remote swipe speed (pt/s); default 1000.
  public init(
    layout: ButterflyLayout, enableFlickPhysics: Bool = true,
    scrollSlop: Double = defaultScrollSlop,
    flickSpeedThreshold: Double = defaultFlickSpeedThreshold,
    remoteSwipeSpeed: Double = defaultRemoteSwipeSpeed
  ) {
    target = layout.hitTarget.offsetBy(PlanarVector.zero - layout.mount.center)
    medallionRadius = layout.geometry.medallionRadius
    axleOrientation = layout.axleOrientation
    self.enableFlickPhysics = enableFlickPhysics
    self.scrollSlop = scrollSlop
    self.flickSpeedThreshold = flickSpeedThreshold
    self.remoteSwipeSpeed = remoteSwipeSpeed
  }

  /// Classifies a finished pointer interaction (see the type's rule).
  /// - Parameter interaction: The interaction, points relative to the mount centre.
  /// - Returns: `.activate`, `.passThrough` or `.cancel`.
  public func classify(_ interaction: PointerInteraction) -> InteractionOutcome {
    let i = interaction
    guard i.startPoint.isFinite, i.endPoint.isFinite, i.translation.isFinite, i.velocity.isFinite,
      i.duration.isFinite
    else { return .cancel }
    guard target.contains(i.startPoint) else { return .passThrough }
    if scrollWins(i) { return .cancel }
    if enableFlickPhysics && i.velocity.length >= flickSpeedThreshold {
      return .activate(endPoint: i.endPoint, velocity: i.velocity)
    }
    if target.contains(i.endPoint) { return .activate(endPoint: i.endPoint, velocity: nil) }
    return .cancel
  }

  /// Whether an enclosing scroll view takes the interaction (rule 3).
  /// - Parameter interaction: The interaction.
  /// - Returns: `true` if it moved beyond the slop mostly along a scroll axis.
  public func scrollWins(_ interaction: PointerInteraction) -> Bool {
    let axes = interaction.scrollAxes
    guard !axes.isEmpty, interaction.translation.length > scrollSlop else { return false }
    let dx = abs(interaction.translation.x)
    let dy = abs(interaction.translation.y)
    if axes.contains(.vertical) && dy >= dx { return true }
    if axes.contains(.horizontal) && dx >= dy { return true }
    return false
  }

  /// Whether a pointer interaction still in progress shows the pressed state: it began inside the
  /// target, is inside it now, and no scroll view has taken it.
  ///
  /// ```
  /// showsPress = finite ∧ start ∈ target ∧ current ∈ target ∧ ¬scrollWins
  /// ```
  /// - Parameter interaction: The interaction so far; `endPoint` is the current point.
  /// - Returns: `true` while the press highlight should show.
  public func showsPress(_ interaction: PointerInteraction) -> Bool {
    let i = interaction
    guard i.startPoint.isFinite, i.endPoint.isFinite, i.translation.isFinite else { return false }
    return target.contains(i.startPoint) && target.contains(i.endPoint) && !scrollWins(i)
  }

  /// Classifies a tvOS remote swipe.
  /// - Parameter direction: The swipe direction.
  /// - Returns: `.activate` (a flick along the normal) or `.passThrough` (move focus).
  public func classify(remoteSwipe direction: RemoteSwipeDirection) -> InteractionOutcome {
    let d = direction.unitVector
    let alongNormal = abs(d.dot(axleOrientation.normal))
    let alongAxle = abs(d.dot(axleOrientation.direction))
    let tie = abs(alongNormal - alongAxle) < 1e-9
    let flicks = tie ? (direction == .up || direction == .down) : alongNormal > alongAxle
    guard flicks else { return .passThrough }
    return .activate(endPoint: (medallionRadius / 2) * d, velocity: remoteSwipeSpeed * d)
  }

  /// Classifies a remote swipe whose direction the platform reported in a form the model does not
  /// know (a future `MoveCommandDirection`): it passes through, never flicks.
  /// - Parameter direction: The swipe direction, or `nil` if unknown.
  /// - Returns: The known direction's classification, else `.passThrough`.
  public func classify(remoteSwipe direction: RemoteSwipeDirection?) -> InteractionOutcome {
    guard let direction else { return .passThrough }
    return classify(remoteSwipe: direction)
  }

  /// A remote click (select button), or a visionOS pinch without movement: a tap at the centre.
  public var remoteClick: InteractionOutcome { .activate(endPoint: .zero, velocity: nil) }

  /// Classifies a key press.
  /// - Parameter key: The key.
  /// - Returns: a tap at the centre for Space or Return, `.passThrough` otherwise.
  public func classify(key: ButterflyKey) -> InteractionOutcome {
    switch key {
    case .space, .return: return .activate(endPoint: .zero, velocity: nil)
    case .other: return .passThrough
    }
  }
}
