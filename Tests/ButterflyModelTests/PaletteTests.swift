import Testing

@testable import ButterflyModel

@Suite struct PaletteTests {
  static let tints: [(String, DynamicColor)] = [
    ("systemBlue", SystemColors.systemBlue), ("systemYellow", SystemColors.systemYellow),
    ("systemGreen", SystemColors.systemGreen), ("systemRed", SystemColors.systemRed),
    ("white", DynamicColor(constant: .white)), ("black", DynamicColor(constant: .black)),
  ]

  @Test func luminanceAndContrastMatchWCAGReferenceValues() {
    // WCAG: black/white is 21:1; #767676 on white is the well-known 4.54:1.
    let tolerance = 0.01  // two decimal places, as contrast checkers report
    #expect(abs(SRGBColor.black.contrastRatio(with: .white) - 21) < tolerance)
    #expect(abs(SRGBColor(red255: 118, green255: 118, blue255: 118).contrastRatio(with: .white) - 4.54) < tolerance)
    #expect(SRGBColor.white.relativeLuminance == 1 && SRGBColor.black.relativeLuminance == 0)
  }

  @Test(arguments: ButterflyAppearance.allCases)
  func derivedPaletteMeetsContrastForEveryTint(appearance: ButterflyAppearance) {
    for (name, tint) in Self.tints {
      for background in [MountBackgroundStyle.systemAutomatic, .transparent] {
        let palette = ButterflyPalette(
          tint: tint, appearance: appearance, overrides: .init(mountBackground: background))
        for check in palette.contrastChecks {
          #expect(check.ratio >= check.minimum, "\(name) \(appearance) \(check.name) \(check.ratio)")
        }
        #expect(palette.warnings.isEmpty)
        let faces = palette.medallionTop.contrastRatio(with: palette.medallionBottom)
        #expect(faces >= ButterflyPalette.minimumFaceSeparation, "\(name) \(appearance) faces \(faces)")
      }
    }
  }

  @Test(arguments: ButterflyAppearance.allCases)
  func mutedPaletteAlsoKeepsLabelsLegible(appearance: ButterflyAppearance) {
    let palette = ButterflyPalette(appearance: appearance, muted: true)
    for check in palette.contrastChecks { #expect(check.ratio >= check.minimum, "\(check.name)") }
  }

  @Test func systemColorTablesHoldAppleValues() {
    #expect(SystemColors.systemBlue.light == SRGBColor(red255: 0, green255: 122, blue255: 255))
    #expect(SystemColors.systemBlue.darkIncreasedContrast == SRGBColor(red255: 64, green255: 156, blue255: 255))
    #expect(SystemColors.label.resolved(in: .dark) == .white)
    #expect(SystemColors.systemBackground.resolved(in: .light) == .white)
    #expect(SystemColors.secondaryLabel.light.alpha < 1)
  }

  @Test func userColorsAreKeptAndContrastFailuresWarned() {
    let pale = SRGBColor(red255: 250, green255: 250, blue255: 250)
    let overrides = ButterflyColorOverrides(
      mountStroke: pale, axle: pale, medallionTop: .white, medallionLabel: pale)
    let palette = ButterflyPalette(appearance: .light, overrides: overrides)
    #expect(palette.mountStroke == pale && palette.axle == pale && palette.medallionTopLabel == pale)
    #expect(palette.warnings.filter { $0.level == .warning }.count >= 4)
    #expect(palette.warnings.allSatisfy { $0.category == .palette })
  }

  @Test func reduceTransparencyMakesTheMountBackgroundOpaque() {
    let glass = ButterflyColorOverrides(mountBackground: .color(SRGBColor(red: 1, green: 0, blue: 0, alpha: 0.3)))
    #expect(ButterflyPalette(appearance: .dark, overrides: glass).mountBackground.alpha < 1)
    let opaque = ButterflyPalette(appearance: .dark, overrides: glass, requiresOpaqueBackground: true)
    #expect(opaque.mountBackground.alpha == 1)
    let transparent = ButterflyPalette(
      appearance: .light, overrides: .init(mountBackground: .transparent), requiresOpaqueBackground: true)
    #expect(transparent.mountBackground == SystemColors.systemBackground.light)
  }

  @Test func differentiateWithoutColorGivesEachFaceADistinctShape() {
    #expect(FaceCue.forFace(isTopFace: true) != FaceCue.forFace(isTopFace: false))
    #expect(FaceCue.filledCircle.systemImageName == "circle.fill")
    #expect(ButterflyVisualState(state: [], settings: .init(differentiateWithoutColor: true)).showsFaceCues)
  }

  @Test(arguments: ButterflyAppearance.allCases)
  func mountDepthIsAShadowFromTheTopAndAHighlightAtTheBottom(appearance: ButterflyAppearance) {
    let stops = MountDepth(appearance: appearance).stops
    #expect(stops.map(\.location) == [0, 0.22, 0.8, 1])
    #expect(zip(stops, stops.dropFirst()).allSatisfy { $0.location < $1.location })
    let top = stops[0].color
    let bottom = stops[stops.count - 1].color
    #expect(top.relativeLuminance == 0 && top.alpha > 0, "a shadow under the top edge")
    #expect(bottom.relativeLuminance == 1 && bottom.alpha > 0, "a highlight above the bottom edge")
    #expect(stops[1].color.alpha == 0 && stops[2].color.alpha == 0, "the middle of the well is clear")
    // Dark mounts take a deeper shadow and a fainter highlight.
    #expect(top.alpha == (appearance.isDark ? 0.55 : 0.18))
    #expect(bottom.alpha == (appearance.isDark ? 0.08 : 0.6))
  }
}
