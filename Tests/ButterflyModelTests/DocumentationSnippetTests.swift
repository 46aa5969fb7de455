import ButterflyPhysics
import Foundation
import Testing

@testable import ButterflyModel

/// The portable code samples of the ButterflyButton and ButterflyModel DocC articles, verbatim, with their results
/// asserted: a sample that stops compiling or changes its answer fails here. `scripts/docs` checks
/// that every sample in the articles appears in this file or in `Examples/`.
@Suite struct DocumentationSnippetTests {
  /// The ButterflyModel overview: a clamp, answered by the model without any view.
  @Test func modelOverviewClampsTheSide() {
    let configuration = ButterflyConfiguration(sideLength: 30)
    // configuration.sideLength == 44: the side is clamped to the 44 pt minimum, and the clamp is recorded.
    #expect(configuration.sideLength == 44)
    #expect(configuration.adjustments.count == 1)
  }

  /// The ButterflyModel overview: the frame description at a time of a spin.
  @Test func modelOverviewDescribesTheFrameAtATime() {
    let scene = ControlScene(
      topFace: .localizedDefault(for: .top), bottomFace: .localizedDefault(for: .bottom),
      motion: .spin(SpinPlanner().plan(.centreTap, from: .top)))
    let frame = ControlFrames(scene: scene).frame(at: 0.2)
    // frame.visibleFace == .bottom: θ(0.2 s) is past a quarter turn, so the other face shows;
    // frame.medallion.semiAxisAcrossAxle == 25.2 · |cos θ|, never mirrored.
    #expect(frame.visibleFace == .bottom)
    #expect(abs(frame.medallion.semiAxisAcrossAxle - 25.2 * abs(cos(frame.angle))) < 1e-9)
  }

  /// "Customising": out-of-range values are clamped, never thrown, and every clamp is logged.
  @Test func customisingClampsAndLogsOutOfRangeValues() {
    let configuration = ButterflyConfiguration(
      sideLength: 30, mountStrokeWidth: 10, spinDecelerationDuration: 0)
    let used = (configuration.sideLength, configuration.mountStrokeWidth, configuration.spinDecelerationDuration)
    // (44.0, 4.4, 2.0): the 44 pt minimum, at most side/10, and the 2 s fallback
    for event in configuration.logEvents { print(event) }
    // [notice] configuration: sideLength: asked 30.0, using 44.0 (minimum is 44 pt)
    // [notice] configuration: mountStrokeWidth: asked 10.0, using 4.4 (maximum is one tenth of the side, 4.4 pt)
    // [error] configuration: spinDecelerationDuration: asked 0.0, using 2.0 (must be a finite duration above 0 s)
    #expect(used == (44, 4.4, 2))
    #expect(configuration.logEvents.count == 3)
    #expect(configuration.logEvents.last?.level == .error, "a zero duration is an error")
  }

  /// "Customising": the colours you supply are used unchanged; contrast failures become warnings.
  @Test func customisingReportsLowContrastColours() {
    let yellow = SRGBColor(red255: 255, green255: 204, blue255: 0)
    let palette = ButterflyPalette(
      appearance: .light,
      overrides: ButterflyColorOverrides(medallionTop: yellow, medallionLabel: .white))
    let warnings = palette.warnings.map(\.message)
    // ["medallionLabelColor (top face) #FFFFFF has contrast 1.51:1 against #FFCC00 in light; at least 4.5:1 is needed"]
    #expect(palette.medallionTop == yellow)
    #expect(palette.medallionTopLabel == .white)
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("medallionLabelColor (top face) #FFFFFF has contrast 1.51:1") == true)
  }

  /// "Accessibility and localization": what VoiceOver reads for an English iPhone.
  @Test func accessibilityStringsForAnEnglishIPhone() {
    let accessibility = ButterflyAccessibility(
      title: "Butterfly", isOn: true, platform: .iOS, language: "en")
    let spoken = [accessibility.label, accessibility.value, accessibility.hint]
    // ["Butterfly", "true", "Flips the medallion."]
    #expect(spoken == ["Butterfly", "true", "Flips the medallion."])
    #expect(accessibility.traits == [.button, .toggle])
    #expect(accessibility.activationActionName == "Flip")
    #expect(accessibility.largeContentTitle == "Butterfly: true")
  }

  /// "Accessibility and localization": a disabled control on a Mac, in German.
  @Test func accessibilityStringsForADisabledGermanMac() {
    let disabled = ButterflyAccessibility(
      title: "Schmetterling", isOn: false, isEnabled: false, platform: .macOS, language: "de")
    let spoken = [disabled.label, disabled.value, disabled.hint]
    // ["Schmetterling", "falsch", ""]: the trait makes VoiceOver say "dimmed"
    #expect(spoken == ["Schmetterling", "falsch", ""])
    #expect(disabled.traits.contains(.notEnabled))
  }

  /// "Accessibility and localization": language matching and right-to-left detection.
  @Test func localizationLooksUpLanguagesWithFallbacks() {
    let hint = ButterflyStrings.hint(for: .tvOS, language: "fr_CA")
    // "Retourne le médaillon."
    let served = ButterflyStrings.matchingLanguage(for: "zh-Hans-CN")  // "zh-Hans"
    let fallback = ButterflyStrings.string(.topLabel, language: "pt-BR")  // "true": English
    let direction = ButterflyStrings.layoutDirection(for: "he")  // .rightToLeft
    #expect(hint == "Retourne le médaillon.")
    #expect(served == "zh-Hans")
    #expect(fallback == "true")
    #expect(direction == .rightToLeft)
  }
}
