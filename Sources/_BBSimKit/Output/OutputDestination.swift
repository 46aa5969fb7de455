#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// How an output path is written, decided from what the path is before any work, like `cp` and `sort -o`.
///
/// - `-`: standard output.
/// - A character or block device, FIFO or socket (directly or through symlinks): opened and written in
///   place, never unlinked or replaced.
/// - A regular file, or a path that does not exist yet: written to a temporary file beside the final
///   file and renamed over it. Through a symlink the final file is the link's target, so the link stays
///   a link; an existing file's permission bits are kept.
/// - A directory, or a path whose folder does not exist: a usage error.
enum OutputDestination: Equatable {
  /// Standard output (`-`).
  case standardOutput
  /// A special file written in place through `path`.
  case inPlace(path: String)
  /// A regular file written by rename onto `path` (symlinks resolved); `mode` is the existing file's
  /// permission bits, `nil` when it does not exist yet.
  case replace(path: String, mode: mode_t?)

  /// The most symlinks followed while resolving a link whose target does not exist (as `SYMLOOP_MAX`).
  static let maximumLinks = 40

  /// Classifies `path`.
  /// - Parameters:
  ///   - path: The path given on the command line, or `-`.
  ///   - option: The option that named it (for errors).
  /// - Throws: ``UsageError`` for an empty path, a directory, a dangling link loop, or a missing folder.
  static func resolve(_ path: String, option: String) throws(UsageError) -> OutputDestination {
    if path == "-" { return .standardOutput }
    let accepted = "a writable file path, or - for standard output"
    guard !path.isEmpty, !path.hasSuffix("/") else { throw UsageError(option: option, value: path, accepted: accepted) }
    var info = stat()
    if stat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR: throw UsageError(option: option, "'\(path)' is a directory; expected \(accepted)")
      case S_IFREG:
        guard let real = realPath(path) else {
          throw UsageError(option: option, "cannot resolve '\(path)'; expected \(accepted)")
        }
        return .replace(path: real, mode: info.st_mode & 0o7777)
      default: return .inPlace(path: path)
      }
    }
    guard errno == ENOENT, let target = danglingTarget(path) else {
      let reason = String(cString: strerror(errno))
      throw UsageError(option: option, "cannot write '\(path)' (\(reason)); expected \(accepted)")
    }
    var folder = stat()
    guard stat(directory(of: target).isEmpty ? "." : directory(of: target), &folder) == 0,
      (folder.st_mode & S_IFMT) == S_IFDIR
    else {
      throw UsageError(option: option, "the folder of '\(path)' does not exist; expected \(accepted)")
    }
    return .replace(path: target, mode: nil)
  }

  /// The folder part of `path` including its trailing slash, or `""` for a bare name.
  static func directory(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
  }

  /// `realpath(3)` of an existing path.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The path a new file must be created at so that `path` names it: `path` itself, or the final target
  /// of a chain of symlinks that ends at a name that does not exist yet. `nil` for a loop.
  private static func danglingTarget(_ path: String) -> String? {
    var current = path
    for _ in 0...maximumLinks {
      var info = stat()
      guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = target.hasPrefix("/") ? target : directory(of: current) + target
    }
    return nil
  }
}
