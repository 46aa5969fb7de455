import Foundation
import Testing

@testable import PlaygroundKit

/// `openapi.yaml` describes what the server answers, quoting the model's ranges and the server's limits;
/// text limits count what JSON Schema counts. (The server's answers over HTTP, status codes and headers
/// included, are checked against the real server by `BrowserTests/test_api.py`.)
@Suite struct APIDocumentTests {
  @Test func openAPIDescribesEveryRouteAndLimit() throws {
    let files = try StaticFiles()
    let yaml = try String(contentsOf: files.folder.appendingPathComponent("openapi.yaml"), encoding: .utf8)
    for path in ["/api/settings", "/api/describe"] {
      #expect(yaml.contains("  \(path):"), "\(path)")
    }
    #expect(yaml.contains("\(PlaygroundLimits.maximumBodySize)"))
    #expect(yaml.contains("sends nothing for \(PlaygroundLimits.idleTimeout) s"))
    #expect(!yaml.contains("/api/control") && !yaml.contains("SpinRecord"), "no spin is replayed")
    // The numbers' definitions are quoted from the model: a changed range or default shows here.
    for entry in PlaygroundCatalogue.entries {
      if let definition = entry.definition, entry.kind == .number { #expect(yaml.contains(definition)) }
      if let choices = entry.choices, entry.kind == .choice {
        #expect(
          yaml.contains("\(entry.name): { enum: [\(choices.joined(separator: ", "))]")
            || yaml.contains("enum: [\(choices.joined(separator: ", "))]"), "\(entry.name)")
      }
    }
  }

  /// 32 scalars that are 16 characters (each "e" + a combining acute accent) fit `maxLength: 32`; 33
  /// scalars do not, however few characters they draw.
  @Test func textLimitsCountUnicodeScalarsAsJSONSchemaDoes() {
    let limit = TextLimit(maximumLength: 32)
    #expect(limit.accepts(String(repeating: "e\u{301}", count: 16)))
    #expect(!limit.accepts(String(repeating: "e\u{301}", count: 16) + "\u{301}"))
  }
}
