import Testing

@testable import ButterflyButton

@Suite struct AccessibilityTests {
  @Test(arguments: [true, false])
  func valueIsTheFaceLabelForTheState(isOn: Bool) {
    let a = ButterflyAccessibility(title: "Butterfly", isOn: isOn, platform: .iOS)
    #expect(a.label == "Butterfly")
    #expect(a.value == (isOn ? "true" : "false"))
    #expect(a.traits.contains(.toggle) && a.traits.contains(.button))
    #expect(a.traits.contains(.selected) == isOn)
    #expect(a.largeContentTitle == "Butterfly: \(a.value)")
  }

  @Test(arguments: ButterflyPlatform.allCases)
  func hintMatchesThePlatformInput(platform: ButterflyPlatform) {
    let a = ButterflyAccessibility(title: "B", isOn: false, platform: platform, language: "de")
    #expect(a.hint == ButterflyStrings.string(platform.inputKind.hintKey, language: "de"))
    #expect(a.activationActionName == "Umdrehen")
  }

  @Test func disabledIsAnnouncedAsNotEnabled() {
    let a = ButterflyAccessibility(title: "B", isOn: true, isEnabled: false, platform: .macOS)
    #expect(a.traits.contains(.notEnabled) && !a.isEnabled)
    #expect(a.hint == "not enabled")
  }

  @Test func customFaceLabelsAndEmptyTitleStillNameTheElement() {
    let a = ButterflyAccessibility(title: "", topLabel: "Sun", bottomLabel: "Moon", isOn: true)
    #expect(a.value == "Sun" && a.label == "Sun")
  }
}
