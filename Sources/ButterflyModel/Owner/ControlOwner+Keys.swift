import ButterflyPhysics

/// Which key presses activate, for the owner's platform.
extension ControlOwner {
  /// What a key press means for the control on its platform.
  ///
  /// ```
  /// Return on macOS            → passThrough: it reaches the window's default button (an NSButton
  ///                              checkbox answers Space only)
  /// a repeat of an activating key (held down) → cancel: the control's key, consumed, no toggle
  /// otherwise                  → the interpreter's (Space and Return activate; other keys pass)
  /// ```
  /// - Parameters:
  ///   - key: The key.
  ///   - isRepeat: Whether the event is a key repeat of a held key.
  /// - Returns: The outcome; only `.activate` toggles.
  public func keyOutcome(_ key: ButterflyKey, isRepeat: Bool) -> InteractionOutcome {
    if key == .return, driver.platform == .macOS { return .passThrough }
    let outcome = driver.interpreter.classify(key: key)
    guard isRepeat, outcome.spinGesture != nil else { return outcome }
    return .cancel
  }
}
