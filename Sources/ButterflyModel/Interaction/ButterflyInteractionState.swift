/// The momentary states of the control, combinable (a focused control can also be pressed).
public struct ButterflyInteractionState: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates a state set from raw bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A finger, pointer button or remote click is down on the control.
  public static let pressed = ButterflyInteractionState(rawValue: 1 << 0)
  /// The control is disabled (`isEnabled == false`).
  public static let disabled = ButterflyInteractionState(rawValue: 1 << 1)
  /// The control has focus (tvOS focus engine, keyboard navigation, visionOS gaze focus).
  public static let focused = ButterflyInteractionState(rawValue: 1 << 2)
  /// A pointer hovers over it (iPadOS pointer, macOS mouse, visionOS gaze).
  public static let hovered = ButterflyInteractionState(rawValue: 1 << 3)
  /// The system dims the control behind a modal (UIKit `tintAdjustmentMode == .dimmed`).
  package static let tintDimmed = ButterflyInteractionState(rawValue: 1 << 4)
}

/// The accessibility display settings that change how the control is drawn.
public struct ButterflyDisplaySettings: Hashable, Sendable {
  /// Dark appearance.
  public var isDark: Bool
  /// Increase Contrast.
  public var increaseContrast: Bool
  /// Reduce Motion (also used by the spin; here it removes the press/hover animations).
  public var reduceMotion: Bool
  /// Reduce Transparency: translucent backgrounds become opaque.
  public var reduceTransparency: Bool
  /// Differentiate Without Color: add non-color cues to the faces.
  public var differentiateWithoutColor: Bool
  /// Button Shapes: draw a visible outline around the interactive area.
  public var buttonShapes: Bool

  /// Creates settings; every flag defaults to `false`.
  /// - Parameters:
  ///   - isDark: Dark appearance.
  ///   - increaseContrast: Increase Contrast.
  ///   - reduceMotion: Reduce Motion.
  ///   - reduceTransparency: Reduce Transparency.
  ///   - differentiateWithoutColor: Differentiate Without Color.
  ///   - buttonShapes: Button Shapes.
  public init(
    isDark: Bool = false, increaseContrast: Bool = false, reduceMotion: Bool = false,
    reduceTransparency: Bool = false, differentiateWithoutColor: Bool = false,
    buttonShapes: Bool = false
  ) {
    self.isDark = isDark
    self.increaseContrast = increaseContrast
    self.reduceMotion = reduceMotion
    self.reduceTransparency = reduceTransparency
    self.differentiateWithoutColor = differentiateWithoutColor
    self.buttonShapes = buttonShapes
  }

  /// The appearance (light/dark × standard/increased contrast) these settings select.
  public var appearance: ButterflyAppearance {
    ButterflyAppearance(isDark: isDark, increasedContrast: increaseContrast)
  }
}

/// The visual parameters the view applies for a state set — pure data, no drawing.
///
/// | state | effect |
/// | --- | --- |
/// | pressed | scale 0.97, applied at once (press-in duration 0); release eases back in 0.1 s (0 with Reduce Motion) |
/// | disabled | muted palette (secondary label / gray, not alpha on text), not interactive, announced "not enabled"; no press/hover feedback; supplied full-colour images (faces, mount) at saturation 0.25 and opacity 0.6 |
/// | tintDimmed | opacity 0.4 (UIKit's dimmed tint adjustment) |
/// | focused | focus ring on, 2 pt (3 pt with Increase Contrast) |
/// | hovered | highlight overlay at 8 % opacity (12 % with Increase Contrast) |
/// | Button Shapes | mount outline 1.5 pt in the label color |
/// | Reduce Transparency | opaque mount background |
public struct ButterflyVisualState: Hashable, Sendable {
  /// The scale while pressed.
  package static let pressedScale = 0.97
  /// The release animation duration (s).
  static let releaseAnimationDuration = 0.1
  /// The opacity while the system dims the tint.
  package static let dimmedOpacity = 0.4
  /// The Button Shapes outline width (pt).
  static let outlineWidth = 1.5
  /// The saturation of a disabled control's supplied images (face and mount images, whose pixels
  /// the palette cannot mute): 1 − ``ButterflyColorOverrides/disabledGrayFraction`` = 0.25, the
  /// trace of hue a supplied colour keeps when it is muted.
  public static let disabledImageSaturation = 1 - ButterflyColorOverrides.disabledGrayFraction
  /// The opacity of a disabled control's supplied images: 0.6, so a bright full-colour image
  /// recedes like the muted palette's greys instead of staying vivid.
  public static let disabledImageOpacity = 0.6

  /// The scale to apply to the whole mount (1 or 0.97).
  public var scale: Double
  /// The animation duration towards `scale` (s): 0 when pressing (no delay), 0.1 on release.
  public var scaleAnimationDuration: Double
  /// The opacity of the whole control.
  public var opacity: Double
  /// Whether to draw with the palette's muted (disabled) colors.
  package var usesMutedPalette: Bool
  /// Whether gestures are accepted.
  package var isInteractive: Bool
  /// Whether accessibility reports "not enabled" (UIKit `.notEnabled`, SwiftUI `.disabled`).
  package var isAccessibilityNotEnabled: Bool
  /// Whether to draw the focus ring / focus effect.
  package var showsFocusRing: Bool
  /// The focus ring width (pt).
  package var focusRingWidth: Double
  /// The opacity of the hover highlight overlay (0 when not hovered).
  package var hoverHighlightOpacity: Double
  /// Whether to outline the mount (Button Shapes).
  package var showsMountOutline: Bool
  /// Whether the mount background must be opaque (Reduce Transparency).
  package var usesOpaqueBackground: Bool
  /// Whether faces carry non-color cues (Differentiate Without Color); see ``FaceCue``.
  package var showsFaceCues: Bool
  /// The saturation to draw supplied images with: 1, or ``disabledImageSaturation`` when disabled.
  public var imageSaturation: Double
  /// The opacity to draw supplied images with: 1, or ``disabledImageOpacity`` when disabled.
  public var imageOpacity: Double

  /// Computes the visual parameters.
  /// - Parameters:
  ///   - state: The current interaction states.
  ///   - settings: The accessibility display settings.
  public init(state: ButterflyInteractionState, settings: ButterflyDisplaySettings = .init()) {
    let disabled = state.contains(.disabled)
    let pressed = state.contains(.pressed) && !disabled
    scale = pressed ? Self.pressedScale : 1
    scaleAnimationDuration = (pressed || settings.reduceMotion) ? 0 : Self.releaseAnimationDuration
    opacity = state.contains(.tintDimmed) ? Self.dimmedOpacity : 1
    usesMutedPalette = disabled
    isInteractive = !disabled
    isAccessibilityNotEnabled = disabled
    showsFocusRing = state.contains(.focused) && !disabled
    focusRingWidth = settings.increaseContrast ? 3 : 2
    hoverHighlightOpacity =
      (state.contains(.hovered) && !disabled) ? (settings.increaseContrast ? 0.12 : 0.08) : 0
    showsMountOutline = settings.buttonShapes
    usesOpaqueBackground = settings.reduceTransparency
    showsFaceCues = settings.differentiateWithoutColor
    imageSaturation = disabled ? Self.disabledImageSaturation : 1
    imageOpacity = disabled ? Self.disabledImageOpacity : 1
  }
}
