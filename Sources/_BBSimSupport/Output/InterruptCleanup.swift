import Foundation
import _ButterflyShims

/// Removes pending temporary output files when the process is interrupted (SIGINT, SIGTERM, SIGHUP),
/// so an interrupted run never leaves a partial file.
///
/// The paths live in a fixed C table of ``capacity`` string pointers, allocated once before the
/// handlers are installed and never resized or freed. The handler only reads that raw memory (no
/// Swift array, so no exclusivity check and no retain or release), unlinks each path
/// (async-signal-safe), then re-raises the signal with its default action. A slot is filled by
/// copying the path first and publishing the pointer last, and emptied by clearing the pointer
/// before freeing the copy, so the handler sees either a whole path or none.
package enum InterruptCleanup {
  /// How many temporary files can be pending at once: well above the most any command opens (the
  /// gallery's tiles and index, 22 today). A file opened beyond it still works but is not removed on
  /// interruption.
  static let capacity = 256

  /// The table: `capacity` C-string pointers, `nil` for a free slot. Allocated once, never freed.
  nonisolated(unsafe) private static let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    table.initialize(repeating: nil, count: capacity)
    return table
  }()
  nonisolated(unsafe) private static var installed = false
  /// Serialises ``register(_:)`` and ``unregister(_:)`` (never taken by the signal handler).
  private static let lock = NSLock()

  /// Registers a temporary file; returns its slot (or `nil` when the table is full).
  ///
  /// Called when an output opens (on one thread at a time in `bbsim`; serialised anyway, so
  /// concurrent callers in tests cannot take the same slot).
  static func register(_ path: FileSystemPath) -> Int? {
    locked {
      installHandlers()
      guard let index = (0..<capacity).first(where: { table[$0] == nil }), let copy = path.withCString({ strdup($0) })
      else {
        return nil
      }
      table[index] = copy
      return index
    }
  }

  /// Forgets a slot once its file is renamed or removed.
  static func unregister(_ slot: Int) {
    guard (0..<capacity).contains(slot) else { return }
    locked {
      let pointer = table[slot]
      table[slot] = nil
      free(pointer)
    }
  }

  /// The path registered in `slot`, if any (for tests).
  static func path(in slot: Int) -> String? {
    guard (0..<capacity).contains(slot) else { return nil }
    return locked { table[slot].map { String(cString: $0) } }
  }

  /// Runs `body` holding the table's lock (never taken by the signal handler).
  private static func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// Allocates the table, then installs the handlers (once, under the lock, before any slot is used).
  private static func installHandlers() {
    guard !installed else { return }
    installed = true
    _ = table
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber) { received in
        InterruptCleanup.removePending()
        signal(received, SIG_DFL)
        raise(received)
      }
    }
  }

  /// Unlinks every registered path; reads only the raw table.
  private static func removePending() {
    let table = table
    for index in 0..<capacity {
      if let pointer = table[index] { unlink(pointer) }
    }
  }
}
