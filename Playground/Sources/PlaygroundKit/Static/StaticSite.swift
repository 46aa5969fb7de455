import Foundation

/// The playground as a folder any static web host serves, with no server at all
/// (`scripts/playground --static DIR`): the page, its scripts, style and `butterfly.wasm` (the model
/// the page runs), and the settings catalogue at `api/settings` — the relative URL the page reads in
/// both forms. `index.html` is marked `data-static`, so the page does not ask for what needs the
/// server (the tuning file, the localized labels and accessibility text); the model in the page writes
/// the drawing, the report and verdict, the notes, the Swift and the CSV in both forms.
public enum StaticSite {
  /// Writes the site into `directory` (created when missing; files already there are replaced).
  /// - Parameters:
  ///   - directory: The folder.
  ///   - files: The playground's files.
  /// - Returns: The paths written, relative to `directory`.
  /// - Throws: A file system error, or an `EncodingError` (never: the catalogue's numbers are finite).
  @discardableResult
  public static func write(to directory: URL, files: StaticFiles) throws -> [String] {
    var written: [String] = []
    func put(_ data: Data, at path: String) throws {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
      written.append(path)
    }
    for name in files.names where name != "openapi.yaml" {
      var data = try Data(contentsOf: files.folder.appendingPathComponent(name))
      if name == "index.html" {
        data = Data(
          String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: "<html lang=\"en\">", with: "<html lang=\"en\" data-static>"
          ).utf8)
      }
      try put(data, at: name)
    }
    try put(try APIResponseEncoder.json.encode(CatalogueResponse()), at: "api/settings")
    return written
  }
}
