import Foundation

/// An accessibility trait the control exposes (mapped to `AccessibilityTraits` / `UIAccessibilityTraits`).
public enum ButterflyAccessibilityTrait: String, CaseIterable, Hashable, Sendable {
  /// A button (always).
  case button
  /// A toggle (`.isToggle`, iOS 17+): VoiceOver says "switch button" and reads on/off from the value.
  case toggle
  /// Selected, i.e. `isOn` (UIKit's `.selected`).
  case selected
  /// Disabled (UIKit's `.notEnabled`; VoiceOver says "dimmed").
  case notEnabled
}

/// The text and traits assistive technologies get. Title, top and bottom labels are passed in already
/// localized (the developer's strings); the package's own strings come from ``ButterflyStrings``.
///
/// ```
/// label   = title
/// value   = isOn ? topLabel : bottomLabel
/// hint    = localized hint for the platform's input (touch / pointer / remote / gaze)
/// traits  = {button, toggle} ∪ {selected if isOn} ∪ {notEnabled if disabled}
/// large content text = format(title, value)   e.g. "Butterfly: true"
/// ```
public struct ButterflyAccessibility: Hashable, Sendable {
  /// The element's label: the title (empty title → the value, so the element is never unnamed).
  public let label: String
  /// The element's value: the label of the face showing for `isOn`.
  public let value: String
  /// The hint for this platform's input, or "not enabled" text while disabled.
  public let hint: String
  /// The traits.
  public let traits: Set<ButterflyAccessibilityTrait>
  /// The name of the custom action that flips the medallion (the default activation does the same).
  public let activationActionName: String
  /// The Large Content Viewer title (title and state together).
  public let largeContentTitle: String
  /// Whether the element accepts activation.
  public let isEnabled: Bool
  /// The localized "not enabled" text (for platforms or contexts that need it spelled out).
  public let notEnabledText: String

  /// Builds the accessibility description.
  /// - Parameters:
  ///   - title: The localized title.
  ///   - topLabel: The localized top-face label (`nil` → the package's "true").
  ///   - bottomLabel: The localized bottom-face label (`nil` → the package's "false").
  ///   - isOn: The toggle's value.
  ///   - isEnabled: Whether the control is enabled.
  ///   - platform: Selects the hint.
  ///   - language: The language for the package's own strings (e.g. `"de"`).
  public init(
    title: String, topLabel: String? = nil, bottomLabel: String? = nil, isOn: Bool,
    isEnabled: Bool = true, platform: ButterflyPlatform = .current, language: String = "en"
  ) {
    let top = topLabel ?? ButterflyStrings.string(.topLabel, language: language)
    let bottom = bottomLabel ?? ButterflyStrings.string(.bottomLabel, language: language)
    let currentValue = isOn ? top : bottom
    value = currentValue
    label = title.isEmpty ? currentValue : title
    notEnabledText = ButterflyStrings.string(.notEnabled, language: language)
    hint = isEnabled ? ButterflyStrings.string(platform.inputKind.hintKey, language: language) : notEnabledText
    var traits: Set<ButterflyAccessibilityTrait> = [.button, .toggle]
    if isOn { traits.insert(.selected) }
    if !isEnabled { traits.insert(.notEnabled) }
    self.traits = traits
    self.isEnabled = isEnabled
    activationActionName = ButterflyStrings.string(.actionFlip, language: language)
    let format = ButterflyStrings.string(.largeContentFormat, language: language)
    largeContentTitle =
      title.isEmpty
      ? currentValue
      : format.replacingOccurrences(of: "%1$@", with: title)
        .replacingOccurrences(of: "%2$@", with: currentValue)
  }
}
