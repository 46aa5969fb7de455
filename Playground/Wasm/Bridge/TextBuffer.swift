/// The bytes the page and the module pass text through (UTF-8): the page writes a setting's name and
/// value into it (`bb_text_reserve(n)` → where), the module writes its answers into it (a drawing, a
/// JSON object; the call returns the length, `bb_text()` says where). It grows to the largest text
/// passed; the page asks for its address after every call, so it may move.
struct TextBuffer {
  private(set) var bytes: UnsafeMutablePointer<UInt8>
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
    bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
  }

  /// Room for at least `count` bytes (the old contents are not kept).
  mutating func reserve(_ count: Int) -> UnsafeMutablePointer<UInt8> {
    if count > capacity {
      bytes.deallocate()
      capacity = max(count, 2 * capacity)
      bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    }
    return bytes
  }

  /// The text in the first `count` bytes from `offset`, read as UTF-8 (invalid bytes become U+FFFD).
  func text(from offset: Int, count: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: bytes + offset, count: max(0, count)), as: UTF8.self)
  }

  /// Writes `text` as UTF-8.
  /// - Returns: Its length in bytes.
  mutating func write(_ text: String) -> Int32 {
    var text = text
    return text.withUTF8 { utf8 in
      let target = reserve(utf8.count)
      if let base = utf8.baseAddress { target.update(from: base, count: utf8.count) }
      return Int32(utf8.count)
    }
  }
}
