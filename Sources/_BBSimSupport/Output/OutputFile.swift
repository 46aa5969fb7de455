import _ButterflyShims

/// Where a command's output goes: standard output (`-`), a special file written in place, or a regular
/// file that appears atomically (see ``OutputDestination`` for how a path is classified).
///
/// A regular file is written to a temporary name in the final file's directory (`.<name>.tmp-XXXXXX`) and
/// renamed into place by ``commit()``, so a failed or interrupted run never leaves a partial file: errors
/// call ``discard()``, and SIGINT/SIGTERM remove the temporary file (see ``InterruptCleanup``). A device,
/// FIFO or socket is opened and written in place and never removed. The destination is opened when the
/// sink opens, before any work, so an unwritable path is reported at once as a usage error.
package final class OutputSink {
  /// The path given, or `-` for standard output.
  package let path: String
  /// The temporary file renamed onto `finalPath` at commit; `nil` for standard output and special files.
  private let temporaryPath: FileSystemPath?
  /// Where the temporary file is renamed to (a symlink's target, not the link).
  private let finalPath: FileSystemPath
  /// The path for messages (bytes that are not UTF-8 shown as U+FFFD).
  private var shownPath: String { path == "-" ? "standard output" : FileSystemPath(path).description }
  /// Whether the descriptor belongs to this sink (a temporary or special file) and is closed at commit.
  private let ownsDescriptor: Bool
  private var descriptor: Int32?
  private var slot: Int?
  private var failed = false
  /// Whether the temporary file exists (opened, not yet renamed or removed).
  private var isPending = false

  /// Whether this sink is standard output.
  package var isStandardOutput: Bool { !ownsDescriptor }

  /// Opens `path` (`-` for standard output).
  /// - Parameters:
  ///   - path: The destination file, or `-`.
  ///   - option: The option that named it (for errors).
  /// - Throws: ``UsageError`` when the path is empty, a directory, or its directory is missing or
  ///   not writable.
  package init(path: String, option: String) throws(UsageError) {
    self.path = path
    let accepted = OutputDestination.accepted
    switch try OutputDestination.resolve(path, option: option) {
    case .standardOutput:
      temporaryPath = nil
      finalPath = FileSystemPath(path)
      ownsDescriptor = false
      descriptor = StandardStreams.output
    case .inPlace(let special):
      let descriptor = special.withCString { open($0, O_WRONLY | O_NOCTTY | O_CLOEXEC) }
      guard descriptor >= 0 else {
        let reason = String(cString: strerror(errno))
        throw UsageError(option: option, "cannot write '\(special)' (\(reason)); expected \(accepted)")
      }
      temporaryPath = nil
      finalPath = special
      ownsDescriptor = true
      self.descriptor = descriptor
    case .replace(let target, let mode):
      var template = Self.temporaryTemplate(for: target).bytes.map { CChar(bitPattern: $0) } + [0]
      let descriptor = template.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { mkstemp($0) } ?? -1
      }
      guard descriptor >= 0 else {
        let reason = String(cString: strerror(errno))
        throw UsageError(
          option: option, "cannot write '\(FileSystemPath(path))' (\(reason)); expected \(accepted)")
      }
      if let mode {
        fchmod(descriptor, mode)
      } else {
        let mask = umask(0)
        umask(mask)
        fchmod(descriptor, 0o666 & ~mask)
      }
      let temporary = FileSystemPath(bytes: template.dropLast().map { UInt8(bitPattern: $0) })
      temporaryPath = temporary
      finalPath = target
      ownsDescriptor = true
      self.descriptor = descriptor
      isPending = true
      slot = InterruptCleanup.register(temporary)
    }
  }

  /// The longest file name component most file systems accept (bytes).
  static let maximumNameLength = 255

  /// `mkstemp`'s template for `target`: `.<name>.tmp-XXXXXX` in the same folder, the name cut (at a
  /// byte) so the whole component stays within ``maximumNameLength`` bytes; `mkstemp`'s six random
  /// characters keep it unique.
  static func temporaryTemplate(for target: FileSystemPath) -> FileSystemPath {
    let suffix = Array(".tmp-XXXXXX".utf8)
    let name = target.name.prefix(maximumNameLength - 1 - suffix.count)
    return target.directory.appending([UInt8(ascii: ".")] + name + suffix)
  }

  deinit { discard() }

  /// Appends bytes.
  /// - Throws: ``OutputError`` when the write fails (disk full, …).
  package func write(_ bytes: [UInt8]) throws(OutputError) {
    guard let descriptor, !bytes.isEmpty || descriptor < 0 else { return }
    let complete = Diagnostics.writeAll(descriptor, bytes)
    if !complete {
      failed = true
      throw OutputError(path: shownPath, reason: String(cString: strerror(errno)))
    }
  }

  /// Appends text (UTF-8).
  package func write(_ text: String) throws(OutputError) { try write(Array(text.utf8)) }

  /// Finishes the output: nothing to do for standard output; otherwise closes the temporary file and renames it into
  /// place.
  /// - Throws: ``OutputError`` when flushing, closing or renaming fails (the temporary file is removed).
  package func commit() throws(OutputError) {
    try Self.commitAll([self])
  }

  /// Finishes several outputs as one: closes every temporary file first (so a failed flush or close
  /// leaves no output at all), then renames them into place in a final loop.
  ///
  /// The rename loop is the one window that cannot be made atomic across files: when rename `k`
  /// fails (the directory was made read-only or a destination became a directory meanwhile), the
  /// outputs renamed before it that did not exist beforehand are removed again, but one that replaced
  /// an existing file keeps its new contents (the old file is gone). A SIGINT/SIGTERM during the loop
  /// removes the remaining temporary files and leaves the renamed ones.
  /// - Parameter sinks: The outputs, renamed in this order; standard output needs nothing.
  /// - Throws: ``OutputError`` for the first close or rename that fails; every temporary file is
  ///   removed.
  package static func commitAll(_ sinks: [OutputSink]) throws(OutputError) {
    for sink in sinks {
      do throws(OutputError) {
        try sink.closeFile()
      } catch {
        for other in sinks { other.discard() }
        throw error
      }
    }
    var created: [FileSystemPath] = []
    for (index, sink) in sinks.enumerated() {
      guard let temporaryPath = sink.temporaryPath, sink.isPending else { continue }
      var info = stat()
      let existed = sink.finalPath.withCString { lstat($0, &info) } == 0
      let renamed = temporaryPath.withCString { from in sink.finalPath.withCString { to in rename(from, to) } }
      guard renamed == 0 else {
        let reason = String(cString: strerror(errno))
        for path in created { _ = path.withCString { unlink($0) } }
        for other in sinks[index...] { other.discard() }
        throw OutputError(path: sink.shownPath, reason: reason)
      }
      sink.isPending = false
      sink.release()
      if !existed { created.append(sink.finalPath) }
    }
  }

  /// Closes the temporary or special file, keeping a temporary file for the rename.
  /// - Throws: ``OutputError`` when an earlier write failed or closing fails.
  private func closeFile() throws(OutputError) {
    guard let descriptor, ownsDescriptor else { return }
    self.descriptor = nil
    if close(descriptor) != 0 || failed {
      throw OutputError(
        path: shownPath, reason: failed ? "an earlier write failed" : String(cString: strerror(errno)))
    }
  }

  /// Abandons a file output: closes a special file, closes and removes the temporary file. Does nothing
  /// for standard output or after ``commit()``.
  package func discard() {
    if temporaryPath == nil, ownsDescriptor, let descriptor {
      close(descriptor)
      self.descriptor = nil
    }
    guard let temporaryPath, isPending else { return }
    if let descriptor { close(descriptor) }
    descriptor = nil
    isPending = false
    _ = temporaryPath.withCString { unlink($0) }
    release()
  }

  private func release() {
    if let slot { InterruptCleanup.unregister(slot) }
    slot = nil
  }
}

/// Writing an output file failed after it was opened (e.g. the disk filled up): exit status 74
/// (`EX_IOERR`), no file left behind.
package struct OutputError: Error, Sendable, CustomStringConvertible {
  /// The destination.
  package let path: String
  /// The system's reason.
  package let reason: String

  /// The failure to write `path`, for `reason`.
  /// - Parameters:
  ///   - path: The destination.
  ///   - reason: The system's reason.
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `"cannot write <path>: <reason>"`.
  package var description: String { "cannot write \(path): \(reason)" }
}
