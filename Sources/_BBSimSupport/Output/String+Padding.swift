extension String {
  /// Pads with spaces on the right to `width` characters.
  package func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
