import ButterflyModel
import ButterflyPhysics
import Foundation
import Testing

@testable import ButterflyWasm
@testable import PlaygroundKit

/// The page's module reads every setting of the catalogue by its name, as the server reads it from
/// JSON: the bridge's layout is checked against the Swift declarations, so a setting added to the
/// catalogue and to ``PlaygroundSettings`` but not read by the bridge fails here.
@Suite struct BridgeSettingsTests {
  /// A value other than the entry's default, as the page holds it (JSON).
  static func otherValue(_ entry: SettingEntry) -> Any {
    switch entry.kind {
    case .number: return (entry.slider?.maximum ?? 1) == 0 ? 1.0 : entry.slider?.maximum ?? 1.0
    case .choice: return entry.choices?.last(where: { .string($0) != entry.defaultValue }) ?? ""
    case .toggle: return entry.defaultValue != .bool(true)
    case .text: return entry.name.hasSuffix("Image") ? "star.fill" : "Abc"
    case .color: return "#123456"
    case .background: return "transparent"
    }
  }

  /// What the page's module makes of `values`.
  static func bridge(_ values: [String: Any]) -> PlaygroundSettings {
    var page = PageSettings()
    for (name, value) in values {
      switch value {
      case let flag as Bool: page.set(name, .flag(flag))
      case let number as Double: page.set(name, .number(number))
      case let text as String: page.set(name, .text(text))
      default: page.set(name, nil)
      }
    }
    return PlaygroundSettings(page: page)
  }

  /// What the server makes of the same values.
  static func server(_ values: [String: Any]) throws -> PlaygroundSettings {
    let body = try JSONSerialization.data(withJSONObject: ["settings": values])
    return try APIRequestDecoder.decode(DescribeRequest.self, from: body).settings
  }

  @Test(arguments: PlaygroundCatalogue.entries.map(\.name))
  func eachSettingReadsTheSameInThePageAsOnTheServerAndChangesTheSettings(name: String) throws {
    let entry = try #require(PlaygroundCatalogue.entries.first { $0.name == name })
    let values = [name: Self.otherValue(entry)]
    let server = try Self.server(values)
    #expect(server != PlaygroundSettings(), "\(name): the value chosen is not the default")
    #expect(Self.bridge(values) == server, "\(name)")
  }

  @Test func theDefaultsAreTheServersDefaults() throws {
    #expect(Self.bridge([:]) == PlaygroundSettings())
    let defaults = Dictionary(
      uniqueKeysWithValues: PlaygroundCatalogue.entries.compactMap { entry -> (String, Any)? in
        switch entry.defaultValue {
        case .number(let value): return (entry.name, value)
        case .string(let value): return (entry.name, value)
        case .bool(let value): return (entry.name, value)
        case .none: return nil
        }
      })
    #expect(Self.bridge(defaults) == PlaygroundSettings())
  }
}
