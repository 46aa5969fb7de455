import ButterflyPhysics
import Testing

@testable import ButterflyModel

/// The platform conventions the Apple layer applies: focus, the AppKit checkbox value, control
/// sizes, where settings come from, disabled images and titles, resolved system colours.
@Suite struct PlatformConventionsTests {
  @Test(arguments: ButterflyPlatform.allCases)
  func onlyTVOSTakesFullFocusElsewhereFocusIsForKeyboardActivation(platform: ButterflyPlatform) {
    let behavior = ButterflyFocusBehavior(platform: platform)
    #expect(behavior.interactions == (platform == .tvOS ? .automatic : .activate))
  }

  @Test(arguments: [(true, true, true), (true, false, false), (false, true, false), (false, false, false)])
  func theAppKitControlJoinsTheKeyViewLoopOnlyWithFullKeyboardAccess(fka: Bool, enabled: Bool, joins: Bool) {
    #expect(ButterflyFocusBehavior.joinsKeyViewLoop(fullKeyboardAccess: fka, isEnabled: enabled) == joins)
  }

  @Test(arguments: [true, false])
  func theCheckboxValueIsANumberAndTheFaceLabelDescribesIt(isOn: Bool) {
    let a = ButterflyAccessibility(title: "Butterfly", isOn: isOn, platform: .macOS, language: "de")
    #expect(a.checkboxValue == (isOn ? 1 : 0))
    #expect(a.valueDescription == ButterflyStrings.string(isOn ? .topLabel : .bottomLabel, language: "de"))
  }

  @Test func controlSizesGrowWithTheSizeFromTheMinimumAndRegularIsTheDefaultSide() {
    let sides = ButterflyControlSize.allCases.map(\.sideLength)
    #expect(sides == sides.sorted() && Set(sides).count == sides.count)
    #expect(ButterflyControlSize.mini.sideLength == ButterflyLayout.minimumHitTargetSide)
    #expect(ButterflyControlSize.regular.sideLength == ButterflySettings.sideLength.defaultValue)
    for size in ButterflyControlSize.allCases {
      #expect(ButterflyConfiguration(sideLength: size.sideLength).adjustments.isEmpty, "\(size) is never clamped")
      #expect(size.sideLength(requested: 100) == 100)
      #expect(size.sideLength(requested: nil) == size.sideLength)
    }
  }

  @Test(arguments: [(Optional(1), Optional(2), 1), (nil, 2, 2), (nil, nil, 3), (1, nil, 1)])
  func anExplicitSettingBeatsTheEnvironmentWhichBeatsTheDefault(explicit: Int?, environment: Int?, expected: Int) {
    #expect(ButterflySettingSource.resolve(explicit: explicit, environment: environment, default: 3) == expected)
    #expect(
      ButterflySettingSource.resolve(explicit: explicit, environment: environment) == (explicit ?? environment))
  }

  @Test func disabledSuppliedImagesAreDesaturatedAndFadedEnabledOnesAreNot() {
    let enabled = ButterflyVisualState(state: [])
    let disabled = ButterflyVisualState(state: [.disabled])
    #expect(enabled.imageSaturation == 1 && enabled.imageOpacity == 1)
    #expect(disabled.imageSaturation == 0.25 && disabled.imageOpacity == 0.6)
  }

  @Test(arguments: ButterflyAppearance.allCases)
  func aSuppliedTitleColorIsUsedAndMutedTowardGrayWhenDisabled(appearance: ButterflyAppearance) {
    var colors = ButterflyColorOverrides()
    colors.title = SRGBColor(red255: 255, green255: 0, blue255: 0)
    let enabled = ButterflyPalette(appearance: appearance, overrides: colors)
    let disabled = ButterflyPalette(appearance: appearance, overrides: colors, muted: true)
    #expect(enabled.title == colors.title)
    let gray = SystemColors.systemGray.resolved(in: appearance)
    #expect(disabled.title == colors.disabled(towards: gray).title)
    #expect(disabled.title != enabled.title)
  }

  @Test(arguments: ButterflyAppearance.allCases)
  func theTablesAreTheDefaultAndResolvedSystemColorsDriveThePalette(appearance: ButterflyAppearance) {
    #expect(
      ButterflyPalette(appearance: appearance)
        == ButterflyPalette(appearance: appearance, systemColors: .table(for: appearance)))
    // A Mac-like darker elevated background: the mount's automatic fill and the page follow it.
    var resolved = SystemColorValues.table(for: appearance)
    resolved.secondarySystemBackground = SRGBColor(red255: 40, green255: 40, blue255: 40)
    resolved.systemBackground = SRGBColor(red255: 30, green255: 30, blue255: 30)
    let palette = ButterflyPalette(appearance: appearance, systemColors: resolved)
    #expect(palette.mountBackground == resolved.secondarySystemBackground)
    #expect(palette.pageBackground == resolved.systemBackground)
    for check in palette.contrastChecks where check.minimum > 0 {
      #expect(check.ratio >= check.minimum - 1e-9, "\(check.name) on resolved colours")
    }
    var scene = ControlScene(
      displaySettings: ButterflyDisplaySettings(
        isDark: appearance.isDark, increaseContrast: appearance.isIncreasedContrast),
      topFace: ControlFaceContent(label: ""), bottomFace: ControlFaceContent(label: ""), motion: .rest(.top))
    scene.systemColors = resolved
    #expect(scene.palette == palette)
  }
}
