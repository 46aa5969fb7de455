import _ButterflyShims

/// Refuses, before anything is written, two outputs of one run that are the same file under any
/// spelling (`x`, `./x`, `a/../x`, a symlink, a hard link), two outputs that are both standard output,
/// and an output that is also one of the run's inputs.
///
/// Existing files are compared by device and inode (which sees through symlinks and hard links);
/// files not yet created by the resolved path they will be created at: the `realpath` of their
/// folder and their name, after following any dangling symlinks.
package enum OutputAliases {
  /// What a path stands for.
  enum Identity: Hashable {
    /// Standard output (`-`).
    case standardOutput
    /// An existing file.
    case node(device: UInt64, inode: UInt64)
    /// A file still to be created, by its resolved path.
    case path(FileSystemPath)
  }

  /// The identity of an output or input path, or `nil` when it cannot be resolved (the output's own
  /// checks then report why).
  static func identity(of path: String) -> Identity? {
    if path == "-" { return .standardOutput }
    let file = FileSystemPath(path)
    var info = stat()
    if file.withCString({ stat($0, &info) }) == 0 {
      return .node(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
    guard let target = OutputDestination.danglingTarget(file),
      let folder = OutputDestination.realPath(OutputDestination.folder(of: target))
    else { return nil }
    return .path(folder.appending([UInt8(ascii: "/")] + target.name))
  }

  /// Checks a run's outputs against each other and against its inputs.
  /// - Parameters:
  ///   - outputs: Each output option with its path (`nil` when not given).
  ///   - inputs: Each input option with its path (`-` for standard input is never an alias).
  /// - Throws: ``UsageError`` naming the later of two clashing outputs, or the output that is an input.
  package static func check(outputs: [(option: String, path: String?)], inputs: [(option: String, path: String)] = [])
    throws(UsageError)
  {
    var seen: [(option: String, path: String, identity: Identity)] = []
    for case (let option, let path?) in outputs {
      guard let identity = identity(of: path) else { continue }
      if let earlier = seen.first(where: { $0.identity == identity }) {
        if identity == .standardOutput {
          throw UsageError(
            option: option,
            "'-' with \(earlier.option) - would mix two outputs on standard output; expected a file path")
        }
        throw UsageError(
          option: option,
          "'\(FileSystemPath(path))' is the same file as \(earlier.option) '\(FileSystemPath(earlier.path))'; "
            + "expected a different file")
      }
      seen.append((option, path, identity))
    }
    for (option, path) in inputs where path != "-" {
      guard let identity = identity(of: path), let output = seen.first(where: { $0.identity == identity }) else {
        continue
      }
      throw UsageError(
        option: output.option,
        "'\(FileSystemPath(output.path))' is also the input \(option) '\(FileSystemPath(path))'; expected a "
          + "different file")
    }
  }
}
