import ButterflyPhysics

/// The control's catalogue of settings: one definition per setting — name, unit, default, accepted
/// range and clamping — read by ``ButterflyConfiguration``, the SwiftUI/UIKit/AppKit defaults, `bbsim`
/// and the playground.
///
/// ```
/// sideLength                pt  default 60      accepted > 0     clamped to [44, 10000]
/// mountStrokeWidth          pt  default 2       accepted > 0     clamped to [1, side/10]
/// spinDecelerationDuration  s   default 2       accepted > 0     clamped to [0.1, 60]
/// medallionStrokeWidth      pt  default 2       accepted ≥ 0     clamped to [0, 4]
/// medallionLabelFont            default caption (a text style: largeTitle … caption2)
/// medallionLabelWeight          default regular (ultraLight … black)
/// medallionLabelPointSize   pt  default 0 (the text style's size)   accepted ≥ 0
/// labelPlacement                default auto    top|bottom|leading|trailing|auto
/// axleOrientation               default horizontal
/// enableFlickPhysics            default on      hapticsEnabled  default on
/// ```
/// The mount's sizes are the control's own (``MedallionGeometry`` reads them); the planner's definitions
/// live in `SpinSettings` (the physics reads them). This type lists them all in ``all``.
public enum ButterflySettings {
  /// The mount's side length `s` (pt): at least Apple's 44 × 44 pt hit target.
  public static let sideLength = NumericSetting(
    name: "sideLength", summary: "side length", unit: "pt", defaultValue: MedallionGeometry.defaultSideLength,
    accepted: .positive,
    usable: .closed(MedallionGeometry.minimumSideLength, MedallionGeometry.maximumSideLength),
    invalidReason: "must be a finite length above 0 pt", lowerClampReason: "minimum is 44 pt",
    upperClampReason: "maximum is 10000 pt")

  /// The mount's stroke width `w` (pt), at most a tenth of the side.
  public static let mountStrokeWidth = NumericSetting(
    name: "mountStrokeWidth", summary: "mount stroke width", unit: "pt",
    defaultValue: MedallionGeometry.defaultStrokeWidth, accepted: .positive,
    usable: .atLeast(MedallionGeometry.minimumStrokeWidth),
    proportionalUpperBound: .init(
      fraction: MedallionGeometry.maximumStrokeFraction, symbol: "side/10",
      reason: "maximum is one tenth of the side"),
    invalidReason: "must be a finite width above 0 pt", lowerClampReason: "minimum is 1 pt")

  /// The spin's deceleration duration (`SpinSettings/decelerationDuration`).
  public static let spinDecelerationDuration = SpinSettings.decelerationDuration
  /// The axle (`SpinSettings/axleOrientation`).
  public static let axleOrientation = SpinSettings.axleOrientation

  /// The medallion edge's stroke width (pt): 2 by default, clamped to [0, 4] like the mount stroke is
  /// to [1, side/10] — the face content is inset for the 2 pt edge
  /// (``MedallionFaceLayout/edgeWidth``), so an edge wider than twice that would cover it.
  public static let medallionStrokeWidth = NumericSetting(
    name: "medallionStrokeWidth", summary: "medallion edge width", unit: "pt",
    defaultValue: MedallionFaceLayout.edgeWidth, accepted: .nonNegative,
    usable: .closed(0, 2 * MedallionFaceLayout.edgeWidth), invalidReason: "must be finite and ≥ 0 pt",
    upperClampReason: "maximum is 4 pt (the face content is inset for the 2 pt edge)")

  /// The face labels' text style (``ButterflyFont/textStyle``): `.caption` by default, which
  /// scales with Dynamic Type. With ``medallionLabelWeight`` and ``medallionLabelPointSize`` it makes
  /// the control's `medallionLabelFont` (``ButterflyFont``).
  public static let medallionLabelFont = ChoiceSetting<ButterflyFont.TextStyle>(
    name: "medallionLabelFont", summary: "face label text style (scales with Dynamic Type)",
    choices: ButterflyFont.TextStyle.allCases.map { .init($0.rawValue, $0) }, defaultValue: .caption)

  /// The face labels' weight (``ButterflyFont/weight``): regular by default.
  public static let medallionLabelWeight = ChoiceSetting<ButterflyFont.Weight>(
    name: "medallionLabelWeight", summary: "face label weight",
    choices: ButterflyFont.Weight.allCases.map { .init($0.rawValue, $0) }, defaultValue: .regular)

  /// A face label size (pt, at the default Dynamic Type size) in place of the text style's; 0, the
  /// default, for the style's own (12 pt for `.caption` on iOS). A frame scales it by the Dynamic
  /// Type scale and shrinks it to fit the label box, never grows it (``FaceFrame/maximumLabelPointSize``).
  public static let medallionLabelPointSize = NumericSetting(
    name: "medallionLabelPointSize", summary: "face label size in place of the text style's (0: the style's)",
    unit: "pt", defaultValue: 0, accepted: .nonNegative, invalidReason: "must be finite and ≥ 0 pt")

  /// The face labels' font the three settings above describe.
  /// - Parameters:
  ///   - textStyle: The text style.
  ///   - weight: The weight.
  ///   - pointSize: The size in place of the style's (pt); 0 or an unaccepted value for the style's.
  /// - Returns: The font (its ``ButterflyFont/pointSize`` `nil` for the style's).
  public static func medallionLabelFont(
    textStyle: ButterflyFont.TextStyle, weight: ButterflyFont.Weight, pointSize: Double
  ) -> ButterflyFont {
    let size = medallionLabelPointSize.resolve(pointSize).value
    return ButterflyFont(textStyle: textStyle, pointSize: size > 0 ? size : nil, weight: weight)
  }

  /// Where the title label goes.
  public static let labelPlacement = ChoiceSetting<LabelPlacement>(
    name: "labelPlacement", summary: "title placement",
    choices: LabelPlacement.allCases.map { .init($0.rawValue, $0) }, defaultValue: .auto)

  /// Whether a drag's velocity sets the initial angular speed.
  public static let enableFlickPhysics = toggle("enableFlickPhysics", "flick velocity sets the spin speed")

  /// Whether the landing plays haptics where the platform has them.
  public static let hapticsEnabled = toggle("hapticsEnabled", "landing haptics")

  /// Every setting of the control, in this order.
  public static let all: [SettingDefinition] = [
    .number(sideLength), .number(mountStrokeWidth), .number(spinDecelerationDuration),
    .number(medallionStrokeWidth), .choice(medallionLabelFont.named), .choice(medallionLabelWeight.named),
    .number(medallionLabelPointSize), .choice(labelPlacement.named), .choice(axleOrientation.named),
    .choice(enableFlickPhysics.named), .choice(hapticsEnabled.named),
  ]

  private static func toggle(_ name: String, _ summary: String) -> ChoiceSetting<Bool> {
    ChoiceSetting(name: name, summary: summary, choices: [.init("on", true), .init("off", false)], defaultValue: true)
  }
}
