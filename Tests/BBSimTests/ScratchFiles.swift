import Foundation
import Testing
import _ButterflyShims

/// What a scratch folder holds, entry by entry, so a test can prove every pre-existing file is
/// byte-identical and of the same kind after a run.
struct ScratchSnapshot: Equatable, CustomStringConvertible {
  /// One entry: its kind, permission bits, and contents (a regular file's bytes, a link's target).
  struct Entry: Equatable {
    var kind: mode_t
    var mode: mode_t
    var device: UInt64
    var contents: Data
  }

  var entries: [String: Entry]

  /// Every entry under `directory` (not following symlinks; not descending into mounted folders'
  /// special files beyond their entries).
  init(of directory: URL) {
    var entries: [String: Entry] = [:]
    let manager = FileManager.default
    var pending = [""]
    while let relative = pending.popLast() {
      let path = relative.isEmpty ? directory.path : directory.path + "/" + relative
      for name in (try? manager.contentsOfDirectory(atPath: path)) ?? [] {
        let key = relative.isEmpty ? name : relative + "/" + name
        let full = directory.path + "/" + key
        var info = stat()
        guard lstat(full, &info) == 0 else { continue }
        let kind = info.st_mode & S_IFMT
        var contents = Data()
        switch kind {
        case S_IFREG: contents = (try? Data(contentsOf: URL(fileURLWithPath: full))) ?? Data()
        case S_IFLNK: contents = Data(((try? manager.destinationOfSymbolicLink(atPath: full)) ?? "").utf8)
        case S_IFDIR: pending.append(key)
        default: break
        }
        entries[key] = Entry(
          kind: kind, mode: info.st_mode & 0o7777, device: UInt64(info.st_rdev), contents: contents)
      }
    }
    self.entries = entries
  }

  /// The entries that changed, disappeared or changed kind since `earlier` (new entries not counted).
  func changes(since earlier: ScratchSnapshot) -> [String] {
    earlier.entries.keys.sorted().filter { entries[$0] != earlier.entries[$0] }
  }

  /// Entries added since `earlier`.
  func added(since earlier: ScratchSnapshot) -> [String] {
    entries.keys.sorted().filter { earlier.entries[$0] == nil }
  }

  var description: String { entries.keys.sorted().joined(separator: ", ") }
}

/// Runs `bbsim` through `/bin/sh`, for what `Process` cannot express: closed descriptors (`>&-`),
/// argument bytes that are not UTF-8 (`"$(printf '\377')"`), pipelines.
enum BBSimShell {
  /// Runs `script` with `sh -c` in `directory`; `$BBSIM` is the binary.
  static func run(_ script: String, in directory: URL) throws -> BBSimBinary.Result {
    guard let url = BBSimBinary.url else { throw CocoaError(.fileNoSuchFile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(["BBSIM": url.path]) { $1 }
    return try BBSimBinary.capture(process)
  }

  /// `'text'` quoted for the shell.
  static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

/// A tiny tmpfs mounted inside a scratch folder: a real file system that fills up, or that is
/// read-only, without touching anything outside the folder. Cancels the test when mounting is not
/// permitted.
final class TinyFileSystem {
  let url: URL

  /// Mounts a tmpfs of `kilobytes` at `directory/name`; `readOnly` remounts it read-only after
  /// `prepare` has put files in it.
  init(
    in directory: URL, name: String = "small", kilobytes: Int, readOnly: Bool = false,
    prepare: (URL) throws -> Void = { _ in }
  )
    throws
  {
    url = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    guard Self.mount(["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", url.path]) else {
      try Test.cancel("cannot mount a tmpfs here (needs CAP_SYS_ADMIN); the full-disk case is not exercised")
    }
    try prepare(url)
    if readOnly, !Self.mount(["-o", "remount,ro", url.path]) {
      unmount()
      try Test.cancel("cannot remount the tmpfs read-only here")
    }
  }

  deinit { unmount() }

  func unmount() { _ = Self.run("/bin/umount", [url.path]) }

  private static func mount(_ arguments: [String]) -> Bool { run("/bin/mount", arguments) }

  private static func run(_ tool: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardOutput = Pipe()
    process.standardError = Pipe()
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
