import Foundation

/// An accessibility trait the control exposes (mapped to `AccessibilityTraits` / `UIAccessibilityTraits`).
public enum ButterflyAccessibilityTrait: String, CaseIterable, Hashable, Sendable {
  /// A button (always).
  case button
  /// A toggle (`.isToggle`, iOS 17+): VoiceOver says "switch button" and reads on/off from the value.
  case toggle
  /// Disabled (UIKit's `.notEnabled`; VoiceOver says "dimmed").
  case notEnabled
}

/// Which text names the control for assistive technologies.
public enum ButterflyAccessibilityLabelSource: String, Hashable, Sendable {
  /// The title (the developer's label).
  case title
  /// The value (the face label): there is no title, so the element is never unnamed.
  case value
}

/// One piece of the Large Content Viewer title, in reading order.
public enum ButterflyLargeContentPart: Hashable, Sendable {
  /// The control's title (a view the caller draws, or the title string).
  case title
  /// The current value (the face label showing).
  case value
  /// Literal text from the localized format (e.g. `": "`).
  case text(String)
}

/// The text and traits assistive technologies get. Title, top and bottom labels are passed in already
/// localized (the developer's strings); the package's own strings come from ``ButterflyStrings``.
///
/// ```
/// label   = title
/// value   = isOn ? topLabel : bottomLabel
/// spoken value = value, or "" when the label already is the value (no title: said once)
/// hint    = enabled ? localized result of activating ("Flips the medallion.") : ""
/// traits  = {button, toggle} ∪ {notEnabled if disabled}
/// large content text = format(title, value)   e.g. "Butterfly: true"
/// no title (empty string, or hasTitle false): label = value, large content = value
/// ```
/// The state is carried by the value alone: `.selected` is for a selected row or segment, not a
/// toggle's on state, and would make VoiceOver say "selected" beside the value.
/// The hint names the result, as Apple asks: `accessibilityHint` is "a brief, localized description
/// of the result of performing an action on the element without identifying the element or the
/// action … 'Selects the message,' but not 'Tap this row to select the message'" (UIKit,
/// `UIAccessibilityElement.accessibilityHint`); SwiftUI's `accessibilityHint(_:)`: "a brief phrase,
/// like 'Purchases the item'". A disabled control has no hint: its `notEnabled` trait already makes
/// VoiceOver say "dimmed", and a hint saying "not enabled" would say it twice.
/// A SwiftUI title is a view whose text the model cannot read: ``init(hasTitle:topLabel:bottomLabel:isOn:isEnabled:platform:language:)``
/// takes only whether there is one, and ``labelSource`` and ``largeContentParts`` say how to compose
/// the label and the Large Content Viewer title from the title view and the value.
public struct ButterflyAccessibility: Hashable, Sendable {
  /// The element's label: the title (empty title → the value, so the element is never unnamed).
  public let label: String
  /// The element's value: the label of the face showing for `isOn`.
  public let value: String
  /// The value to give the element: ``value``, or empty when ``label`` already is the value (no
  /// title), so VoiceOver says the face label once instead of "true, true".
  public var spokenValue: String { labelSource == .value ? "" : value }
  /// What activating does ("Flips the medallion."), or empty while disabled (the `notEnabled`
  /// trait says so).
  public let hint: String
  /// The traits.
  public let traits: Set<ButterflyAccessibilityTrait>
  /// The name of the custom action that flips the medallion (the default activation does the same).
  package let activationActionName: String
  /// The Large Content Viewer title (title and state together).
  public let largeContentTitle: String
  /// Which text names the element: the title, or the value when there is no title.
  public let labelSource: ButterflyAccessibilityLabelSource
  /// The Large Content Viewer title as parts in reading order (the localized format split around
  /// its `%1$@` title and `%2$@` value placeholders); `[.value]` when there is no title.
  public let largeContentParts: [ButterflyLargeContentPart]
  /// Whether the element accepts activation.
  public let isEnabled: Bool
  /// The toggle's value the description was built for.
  public let isOn: Bool
  /// The localized "not enabled" text (for platforms or contexts that need it spelled out).
  let notEnabledText: String

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
    self.init(
      titleText: title, hasTitle: !title.isEmpty, topLabel: topLabel, bottomLabel: bottomLabel,
      isOn: isOn, isEnabled: isEnabled, platform: platform, language: language)
  }

  /// Builds the accessibility description for a title the caller draws as a view (SwiftUI).
  ///
  /// ``label`` and ``largeContentTitle`` then hold the value alone when there is no title, and
  /// leave the title out otherwise: compose them from ``labelSource`` and ``largeContentParts``.
  /// - Parameters:
  ///   - hasTitle: Whether a title is drawn (SwiftUI: the label is not `EmptyView`).
  ///   - topLabel: The localized top-face label (`nil` → the package's "true").
  ///   - bottomLabel: The localized bottom-face label (`nil` → the package's "false").
  ///   - isOn: The toggle's value.
  ///   - isEnabled: Whether the control is enabled.
  ///   - platform: Selects the hint.
  ///   - language: The language for the package's own strings.
  public init(
    hasTitle: Bool, topLabel: String? = nil, bottomLabel: String? = nil, isOn: Bool,
    isEnabled: Bool = true, platform: ButterflyPlatform = .current, language: String = "en"
  ) {
    self.init(
      titleText: "", hasTitle: hasTitle, topLabel: topLabel, bottomLabel: bottomLabel, isOn: isOn,
      isEnabled: isEnabled, platform: platform, language: language)
  }

  private init(
    titleText title: String, hasTitle: Bool, topLabel: String?, bottomLabel: String?, isOn: Bool,
    isEnabled: Bool, platform: ButterflyPlatform, language: String
  ) {
    let top = topLabel ?? ButterflyStrings.string(.topLabel, language: language)
    let bottom = bottomLabel ?? ButterflyStrings.string(.bottomLabel, language: language)
    let currentValue = isOn ? top : bottom
    value = currentValue
    self.isOn = isOn
    labelSource = hasTitle ? .title : .value
    label = hasTitle ? title : currentValue
    notEnabledText = ButterflyStrings.string(.notEnabled, language: language)
    hint = isEnabled ? ButterflyStrings.hint(for: platform, language: language) : ""
    var traits: Set<ButterflyAccessibilityTrait> = [.button, .toggle]
    if !isEnabled { traits.insert(.notEnabled) }
    self.traits = traits
    self.isEnabled = isEnabled
    activationActionName = ButterflyStrings.string(.actionFlip, language: language)
    let parts =
      hasTitle
      ? Self.parts(ofFormat: ButterflyStrings.string(.largeContentFormat, language: language))
      : [.value]
    largeContentParts = parts
    largeContentTitle = parts.map { part in
      switch part {
      case .title: return title
      case .value: return currentValue
      case .text(let text): return text
      }
    }.joined()
  }

  /// Whether a title counts as one: it is declared (a label view, a title string) and, when it
  /// was measured, drawn wider than nothing. `Toggle("", isOn:)` declares a title that draws
  /// nothing, so the element must be named by its value instead.
  ///
  /// ```
  /// hasTitle = declared ∧ (measuredWidth == nil ∨ measuredWidth > 0)
  /// ```
  /// - Parameters:
  ///   - declared: Whether the caller has a title at all.
  ///   - measuredWidth: The drawn title's width (pt), or `nil` before it is measured.
  /// - Returns: Whether to name the element by its title.
  public static func hasTitle(declared: Bool, measuredWidth: Double?) -> Bool {
    guard declared else { return false }
    guard let width = measuredWidth else { return true }
    return width > 0
  }

  /// Splits a localized format at its `%1$@` (title) and `%2$@` (value) placeholders.
  /// - Parameter format: e.g. `"%1$@: %2$@"`.
  /// - Returns: e.g. `[.title, .text(": "), .value]`; empty literal pieces are left out.
  static func parts(ofFormat format: String) -> [ButterflyLargeContentPart] {
    var parts: [ButterflyLargeContentPart] = []
    var rest = Substring(format)
    while !rest.isEmpty {
      let title = rest.range(of: "%1$@")
      let value = rest.range(of: "%2$@")
      let next = [title.map { ($0, ButterflyLargeContentPart.title) }, value.map { ($0, .value) }]
        .compactMap { $0 }.min { $0.0.lowerBound < $1.0.lowerBound }
      guard let (range, part) = next else {
        parts.append(.text(String(rest)))
        break
      }
      if range.lowerBound > rest.startIndex { parts.append(.text(String(rest[..<range.lowerBound]))) }
      parts.append(part)
      rest = rest[range.upperBound...]
    }
    return parts
  }
}

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
  package var valueDescription: String { value }
}
