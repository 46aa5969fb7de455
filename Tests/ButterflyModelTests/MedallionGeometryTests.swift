import ButterflyModel
import ButterflyPhysics
import Testing

/// The control's sizes: the side and stroke clamp as their settings say, and the medallion radius the
/// planner gets is the drawn one.
@Suite struct MedallionGeometryTests {
  @Test func strokeIsClampedToATenthOfTheResolvedSide() {
    let geometry = MedallionGeometry(sideLength: 30, strokeWidth: 10)
    #expect(geometry.sideLength == 44)
    #expect(geometry.strokeWidth == 44 * MedallionGeometry.maximumStrokeFraction)
    #expect(
      geometry.adjustments.map(\.reason) == [
        "minimum is 44 pt", "maximum is one tenth of the side, \(44 * MedallionGeometry.maximumStrokeFraction) pt",
      ])
    #expect(ButterflySettings.mountStrokeWidth.clampText == "clamped to [1, side/10]")
  }

  @Test(arguments: [-60.0, 0, .nan, .infinity])
  func unacceptedSidesUseTheDefault(requested: Double) {
    #expect(MedallionGeometry(sideLength: requested).sideLength == ButterflySettings.sideLength.defaultValue)
  }

  @Test func hugeSidesAreClampedSoEveryDerivedLengthIsFinite() {
    let geometry = MedallionGeometry(sideLength: 1e308, strokeWidth: 1e308)
    #expect(geometry.sideLength == MedallionGeometry.maximumSideLength)
    #expect(geometry.medallionRadius.isFinite && geometry.medallionRadius > 0)
  }

  /// The planner's default radius is the default control's medallion, bit for bit.
  @Test func thePlannersDefaultRadiusIsTheDefaultControlsMedallion() {
    #expect(MedallionGeometry().medallionRadius == SpinPlanner.defaultMedallionRadius)
    #expect(SpinPlanner().medallionRadius == MedallionGeometry().medallionRadius)
  }

  /// Every side a control may have gives the planner a radius it uses as it is.
  @Test(arguments: [44.0, 60, 120, 10_000])
  func everyResolvedSideGivesAnAcceptedRadius(side: Double) {
    let geometry = MedallionGeometry(sideLength: side)
    let planner = SpinPlanner(medallionRadius: geometry.medallionRadius)
    #expect(planner.medallionRadius == geometry.medallionRadius)
    #expect(planner.adjustments.isEmpty)
  }
}
