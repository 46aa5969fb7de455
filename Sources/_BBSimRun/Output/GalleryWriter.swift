import ButterflyRender
import _BBSimSupport
import _ButterflyShims

/// Writes a set of files into one directory, all or nothing as far as the file system allows: every
/// file is opened (as a temporary ``OutputSink``) before any is written, every one is written and
/// closed before any is renamed, and the renames run last, in one loop
/// (``OutputSink/commitAll(_:)``). A rename that fails in that loop removes the new files renamed
/// before it; files that replaced ones from an earlier gallery keep their new contents (see
/// ``OutputSink/commitAll(_:)`` for this window).
package enum GalleryWriter {
  /// Writes `files` into `directory`, creating the directory (not its parents) if missing.
  /// - Parameters:
  ///   - files: The files (names without directories).
  ///   - directory: The destination directory.
  ///   - option: The option that named it (for errors).
  /// - Throws: ``UsageError`` when the directory cannot be created or written; ``OutputError`` when a
  ///   write fails (nothing is left behind but a directory this call created).
  package static func write(_ files: [Gallery.File], into directory: String, option: String) throws {
    let accepted = "a directory whose parent exists and is writable"
    let folder = FileSystemPath(directory)
    guard !folder.isEmpty else { throw UsageError(option: option, value: directory, accepted: accepted) }
    var info = stat()
    if folder.withCString({ stat($0, &info) }) == 0 {
      guard (info.st_mode & S_IFMT) == S_IFDIR else {
        throw UsageError(option: option, "'\(folder)' is not a directory; expected \(accepted)")
      }
    } else if folder.withCString({ mkdir($0, 0o777) }) != 0 {
      let reason = String(cString: strerror(errno))
      throw UsageError(option: option, "cannot create '\(folder)' (\(reason)); expected \(accepted)")
    }
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    var sinks: [OutputSink] = []
    do {
      for file in files { sinks.append(try OutputSink(path: base + file.name, option: option)) }
      for (sink, file) in zip(sinks, files) { try sink.write(file.contents) }
    } catch {
      for sink in sinks { sink.discard() }
      throw error
    }
    try OutputSink.commitAll(sinks)
  }
}
