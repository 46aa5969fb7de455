import ButterflyPhysics

/// Everything the control's look depends on, except the time: the inputs of ``ControlFrame``.
///
/// A drawing layer fills it from its own world — the SwiftUI view from its properties and environment,
/// `bbsim render` from its options, the playground from its JSON — and draws what
/// ``ControlFrames/frame(at:)`` answers. Text is measured by the caller (`bbsim` estimates with its
/// text metrics, SwiftUI measures natively), so the model never needs a font engine.
public struct ControlScene: Hashable, Sendable {
  /// The title's default font size (pt) before Dynamic Type, SwiftUI's `.callout`: what `bbsim render`
  /// and the playground measure the title at.
  public static let defaultTitlePointSize = 16.0

  /// The clamped configuration (side, stroke, placement, axle, duration).
  public var configuration: ButterflyConfiguration
  /// Light/dark, contrast, Reduce Motion, Reduce Transparency, Differentiate Without Color, Button Shapes.
  public var displaySettings: ButterflyDisplaySettings
  /// Pressed, focused, hovered, disabled, dimmed.
  public var interactionState: ButterflyInteractionState
  /// The language direction (resolves leading/trailing/auto).
  public var layoutDirection: ButterflyLayoutDirection
  /// The Dynamic Type factor (1 at the default size); the layout clamps it.
  public var dynamicTypeScale: Double
  /// The tint the derived colours come from (the accent color); default `systemBlue`.
  public var tint: DynamicColor
  /// The developer's colours, used unchanged; default none.
  public var colors: ButterflyColorOverrides
  /// The title beside the mount, measured by the caller.
  public var title: ControlTitle
  /// What the top face shows.
  public var topFace: ControlFaceContent
  /// What the bottom face shows.
  public var bottomFace: ControlFaceContent
  /// The width of the edge ring around each face (pt); 2 by default. Resolved by
  /// ``ButterflySettings/medallionStrokeWidth`` (negative or non-finite values draw 2, wider than 4
  /// draw 4) and drawn at most the radius wide.
  public var medallionEdgeWidth: Double
  /// The face labels' font; default ``ButterflyFont/caption`` (`.caption`, regular). Its size at the
  /// default Dynamic Type size is ``ButterflyFont/basePointSize(on:resolvedStyleSize:)`` with
  /// ``platform`` and ``resolvedLabelStyleSize``.
  public var medallionLabelFont = ButterflyFont.caption
  /// The platform whose text-style sizes a scene without ``resolvedLabelStyleSize`` reads; default
  /// iOS (what `bbsim` and the playground draw).
  public var platform = ButterflyPlatform.iOS
  /// The label's text style's size at the default Dynamic Type size as the platform's font system
  /// reports it (pt; the Apple layer sets it, e.g. from `UIFont.preferredFont(forTextStyle:compatibleWith:)`);
  /// `nil` reads the model's table (``ButterflyFont/TextStyle/pointSize(on:)``).
  public var resolvedLabelStyleSize: Double?
  /// What moves the medallion.
  public var motion: ControlMotion
  /// The semantic system colours as the platform resolved them (SwiftUI: `Color.resolve(in:)`);
  /// `nil` uses the published iOS values (``SystemColorValues/table(for:)``). Set it after creating
  /// the scene.
  package var systemColors: SystemColorValues?

  /// Creates a scene.
  /// - Parameters:
  ///   - configuration: The configuration; default the package's defaults (``ButterflySettings``).
  ///   - displaySettings: The display settings; default all off (light, standard contrast).
  ///   - interactionState: The momentary states; default none.
  ///   - layoutDirection: Default `.leftToRight`.
  ///   - dynamicTypeScale: Default 1.
  ///   - tint: Default `systemBlue`.
  ///   - colors: Default none.
  ///   - title: Default ``ControlTitle/none``.
  ///   - topFace: What the top face shows.
  ///   - bottomFace: What the bottom face shows.
  ///   - medallionEdgeWidth: Default 2 pt.
  ///   - motion: What moves the medallion.
  public init(
    configuration: ButterflyConfiguration = ButterflyConfiguration(),
    displaySettings: ButterflyDisplaySettings = ButterflyDisplaySettings(),
    interactionState: ButterflyInteractionState = [],
    layoutDirection: ButterflyLayoutDirection = .leftToRight,
    dynamicTypeScale: Double = 1,
    tint: DynamicColor = SystemColors.systemBlue,
    colors: ButterflyColorOverrides = ButterflyColorOverrides(),
    title: ControlTitle = .none,
    topFace: ControlFaceContent,
    bottomFace: ControlFaceContent,
    medallionEdgeWidth: Double = ButterflySettings.medallionStrokeWidth.defaultValue,
    motion: ControlMotion
  ) {
    self.configuration = configuration
    self.displaySettings = displaySettings
    self.interactionState = interactionState
    self.layoutDirection = layoutDirection
    self.dynamicTypeScale = dynamicTypeScale
    self.tint = tint
    self.colors = colors
    self.title = title
    self.topFace = topFace
    self.bottomFace = bottomFace
    self.medallionEdgeWidth = medallionEdgeWidth
    self.motion = motion
  }

  /// What a face shows.
  /// - Parameter face: The face.
  /// - Returns: ``topFace`` or ``bottomFace``.
  public func content(of face: MedallionFace) -> ControlFaceContent {
    face == .top ? topFace : bottomFace
  }

  /// The visual parameters of ``interactionState`` under ``displaySettings``.
  package var visualState: ButterflyVisualState {
    ButterflyVisualState(state: interactionState, settings: displaySettings)
  }

  /// The palette the frame's colours come from: the tint and overrides in the settings' appearance,
  /// muted when disabled, with an opaque mount background under Reduce Transparency.
  public var palette: ButterflyPalette {
    let visual = visualState
    return ButterflyPalette(
      tint: tint, appearance: displaySettings.appearance, overrides: colors,
      requiresOpaqueBackground: visual.usesOpaqueBackground, muted: visual.usesMutedPalette,
      systemColors: systemColors)
  }

  /// The layout for the configuration, the measured title, the direction and Dynamic Type.
  public var layout: ButterflyLayout {
    ButterflyLayout(
      configuration: configuration, titleSize: title.size, layoutDirection: layoutDirection,
      dynamicTypeScale: dynamicTypeScale)
  }
}

/// The title label as the caller measured it.
public struct ControlTitle: Hashable, Sendable {
  /// The text; empty for none. A layer that draws its own title view (SwiftUI) may leave it empty.
  public var text: String
  /// The measured size of one line (pt, Dynamic Type applied); `.zero` when the caller places the
  /// title itself.
  public var size: ButterflySize
  /// The font size the text was measured at (pt, Dynamic Type applied).
  public var pointSize: Double

  /// Creates a title.
  /// - Parameters:
  ///   - text: The text.
  ///   - size: Its measured size (pt).
  ///   - pointSize: Its font size (pt).
  public init(text: String, size: ButterflySize, pointSize: Double) {
    self.text = text
    self.size = size
    self.pointSize = pointSize
  }

  /// No title (or one the caller lays out itself): no text, no size.
  public static let none = ControlTitle(text: "", size: .zero, pointSize: 0)

  /// The title's font size at a Dynamic Type factor: the title keeps scaling past the mount's 2× cap.
  ///
  /// ```
  /// base × scale          (NaN/∞/≤ 0 scale → 1)
  /// ```
  /// - Parameters:
  ///   - base: The font size at the default text size (pt).
  ///   - dynamicTypeScale: The Dynamic Type factor.
  /// - Returns: The font size (pt).
  public static func pointSize(_ base: Double, dynamicTypeScale: Double) -> Double {
    base * (dynamicTypeScale.isFinite && dynamicTypeScale > 0 ? dynamicTypeScale : 1)
  }
}

/// What one face shows, before layout.
public struct ControlFaceContent: Hashable, Sendable {
  /// The label's text. A layer that draws localized text itself (SwiftUI's `LocalizedStringKey`) may
  /// leave it empty; the frame's label box and colour are the same either way.
  public var label: String
  /// Whether the face shows an image above the label (it shrinks the label box).
  public var hasImage: Bool

  /// Creates face content.
  /// - Parameters:
  ///   - label: The label text.
  ///   - hasImage: Whether an image is shown; default `false`.
  public init(label: String, hasImage: Bool = false) {
    self.label = label
    self.hasImage = hasImage
  }
}
