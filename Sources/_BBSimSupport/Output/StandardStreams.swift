import _ButterflyShims

/// The process's standard streams, made safe before any output opens, and the one checked way to
/// write a report to standard output.
///
/// - A closed descriptor 0, 1 or 2 is reopened on `/dev/null` (opened, never created), so no output
///   file can take its number and receive notes or another output's bytes.
/// - SIGPIPE is ignored: a reader that goes away makes a write fail with EPIPE, which the command
///   reports (one line, exit 74) after removing its temporary files, instead of the process dying
///   with them left behind.
/// - Reports go through ``write(_:)``, which throws ``OutputError`` when a byte could not be written,
///   so no command exits 0 without its report.
/// - A command asked to write to standard output when it was closed at start (`--out -`, `--summary -`,
///   a report or table) fails as `cat file >&-` does: its writes go to ``output``, which is then an
///   invalid descriptor, so the first one fails with EBADF ("Bad file descriptor"), one line, exit 74.
package enum StandardStreams {
  /// Whether standard output was closed when the process started: written once by ``prepare()``,
  /// first thing in `main`, before any other thread exists, and only read afterwards.
  nonisolated(unsafe) private static var outputWasClosed = false

  /// Reopens closed standard descriptors and ignores SIGPIPE. Call once, first thing in `main`.
  package static func prepare() {
    signal(SIGPIPE, SIG_IGN)
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
      if descriptor == STDOUT_FILENO { outputWasClosed = true }
      reopen(descriptor)
    }
  }

  /// The descriptor output meant for standard output is written to: 1, or −1 when standard output was
  /// closed at start (every write then fails with EBADF).
  package static var output: Int32 {
    outputWasClosed ? -1 : STDOUT_FILENO
  }

  /// Makes `descriptor` (closed) valid again: `/dev/null` read-write, or, when it cannot be opened, the
  /// write end of a pipe whose read end is closed (writes then fail with EPIPE, and are reported).
  private static func reopen(_ descriptor: Int32) {
    let null = open("/dev/null", O_RDWR | O_NOCTTY)
    if null >= 0 {
      if null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
      return
    }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    if ends[1] != descriptor {
      dup2(ends[1], descriptor)
      close(ends[1])
    }
    if ends[0] != descriptor { close(ends[0]) }
  }

  /// Writes `text` to standard output, unbuffered.
  /// - Throws: ``OutputError`` (exit 74) when the write fails: a closed pipe, a full disk.
  package static func write(_ text: String) throws(OutputError) {
    guard Diagnostics.writeAll(output, Array(text.utf8)) else {
      throw OutputError(path: "standard output", reason: String(cString: strerror(errno)))
    }
  }

  /// Writes each line, with a newline, to standard output in one write.
  /// - Throws: ``OutputError`` when the write fails.
  package static func write(lines: [String]) throws(OutputError) {
    try write(lines.map { $0 + "\n" }.joined())
  }
}
