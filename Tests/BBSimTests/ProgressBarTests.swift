import Testing

@testable import _BBSimKit
@testable import _BBSimOptions

/// The progress bar's rate and time-left texts: short enough that the line fits 80 columns for a
/// 10⁸-configuration sweep, and readable at every scale.
@Suite struct ProgressBarTests {
  @Test(arguments: [(950.0, "950"), (12_345, "12.3k"), (2_100_000, "2.1M"), (0, "0")])
  func ratesHaveThreeSignificantDigitsAndAUnit(rate: Double, text: String) {
    #expect(ProgressBar.count(rate) == text)
  }

  @Test(arguments: [(0.2, "0:01"), (59, "0:59"), (61, "1:01"), (3_600, "1:00:00"), (3_661.5, "1:01:02")])
  func timesLeftAreMinutesAndSecondsRoundedUp(seconds: Double, text: String) {
    #expect(ProgressBar.clock(seconds) == text)
  }

  @Test func unboundedTimesStayFinite() {
    #expect(!ProgressBar.clock(.infinity).isEmpty)
    #expect(ProgressBar.clock(-.infinity) == "0:00")
    #expect(ProgressBar.clock(.nan) == "0:00")
  }
}
