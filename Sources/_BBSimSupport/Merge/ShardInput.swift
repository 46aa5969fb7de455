import _ButterflyShims

/// One shard CSV read line by line, in blocks, so memory stays flat however large the shard and time
/// stays linear in what was read: each byte is searched for a line end once, and a line longer than
/// ``maximumLineLength`` is refused as soon as that many bytes are seen.
///
/// Only regular files are read (``RegularFileInput``): merge reads each shard twice (a check, then the
/// copy), which a pipe, FIFO or device cannot give.
package struct ShardInput: ~Copyable {
  /// The path as given.
  let path: String
  /// The file's identity and state when opened, to prove the copy reads what the check read.
  package let status: FileStatus
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where the search for the next line end resumes (bytes before it hold none).
  private var searched = 0
  /// File offset of `buffer[0]`.
  private var bufferOffset = 0
  private var atEnd = false

  /// How many bytes are read at a time.
  static let blockSize = 1 << 20

  /// The longest line accepted, line end included (a sweep row is under 1 KiB).
  package static let maximumLineLength = 1 << 16

  /// A regular file's device, inode, size and modification time.
  package struct FileStatus: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int
    var modified: Int
    var modifiedNanoseconds: Int

    init(_ info: stat) {
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
      size = Int(info.st_size)
      #if canImport(Darwin)
        modified = Int(info.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int(info.st_mtimespec.tv_nsec)
      #else
        modified = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
      #endif
    }
  }

  /// Opens `path` for reading.
  /// - Throws: ``MergeFailure`` when it cannot be opened or is not a regular file.
  package init(path: String) throws(MergeFailure) {
    self.path = path
    let file = FileSystemPath(path)
    do throws(RegularFileInput.Refusal) {
      let (descriptor, info) = try RegularFileInput.opening(path)
      self.descriptor = descriptor
      status = FileStatus(info)
    } catch {
      switch error {
      case .unreadable(let reason): throw MergeFailure("cannot read '\(file)': \(reason)")
      case .notRegular(let kind):
        throw MergeFailure(
          "'\(file)' is \(kind), not a regular file: merge reads each shard twice (check, then copy); save it "
            + "to a file first")
      }
    }
  }

  deinit { close(descriptor) }

  /// The file offset of the next unread line.
  package var offset: Int { bufferOffset + start }

  /// The next line with its line end (`\n`, possibly after `\r`; none on an unterminated last line), or
  /// `nil` at the end of the file.
  /// - Parameter number: The line's 1-based number, for messages.
  /// - Throws: ``MergeFailure`` when reading fails or the line is longer than ``maximumLineLength``.
  package mutating func nextLine(number: Int) throws(MergeFailure) -> ArraySlice<UInt8>? {
    while true {
      if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
        guard newline - start < Self.maximumLineLength else { throw tooLong(number) }
        defer {
          start = newline + 1
          searched = start
        }
        return buffer[start...newline]
      }
      searched = buffer.count
      guard buffer.count - start < Self.maximumLineLength else { throw tooLong(number) }
      if atEnd {
        guard start < buffer.count else { return nil }
        defer {
          start = buffer.count
          searched = start
        }
        return buffer[start...]
      }
      try refill()
    }
  }

  private func tooLong(_ number: Int) -> MergeFailure {
    MergeFailure(
      "'\(FileSystemPath(path))' line \(number): longer than \(Self.maximumLineLength) bytes without a line end; "
        + "not a sweep row")
  }

  /// Drops the consumed bytes and appends the next block.
  private mutating func refill() throws(MergeFailure) {
    buffer.removeFirst(start)
    bufferOffset += start
    searched -= start
    start = 0
    var count = 0
    let block = [UInt8](unsafeUninitializedCapacity: Self.blockSize) { bytes, initialized in
      count = RegularFileInput.readBlock(descriptor, into: UnsafeMutableRawBufferPointer(bytes), from: 0)
      initialized = max(count, 0)
    }
    guard count >= 0 else {
      throw MergeFailure("cannot read '\(FileSystemPath(path))': \(String(cString: strerror(errno)))")
    }
    buffer.append(contentsOf: block)
    atEnd = count == 0
  }

  /// Copies `length` bytes from file offset `from` to `sink`, after checking the file is still the
  /// one the check read (same device, inode, size and modification time).
  /// - Throws: ``MergeFailure`` when it changed or cannot be read, or ``OutputError``.
  package consuming func copy(
    from offset: Int, length: Int, checkedAs checked: FileStatus, to sink: OutputSink
  ) throws {
    guard status == checked else {
      throw MergeFailure("'\(FileSystemPath(path))' changed after it was checked; nothing written")
    }
    guard lseek(descriptor, off_t(offset), SEEK_SET) == off_t(offset) else {
      throw MergeFailure("cannot read '\(FileSystemPath(path))': \(String(cString: strerror(errno)))")
    }
    var left = length
    while left > 0 {
      var count = 0
      let block = [UInt8](unsafeUninitializedCapacity: min(left, Self.blockSize)) { bytes, initialized in
        count = RegularFileInput.readBlock(descriptor, into: UnsafeMutableRawBufferPointer(bytes), from: 0)
        initialized = max(count, 0)
      }
      guard count > 0 else {
        throw MergeFailure(
          "cannot read '\(FileSystemPath(path))': \(count < 0 ? String(cString: strerror(errno)) : "it became shorter")"
        )
      }
      try sink.write(block)
      left -= count
    }
  }
}
