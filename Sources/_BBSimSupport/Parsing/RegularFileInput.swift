import _ButterflyShims

/// The one rule for every file `bbsim` reads (merge's shards, `--tuning`): only a regular file is
/// read. It is opened without blocking (a FIFO without a writer would otherwise wait forever) and
/// refused when it is a folder, pipe, FIFO, device or socket.
package enum RegularFileInput {
  /// Why a path cannot be read as a regular file.
  package enum Refusal: Error {
    /// `open` failed; the system's reason.
    case unreadable(String)
    /// It is not a regular file; what it is ("a pipe or FIFO", …).
    case notRegular(String)
  }

  /// Opens `path` for reading, if it is a regular file.
  /// - Returns: The open descriptor (the caller closes it) and the file's status.
  /// - Throws: ``Refusal``.
  package static func opening(_ path: String) throws(Refusal) -> (descriptor: Int32, info: stat) {
    let descriptor = FileSystemPath(path).withCString {
      open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    }
    guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      let kind = Self.kind(info.st_mode & S_IFMT)
      close(descriptor)
      throw .notRegular(kind)
    }
    return (descriptor, info)
  }

  /// A file kind for messages.
  static func kind(_ type: mode_t) -> String {
    switch type {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a pipe or FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "not readable as a file"
    }
  }

  /// Reads up to `bytes.count − start` bytes into `bytes[start...]`, retrying interrupted reads.
  /// - Returns: The count read, 0 at the end of the file, −1 on error (`errno` says why).
  package static func readBlock(
    _ descriptor: Int32, into bytes: UnsafeMutableRawBufferPointer, from start: Int
  ) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    var count = 0
    repeat {
      count = read(descriptor, base + start, bytes.count - start)
    } while count < 0 && errno == EINTR
    return count
  }
}
