import _ButterflyShims

/// How an output path is written, decided from what the path is before any work, like `cp` and `sort -o`.
///
/// - `-`: standard output.
/// - A character or block device, FIFO or socket (directly or through symlinks): opened and written in
///   place, never unlinked or replaced.
/// - A regular file, or a path that does not exist yet: written to a temporary file beside the final
///   file and renamed over it. Through a symlink the final file is the link's target, so the link stays
///   a link; an existing file's permission bits are kept.
/// - A directory, or a path whose folder does not exist: a usage error.
///
/// Paths are handled as bytes (``FileSystemPath``), so a name that is not UTF-8 is used as given.
package enum OutputDestination: Equatable {
  /// Standard output (`-`).
  case standardOutput
  /// A special file written in place through `path`.
  case inPlace(path: FileSystemPath)
  /// A regular file written by rename onto `path` (symlinks resolved); `mode` is the existing file's
  /// permission bits, `nil` when it does not exist yet.
  case replace(path: FileSystemPath, mode: mode_t?)

  /// The most symlinks followed while resolving a link whose target does not exist (as `SYMLOOP_MAX`).
  static let maximumLinks = 40

  /// What every output path accepts, for messages.
  static let accepted = "a writable file path whose folder exists, or - for standard output"

  /// Classifies `path`.
  /// - Parameters:
  ///   - path: The path given on the command line, or `-`.
  ///   - option: The option that named it (for errors).
  /// - Throws: ``UsageError`` for an empty path, a directory, a dangling link loop, or a missing folder.
  static func resolve(_ path: String, option: String) throws(UsageError) -> OutputDestination {
    if path == "-" { return .standardOutput }
    let file = FileSystemPath(path)
    guard !file.isEmpty, file.bytes.last != UInt8(ascii: "/") else {
      throw UsageError(option: option, value: file.description, accepted: accepted)
    }
    var info = stat()
    if file.withCString({ stat($0, &info) }) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR: throw UsageError(option: option, "'\(file)' is a directory; expected \(accepted)")
      case S_IFREG:
        guard let real = realPath(file) else {
          throw UsageError(option: option, "cannot resolve '\(file)'; expected \(accepted)")
        }
        return .replace(path: real, mode: info.st_mode & 0o7777)
      default: return .inPlace(path: file)
      }
    }
    guard errno == ENOENT, let target = danglingTarget(file) else {
      let reason = String(cString: strerror(errno))
      throw UsageError(option: option, "cannot write '\(file)' (\(reason)); expected \(accepted)")
    }
    guard isDirectory(folder(of: target)) else {
      throw UsageError(option: option, "the folder of '\(file)' does not exist; expected \(accepted)")
    }
    return .replace(path: target, mode: nil)
  }

  /// The folder a file at `path` lives in (`.` for a bare name).
  static func folder(of path: FileSystemPath) -> FileSystemPath {
    path.directory.isEmpty ? FileSystemPath(bytes: [UInt8(ascii: ".")]) : path.directory
  }

  /// Whether `path` is a directory (following symlinks).
  static func isDirectory(_ path: FileSystemPath) -> Bool {
    var info = stat()
    return path.withCString { stat($0, &info) } == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// `realpath(3)` of an existing path.
  static func realPath(_ path: FileSystemPath) -> FileSystemPath? {
    guard let resolved = path.withCString({ realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return FileSystemPath(bytes: UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)).map { $0 })
  }

  /// The path a new file must be created at so that `path` names it: `path` itself, or the final target
  /// of a chain of symlinks that ends at a name that does not exist yet. `nil` for a loop.
  static func danglingTarget(_ path: FileSystemPath) -> FileSystemPath? {
    var current = path
    for _ in 0...maximumLinks {
      var info = stat()
      guard current.withCString({ lstat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = current.withCString { readlink($0, &buffer, buffer.count - 1) }
      guard count > 0 else { return nil }
      let target = buffer[..<count].map { UInt8(bitPattern: $0) }
      current = target.first == UInt8(ascii: "/") ? FileSystemPath(bytes: target) : current.directory.appending(target)
    }
    return nil
  }
}
