extension StringProtocol {
  /// The text without leading and trailing spaces and tabs (an option's value, a list item, a shard).
  package func trimmingWhitespace() -> String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
    return String(slice)
  }
}
