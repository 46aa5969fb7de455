import Foundation
import Testing

@testable import PlaygroundKit

/// `playground --static DIR`: the folder a static host serves holds the page marked static, every
/// script and the model, and the catalogue at the relative URL the page reads.
@Suite struct StaticSiteTests {
  @Test func staticFolderHoldsThePageTheModelAndTheCatalogue() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("static-site-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = try StaticFiles()
    let written = try StaticSite.write(to: folder, files: files)
    #expect(Set(written) == Set(files.names.filter { $0 != "openapi.yaml" } + ["api/settings"]))
    #expect(files.names.contains("playground.js") && files.names.contains("playground.css"))
    let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("<html lang=\"en\" data-static>"))
    let wasm = try Data(contentsOf: folder.appendingPathComponent("butterfly.wasm"))
    #expect(wasm.prefix(4) == Data([0, 0x61, 0x73, 0x6d]))  // "\0asm"
    let catalogue = try JSONSerialization.jsonObject(
      with: Data(contentsOf: folder.appendingPathComponent("api/settings")))
    let settings = try #require((catalogue as? [String: Any])?["settings"] as? [[String: Any]])
    #expect(settings.compactMap { $0["name"] as? String } == PlaygroundCatalogue.entries.map(\.name))
  }
}
