import ButterflyModel
import Foundation
import Testing

@testable import PlaygroundKit

/// What the server's two API answers hold, as JSON: the catalogue in the page's order, and the texts
/// that need Foundation (the localized default labels, the accessibility text) from the model.
@Suite struct DescribeResponseTests {
  func json(_ value: some Encodable) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(value))
    return try #require(object as? [String: Any])
  }

  @Test func settingsListTheCatalogue() throws {
    let settings = try #require(try json(CatalogueResponse())["settings"] as? [[String: Any]])
    #expect(settings.compactMap { $0["name"] as? String } == PlaygroundCatalogue.entries.map(\.name))
  }

  @Test func describeAnswersTheLocalizedLabelsAndAccessibilityText() throws {
    let request = try APIRequestDecoder.decode(
      DescribeRequest.self, from: Data(#"{"settings": {"language": "de", "title": ""}, "isOn": false}"#.utf8))
    let answer = try json(DescribeResponse(request: request))
    #expect(Set(answer.keys) == ["labels", "accessibility"], "the tuning file is the module's")
    let labels = try #require(answer["labels"] as? [String: String])
    #expect(labels["top"] == ButterflyStrings.string(.topLabel, language: "de"))
    #expect(labels["bottom"] == ButterflyStrings.string(.bottomLabel, language: "de"))
    #expect(labels["top"] != ButterflyStrings.string(.topLabel, language: "en"))
    let accessibility = try #require(answer["accessibility"] as? [String: String])
    #expect(accessibility["value"] == labels["bottom"], "isOn false rests on the bottom face")
  }
}
