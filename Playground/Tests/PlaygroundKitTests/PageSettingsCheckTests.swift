import ButterflyModel
import ButterflyPhysics
import Foundation
import Testing

@testable import ButterflyWasm
@testable import PlaygroundKit

/// The page's module refuses exactly what the server refuses, with the server's words for what a
/// setting accepts: a `#s=` link, an import or local storage holding a value out of range, of the
/// wrong type or of an unknown name never reaches the model, served page and static copy alike.
@Suite struct PageSettingsCheckTests {
  /// Values to try for each kind of setting: some accepted, most not.
  static func candidates(_ entry: SettingEntry) -> [Any] {
    let common: [Any] = ["", "x", 3.0, -1.0, true, false]
    switch entry.kind {
    case .number: return common + [0.0, 1e9, -1e9, 0.2, 60.0, 61.0, 0.05, 2.0, 44.0, 43.0, 0.9, 0.95, -0.6]
    case .choice: return common + (entry.choices ?? []) + ["Vertical", "nope"]
    case .toggle: return common
    case .text: return common + ["star.fill", "Star", String(repeating: "a", count: 65), "sun max"]
    case .color: return common + ["#123456", "#12345678", "#12", "red"]
    case .background: return common + ["system", "transparent", "image", "#123456", "green"]
    }
  }

  /// The page's value for a JSON value, as wasm.js hands it over.
  static func pageValue(_ value: Any) -> PageSettings.Value {
    switch value {
    case let flag as Bool: return .flag(flag)
    case let number as Double: return .number(number)
    case let text as String: return .text(text)
    default: return .text("\(value)")
    }
  }

  /// What the server accepts for `name` (nil) or its refusal's `accepted` words.
  static func serverRefusal(_ name: String, _ value: Any) -> String?? {
    do {
      let body = try JSONSerialization.data(withJSONObject: ["settings": [name: value]])
      _ = try APIRequestDecoder.decode(DescribeRequest.self, from: body)
      return .some(nil)
    } catch let error as APIError {
      return .some(error.accepted)
    } catch {
      return nil
    }
  }

  @Test func theCheckedNamesAreTheCatalogues() {
    #expect(PageSettingsCheck.settings.map(\.name).sorted() == PlaygroundCatalogue.entries.map(\.name).sorted())
  }

  @Test(arguments: PlaygroundCatalogue.entries.map(\.name))
  func aValueIsRefusedInThePageExactlyWhenTheServerRefusesItWithTheSameWords(name: String) throws {
    let entry = try #require(PlaygroundCatalogue.entries.first { $0.name == name })
    for value in Self.candidates(entry) {
      let server = try #require(Self.serverRefusal(name, value), "\(name) \(value): the request is JSON")
      let page = PageSettingsCheck.refusal(name, Self.pageValue(value))
      #expect(
        (page == nil) == (server == nil), "\(name) \(value): page \(page ?? "accepts"), server \(server ?? "accepts")")
      if let server, let page { #expect(page.hasSuffix("; expected \(server)"), "\(name) \(value)") }
    }
  }

  @Test func nullIsTheDefaultAndAnUnknownNameIsRefused() {
    for entry in PlaygroundCatalogue.entries { #expect(PageSettingsCheck.refusal(entry.name, nil) == nil) }
    for name in ["__proto__", "0", "sidelength", ""] {
      #expect(PageSettingsCheck.refusal(name, .number(1))?.contains("unknown setting") == true, "\(name)")
    }
  }

  @Test func refusedSettingsAreClearedAndTheRestKept() {
    var page = PageSettings()
    page.set("landingResponse", .number(0))
    page.set("__proto__", .text("x"))
    page.set("sideLength", .number(90))
    page.set("axleOrientation", .text("sideways"))
    let refused = PageSettingsCheck.clearRefused(&page)
    #expect(refused.map(\.text).count == 3)
    #expect(refused.first?.text.contains("landingResponse: 0 is not accepted; expected a number (s)") == true)
    #expect(page.names == ["sideLength"])
    #expect(PlaygroundSettings(page: page).sideLength == 90)
    #expect(PlaygroundSettings(page: page).spinTuning == .standard)
  }

  @Test func theUsedValueOfANumberIsTheClampedOne() throws {
    var page = PageSettings()
    page.set("spinDecelerationDuration", .number(100))
    page.set("sideLength", .number(50))
    page.set("mountStrokeWidth", .number(9))
    let used = try #require(
      try JSONSerialization.jsonObject(with: Data(PageSettingsCheck.used(page).text.utf8)) as? [String: Double])
    #expect(used["spinDecelerationDuration"] == ButterflySettings.spinDecelerationDuration.usable.upper?.value)
    #expect(used["sideLength"] == 50)
    #expect(used["mountStrokeWidth"] == 5, "a tenth of the side used")
    #expect(used["landingResponse"] == SpinSettings.landingResponse.defaultValue)
  }
}
