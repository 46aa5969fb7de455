/// Reading a key from the characters a platform key event carries (AppKit's
/// `charactersIgnoringModifiers`), for hosts that receive raw key events.
extension ButterflyKey {
  /// The key a key event's characters name.
  ///
  /// ```
  /// " "            → .space
  /// "\r", "\n", "\u{3}" (Enter) → .return
  /// anything else  → .other(characters)
  /// ```
  /// - Parameter characters: The event's characters, ignoring modifiers.
  public init(characters: String) {
    switch characters {
    case " ": self = .space
    case "\r", "\n", "\u{3}": self = .return
    default: self = .other(characters)
    }
  }
}
