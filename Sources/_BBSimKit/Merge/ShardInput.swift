import _ButterflyShims

/// One shard CSV read line by line (CRLF or LF line ends), in blocks, so memory stays flat however
/// large the shard.
struct ShardInput: ~Copyable {
  /// The path as given.
  let path: String
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false

  /// How many bytes are read at a time.
  static let blockSize = 1 << 20

  /// Opens `path` for reading.
  /// - Throws: ``MergeFailure`` when it cannot be opened or is a folder.
  init(path: String) throws(MergeFailure) {
    self.path = path
    let file = FileSystemPath(path)
    descriptor = file.withCString { open($0, O_RDONLY) }
    guard descriptor >= 0 else {
      throw MergeFailure("cannot read '\(file)': \(String(cString: strerror(errno)))")
    }
  }

  deinit { close(descriptor) }

  /// The next line with its line end (`\r\n` or `\n`; none on an unterminated last line), or `nil`
  /// at the end of the file.
  /// - Throws: ``MergeFailure`` when reading fails.
  mutating func nextLine() throws(MergeFailure) -> ArraySlice<UInt8>? {
    while true {
      if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
        defer { start = newline + 1 }
        return buffer[start...newline]
      }
      if atEnd {
        guard start < buffer.count else { return nil }
        defer { start = buffer.count }
        return buffer[start...]
      }
      try refill()
    }
  }

  /// Drops the consumed bytes and appends the next block.
  private mutating func refill() throws(MergeFailure) {
    buffer.removeFirst(start)
    start = 0
    let old = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: Self.blockSize))
    var count = 0
    repeat {
      count = buffer.withUnsafeMutableBytes { bytes in
        bytes.baseAddress.map { read(descriptor, $0 + old, Self.blockSize) } ?? 0
      }
    } while count < 0 && errno == EINTR
    guard count >= 0 else {
      throw MergeFailure("cannot read '\(FileSystemPath(path))': \(String(cString: strerror(errno)))")
    }
    buffer.removeLast(Self.blockSize - count)
    atEnd = count == 0
  }
}
