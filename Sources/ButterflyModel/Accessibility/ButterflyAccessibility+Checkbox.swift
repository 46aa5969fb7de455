/// The value of the AppKit control's checkbox element.
///
/// A checkbox's accessibility value is a number, not text: AppKit's `NSAccessibilityCheckBox`
/// reports `0` (unchecked) or `1` (checked) through `accessibilityValue`, as `NSButton`'s checkbox
/// does, and a text value ("true", or empty) makes VoiceOver read a string instead of the state. The
/// face label, which says what the state means, is the value description
/// (`accessibilityValueDescription`, which AppKit documents as "the human-readable description of
/// the value", for elements whose raw value is not meaningful alone).
/// ```
/// checkboxValue    = isOn ? 1 : 0
/// valueDescription = value (the face label for isOn)
/// ```
extension ButterflyAccessibility {
  /// The checkbox state: `1` for the top face (`isOn`), `0` for the bottom.
  public var checkboxValue: Int { isOn ? 1 : 0 }
  /// The text that says what the state means: the face label (``value``).
  public var valueDescription: String { value }
}
