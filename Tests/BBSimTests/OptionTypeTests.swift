import ButterflyModel
import ButterflyPhysics
import Testing

@testable import _BBSimKit
@testable import _BBSimOptions
@testable import _BBSimRun
@testable import _BBSimSupport

/// Each option accepts exactly its setting's range and throws, for every refusal, one message naming
/// the option and the accepted range.
@Suite struct OptionTypeTests {
  /// Parses `text` with `spec` and returns the value or the refusal.
  static func refusal<T>(_ spec: OptionSpec<T>, _ text: String) -> (T?, UsageError?) {
    do throws(UsageError) {
      return (try spec.parse(text), nil)
    } catch {
      return (nil, error)
    }
  }

  /// The value `spec` parses from `text`, or `nil` when it refuses it.
  static func parsed<T>(_ spec: OptionSpec<T>, _ text: String) -> T? { refusal(spec, text).0 }

  @Test(arguments: [
    ("60", 60.0), (" 44 ", 44), ("1e-300", 1e-300), ("1e308", 1e308), ("0x10", 16),
  ])
  func quantityAcceptsEveryFiniteValueInRange(text: String, value: Double) {
    let (parsed, error) = Self.refusal(.side, text)
    #expect(parsed == value)
    #expect(error == nil)
  }

  @Test(arguments: ["0", "-0", "-60", "nan", "-nan", "inf", "-inf", "", "6O", "1,2"])
  func quantityRefusesWithTheOptionAndRange(text: String) {
    let (parsed, error) = Self.refusal(.side, text)
    #expect(parsed == nil)
    #expect(error?.option == "--side")
    #expect(error?.description.contains("expected a number (pt), finite, > 0") == true)
  }

  @Test func closedEndsAreIncludedAndOpenEndsAreNot() {
    #expect(Self.parsed(OptionSpec<Double>.shape, "0") != nil && Self.parsed(OptionSpec<Double>.shape, "20") != nil)
    #expect(Self.parsed(OptionSpec<Double>.shape, "20.000000000000004") == nil)
    #expect(
      Self.parsed(OptionSpec<Double>.spinRate, "100000") != nil && Self.parsed(OptionSpec<Double>.spinRate, "0") == nil)
    #expect(
      Self.parsed(OptionSpec<Double>.spinStep, "1e-7") != nil
        && Self.parsed(OptionSpec<Double>.spinStep, "9.9e-8") == nil)
  }

  @Test(arguments: [
    ("0:3000:31", 31), ("5:5:1", 1), ("0.5,1,2", 3), ("7", 1), ("3000:0:4", 4),
  ])
  func rangesExpandBothEndsIncluded(text: String, count: Int) throws {
    let values = try #require(Self.parsed(.flickSpeeds, text))
    #expect(values.count == count)
    if text.contains(":") {
      let parts = text.split(separator: ":").compactMap { Double($0) }
      #expect(values.first == parts[0] && values.last == parts[1])
    }
  }

  @Test(
    arguments: [
      ("0...800:50", Array(stride(from: 0.0, through: 800, by: 50))),
      ("0...1:0.1", (0...10).map { (step: Int) -> Double in Double(step) / 10 }),
      ("0...1:0.3", [0, 0.3, 0.6, 0.8999999999999999]), ("5...5:1", [5]), ("0...0.5:1", [0]),
    ] as [(String, [Double])])
  func steppedRangesStrideThroughStop(text: String, expected: [Double]) throws {
    let values = try #require(Self.parsed(.flickSpeeds, text))
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
    let (parsed, error) = Self.refusal(.flickSpeeds, text)
    #expect(parsed == nil)
    #expect(error?.option == "--velocity")
    #expect(error?.description.contains("start...stop:step") == true)
  }

  @Test(arguments: [
    "0:3000", "0:3000:x", "0:3000:0", "0:3000:1", "0:3000:1000001", "0.5,,2", "0.5,-1", "1:inf:3", "-1:5:3",
    "", ",", "1:2:3:4",
  ])
  func malformedRangesAreRefused(text: String) {
    let (parsed, error) = Self.refusal(.flickSpeeds, text)
    #expect(parsed == nil)
    #expect(error?.option == "--velocity")
    #expect(error?.description.contains("start:stop:count") == true)
  }

  /// A range over the whole double line expands without overflow: every value finite and in order.
  @Test func rangeExpansionNeverOverflows() throws {
    let values = try #require(Self.parsed(.flickHeadings, "-360:360:7"))
    #expect(values == [-360, -240, -120, 0, 120, 240, 360])
    let wide = Self.parsed(OptionSpec<[Double]>.numbers("--x0", SpringSettings.initialPosition), "-1e100:1e100:5") ?? []
    #expect(wide.count == 5 && wide.allSatisfy(\.isFinite))
    #expect(NumberRange.spaced(-1.7e308, 1.7e308, 1, 3).isFinite)
    #expect(NumberRange.spaced(1.7e308, 1.7e308, 5, 9) == 1.7e308)
  }

  @Test(arguments: [("-300,0", -300.0, 0.0), (" 1e3 , -2 ", 1000, -2)])
  func vectorsParseTwoFiniteComponents(text: String, x: Double, y: Double) {
    #expect(Self.parsed(.velocity, text) == PlanarVector(x: x, y: y))
  }

  @Test(arguments: ["1,2,3", "nan,0", "-nan,0", "x,1", "1", "", "inf,0", "1,"])
  func malformedVectorsAreRefused(text: String) {
    let (parsed, error) = Self.refusal(.end, text)
    #expect(parsed == nil)
    #expect(error?.option == "--end")
  }

  @Test func countsAcceptTheirRangeOnly() {
    #expect(Self.parsed(OptionSpec<Int>.jobs, "1") == 1 && Self.parsed(OptionSpec<Int>.jobs, "1024") == 1024)
    for text in ["0", "1025", "-1", "1.5", "", "9999999999999999999999"] {
      let (parsed, error) = Self.refusal(.jobs, text)
      #expect(parsed == nil, "\(text)")
      #expect(error?.description.contains("a whole number in [1, 1024]") == true)
    }
    #expect(Self.parsed(.seed, "18446744073709551615") == .max)
    #expect(Self.parsed(.seed, "-1") == nil && Self.parsed(.seed, "18446744073709551616") == nil)
  }

  @Test func choicesLookUpNamesAndListsEveryEntry() {
    #expect(Self.parsed(.axle, "diagonal-ltr") == .diagonalLTR)
    #expect(Self.parsed(.axles, "horizontal,vertical") == [.horizontal, .vertical])
    for text in ["diagonal", "", "horizontal,", "Horizontal"] {
      let (parsed, error) = Self.refusal(.axles, text)
      #expect(parsed == nil, "\(text)")
      #expect(error?.description.contains(SpinSettings.axleOrientation.namesText) == true)
    }
    #expect(Self.parsed(.placement, "middle") == nil)
  }

  @Test(arguments: [("1/1", 1, 1), ("3/7", 3, 7), ("1000000/1000000", 1_000_000, 1_000_000)])
  func shardsParseKOfN(text: String, index: Int, count: Int) {
    let shard = try? Shard.parse(text)
    #expect(shard?.index == index && shard?.count == count)
  }

  @Test(arguments: ["0/3", "4/3", "1-3", "1/0", "1/1000001", "/", "1/2/3", ""])
  func malformedShardsAreRefused(text: String) {
    let (parsed, error) = Self.refusal(.shard(""), text)
    #expect(parsed == nil)
    #expect(error?.option == "--shard")
  }

  @Test func outputPathsTakeAnyNonEmptyText() {
    #expect(Self.parsed(.out(""), "-")?.isStandardOutput == true)
    #expect(Self.parsed(.out(""), "a b/ü.csv")?.path == "a b/ü.csv")
    let (parsed, error) = Self.refusal(.out(""), "")
    #expect(parsed == nil && error?.option == "--out")
  }
}
