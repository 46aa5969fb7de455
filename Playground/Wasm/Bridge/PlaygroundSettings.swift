import ButterflyModel
import ButterflyPhysics

/// Every setting the playground tunes: the control's parameters (named as `ButterflyButton`'s
/// initializer names them, requested values before the model clamps them) and the environment it is
/// shown in (Reduce Motion, light/dark, contrast, direction, language).
///
/// Defaults, accepted ranges and clamping come from the model's definitions (``ButterflySettings``). The
/// server reads them from JSON (PlaygroundKit's `PlaygroundSettings+Codable`, one member per setting of
/// its catalogue); the page's module from the settings the page hands over by name
/// (``PlaygroundSettings/init(page:)``).
public struct PlaygroundSettings: Hashable, Sendable {
  /// The default title beside the mount (what `bbsim render` draws by default).
  public static let defaultTitle = "Butterfly"

  /// `sideLength` (pt).
  public var sideLength = ButterflySettings.sideLength.defaultValue
  /// `mountStrokeWidth` (pt).
  public var mountStrokeWidth = ButterflySettings.mountStrokeWidth.defaultValue
  /// `spinDecelerationDuration` (s).
  public var spinDecelerationDuration = ButterflySettings.spinDecelerationDuration.defaultValue
  /// `medallionStrokeWidth` (pt).
  public var medallionStrokeWidth = ButterflySettings.medallionStrokeWidth.defaultValue
  /// `medallionLabelFont`: the face labels' text style, weight and size in place of the style's
  /// (0: the style's), from ``ButterflySettings/medallionLabelFont``, ``ButterflySettings/medallionLabelWeight``
  /// and ``ButterflySettings/medallionLabelPointSize``.
  public var medallionLabelFont = ButterflyFont.caption
  /// `labelPlacement`.
  public var labelPlacement = ButterflySettings.labelPlacement.defaultValue
  /// `axleOrientation`.
  public var axleOrientation = ButterflySettings.axleOrientation.defaultValue
  /// `enableFlickPhysics`.
  public var enableFlickPhysics = ButterflySettings.enableFlickPhysics.defaultValue
  /// `hapticsEnabled` (no effect in a browser; part of the Swift).
  public var hapticsEnabled = ButterflySettings.hapticsEnabled.defaultValue
  /// The spin's feel (tap speed, shape, landing spring); the requested values, resolved by the planner.
  public var spinTuning = SpinTuning.standard
  /// The title (the `label` closure's `Text`); empty for none.
  public var title = defaultTitle
  /// `medallionTopLabel`; `nil` for the localized default.
  public var medallionTopLabel: String?
  /// `medallionBottomLabel`; `nil` for the localized default.
  public var medallionBottomLabel: String?
  /// `medallionTopImage` as an SF Symbol name (drawn as a glyph box); `nil` for none.
  public var medallionTopImage: String?
  /// `medallionBottomImage` as an SF Symbol name; `nil` for none.
  public var medallionBottomImage: String?
  /// The tint (`.tint(…)`); `nil` for the system blue.
  public var tint: SRGBColor?
  /// `mountStrokeColor`; `nil` derives it.
  public var mountStrokeColor: SRGBColor?
  /// `mountBackground` (`.systemAutomatic`, `.transparent` or a colour).
  public var mountBackground = MountBackgroundStyle.systemAutomatic
  /// `axleColor`; `nil` derives it.
  public var axleColor: SRGBColor?
  /// `medallionTopColor`; `nil` uses the tint.
  public var medallionTopColor: SRGBColor?
  /// `medallionBottomColor`; `nil` derives it.
  public var medallionBottomColor: SRGBColor?
  /// `medallionEdgeColor`; `nil` derives it.
  public var medallionEdgeColor: SRGBColor?
  /// `medallionLabelColor`; `nil` picks black or white per face.
  public var medallionLabelColor: SRGBColor?
  /// Reduce Motion (environment).
  public var reduceMotion = false
  /// Reduce Transparency (environment).
  public var reduceTransparency = false
  /// Differentiate Without Color (environment).
  public var differentiateWithoutColor = false
  /// Button Shapes (environment).
  public var buttonShapes = false
  /// Dark appearance (environment).
  public var isDark = ButterflySettings.appearance.defaultValue
  /// Increased contrast (environment).
  public var increasedContrast = ButterflySettings.contrast.defaultValue
  /// The language direction (environment).
  public var layoutDirection = ButterflySettings.layoutDirection.defaultValue
  // The language list is the strings table's (Foundation's Bundle): not in the page's Embedded Swift
  // build, where the page hands in the labels to draw.
  #if !hasFeature(Embedded)
    /// The language of the default face labels (environment).
    public var language = ButterflySettings.language.defaultValue
  #endif

  /// The defaults.
  public init() {}

  /// The longest title or face label (Unicode scalars, as JSON Schema's `maxLength` counts them).
  public static let longestText = 64

  /// What an SF Symbol name may be: `sun.max`, `star.fill` (lower-case letters, digits, dots).
  public static let symbolAccepted =
    "an SF Symbol name of lower-case letters, digits and dots, at most \(longestText) characters"

  /// Whether `name` is an SF Symbol name as ``symbolAccepted`` says (empty: no image).
  public static func isSymbolName(_ name: String) -> Bool {
    name.unicodeScalars.count <= longestText
      && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
  }

  /// The clamped configuration the control would build from these settings.
  public var configuration: ButterflyConfiguration {
    ButterflyConfiguration(
      sideLength: sideLength, mountStrokeWidth: mountStrokeWidth, labelPlacement: labelPlacement,
      axleOrientation: axleOrientation, spinDecelerationDuration: spinDecelerationDuration,
      enableFlickPhysics: enableFlickPhysics, hapticsEnabled: hapticsEnabled, spinTuning: spinTuning)
  }

  /// Light/dark × contrast.
  public var appearance: ButterflyAppearance { displaySettings.appearance }

  /// The accessibility display settings the control is drawn under.
  public var displaySettings: ButterflyDisplaySettings {
    ButterflyDisplaySettings(
      isDark: isDark, increaseContrast: increasedContrast, reduceMotion: reduceMotion,
      reduceTransparency: reduceTransparency, differentiateWithoutColor: differentiateWithoutColor,
      buttonShapes: buttonShapes)
  }

  /// The developer's colours, used unchanged by the palette.
  public var colorOverrides: ButterflyColorOverrides {
    ButterflyColorOverrides(
      mountStroke: mountStrokeColor, mountBackground: mountBackground, axle: axleColor,
      medallionTop: medallionTopColor, medallionBottom: medallionBottomColor, medallionEdge: medallionEdgeColor,
      medallionLabel: medallionLabelColor)
  }

  /// The tint the derived colours come from.
  public var tintColor: DynamicColor { tint.map { DynamicColor(constant: $0) } ?? SystemColors.systemBlue }
}
