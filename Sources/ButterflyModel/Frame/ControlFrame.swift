import ButterflyPhysics

/// Everything about how the control looks at one time t: the one value SwiftUI, `bbsim render` and the
/// browser playground draw, deciding nothing themselves.
///
/// Coordinates are control coordinates (pt, origin at the top-left of ``bounds``, y down), physical
/// (already mirrored for right-to-left). Every colour is resolved from the palette. The layers draw,
/// back to front:
/// ```
/// mount      fill over mount.rect · image in mount.imageBox (clipped to it) · depth gradient over
///            mount.interior (top → bottom) · axle (round caps) · medallion · mount stroke ·
///            hover highlight · Button Shapes outline · focus ring
///            — all of it scaled by mount.scale about the mount's centre (the press feedback)
/// medallion  shadow · for each face, back to front, with its opacity and its scale about the centre:
///            rim band, edge ellipse, face ellipse (in disc coordinates), then the content
///            (image, label, cue) transformed by contentTransform about the centre — never mirrored
/// title      text in title.box, anchored on title.anchor
/// ```
/// The whole control is drawn at ``opacity``. The focus ring and the outline stand outside the mount by
/// at most ``maximumOverhang`` and may reach past ``bounds`` by as much.
///
/// `Codable` (the playground sends it as JSON); every number in it is finite.
public struct ControlFrame: Hashable, Sendable {
  /// How far the focus ring and the Button Shapes outline may reach past ``bounds`` (pt): twice the
  /// widest ring, 3 pt with Increase Contrast.
  public static let maximumOverhang = 6.0

  /// The time drawn (s since the spin began).
  public var time: Double
  /// θ, the medallion's rotation about the axle (rad); 0 at rest and during a Reduce Motion swap.
  public var angle: Double
  /// The face a viewer reads: ``ControlMotion/visibleFace(at:)``.
  public var visibleFace: MedallionFace
  /// The control's box: mount, padding and title (origin 0, 0).
  public var bounds: ButterflyRect
  /// The opacity of the whole control (0.4 while the system dims it, else 1).
  public var opacity: Double
  /// The momentary states the frame shows.
  public var state: ControlStateFrame
  /// The mount: fill, image box, depth, stroke, overlays, press scale.
  public var mount: MountFrame
  /// The axle.
  public var axle: AxleFrame
  /// The medallion: projected disc, rim, shadow, faces.
  public var medallion: MedallionFrame
  /// The title.
  public var title: TitleFrame

  /// Creates a frame (``ControlFrames/frame(at:)`` makes them).
  /// - Parameters:
  ///   - time: Time (s).
  ///   - angle: θ (rad).
  ///   - visibleFace: The visible face.
  ///   - bounds: The control's box.
  ///   - opacity: The whole control's opacity.
  ///   - state: The momentary states.
  ///   - mount: The mount.
  ///   - axle: The axle.
  ///   - medallion: The medallion.
  ///   - title: The title.
  public init(
    time: Double, angle: Double, visibleFace: MedallionFace, bounds: ButterflyRect, opacity: Double,
    state: ControlStateFrame, mount: MountFrame, axle: AxleFrame, medallion: MedallionFrame, title: TitleFrame
  ) {
    self.time = time
    self.angle = angle
    self.visibleFace = visibleFace
    self.bounds = bounds
    self.opacity = opacity
    self.state = state
    self.mount = mount
    self.axle = axle
    self.medallion = medallion
    self.title = title
  }
}

/// The momentary states a frame shows (their effects are already in the mount's overlays and scale
/// and in the palette).
public struct ControlStateFrame: Hashable, Sendable {
  /// Pressed (and enabled): the mount is scaled down.
  public var isPressed: Bool
  /// Focused (and enabled): the focus ring is drawn.
  package var isFocused: Bool
  /// Hovered (and enabled): the highlight is drawn.
  package var isHovered: Bool
  /// Disabled: the muted palette.
  package var isDisabled: Bool

  /// Creates the flags.
  /// - Parameters:
  ///   - isPressed: Pressed.
  ///   - isFocused: Focused.
  ///   - isHovered: Hovered.
  ///   - isDisabled: Disabled.
  public init(isPressed: Bool, isFocused: Bool, isHovered: Bool, isDisabled: Bool) {
    self.isPressed = isPressed
    self.isFocused = isFocused
    self.isHovered = isHovered
    self.isDisabled = isDisabled
  }

  /// The flags of an interaction state: pressed, focused and hovered count only while enabled.
  /// - Parameter state: The interaction state.
  public init(_ state: ButterflyInteractionState) {
    let disabled = state.contains(.disabled)
    self.init(
      isPressed: state.contains(.pressed) && !disabled, isFocused: state.contains(.focused) && !disabled,
      isHovered: state.contains(.hovered) && !disabled, isDisabled: disabled)
  }
}

/// The title label: where its one line goes and how it is anchored.
public struct TitleFrame: Hashable, Sendable {
  /// Which point of the box the text is anchored to.
  public enum Anchor: String, Hashable, Sendable {
    /// The text starts at the box's left edge (title right of the mount).
    case left
    /// The text is centred in the box (title above or below the mount).
    case center
    /// The text ends at the box's right edge (title left of the mount).
    case right
  }

  /// The text; empty for none.
  public var text: String
  /// The measured box (pt).
  public var box: ButterflyRect
  /// The side facing the mount, so the 2 pt padding holds whatever the font's true advances are.
  public var anchor: Anchor
  /// The font size (pt, Dynamic Type applied).
  public var pointSize: Double
  /// The colour (`label`).
  public var color: SRGBColor

  /// Creates a title frame.
  /// - Parameters:
  ///   - text: The text.
  ///   - box: The box (pt).
  ///   - anchor: The anchor.
  ///   - pointSize: The font size (pt).
  ///   - color: The colour.
  public init(text: String, box: ButterflyRect, anchor: Anchor, pointSize: Double, color: SRGBColor) {
    self.text = text
    self.box = box
    self.anchor = anchor
    self.pointSize = pointSize
    self.color = color
  }

  /// The anchor for a title on a side of the mount: the edge of the box that faces the mount.
  /// - Parameter side: Where the title sits.
  /// - Returns: `.right` left of the mount, `.left` right of it, `.center` above or below.
  public static func anchor(forTitleOn side: ScreenSide) -> Anchor {
    switch side {
    case .left: return .right
    case .right: return .left
    case .top, .bottom: return .center
    }
  }

  /// The x coordinate of the anchor (pt): the box's left edge, centre or right edge.
  package var anchorX: Double {
    switch anchor {
    case .left: return box.minX
    case .center: return box.midX
    case .right: return box.maxX
    }
  }
}

#if !hasFeature(Embedded)
  // JSON for bbsim and the playground server; the playground's WebAssembly build (Embedded Swift) has
  // no Codable and leaves it out.
  extension ControlFrame: Codable {}
  extension ControlStateFrame: Codable {}
  extension TitleFrame: Codable {}
  extension TitleFrame.Anchor: Codable {}
#endif
