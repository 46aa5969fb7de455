import ButterflyPhysics

/// Classifies finished interactions into ``InteractionOutcome``s. Pure: the same input, the same answer.
///
/// Pointer rule, in order (points relative to the mount centre; target = the layout's hit target;
/// tap area = the target grown by ``tapReleaseMargin`` on every side; `n` the axle's normal, `a` its
/// direction):
/// ```
/// 1. any input not finite                                        → cancel
/// 2. start outside the target                                    → passThrough (not ours)
/// 3. the scroll won (``scrollWins(_:)``):
///    a. the control moved on screen with the finger: |d| > max(1 pt, 10 % of |t|),
///       d = globalTranslation − translation (``containerMoved(_:)``)  → cancel
///    b. |translation| > slop (10 pt) mostly along a declared, contended
///       scroll axis (|along| ≥ |across|; see `ScrollContention`)    → cancel
/// 4. a flick (``isFlick(_:)``): flick physics on, |velocity| ≥ flick speed (250 pt/s), the
///    translation not mostly along the axle and the release velocity mostly across it
///    (|t·n| ≥ |t·a| and |v·n| > |v·a|), wherever the finger lifts  → activate(end, velocity)
/// 5. end inside the tap area (``releasesInside(_:)``)            → activate(end, nil)  (a tap)
/// 6. otherwise                                                   → cancel (released beyond the margin)
/// ```
/// So a drag that scrolls never toggles and a flick on a static screen always flips, with no
/// declaration: a scroll view that scrolls carries the control along (3a), a static screen does
/// not. A declared scroll context adds 3b. A flick that begins on the control counts wherever the
/// finger lifts, as a coin flicked off its edge still spins: the usual flick on a 60 pt medallion
/// travels 40 pt before the finger lifts. Its direction is the contract's: the half-plane of the
/// point where it lifted, the release velocity's sign along `n` on the axle itself.
/// tvOS remote: a click (Select) is a tap at the centre. Swipes and edge taps on the touch surface
/// are left to the focus engine, as on every tvOS control: they move focus and never flip (SwiftUI
/// has no drag gesture on tvOS, and a swipe read by the control could not move focus on as well).
/// Keyboard: Space or Return is a tap at the centre; other keys pass through.
public struct GestureInterpreter: Hashable, Sendable {
  /// The default movement (pt) beyond which a scroll view takes over (UIKit's scroll slop is ~10 pt).
  public static let defaultScrollSlop = 10.0
  /// The default release speed (pt/s) from which a drag counts as a flick.
  public static let defaultFlickSpeedThreshold = 250.0
  /// How far (pt) the control may move on screen under the finger before the interpreter says a
  /// container carried it: 1 pt, above the rounding of scroll offsets to pixels (½ pt at 2×,
  /// ⅓ pt at 3×) and below any visible scroll.
  static let containerMotionTolerance = 1.0
  /// The part of the drag's own translation the control may move with it before a container is
  /// said to have carried it: 10 %, so a control drawn in a container scaled by 0.9…1.1 (a card's
  /// press effect) — whose local and screen translations differ in proportion — still flicks.
  static let containerMotionFraction = 0.1

  /// The default margin (pt) around the hit target within which a touch that lifts still counts
  /// as inside, per input kind (``ButterflyPlatform/InputKind/tapReleaseMargin``).
  ///
  /// What Apple documents and what it does not: UIKit documents `UIControl.Event.touchUpInside`
  /// as "A touch-up event in the control where the finger is inside the bounds of the control" and
  /// `UIControl.isTouchInside` as whether "the most recent touch is still inside the control's
  /// bounds" (developer.apple.com/documentation/uikit/uicontrol/event/touchupinside,
  /// …/uicontrol/istouchinside); neither states a margin. On a device, `UIControl` keeps a touch
  /// "inside" well beyond its bounds: developers measured about 70 pt before `.touchDragExit` and
  /// `.touchUpOutside` (Stack Overflow question 14340122, "UIControlEventTouchDragExit triggers
  /// when 100 pixels away from UIButton"; Hamish Allan's gist 1552915, "Empirical determination of
  /// TouchUpInside area"). That figure is measured, undocumented and may change with iOS; it is what
  /// a person's thumb is used to on iPhone, so touch (and visionOS, whose pinch-drag UIKit tracks the
  /// same way) use it. AppKit documents the strict rule: `NSCell.trackMouse(with:in:of:untilMouseUp:)`
  /// tracks within "the receiver's frame rectangle" (`cellFrame`) and `NSControl.Events.trackingEndedInside`
  /// is "A tracking ended event where the pointer or touch is inside the bounds of the control", so a
  /// Mac click must end inside the target (margin 0); tvOS has no pointer (0).
  public static let touchTapReleaseMargin = 70.0

  /// The hit target relative to the mount centre (pt).
  public var target: ButterflyRect
  /// The axle.
  public var axleOrientation: AxleOrientation
  /// Whether drags become flicks (`enableFlickPhysics`).
  public var enableFlickPhysics: Bool
  /// The scroll slop (pt).
  package var scrollSlop: Double
  /// The flick speed threshold (pt/s).
  package var flickSpeedThreshold: Double
  /// How far (pt) beyond the hit target a tap may lift and still count (``touchTapReleaseMargin``
  /// for touch and gaze, 0 for a Mac's pointer and the tvOS remote).
  public var tapReleaseMargin: Double

  /// Where a press that began on the control may lift and still count as inside (a tap, the
  /// press highlight, `touchUpInside`): the hit target grown by ``tapReleaseMargin`` on every side.
  ///
  /// ```
  /// tapArea = target.insetBy(dx: −margin, dy: −margin)
  /// ```
  public var tapArea: ButterflyRect { target.insetBy(dx: -tapReleaseMargin, dy: -tapReleaseMargin) }

  /// Creates an interpreter for a layout.
  /// - Parameters:
  ///   - layout: The control's layout (hit target, axle).
  ///   - enableFlickPhysics: Whether drags become flicks.
  ///   - scrollSlop: Movement (pt) after which a scroll wins; default 10.
  ///   - flickSpeedThreshold: Least flick speed (pt/s); default 250.
  ///   - platform: Whose input it reads; its input kind gives ``tapReleaseMargin``. Default: the
  ///     platform it runs on (macOS's rule on Linux).
  public init(
    layout: ButterflyLayout, enableFlickPhysics: Bool = true,
    scrollSlop: Double = defaultScrollSlop,
    flickSpeedThreshold: Double = defaultFlickSpeedThreshold,
    platform: ButterflyPlatform = .current
  ) {
    target = layout.hitTarget.offsetBy(PlanarVector.zero - layout.mount.center)
    axleOrientation = layout.axleOrientation
    self.enableFlickPhysics = enableFlickPhysics
    self.scrollSlop = scrollSlop
    self.flickSpeedThreshold = flickSpeedThreshold
    tapReleaseMargin = platform.inputKind.tapReleaseMargin
  }

  /// Classifies a finished pointer interaction (see the type's rule): ``classification(_:)``'s outcome.
  /// - Parameter interaction: The interaction, points relative to the mount centre.
  /// - Returns: `.activate`, `.passThrough` or `.cancel`.
  public func classify(_ interaction: PointerInteraction) -> InteractionOutcome {
    classification(interaction).outcome
  }

  /// Classifies a finished pointer interaction and says which rule decided (see the type's rule and
  /// ``GestureReason``).
  /// - Parameter interaction: The interaction, points relative to the mount centre.
  /// - Returns: The outcome and its reason.
  public func classification(_ interaction: PointerInteraction) -> GestureClassification {
    let i = interaction
    guard i.startPoint.isFinite, i.endPoint.isFinite, i.translation.isFinite, i.globalTranslation.isFinite,
      i.velocity.isFinite,
      i.duration.isFinite
    else { return GestureClassification(outcome: .cancel, reason: .notFinite) }
    guard target.contains(i.startPoint) else {
      return GestureClassification(outcome: .passThrough, reason: .startedOutside)
    }
    if let scroll = scrollReason(i) { return GestureClassification(outcome: .cancel, reason: scroll) }
    guard let cause = tapCause(i) else {
      return GestureClassification(
        outcome: .activate(endPoint: i.endPoint, velocity: i.velocity),
        reason: .flick(speed: i.velocity.length, threshold: flickSpeedThreshold))
    }
    guard releasesInside(i.endPoint) else {
      return GestureClassification(
        outcome: .cancel, reason: .endedOutside(distance: distanceOutsideTarget(i.endPoint), margin: tapReleaseMargin))
    }
    return GestureClassification(outcome: .activate(endPoint: i.endPoint, velocity: nil), reason: cause)
  }

  /// Whether a press that began on the control and lifts at `point` lifts inside: within the tap
  /// area (``tapArea``). Decides a tap (rule 5), the press highlight and `touchUpInside`.
  /// - Parameter point: Where it lifts (pt, relative to the mount centre).
  /// - Returns: `true` inside the target or within ``tapReleaseMargin`` of it.
  public func releasesInside(_ point: PlanarVector) -> Bool { tapArea.contains(point) }

  /// How far a point lies outside the hit target (pt), along the axis that leaves it most; 0 inside.
  ///
  /// ```
  /// distance = max(0, |x − midX| − width/2, |y − midY| − height/2)
  /// ```
  /// (the margin a rectangle grown on every side must reach to hold the point: so
  /// `distance ≤ tapReleaseMargin ⇔ releasesInside`).
  /// - Parameter point: The point (pt, relative to the mount centre).
  /// - Returns: The distance (pt).
  public func distanceOutsideTarget(_ point: PlanarVector) -> Double {
    max(0, abs(point.x - target.midX) - target.width / 2, abs(point.y - target.midY) - target.height / 2)
  }

  /// Whether a finished interaction that the scroll view did not take is a flick (rule 4): flick
  /// physics on, fast enough, and moving mostly across the axle — wherever the finger lifts.
  ///
  /// ```
  /// isFlick = enableFlickPhysics ∧ |v| ≥ flickSpeedThreshold ∧ |t·n| ≥ |t·a| ∧ |v·n| > |v·a|
  /// ```
  /// (`≥` for the translation: a flick released where it began has no direction of travel, only
  /// its velocity's.)
  /// - Parameter interaction: The interaction, points relative to the mount centre.
  /// - Returns: `true` for a flick; a drag along the axle spins nothing (it would barely turn the
  ///   medallion, ω₀ = |v·n|/r) and is judged as a tap or a cancel instead.
  public func isFlick(_ interaction: PointerInteraction) -> Bool { tapCause(interaction) == nil }

  /// The first clause of ``isFlick(_:)`` that fails, as a tap's reason; `nil` when every clause holds.
  private func tapCause(_ i: PointerInteraction) -> GestureReason? {
    let speed = i.velocity.length
    guard enableFlickPhysics else { return .tap(.flickPhysicsOff, measured: speed, threshold: flickSpeedThreshold) }
    guard speed >= flickSpeedThreshold else {
      return .tap(.tooSlow, measured: speed, threshold: flickSpeedThreshold)
    }
    let n = axleOrientation.normal
    let a = axleOrientation.direction
    let (tAlong, tAcross) = (abs(i.translation.dot(a)), abs(i.translation.dot(n)))
    guard tAcross >= tAlong else { return .tap(.translationAlongAxle, measured: tAlong, threshold: tAcross) }
    let (vAlong, vAcross) = (abs(i.velocity.dot(a)), abs(i.velocity.dot(n)))
    guard vAcross > vAlong else { return .tap(.velocityAlongAxle, measured: vAlong, threshold: vAcross) }
    return nil
  }

  /// Whether a container (a scroll view that scrolled) carried the control along with the finger
  /// (rule 3a).
  ///
  /// ```
  /// containerMoved = |d| > max(containerMotionTolerance, containerMotionFraction · |t|)
  ///                  d = globalTranslation − translation,  t = translation
  /// ```
  /// - Parameter interaction: The interaction.
  /// - Returns: `true` if the control moved on screen while the finger was down.
  public func containerMoved(_ interaction: PointerInteraction) -> Bool {
    if case .containerMoved = scrollReason(interaction) { return true }
    return false
  }

  /// Whether an enclosing scroll view takes the interaction (rule 3).
  /// - Parameter interaction: The interaction.
  /// - Returns: `true` if a container carried the control along (``containerMoved(_:)``), or the
  ///   drag moved beyond the slop mostly along a declared scroll axis.
  package func scrollWins(_ interaction: PointerInteraction) -> Bool { scrollReason(interaction) != nil }

  /// Rule 3's reason, or `nil` when no scroll view takes the interaction.
  private func scrollReason(_ interaction: PointerInteraction) -> GestureReason? {
    let tolerance = max(Self.containerMotionTolerance, Self.containerMotionFraction * interaction.translation.length)
    let displacement = interaction.contentDisplacement.length
    if displacement > tolerance { return .containerMoved(displacement: displacement, tolerance: tolerance) }
    let axes = interaction.scrollAxes
    let length = interaction.translation.length
    guard !axes.isEmpty, length > scrollSlop else { return nil }
    let dx = abs(interaction.translation.x)
    let dy = abs(interaction.translation.y)
    if (axes.contains(.vertical) && dy >= dx) || (axes.contains(.horizontal) && dx >= dy) {
      return .scrollAxis(translation: length, slop: scrollSlop)
    }
    return nil
  }

  /// Whether a pointer interaction still in progress shows the pressed state: it began inside the
  /// target, would lift inside now (``releasesInside(_:)``), and no scroll view has taken it.
  ///
  /// ```
  /// showsPress = finite ∧ start ∈ target ∧ current ∈ tapArea ∧ ¬scrollWins
  /// ```
  /// - Parameter interaction: The interaction so far; `endPoint` is the current point.
  /// - Returns: `true` while the press highlight should show.
  public func showsPress(_ interaction: PointerInteraction) -> Bool {
    let i = interaction
    guard i.startPoint.isFinite, i.endPoint.isFinite, i.translation.isFinite, i.globalTranslation.isFinite
    else { return false }
    return target.contains(i.startPoint) && releasesInside(i.endPoint) && !scrollWins(i)
  }

  /// A remote click (select button), or a visionOS pinch without movement: a tap at the centre.
  package var remoteClick: InteractionOutcome { .activate(endPoint: .zero, velocity: nil) }

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
