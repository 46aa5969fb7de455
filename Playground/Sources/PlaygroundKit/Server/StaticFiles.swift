import Foundation
import Hummingbird

/// The page, its scripts and style, the model compiled to WebAssembly (`butterfly.wasm`, built by
/// `scripts/build-wasm`) and `openapi.yaml`: the `Public` folder of the package's resources, served by
/// Hummingbird's `FileMiddleware` (nothing outside the folder is reachable) and copied by
/// `playground --static`.
public struct StaticFiles: Sendable {
  /// The folder.
  public let folder: URL
  /// The files' names, sorted (the folder has no subfolders; hidden files are left out).
  public let names: [String]

  /// The files the page cannot do without: a build that lacks one is broken.
  static let required = ["index.html", "butterfly.wasm"]

  /// Finds the folder in the bundle's resources.
  /// - Throws: ``MissingResource`` when the folder or a ``required`` file is missing (a broken build).
  public init() throws {
    guard let folder = Bundle.module.url(forResource: "Public", withExtension: nil),
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { throw MissingResource(name: "") }
    self.folder = folder
    self.names = names.filter { !$0.hasPrefix(".") }.sorted()
    for name in Self.required where !self.names.contains(name) { throw MissingResource(name: name) }
  }

  /// The URL paths served: `/` (the page) and `/<name>` for each file.
  public var paths: [String] { ["/"] + names.map { "/\($0)" } }

  /// The middleware serving the files: `/` is `index.html`; GET and HEAD; `ETag`, `Last-Modified` and
  /// ranges as Hummingbird does them; `Cache-Control: no-cache` (a browser revalidates, so an edited
  /// page shows at once); text as UTF-8; any other path falls through to a 404.
  func middleware<Context: RequestContext>() -> FileMiddleware<Context, LocalFileSystem> {
    func utf8(_ type: MediaType) -> MediaType { type.withParameter(name: "charset", value: "utf-8") }
    return FileMiddleware(
      folder.path, cacheControl: CacheControl([(MediaType(type: .any), [.noCache])]), searchForIndexHtml: true
    )
    .withAdditionalMediaTypes(forFileExtensions: [
      "html": utf8(.textHtml), "js": utf8(.textJavascript), "css": utf8(.textCss),
      "yaml": utf8(MediaType(type: .application, subType: "yaml")),
    ])
  }
}

/// A resource file the build should have copied is missing.
public struct MissingResource: Error, CustomStringConvertible {
  /// The file's name (empty for the folder itself).
  public var name: String
  /// `missing resource Public/<name>: rebuild the playground`.
  public var description: String { "missing resource Public/\(name): rebuild the playground" }
}
