#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Removes pending temporary output files when the process is interrupted (SIGINT, SIGTERM, SIGHUP),
/// so an interrupted run never leaves a partial file.
///
/// The paths live in a fixed table of C strings the signal handler reads without allocating; the
/// handler unlinks them (async-signal-safe), then re-raises the signal with its default action.
public enum InterruptCleanup {
  /// How many temporary files can be pending at once.
  static let capacity = 8
  nonisolated(unsafe) private static var paths: [UnsafeMutablePointer<CChar>?] = Array(repeating: nil, count: 8)
  nonisolated(unsafe) private static var installed = false

  /// Registers a temporary file; returns its slot (or `nil` when the table is full).
  static func register(_ path: String) -> Int? {
    installHandlers()
    guard let index = paths.firstIndex(where: { $0 == nil }) else { return nil }
    paths[index] = strdup(path)
    return index
  }

  /// Forgets a slot once its file is renamed or removed.
  static func unregister(_ slot: Int) {
    let pointer = paths[slot]
    paths[slot] = nil
    free(pointer)
  }

  private static func installHandlers() {
    guard !installed else { return }
    installed = true
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber) { received in
        InterruptCleanup.removePending()
        signal(received, SIG_DFL)
        raise(received)
      }
    }
  }

  private static func removePending() {
    for index in 0..<capacity {
      if let pointer = paths[index] { unlink(pointer) }
    }
  }
}
