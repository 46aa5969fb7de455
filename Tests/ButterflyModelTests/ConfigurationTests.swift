import ButterflyPhysics
import Testing

@testable import ButterflyModel

@Suite struct ConfigurationTests {
  @Test func defaultsMatchTheSpec() {
    let c = ButterflyConfiguration()
    #expect(c.sideLength == 60)
    #expect(c.mountStrokeWidth == 2)
    #expect(c.labelPadding == 2)
    #expect(c.medallionThickness == 2)
    #expect(c.spinDecelerationDuration == 2)
    #expect(c.labelPlacement == .auto)
    #expect(c.axleOrientation == .horizontal)
    #expect(c.enableFlickPhysics && c.hapticsEnabled)
    #expect(c.adjustments.isEmpty && c.logEvents.isEmpty)
  }

  @Test(arguments: [0.0, -1, -.infinity, .infinity, .nan])
  func invalidDurationFallsBackToTwoSecondsAndLogsAnError(requested: Double) {
    let c = ButterflyConfiguration(spinDecelerationDuration: requested)
    #expect(c.spinDecelerationDuration == 2)
    #expect(c.adjustments.count == 1)
    #expect(c.adjustments.first?.parameter == "spinDecelerationDuration")
    #expect(c.logEvents.first?.level == .error)
  }

  @Test(arguments: [0.001, 0.05, 0.0999])
  func tinyDurationIsRaisedToOneTenthSecond(requested: Double) {
    let c = ButterflyConfiguration(spinDecelerationDuration: requested)
    #expect(c.spinDecelerationDuration == 0.1)
    #expect(c.adjustments.first?.used == 0.1)
    #expect(c.logEvents.first?.level == .notice)
  }

  @Test(arguments: [0.1, 0.5, 2, 10])
  func validDurationIsKept(requested: Double) {
    let c = ButterflyConfiguration(spinDecelerationDuration: requested)
    #expect(c.spinDecelerationDuration == requested)
    #expect(!c.adjustments.contains { $0.parameter == SpinSettings.decelerationDuration.name })
    // The default landing spring fits every D ≥ 1 s as it is; below, its response is shortened or the
    // spring left out (LandingSpring.fitting), and that is said.
    let spring = c.adjustments.filter { $0.parameter.hasPrefix("landing") }
    #expect(spring.isEmpty == (requested >= 1), "\(spring)")
  }

  @Test func sideAndStrokeClampsAreRecordedWithWhatWasAsked() {
    let c = ButterflyConfiguration(sideLength: 20, mountStrokeWidth: 30)
    #expect(c.sideLength == 44)
    #expect(abs(c.mountStrokeWidth - 4.4) < 1e-12)  // 44 × 0.1 in binary floating point
    #expect(c.adjustments.map(\.parameter) == ["sideLength", "mountStrokeWidth"])
    #expect(c.adjustments[0].requested == 20)
    #expect(c.adjustments[1].requested == 30)
    #expect(c.logEvents.allSatisfy { $0.category == .configuration })
  }

  @Test(arguments: [44.0, 60, 120])
  func medallionIsNinetyPercentOfTheInnerSquare(side: Double) {
    let c = ButterflyConfiguration(sideLength: side)
    let tolerance = 1e-12  // one multiplication and one subtraction of small doubles
    #expect(abs(c.geometry.medallionDiameter - 0.9 * (side - 2 * 2)) < tolerance)
  }

  @Test func logEventsUseTheDocumentedSubsystem() {
    #expect(ButterflyLogEvent.defaultSubsystem == "dev.butterflybutton")
  }
}
