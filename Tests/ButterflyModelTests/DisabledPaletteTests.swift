import ButterflyModel
import PropertyBased
import Testing

/// A disabled control looks disabled whatever colors the app supplied: supplied colors lose most of
/// their color toward `systemGray`, the title is muted, and the face labels stay legible.
@Suite struct DisabledPaletteTests {
  /// A channel spread (max − min, 0…1) this small reads as gray: the spread of a 75 % mix is at most
  /// a quarter of the color's (≤ 0.25) plus three quarters of `systemGray`'s slight blue (≤ 0.02).
  static let grayishChroma = 0.27

  static func chroma(_ c: SRGBColor) -> Double {
    max(c.red, c.green, c.blue) - min(c.red, c.green, c.blue)
  }

  static func overrides(_ r: Double, _ g: Double, _ b: Double) -> ButterflyColorOverrides {
    let c = SRGBColor(red: r, green: g, blue: b)
    return ButterflyColorOverrides(
      mountStroke: c, mountBackground: .color(c.mixed(with: .white, fraction: 0.8)), axle: c, medallionTop: c,
      medallionBottom: c.mixed(with: .white, fraction: 0.5), medallionEdge: c, medallionLabel: .white)
  }

  @Test(arguments: ButterflyAppearance.allCases)
  func suppliedColorsTurnGrayishWhenDisabled(appearance: ButterflyAppearance) async {
    let input = zip(Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1))
    await propertyCheck(count: 500, input: input) { r, g, b in
      let supplied = Self.overrides(r, g, b)
      let enabled = ButterflyPalette(appearance: appearance, overrides: supplied)
      let disabled = ButterflyPalette(appearance: appearance, overrides: supplied, muted: true)
      for color in [disabled.mountStroke, disabled.axle, disabled.medallionTop, disabled.medallionEdge] {
        #expect(Self.chroma(color) <= Self.grayishChroma, "\(color) from \(r), \(g), \(b)")
      }
      #expect(Self.chroma(disabled.medallionTop) <= Self.chroma(enabled.medallionTop) / 4 + 0.03)
      #expect(disabled.warnings.allSatisfy { $0.level != .warning }, "no contrast warnings while disabled")
    }
  }

  /// Contrast: the muted title reads as secondary text — less contrast with the page than the
  /// enabled title, yet at least 3:1 — like the system palette's disabled text.
  @Test(arguments: ButterflyAppearance.allCases)
  func disabledTitleIsMutedButStillReadable(appearance: ButterflyAppearance) {
    let enabled = ButterflyPalette(appearance: appearance)
    let disabled = ButterflyPalette(appearance: appearance, muted: true)
    let page = disabled.pageBackground
    #expect(disabled.title.contrastRatio(with: page) < enabled.title.contrastRatio(with: page))
    #expect(disabled.title.contrastRatio(with: page) >= ButterflyPalette.minimumGraphicContrast)
    #expect(disabled.title == SystemColors.secondaryLabel.resolved(in: appearance).composited(over: page))
  }

  @Test func derivedColorsAreUnchangedByTheOverrideRule() {
    #expect(ButterflyColorOverrides().disabled(towards: .black) == ButterflyColorOverrides())
  }
}
