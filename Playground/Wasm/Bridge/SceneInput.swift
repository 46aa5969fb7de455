import ButterflyModel
import ButterflyPhysics

/// The page's settings as the bridge receives them: ``count`` numbers the page writes into the shared
/// settings buffer (`bb_settings()`), in the order of ``Slot``, already accepted by the catalogue's
/// ranges. Choices are indices into the model's own `allCases`; a colour is four numbers
/// (red, green, blue, alpha in [0, 1]) whose red is NaN when the colour is not given.
struct SceneInput {
  /// Where each setting sits in the buffer. The page's `wasm.js` writes the same order.
  enum Slot: Int {
    case sideLength, mountStrokeWidth, spinDecelerationDuration, medallionStrokeWidth
    case labelPlacement, axleOrientation, enableFlickPhysics
    case reduceMotion, reduceTransparency, differentiateWithoutColor, buttonShapes, isDark, increasedContrast
    case rightToLeft, titleWidth, titleHeight, titlePointSize, topHasImage, bottomHasImage
    case topLabelWidthPerPoint, bottomLabelWidthPerPoint
    /// 0 system, 1 transparent, 2 image, 3 colour (the colour at ``mountBackgroundColor``).
    case mountBackground
    case tint
    case mountStrokeColor = 26
    case mountBackgroundColor = 30
    case axleColor = 34
    case medallionTopColor = 38
    case medallionBottomColor = 42
    case medallionEdgeColor = 46
    case medallionLabelColor = 50
    /// The ``SpinTuning`` (rad/s, —, —, s).
    case tapAngularSpeed = 54
    case preferredShape, landingBounce, landingResponse
    /// The face labels' font: text style and weight (indices), size in place of the style's (pt, 0: the style's).
    case medallionLabelFont, medallionLabelWeight, medallionLabelPointSize
  }

  /// The buffer's length (numbers).
  static let count = 61

  /// The numbers.
  let values: UnsafeMutablePointer<Double>

  subscript(_ slot: Slot) -> Double { values[slot.rawValue] }

  /// A flag: any non-zero number.
  func flag(_ slot: Slot) -> Bool { self[slot] != 0 }

  /// The `allCases` element at the slot's index, or `fallback` outside them.
  func choice<T: CaseIterable>(_ slot: Slot, _ fallback: T) -> T where T.AllCases == [T] {
    let index = Int(exactly: self[slot]) ?? -1
    return T.allCases.indices.contains(index) ? T.allCases[index] : fallback
  }

  /// The colour at the slot, `nil` when its red is NaN.
  func color(_ slot: Slot) -> SRGBColor? {
    let i = slot.rawValue
    guard !values[i].isNaN else { return nil }
    return SRGBColor(red: values[i], green: values[i + 1], blue: values[i + 2], alpha: values[i + 3])
  }

  /// The clamped configuration.
  var configuration: ButterflyConfiguration {
    ButterflyConfiguration(
      sideLength: self[.sideLength], mountStrokeWidth: self[.mountStrokeWidth],
      labelPlacement: choice(.labelPlacement, .auto), axleOrientation: choice(.axleOrientation, .horizontal),
      spinDecelerationDuration: self[.spinDecelerationDuration], enableFlickPhysics: flag(.enableFlickPhysics),
      spinTuning: SpinTuning(
        tapAngularSpeed: self[.tapAngularSpeed], preferredShape: self[.preferredShape],
        landingBounce: self[.landingBounce], landingResponse: self[.landingResponse]))
  }

  /// The scene at rest, with the momentary states.
  func scene(state: ButterflyInteractionState, motion: ControlMotion) -> ControlScene {
    let background: MountBackgroundStyle
    switch self[.mountBackground] {
    case 1: background = .transparent
    case 2: background = .image
    case 3: background = color(.mountBackgroundColor).map { .color($0) } ?? .systemAutomatic
    default: background = .systemAutomatic
    }
    let colors = ButterflyColorOverrides(
      mountStroke: color(.mountStrokeColor), mountBackground: background, axle: color(.axleColor),
      medallionTop: color(.medallionTopColor), medallionBottom: color(.medallionBottomColor),
      medallionEdge: color(.medallionEdgeColor), medallionLabel: color(.medallionLabelColor))
    let display = ButterflyDisplaySettings(
      isDark: flag(.isDark), increaseContrast: flag(.increasedContrast), reduceMotion: flag(.reduceMotion),
      reduceTransparency: flag(.reduceTransparency), differentiateWithoutColor: flag(.differentiateWithoutColor),
      buttonShapes: flag(.buttonShapes))
    let title = ControlTitle(
      text: self[.titleWidth] > 0 ? " " : "", size: ButterflySize(width: self[.titleWidth], height: self[.titleHeight]),
      pointSize: self[.titlePointSize])
    var scene = ControlScene(
      configuration: configuration, displaySettings: display, interactionState: state,
      layoutDirection: flag(.rightToLeft) ? .rightToLeft : .leftToRight,
      tint: color(.tint).map { DynamicColor(constant: $0) } ?? SystemColors.systemBlue, colors: colors, title: title,
      topFace: ControlFaceContent(label: "", hasImage: flag(.topHasImage)),
      bottomFace: ControlFaceContent(label: "", hasImage: flag(.bottomHasImage)),
      medallionEdgeWidth: self[.medallionStrokeWidth], motion: motion)
    scene.medallionLabelFont = ButterflySettings.medallionLabelFont(
      textStyle: choice(.medallionLabelFont, .caption), weight: choice(.medallionLabelWeight, .regular),
      pointSize: self[.medallionLabelPointSize])
    return scene
  }
}
