import ButterflyPhysics
import Foundation
import Testing

@testable import _BBSimKit
@testable import _BBSimOptions
@testable import _BBSimRun
@testable import _BBSimSupport
@testable import _BBSimSweep

/// Numbers and work: no `inf` or `nan` anywhere for any accepted input, extreme inputs computed in
/// range or refused up front, and every run bounded — interruptions re-plan in O(1), adaptive GSL
/// runs stop at their step budget, fits that cannot be fitted exit 65 saying what failed.
@Suite struct BoundsAndNumbersTests {
  /// Whether `text` contains `inf`, `-inf` or `nan` as a token (not inside a word like "finite").
  static func hasNonFinite(_ text: String) -> Bool {
    text.range(of: #"(?<![A-Za-z])(inf|nan|infinity)(?![A-Za-z])"#, options: [.regularExpression, .caseInsensitive])
      != nil
  }

  /// Accepted inputs at the edges of their ranges.
  static let extremes: [[String]] = [
    [
      "simulate", "spin", "--side", "1e308", "--stroke", "1e308", "--duration", "1e308", "--tap-speed", "1e308",
      "--until", "1", "--summary", "s.json",
    ],
    ["simulate", "spin", "--side", "1e-300", "--stroke", "1e-300", "--duration", "1e-300", "--shape", "20"],
    ["simulate", "spin", "--velocity", "1.7976931348623157e308,-1.7976931348623157e308", "--end", "1e308,-1e308"],
    ["simulate", "spin", "--velocity", "5e-324,0", "--end", "0,0", "--integrator", "rk4", "--step", "0.1"],
    ["simulate", "spring", "--mass", "1e-100", "--stiffness", "1e100", "--rate", "10", "--duration", "1"],
    ["simulate", "spring", "--mass", "1e300", "--stiffness", "1e300", "--damping", "0", "--rate", "1"],
    ["simulate", "spring", "--x0", "1e100", "--v0", "-1e100", "--target", "-1e100", "--rate", "10"],
    ["simulate", "spring", "--x0", "1e100", "--damping", "1e-300", "--integrator", "rk4", "--rate", "10"],
    [
      "sweep", "--velocity", "0:1.7976931348623157e308:4", "--angle", "-360:360:3", "--side", "1e-300,1e308",
      "--duration", "1e-300,60", "--end-offset", "-1,1", "--samples", "20", "--summary", "s.json",
    ],
    ["render", "--side", "1e308", "--stroke", "1e308", "--at", "3600"],
    ["render", "--filmstrip", "5", "--until", "3600", "--duration", "1e-300"],
    ["fit", "--duration", "1e-300", "--max-turns", "1e308", "--overshoot", "1e308", "--rest-tolerance", "100"],
    ["fit", "spring", "--settle", "0.01"],
    ["compare", "--system", "spin", "--duration", "0.5", "--step", "0.1,0.05"],
  ]

  @Test(arguments: extremes)
  func extremeAcceptedInputsNeverPrintInfOrNaN(_ arguments: [String]) throws {
    let directory = try BBSimBinary.scratchDirectory()
    let out = arguments[0] == "fit" ? [] : ["--out", "out"]
    let result = try BBSimBinary.run(arguments + out, in: directory)
    #expect([0, 1, 65].contains(result.status), "\(result.standardError)")
    #expect(!Self.hasNonFinite(result.standardOutput + result.standardError), "\(result.standardError)")
    for name in BBSimBinary.contents(of: directory) {
      let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      #expect(!Self.hasNonFinite(text), "\(name)")
    }
  }

  /// A side far above the largest the control draws puts the sweep's end point on the control that
  /// runs (the clamped side), not 5·10³⁰⁷ pt away.
  @Test(arguments: [(1e308, 5_000.0), (20_000, 5_000), (60, 30), (1e-300, 22)])
  func sweepEndPointsLieOnTheSideUsed(side: Double, reach: Double) {
    var space = SweepSpace.standard
    space.sides = [side]
    space.endOffsets = [1]
    space.axles = [.horizontal]
    let end = space.gridConfiguration(0).endPoint
    #expect(end == PlanarVector(x: 0, y: reach) || end == PlanarVector(x: 0, y: -reach), "\(end)")
  }

  @Test func overflowingRatiosAreRefusedNamingTheOptionWithoutInf() throws {
    let result = try BBSimBinary.run(["simulate", "spring", "--mass", "1e-300", "--stiffness", "1e300"])
    #expect(result.status == 64)
    #expect(result.errorLines.first?.contains("--stiffness") == true)
    #expect(!Self.hasNonFinite(result.standardError), "\(result.standardError)")
  }

  /// 100 000 taps plan in O(1) each and follow the parity rule: n + 1 activations from `top` land on
  /// the face n + 1 toggles give.
  @Test func aHundredThousandInterruptionsFollowTheParityRule() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let summary = try BBSimBinary.run(
      [
        "simulate", "spin", "--interrupt", "0.001:10:100000", "--until", "11", "--rate", "30", "--summary", "s.json",
        "--out", "t.csv",
      ], in: directory)
    #expect(summary.status == 0, "\(summary.standardError)")
    let json = try String(contentsOf: directory.appendingPathComponent("s.json"), encoding: .utf8)
    #expect(json.contains("\"activations\" : 100001"))
    #expect(json.contains("\"landing_face\" : \"bottom\""), "an odd number of activations lands on the other face")
  }

  @Test func moreThanAMillionInterruptionsAreRefused() throws {
    let times = Array(repeating: "0", count: SpinScenario.maximumInterruptions + 1).joined(separator: ",")
    #expect(throws: (any Error).self) { _ = try SimulateSpinCommand.parse(["--interrupt", times]) }
    #expect(throws: UsageError.self) { try OptionSpec.interruptions.parse("0:1:1000001") }
  }

  @Test func anAdaptiveRunThatNeedsTooManyStepsStopsWithOneLine() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimBinary.run(
      [
        "simulate", "spring", "--stiffness", "1e10", "--integrator", "gsl-rk8pd", "--duration", "3600", "--rate", "1",
        "--out", "x.csv",
      ], in: directory)
    #expect(result.status == 70)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.contains("adaptive steps") == true, "\(result.standardError)")
    #expect(BBSimBinary.contents(of: directory).isEmpty)
  }

  /// These once reached GSL and exited 65 with its message; they are now refused up front (exit 64,
  /// naming --settle and the reachable range; FitTargetTests checks the range).
  @Test(arguments: [["fit", "spring", "--settle", "1e-300"], ["fit", "spring", "--settle", "1e300"]])
  func aSettlingTimeNoSpringReachesIsRefusedBeforeTheFit(_ arguments: [String]) throws {
    let result = try BBSimBinary.run(arguments)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.hasPrefix("error: --settle: ") == true, "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
  }
}
