import ButterflyPhysics
import Testing

@testable import ButterflyModel

/// The control's catalogue: every setting once, and the configuration's defaults are its definitions.
@Suite struct SettingsCatalogueTests {
  @Test func configurationDefaultsAreTheDefinitions() {
    let configuration = ButterflyConfiguration()
    #expect(configuration.sideLength == ButterflySettings.sideLength.defaultValue)
    #expect(configuration.mountStrokeWidth == ButterflySettings.mountStrokeWidth.defaultValue)
    #expect(configuration.spinDecelerationDuration == ButterflySettings.spinDecelerationDuration.defaultValue)
    #expect(configuration.labelPlacement == ButterflySettings.labelPlacement.defaultValue)
    #expect(configuration.axleOrientation == ButterflySettings.axleOrientation.defaultValue)
    #expect(configuration.enableFlickPhysics == ButterflySettings.enableFlickPhysics.defaultValue)
    #expect(configuration.hapticsEnabled == ButterflySettings.hapticsEnabled.defaultValue)
  }

  @Test func catalogueListsEverySettingOnceByItsPublicName() {
    let names = ButterflySettings.all.map(\.name)
    #expect(
      names == [
        "sideLength", "mountStrokeWidth", "spinDecelerationDuration", "medallionStrokeWidth", "medallionLabelFont",
        "medallionLabelWeight", "medallionLabelPointSize", "labelPlacement", "axleOrientation", "enableFlickPhysics",
        "hapticsEnabled",
      ])
  }

  @Test func everyEntryDescribesItsDefaultAndRange() {
    for setting in ButterflySettings.all {
      #expect(setting.description.hasPrefix(setting.name + ": "))
      #expect(setting.description.contains("default "))
    }
    #expect(
      ButterflySettings.spinDecelerationDuration.description
        == "spinDecelerationDuration: deceleration duration D in s, finite, > 0, clamped to [0.1, 60]; default 2")
  }

  @Test func labelFontSettingsMakeTheCaptionByDefault() {
    let font = ButterflySettings.medallionLabelFont(
      textStyle: ButterflySettings.medallionLabelFont.defaultValue,
      weight: ButterflySettings.medallionLabelWeight.defaultValue,
      pointSize: ButterflySettings.medallionLabelPointSize.defaultValue)
    #expect(font.fixedPointSize == nil)
    #expect(font.basePointSize(on: .iOS) == 12)
    #expect(font == .caption)
    let sized = ButterflySettings.medallionLabelFont(textStyle: .body, weight: .bold, pointSize: 14)
    #expect(sized.basePointSize(on: .macOS) == 14 && sized.weight.numericValue == 700 && sized.weight.isBold)
    #expect(
      ButterflySettings.medallionLabelFont(textStyle: .body, weight: .bold, pointSize: .nan).fixedPointSize == nil)
  }

  @Test func textStylesShrinkDownTheListOnEveryPlatform() {
    for platform in ButterflyPlatform.allCases {
      let sizes = ButterflyFont.TextStyle.allCases.map { $0.pointSize(on: platform) }
      #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 >= $1 })
    }
    #expect(ButterflyFont.Weight.allCases.map(\.numericValue) == Array(stride(from: 100, through: 900, by: 100)))
  }

  @Test func choicesSpellEveryValue() {
    #expect(ButterflySettings.axleOrientation.namesText == "horizontal|vertical|diagonal-ltr|diagonal-rtl")
    #expect(ButterflySettings.labelPlacement.value(named: "trailing") == .trailing)
    #expect(ButterflySettings.axleOrientation.name(of: .diagonalRTL) == "diagonal-rtl")
  }
}
