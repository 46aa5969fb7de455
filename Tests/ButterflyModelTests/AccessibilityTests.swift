import Testing

@testable import ButterflyModel

@Suite struct AccessibilityTests {
  @Test(arguments: [true, false])
  func valueIsTheFaceLabelForTheState(isOn: Bool) {
    let a = ButterflyAccessibility(title: "Butterfly", isOn: isOn, platform: .iOS)
    #expect(a.label == "Butterfly")
    #expect(a.value == (isOn ? "true" : "false"))
    #expect(a.traits.contains(.toggle) && a.traits.contains(.button))
    #expect(a.traits == [.button, .toggle], "the value alone carries the state")
    #expect(a.spokenValue == a.value)
    #expect(a.largeContentTitle == "Butterfly: \(a.value)")
  }

  @Test(arguments: ButterflyPlatform.allCases)
  func hintMatchesThePlatformInput(platform: ButterflyPlatform) {
    let a = ButterflyAccessibility(title: "B", isOn: false, platform: platform, language: "de")
    #expect(a.hint == ButterflyStrings.hint(for: platform, language: "de"))
    #expect(a.activationActionName == "Umdrehen")
  }

  /// Disabled is said once, by the `notEnabled` trait (VoiceOver: "dimmed"); the hint does not
  /// repeat it (main's hint said "not enabled" after "dimmed"), in any language.
  @Test(arguments: ["en"] + ButterflyStrings.supportedLanguages)
  func disabledIsAnnouncedByTheTraitAloneWithoutAHint(language: String) {
    let a = ButterflyAccessibility(title: "B", isOn: true, isEnabled: false, platform: .macOS, language: language)
    #expect(a.traits.contains(.notEnabled) && !a.isEnabled)
    #expect(a.hint.isEmpty, "\(language): \(a.hint)")
  }

  @Test func customFaceLabelsAndEmptyTitleStillNameTheElement() {
    let a = ButterflyAccessibility(title: "", topLabel: "Sun", bottomLabel: "Moon", isOn: true)
    #expect(a.value == "Sun" && a.label == "Sun")
    #expect(a.spokenValue.isEmpty, "the face label is said once, as the name, not \"Sun, Sun\"")
  }

  @Test(arguments: [true, false])
  func viewTitleComposesLabelAndLargeContentFromTheModel(isOn: Bool) {
    let titled = ButterflyAccessibility(hasTitle: true, isOn: isOn, platform: .iOS)
    #expect(titled.labelSource == .title)
    #expect(titled.largeContentParts == [.title, .text(": "), .value])
    #expect(!titled.traits.contains(.notEnabled))
    let untitled = ButterflyAccessibility(hasTitle: false, isOn: isOn, platform: .iOS)
    #expect(untitled.labelSource == .value && untitled.label == untitled.value)
    #expect(untitled.largeContentParts == [.value])
    #expect(untitled.largeContentTitle == untitled.value)
    #expect(untitled.spokenValue.isEmpty)
  }

  @Test(
    arguments: [
      (true, nil, true), (true, 0.0, false), (true, 42.0, true), (false, nil, false), (false, 42.0, false),
    ] as [(Bool, Double?, Bool)])
  func anEmptyDrawnTitleIsNoTitle(declared: Bool, width: Double?, expected: Bool) {
    #expect(ButterflyAccessibility.hasTitle(declared: declared, measuredWidth: width) == expected)
  }

  @Test func stringTitleAgreesWithTheParts() {
    let a = ButterflyAccessibility(title: "Butterfly", isOn: true, language: "de")
    #expect(a.labelSource == .title)
    let text = a.largeContentParts.map { part -> String in
      switch part {
      case .title: return "Butterfly"
      case .value: return a.value
      case .text(let text): return text
      }
    }.joined()
    #expect(text == a.largeContentTitle)
    #expect(ButterflyAccessibility(title: "", isOn: true).labelSource == .value)
  }

  @Test(arguments: [
    ("%1$@: %2$@", [ButterflyLargeContentPart.title, .text(": "), .value]),
    ("%2$@ — %1$@", [.value, .text(" — "), .title]),
    ("%1$@%2$@", [.title, .value]),
    ("(%1$@) %2$@.", [.text("("), .title, .text(") "), .value, .text(".")]),
  ])
  func largeContentFormatSplitsAtItsPlaceholders(format: String, parts: [ButterflyLargeContentPart]) {
    #expect(ButterflyAccessibility.parts(ofFormat: format) == parts)
  }
}
