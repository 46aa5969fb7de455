import ButterflyModel
import ButterflyPhysics
import Foundation
import Testing

@testable import ButterflyWasm
@testable import PlaygroundKit

/// `GET /api/settings` lists every setting the page tunes with the model's definitions, and its sliders
/// stay inside what the model uses.
@Suite struct CatalogueTests {
  @Test func everyEntryIsAMemberTheSettingsRead() throws {
    let names = PlaygroundCatalogue.entries.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(PlaygroundSettings.keys == names)
    // Every member the page may send with its default is accepted.
    let defaults = Dictionary(uniqueKeysWithValues: PlaygroundCatalogue.entries.map { ($0.name, $0.defaultValue) })
    let body = try APIResponseEncoder.json.encode(defaults)
    #expect(try APIRequestDecoder.decode(PlaygroundSettings.self, from: body) == PlaygroundSettings())
  }

  @Test func everyControlSettingOfTheModelIsListed() {
    let names = Set(PlaygroundCatalogue.entries.map(\.name))
    for definition in ButterflySettings.all { #expect(names.contains(definition.name), "\(definition.name)") }
  }

  @Test(arguments: PlaygroundCatalogue.entries.filter { $0.kind == .number })
  func sliderSpansLieInTheUsableRangeAndHoldTheDefault(entry: SettingEntry) throws {
    let slider = try #require(entry.slider)
    let definition = try #require(
      (ButterflySettings.all + SpinSettings.all).compactMap { definition -> NumericSetting? in
        if case .number(let setting) = definition, setting.name == entry.name { return setting }
        return nil
      }.first)
    #expect(definition.usable.contains(slider.minimum))
    #expect(definition.usable.contains(slider.maximum))
    #expect(slider.minimum < slider.maximum && slider.step > 0)
    #expect((slider.minimum...slider.maximum).contains(definition.defaultValue))
    #expect(entry.defaultValue == .number(definition.defaultValue))
    #expect(entry.definition == definition.description)
  }

  @Test func strokeSliderEndsAtTheStrokeLimitOfTheLargestSliderSide() throws {
    let stroke = try #require(PlaygroundCatalogue.entries.first { $0.name == "mountStrokeWidth" }?.slider)
    #expect(stroke.maximum == PlaygroundCatalogue.largestSliderSide / 10)
  }

  @Test func choicesListTheModelsNamesAndDefaults() throws {
    let axle = try #require(PlaygroundCatalogue.entries.first { $0.name == "axleOrientation" })
    #expect(axle.choices == ["horizontal", "vertical", "diagonal-ltr", "diagonal-rtl"])
    #expect(axle.defaultValue == .string("horizontal"))
    let placement = try #require(PlaygroundCatalogue.entries.first { $0.name == "labelPlacement" })
    #expect(placement.choices == LabelPlacement.allCases.map(\.rawValue))
  }
}
