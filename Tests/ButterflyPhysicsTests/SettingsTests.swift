import Testing

@testable import ButterflyPhysics

/// The settings' one definitions: each resolves inputs as its documentation says, reads the same in words
/// everywhere, and is what the planner and the spring use.
@Suite struct SettingsTests {
  /// The duration rules of the spin contract (SpinContract.md, clause 6), from the definition alone.
  @Test(arguments: [
    (2.0, 2.0, false), (0.1, 0.1, false), (60, 60, false), (0.05, 0.1, true), (61, 60, true), (0, 2, true),
    (-1, 2, true), (.nan, 2, true), (.infinity, 2, true), (-.infinity, 2, true),
  ])
  func durationResolvesAsTheContractSays(requested: Double, used: Double, adjusted: Bool) {
    let resolved = SpinSettings.decelerationDuration.resolve(requested)
    #expect(resolved.value == used)
    #expect((resolved.adjustment != nil) == adjusted)
    #expect(resolved.adjustment?.parameter ?? "spinDecelerationDuration" == "spinDecelerationDuration")
  }

  @Test(arguments: [0.0, -1, .nan, .infinity])
  func unacceptedRadiiUseTheDefaultAndSaySo(requested: Double) {
    let planner = SpinPlanner(medallionRadius: requested)
    #expect(planner.medallionRadius == SpinPlanner.defaultMedallionRadius)
    #expect(planner.adjustments.map(\.parameter) == ["medallionRadius"])
  }

  @Test func tuningOutsideTheAcceptedRangeUsesTheDefaults() {
    let (tuning, adjustments) = SpinTuning(tapAngularSpeed: -1, preferredShape: 25).resolved()
    #expect(tuning == .standard)
    #expect(adjustments.map(\.parameter) == ["tapAngularSpeed", "preferredShape"])
  }

  /// The intervals read the same in help texts and refusals.
  @Test(arguments: [
    (SettingInterval.finite, "finite"), (.positive, "finite, > 0"), (.nonNegative, "finite, ≥ 0"),
    (.closed(0, 20), "finite, in [0, 20]"), (.positive(atMost: 600), "finite, > 0 and ≤ 600"),
    (.closed(1e-7, 0.1), "finite, in [1e-7, 0.1]"), (.closed(-1e100, 1e100), "finite, in [-1e100, 1e100]"),
    (.atLeast(1), "finite, ≥ 1"),
  ])
  func intervalsReadAsTheyMean(interval: SettingInterval, text: String) {
    #expect(interval.text == text)
    #expect(!interval.contains(.nan) && !interval.contains(.infinity) && !interval.contains(-.infinity))
  }

  @Test(arguments: [
    (60.0, "60"), (0.1, "0.1"), (1e-7, "1e-7"), (1e9, "1e9"), (100_000, "100000"), (1e100, "1e100"),
    (-1e100, "-1e100"), (12_000_000, "1.2e7"), (1_200_000, "1200000"), (4 * Double.pi, "12.566370614359172"), (0, "0"),
  ])
  func numbersAreShortAndReadBack(value: Double, text: String) {
    #expect(NumberFormat.compact.text(value) == text)
    #expect(Double(text) == value)
  }

  @Test func clampsAreDescribedFromTheUsableRange() {
    #expect(SpinSettings.decelerationDuration.clampText == "clamped to [0.1, 60]")
    #expect(SpinSettings.tapAngularSpeed.clampText.isEmpty)
  }

  /// Every default is accepted and used as it is.
  @Test(
    arguments: (SpinSettings.all + SpringSettings.all).compactMap { definition -> NumericSetting? in
      if case .number(let setting) = definition { return setting }
      return nil
    })
  func everyDefaultIsAcceptedAndUsedAsItIs(setting: NumericSetting) {
    #expect(setting.accepts(setting.defaultValue))
    #expect(setting.resolve(setting.defaultValue, reference: 1e300).adjustment == nil)
  }

  @Test func catalogueNamesAreUnique() {
    let names = (SpinSettings.all + SpringSettings.all).map(\.name)
    #expect(Set(names).count == names.count)
  }

  @Test func springDefaultsAreSwiftUIsHalfSecondCriticalSpring() throws {
    let spring = try #require(
      DampedSpring(
        mass: SpringSettings.mass.defaultValue, stiffness: SpringSettings.stiffness.defaultValue,
        damping: SpringSettings.damping.defaultValue))
    #expect(spring.discriminant == 0, "critical damping exactly")
  }

  /// The default spring is the one the defaults describe: SwiftUI's `Spring(duration: 0.5, bounce: 0)`,
  /// critically damped (its damping is exactly 2√(mk)), from 0 to 1.
  @Test func theDefaultSpringIsCriticallyDampedFromZeroToOne() throws {
    let spring = try #require(SpringSettings.defaultSpring)
    #expect(spring.damping == spring.criticalDamping)
    #expect(spring.initialPosition == 0 && spring.initialVelocity == 0 && spring.targetPosition == 1)
    #expect(spring == DampedSpring(mass: 1, stiffness: SpringSettings.stiffness.defaultValue, damping: spring.damping))
  }
}
