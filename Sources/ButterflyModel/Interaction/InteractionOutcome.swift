import ButterflyPhysics

/// What a finished user interaction means for the control. The state machine turns `.activate` into
/// a spin gesture (tap when `velocity` is `nil`, flick otherwise).
public enum InteractionOutcome: Hashable, Sendable {
  /// Toggle: spin from a gesture that ended at `endPoint` (pt, relative to the mount centre, y down),
  /// with the release velocity (pt/s) for a flick or `nil` for a tap.
  case activate(endPoint: PlanarVector, velocity: PlanarVector?)
  /// Not for this control: let the system handle it (e.g. a tvOS swipe that moves focus, a key the
  /// control does not use).
  case passThrough
  /// The interaction was the control's but is abandoned: no toggle (scroll won, or released outside).
  case cancel
}

extension InteractionOutcome {
  /// The spin gesture an `.activate` outcome stands for: a flick when it carries a release velocity,
  /// otherwise a tap at its end point; `nil` for `.passThrough` and `.cancel`.
  package var spinGesture: SpinGesture? {
    guard case .activate(let endPoint, let velocity) = self else { return nil }
    return velocity.map { .flick(velocity: $0, endPoint: endPoint) } ?? .tap(endPoint: endPoint)
  }
}

/// A finished pointer interaction (touch, mouse, trackpad, visionOS pinch-drag).
public struct PointerInteraction: Hashable, Sendable {
  /// Where it began (pt, relative to the mount centre).
  public var startPoint: PlanarVector
  /// Where it ended (pt, relative to the mount centre).
  public var endPoint: PlanarVector
  /// The total translation (pt) in the control's own coordinates; normally `endPoint − startPoint`.
  public var translation: PlanarVector
  /// The finger's total translation on screen (pt, the window's coordinates; SwiftUI's `.global`
  /// coordinate space). Equal to ``translation`` while the control stays where it is; larger when
  /// a container (a scroll view) carried the control along with the finger.
  package var globalTranslation: PlanarVector
  /// The release velocity (pt/s).
  public var velocity: PlanarVector
  /// How long it lasted (s).
  public var duration: Double
  /// The scroll axes contended up front (`ScrollContention/axes`); empty when none were declared.
  package var scrollAxes: ScrollAxes

  /// How far the control itself moved on screen during the interaction (pt): what a scroll view
  /// that scrolled carried it by.
  ///
  /// ```
  /// contentDisplacement = globalTranslation − translation
  /// ```
  /// Zero on a static screen (the finger moves the same in both coordinate spaces).
  public var contentDisplacement: PlanarVector { globalTranslation - translation }

  /// Creates an interaction record.
  /// - Parameters:
  ///   - startPoint: Start (pt, from the mount centre).
  ///   - endPoint: End (pt, from the mount centre).
  ///   - translation: Translation in the control's coordinates (pt); defaults to `endPoint − startPoint`.
  ///   - globalTranslation: The finger's translation on screen (pt); defaults to `translation`
  ///     (the control did not move).
  ///   - velocity: Release velocity (pt/s); default zero.
  ///   - duration: Duration (s); default 0.
  ///   - scrollAxes: The contended scroll axes (`ScrollContention/axes`); default none.
  public init(
    startPoint: PlanarVector, endPoint: PlanarVector, translation: PlanarVector? = nil,
    globalTranslation: PlanarVector? = nil, velocity: PlanarVector = .zero, duration: Double = 0,
    scrollAxes: ScrollAxes = []
  ) {
    self.startPoint = startPoint
    self.endPoint = endPoint
    let translation = translation ?? (endPoint - startPoint)
    self.translation = translation
    self.globalTranslation = globalTranslation ?? translation
    self.velocity = velocity
    self.duration = duration
    self.scrollAxes = scrollAxes
  }
}

/// The axes along which an enclosing scroll view scrolls.
public struct ScrollAxes: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates axes from raw bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Scrolls left/right.
  public static let horizontal = ScrollAxes(rawValue: 1 << 0)
  /// Scrolls up/down.
  public static let vertical = ScrollAxes(rawValue: 1 << 1)
}

/// A key press the control may handle.
public enum ButterflyKey: Hashable, Sendable {
  /// The space bar.
  case space
  /// Return / Enter.
  case `return`
  /// Any other key, by its characters.
  case other(String)
}
