import Foundation
import Hummingbird

/// The page, its scripts and style, the model compiled to WebAssembly (`butterfly.wasm`, built by
/// `scripts/build-wasm`) and `openapi.yaml`, read once from the package's resources and
/// served from memory (nothing else of the file system is reachable).
public struct StaticFiles: Sendable {
  /// One file.
  struct File: Sendable {
    /// Its bytes.
    var bytes: ByteBuffer
    /// Its media type.
    var contentType: String
  }

  /// The URL path of each file and its resource name and media type.
  static let table: [(path: String, name: String, type: String)] = [
    ("/", "index.html", "text/html; charset=utf-8"),
    ("/playground.js", "playground.js", "text/javascript; charset=utf-8"),
    ("/input.js", "input.js", "text/javascript; charset=utf-8"),
    ("/plot.js", "plot.js", "text/javascript; charset=utf-8"),
    ("/settings.js", "settings.js", "text/javascript; charset=utf-8"),
    ("/wasm.js", "wasm.js", "text/javascript; charset=utf-8"),
    ("/draw.js", "draw.js", "text/javascript; charset=utf-8"),
    ("/stage.js", "stage.js", "text/javascript; charset=utf-8"),
    ("/clock.js", "clock.js", "text/javascript; charset=utf-8"),
    ("/designer.js", "designer.js", "text/javascript; charset=utf-8"),
    ("/butterfly.wasm", "butterfly.wasm", "application/wasm"),
    ("/playground.css", "playground.css", "text/css; charset=utf-8"),
    ("/openapi.yaml", "openapi.yaml", "application/yaml; charset=utf-8"),
  ]

  /// The files by URL path.
  let files: [String: File]

  /// Reads every file from the bundle's `Public` folder.
  /// - Throws: ``MissingResource`` when one is missing (a broken build).
  public init() throws {
    var files: [String: File] = [:]
    for entry in Self.table {
      let parts = entry.name.split(separator: ".", maxSplits: 1).map(String.init)
      guard
        let url = Bundle.module.url(forResource: parts[0], withExtension: parts[1], subdirectory: "Public"),
        let data = try? Data(contentsOf: url)
      else { throw MissingResource(name: entry.name) }
      files[entry.path] = File(bytes: ByteBuffer(bytes: data), contentType: entry.type)
    }
    self.files = files
  }

  /// The URL paths served.
  public var paths: [String] { Self.table.map(\.path) }

  /// The response for a path.
  func response(for path: String) -> Response {
    guard let file = files[path] else { return Response(status: .notFound) }
    return Response(
      status: .ok, headers: [.contentType: file.contentType, .cacheControl: "no-cache"],
      body: .init(byteBuffer: file.bytes))
  }
}

/// A resource file the build should have copied is missing.
public struct MissingResource: Error, CustomStringConvertible {
  /// The file's name.
  public var name: String
  /// `missing resource Public/<name>`.
  public var description: String { "missing resource Public/\(name): rebuild the playground" }
}
