import ButterflyModel
import ButterflyPhysics

extension PlaygroundSettings {
  /// The settings the page hands over by name (``PageSettings``), read member by member as the server
  /// reads the same names from JSON (PlaygroundKit's `PlaygroundSettings+Codable`): an absent or
  /// unreadable value keeps its default. The page's values are the form's own or ones the server
  /// accepted, so nothing here refuses.
  /// - Parameter page: The values by name.
  init(page: PageSettings) {
    self.init()
    sideLength = page.number(ButterflySettings.sideLength)
    mountStrokeWidth = page.number(ButterflySettings.mountStrokeWidth)
    spinDecelerationDuration = page.number(ButterflySettings.spinDecelerationDuration)
    medallionStrokeWidth = page.number(ButterflySettings.medallionStrokeWidth)
    medallionLabelFont = ButterflySettings.medallionLabelFont(
      textStyle: page.choice(ButterflySettings.medallionLabelFont),
      weight: page.choice(ButterflySettings.medallionLabelWeight),
      pointSize: page.number(ButterflySettings.medallionLabelPointSize))
    labelPlacement = page.choice(ButterflySettings.labelPlacement)
    axleOrientation = page.choice(ButterflySettings.axleOrientation)
    enableFlickPhysics = page.flag(ButterflySettings.enableFlickPhysics)
    hapticsEnabled = page.flag(ButterflySettings.hapticsEnabled)
    spinTuning = SpinTuning(
      tapAngularSpeed: page.number(SpinSettings.tapAngularSpeed),
      preferredShape: page.number(SpinSettings.preferredShape),
      landingBounce: page.number(SpinSettings.landingBounce),
      landingResponse: page.number(SpinSettings.landingResponse))
    title = page.rawText("title") ?? Self.defaultTitle
    medallionTopLabel = page.text("medallionTopLabel")
    medallionBottomLabel = page.text("medallionBottomLabel")
    medallionTopImage = page.text("medallionTopImage")
    medallionBottomImage = page.text("medallionBottomImage")
    tint = page.color("tint")
    mountStrokeColor = page.color("mountStrokeColor")
    mountBackground = page.text("mountBackground").flatMap { MountBackgroundStyle(name: $0) } ?? .systemAutomatic
    axleColor = page.color("axleColor")
    medallionTopColor = page.color("medallionTopColor")
    medallionBottomColor = page.color("medallionBottomColor")
    medallionEdgeColor = page.color("medallionEdgeColor")
    medallionLabelColor = page.color("medallionLabelColor")
    reduceMotion = page.flag("reduceMotion")
    reduceTransparency = page.flag("reduceTransparency")
    differentiateWithoutColor = page.flag("differentiateWithoutColor")
    buttonShapes = page.flag("buttonShapes")
    isDark = page.choice(ButterflySettings.appearance)
    increasedContrast = page.choice(ButterflySettings.contrast)
    layoutDirection = page.choice(ButterflySettings.layoutDirection)
    #if !hasFeature(Embedded)
      language = page.choice(ButterflySettings.language)
    #endif
  }
}
