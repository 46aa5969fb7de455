import ButterflyModel
import ButterflyPhysics
import Testing

@testable import _BBSimKit

/// Each option type accepts exactly its setting's range and records, for every refusal, one message
/// naming the option and the accepted range.
@Suite struct OptionTypeTests {
  /// Parses `text` with `parse` and returns the refusal recorded, if any.
  static func refusal<T>(_ parse: () -> T?) -> (T?, UsageError?) {
    _ = OptionRefusal.take()
    let value = parse()
    return (value, OptionRefusal.take())
  }

  @Test(arguments: [
    ("60", 60.0), (" 44 ", 44), ("1e-300", 1e-300), ("1e308", 1e308), ("0x10", 16),
  ])
  func quantityAcceptsEveryFiniteValueInRange(text: String, value: Double) {
    let (parsed, error) = Self.refusal { Quantity<SideOption>(argument: text) }
    #expect(parsed?.value == value)
    #expect(error == nil)
  }

  @Test(arguments: ["0", "-0", "-60", "nan", "-nan", "inf", "-inf", "", "6O", "1,2"])
  func quantityRefusesWithTheOptionAndRange(text: String) {
    let (parsed, error) = Self.refusal { Quantity<SideOption>(argument: text) }
    #expect(parsed == nil)
    #expect(error?.option == "--side")
    #expect(error?.description.contains("expected a number (pt), finite, > 0") == true)
  }

  @Test func closedEndsAreIncludedAndOpenEndsAreNot() {
    #expect(Quantity<ShapeOption>(argument: "0") != nil && Quantity<ShapeOption>(argument: "20") != nil)
    #expect(Quantity<ShapeOption>(argument: "20.000000000000004") == nil)
    #expect(Quantity<SpinRateOption>(argument: "100000") != nil && Quantity<SpinRateOption>(argument: "0") == nil)
    #expect(Quantity<SpinStepOption>(argument: "1e-7") != nil && Quantity<SpinStepOption>(argument: "9.9e-8") == nil)
  }

  @Test(arguments: [
    ("0:3000:31", 31), ("5:5:1", 1), ("0.5,1,2", 3), ("7", 1), ("3000:0:4", 4),
  ])
  func rangesExpandBothEndsIncluded(text: String, count: Int) throws {
    let values = try #require(Quantities<FlickSpeedOption>(argument: text)).values
    #expect(values.count == count)
    if text.contains(":") {
      let parts = text.split(separator: ":").compactMap { Double($0) }
      #expect(values.first == parts[0] && values.last == parts[1])
    }
  }

  @Test(arguments: [
    ("0...800:50", Array(stride(from: 0.0, through: 800, by: 50))), ("0...1:0.1", (0...10).map { Double($0) / 10 }),
    ("0...1:0.3", [0, 0.3, 0.6, 0.8999999999999999]), ("5...5:1", [5]), ("0...0.5:1", [0]),
  ])
  func steppedRangesStrideThroughStop(text: String, expected: [Double]) throws {
    let values = try #require(Quantities<FlickSpeedOption>(argument: text)).values
    // Grid points after the first are start + step·i, computed as written: equal to within one ulp of
    // the decimal grid point; the last one, when stop is on the grid, is stop itself.
    let ulpTolerance = 1e-15
    #expect(values.count == expected.count)
    for (value, grid) in zip(values, expected) { #expect(abs(value - grid) <= ulpTolerance * max(1, abs(grid))) }
    if text == "0...1:0.1" { #expect(values.last == 1) }
  }

  @Test(arguments: [
    "0...800", "0...800:0", "0...800:-50", "800...0:50", "0...800:inf", "0...800:nan", "0...1e300:1e-300",
    "-50...800:50", "0...800:50:2", "0...:50",
  ])
  func malformedSteppedRangesAreRefused(text: String) {
    let (parsed, error) = Self.refusal { Quantities<FlickSpeedOption>(argument: text) }
    #expect(parsed == nil)
    #expect(error?.option == "--velocity")
    #expect(error?.description.contains("start...stop:step") == true)
  }

  @Test(arguments: [
    "0:3000", "0:3000:x", "0:3000:0", "0:3000:1", "0:3000:1000001", "0.5,,2", "0.5,-1", "1:inf:3", "-1:5:3",
    "", ",", "1:2:3:4",
  ])
  func malformedRangesAreRefused(text: String) {
    let (parsed, error) = Self.refusal { Quantities<FlickSpeedOption>(argument: text) }
    #expect(parsed == nil)
    #expect(error?.option == "--velocity")
    #expect(error?.description.contains("start:stop:count") == true)
  }

  /// A range over the whole double line expands without overflow: every value finite and in order.
  @Test func rangeExpansionNeverOverflows() throws {
    let values = try #require(Quantities<FlickHeadingOption>(argument: "-360:360:7")).values
    #expect(values == [-360, -240, -120, 0, 120, 240, 360])
    let wide = Quantities<StartPositionOption>(argument: "-1e100:1e100:5")?.values ?? []
    #expect(wide.count == 5 && wide.allSatisfy(\.isFinite))
    #expect(Quantities<FlickSpeedOption>.spaced(-1.7e308, 1.7e308, 1, 3).isFinite)
    #expect(Quantities<FlickSpeedOption>.spaced(1.7e308, 1.7e308, 5, 9) == 1.7e308)
  }

  @Test(arguments: [("-300,0", -300.0, 0.0), (" 1e3 , -2 ", 1000, -2)])
  func vectorsParseTwoFiniteComponents(text: String, x: Double, y: Double) {
    #expect(Vector<VelocityOption>(argument: text)?.value == PlanarVector(x: x, y: y))
  }

  @Test(arguments: ["1,2,3", "nan,0", "-nan,0", "x,1", "1", "", "inf,0", "1,"])
  func malformedVectorsAreRefused(text: String) {
    let (parsed, error) = Self.refusal { Vector<EndOption>(argument: text) }
    #expect(parsed == nil)
    #expect(error?.option == "--end")
  }

  @Test func countsAcceptTheirRangeOnly() {
    #expect(Count<JobsOption>(argument: "1")?.value == 1 && Count<JobsOption>(argument: "1024")?.value == 1024)
    for text in ["0", "1025", "-1", "1.5", "", "9999999999999999999999"] {
      let (parsed, error) = Self.refusal { Count<JobsOption>(argument: text) }
      #expect(parsed == nil, "\(text)")
      #expect(error?.description.contains("a whole number in [1, 1024]") == true)
    }
    #expect(Seed(argument: "18446744073709551615")?.value == .max)
    #expect(Seed(argument: "-1") == nil && Seed(argument: "18446744073709551616") == nil)
  }

  @Test func choicesLookUpNamesAndListsEveryEntry() {
    #expect(Choice<AxleOption>(argument: "diagonal-ltr")?.value == .diagonalLTR)
    #expect(Choices<AxleOption>(argument: "horizontal,vertical")?.values == [.horizontal, .vertical])
    for text in ["diagonal", "", "horizontal,", "Horizontal"] {
      let (parsed, error) = Self.refusal { Choices<AxleOption>(argument: text) }
      #expect(parsed == nil, "\(text)")
      #expect(error?.description.contains(SpinSettings.axleOrientation.namesText) == true)
    }
    #expect(Choice<PlacementOption>(argument: "middle") == nil)
  }

  @Test(arguments: [("1/1", 1, 1), ("3/7", 3, 7), ("1000000/1000000", 1_000_000, 1_000_000)])
  func shardsParseKOfN(text: String, index: Int, count: Int) {
    let shard = Shard(argument: text)
    #expect(shard?.index == index && shard?.count == count)
  }

  @Test(arguments: ["0/3", "4/3", "1-3", "1/0", "1/1000001", "/", "1/2/3", ""])
  func malformedShardsAreRefused(text: String) {
    let (parsed, error) = Self.refusal { Shard(argument: text) }
    #expect(parsed == nil)
    #expect(error?.option == "--shard")
  }

  @Test func outputPathsTakeAnyNonEmptyText() {
    #expect(OutputPath<OutOption>(argument: "-")?.isStandardOutput == true)
    #expect(OutputPath<OutOption>(argument: "a b/ü.csv")?.path == "a b/ü.csv")
    let (parsed, error) = Self.refusal { OutputPath<OutOption>(argument: "") }
    #expect(parsed == nil && error?.option == "--out")
  }
}
