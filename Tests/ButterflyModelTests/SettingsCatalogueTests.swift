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
        "sideLength", "mountStrokeWidth", "spinDecelerationDuration", "medallionStrokeWidth", "labelPlacement",
        "axleOrientation", "enableFlickPhysics", "hapticsEnabled",
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

  @Test func choicesSpellEveryValue() {
    #expect(ButterflySettings.axleOrientation.namesText == "horizontal|vertical|diagonal-ltr|diagonal-rtl")
    #expect(ButterflySettings.labelPlacement.value(named: "trailing") == .trailing)
    #expect(ButterflySettings.axleOrientation.name(of: .diagonalRTL) == "diagonal-rtl")
  }
}
