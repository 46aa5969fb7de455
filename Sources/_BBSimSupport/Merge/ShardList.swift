import Foundation

/// `merge --shard-list FILE`: shard paths one per line, for more files than ArgumentParser parses
/// quickly as arguments (it stores a repeated argument by copying the list for each value).
package enum ShardList {
  /// The largest list read (bytes): 100,000 paths of 160 bytes.
  package static let maximumBytes = 16 << 20

  /// The paths listed in the file at `path` (`-`: standard input), in order, empty lines skipped; each
  /// line's bytes as given (``CommandLineArguments/decode(_:)``, as an argument's), a final `\r` kept.
  /// - Throws: ``UsageError`` naming `--shard-list` when the file cannot be read or is larger than
  ///   ``maximumBytes``.
  package static func read(_ path: String) throws(UsageError) -> [String] {
    let data: Data
    do {
      let handle =
        path == "-" ? FileHandle.standardInput : try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { if path != "-" { try? handle.close() } }
      data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
    } catch {
      throw UsageError(option: "--shard-list", "cannot read '\(FileSystemPath(path))'; expected a readable file")
    }
    guard data.count <= maximumBytes else {
      throw UsageError(
        option: "--shard-list",
        "'\(FileSystemPath(path))' is larger than \(maximumBytes >> 20) MiB; expected one path per line")
    }
    return data.split(separator: UInt8(ascii: "\n")).map { CommandLineArguments.decode(Array($0)) }
  }
}
