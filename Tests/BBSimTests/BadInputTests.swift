import Foundation
import Testing

/// Every kind of bad input exits 64 with one stderr line naming the option and the accepted range
/// (every message says "expected …"), and leaves no file.
@Suite struct BadInputTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var option: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["simulate", "spin", "--duration", "nan"], option: "--duration"),
    Case(arguments: ["simulate", "spin", "--duration", "inf"], option: "--duration"),
    Case(arguments: ["simulate", "spin", "--duration", "-1"], option: "--duration"),
    Case(arguments: ["simulate", "spin", "--duration", "0"], option: "--duration"),
    Case(arguments: ["simulate", "spin", "--side", "-60"], option: "--side"),
    Case(arguments: ["simulate", "spin", "--rate", "0"], option: "--rate"),
    Case(arguments: ["simulate", "spin", "--velocity", "1,2,3"], option: "--velocity"),
    Case(arguments: ["simulate", "spin", "--velocity", "nan,0"], option: "--velocity"),
    Case(arguments: ["simulate", "spin", "--end", "x,1"], option: "--end"),
    Case(arguments: ["simulate", "spin", "--axle", "diagonal"], option: "--axle"),
    Case(arguments: ["simulate", "spin", "--from", "left"], option: "--from"),
    Case(arguments: ["simulate", "spin", "--integrator", "euler"], option: "--integrator"),
    Case(arguments: ["simulate", "spin", "--interrupt", "1,0.5"], option: "--interrupt"),
    Case(arguments: ["simulate", "spin", "--shape", "25"], option: "--shape"),
    Case(arguments: ["simulate", "spin", "--out", "missing-dir/out.csv"], option: "--out"),
    Case(arguments: ["simulate", "spin", "--summary", "missing-dir/s.json"], option: "--summary"),
    Case(arguments: ["sweep", "--velocity", "0:3000"], option: "--velocity"),
    Case(arguments: ["sweep", "--velocity", "0:3000:x"], option: "--velocity"),
    Case(arguments: ["sweep", "--velocity", "0:3000:0"], option: "--velocity"),
    Case(arguments: ["sweep", "--duration", "0.5,,2"], option: "--duration"),
    Case(arguments: ["sweep", "--duration", "0.5,-1"], option: "--duration"),
    Case(arguments: ["sweep", "--duration", "1:inf:3"], option: "--duration"),
    Case(arguments: ["sweep", "--shard", "0/3"], option: "--shard"),
    Case(arguments: ["sweep", "--shard", "4/3"], option: "--shard"),
    Case(arguments: ["sweep", "--shard", "1-3"], option: "--shard"),
    Case(arguments: ["sweep", "--jobs", "0"], option: "--jobs"),
    Case(arguments: ["sweep", "--seed", "-1"], option: "--seed"),
    Case(arguments: ["sweep", "--samples", "0"], option: "--samples"),
    Case(arguments: ["sweep", "--axle", "horizontal,sideways"], option: "--axle"),
    Case(arguments: ["sweep", "--out", "missing-dir/sweep.csv"], option: "--out"),
    Case(arguments: ["sweep", "--out", "."], option: "--out"),
    Case(arguments: ["sweep", "--summary", "missing-dir/s.json"], option: "--summary"),
    Case(arguments: ["sweep", "--summary", "."], option: "--summary"),
    Case(arguments: ["sweep", "--summary", "-", "--out", "-"], option: "--summary"),
    Case(arguments: ["sweep", "--summary", "sweep.csv"], option: "--summary"),
    Case(arguments: ["check", "--rate", "nan"], option: "--rate"),
    Case(arguments: ["simulate", "spring", "--x0", "1e308", "--target", "-1e308"], option: "--x0"),
    Case(arguments: ["simulate", "spring", "--stiffness", "1e300"], option: "--stiffness"),
    Case(arguments: ["render", "--at", "nan"], option: "--at"),
    Case(arguments: ["render", "--at", "-1"], option: "--at"),
    Case(arguments: ["render", "--at", "inf"], option: "--at"),
    Case(arguments: ["render", "--appearance", "sepia"], option: "--appearance"),
    Case(arguments: ["render", "--contrast", "high"], option: "--contrast"),
    Case(arguments: ["render", "--layout-direction", "up"], option: "--layout-direction"),
    Case(arguments: ["render", "--placement", "middle"], option: "--placement"),
    Case(arguments: ["render", "--language", "xx"], option: "--language"),
    Case(arguments: ["render", "--filmstrip", "0"], option: "--filmstrip"),
    Case(arguments: ["render", "--filmstrip", "1000"], option: "--filmstrip"),
    Case(arguments: ["render", "--filmstrip", "3", "--until", "0"], option: "--until"),
    Case(arguments: ["render", "--filmstrip", "3", "--at", "1"], option: "--at"),
    Case(arguments: ["render", "--until", "1"], option: "--until"),
    Case(arguments: ["render", "--duration", "0"], option: "--duration"),
    Case(arguments: ["render", "--velocity", "1,2,3"], option: "--velocity"),
    Case(arguments: ["render", "--axle", "diagonal"], option: "--axle"),
    Case(arguments: ["render", "--out", "missing-dir/x.svg"], option: "--out"),
    Case(arguments: ["render", "--out", "."], option: "--out"),
    Case(arguments: ["render", "--gallery", "missing-dir/gallery"], option: "--gallery"),
    Case(arguments: ["render", "--gallery", "g", "--at", "1"], option: "--at"),
    Case(arguments: ["render", "--gallery", "g", "--out", "x.svg"], option: "--out"),
    // Negative values reach the range checks without `=`.
    Case(arguments: ["sweep", "--angle", "-900"], option: "--angle"),
    Case(arguments: ["sweep", "--end-offset", "-1.5"], option: "--end-offset"),
    Case(arguments: ["simulate", "spin", "--end", "-5,x"], option: "--end"),
    Case(arguments: ["simulate", "spin", "--velocity", "-nan,0"], option: "--velocity"),
    Case(arguments: ["simulate", "spring", "--x0", "-inf"], option: "--x0"),
    Case(arguments: ["simulate", "spring", "--target", "-nan"], option: "--target"),
    Case(arguments: ["simulate", "spring", "--mass", "-1"], option: "--mass"),
    Case(arguments: ["fit", "--overshoot", "-1"], option: "--overshoot"),
    Case(arguments: ["render", "--at", "-0.5"], option: "--at"),
    // Resource bounds: smallest step, step counts (stability included), samples per configuration.
    Case(arguments: ["simulate", "spin", "--step", "1e-300"], option: "--step"),
    Case(arguments: ["simulate", "spring", "--step", "1e-300"], option: "--step"),
    Case(arguments: ["sweep", "--step", "1e-300"], option: "--step"),
    Case(arguments: ["compare", "--step", "1e-9"], option: "--step"),
    Case(
      arguments: [
        "simulate", "spring", "--stiffness", "1e190", "--integrator", "rk4", "--step", "1", "--duration", "0.01",
      ],
      option: "--integrator"),
    Case(
      arguments: ["simulate", "spin", "--integrator", "rk4", "--step", "1e-7", "--until", "3600"], option: "--step"),
    Case(arguments: ["compare", "--step", "1e-7", "--duration", "600"], option: "--step"),
    Case(arguments: ["compare", "--step", "0.01,1e-7", "--duration", "600"], option: "--step"),
    Case(arguments: ["sweep", "--duration", "1e6"], option: "--duration"),
    Case(arguments: ["sweep", "--integrator", "rk4", "--step", "1e-7", "--duration", "1000"], option: "--step"),
    // The grid-size error names the dimension with the most values.
    Case(
      arguments: [
        "sweep", "--velocity", "0:1:1000", "--angle", "0:1:100000", "--side", "1:2:1000", "--shape", "0:1:1000",
      ],
      option: "--angle"),
  ]

  @Test(arguments: cases)
  func badInputExits64WithOneLineNamingTheOptionAndNoFile(_ input: Case) throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimBinary.run(input.arguments, in: directory)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1, "\(result.standardError)")
    #expect(result.errorLines.first?.contains(input.option) == true, "\(result.standardError)")
    #expect(result.errorLines.first?.contains("expected") == true, "states the accepted range: \(result.standardError)")
    #expect(result.standardOutput.isEmpty)
    #expect(BBSimBinary.contents(of: directory).isEmpty, "no file left behind")
  }

  /// Half-open ranges read the same in the error as in the help: `(0, x]` is `> 0 and ≤ x`.
  @Test(arguments: [
    (["simulate", "spin", "--rate", "0"], "> 0 and ≤ 100000"),
    (["simulate", "spring", "--rate", "0"], "> 0 and ≤ 100000"),
    (["simulate", "spring", "--duration", "0"], "> 0 and ≤ 3600"), (["compare", "--duration", "0"], "> 0 and ≤ 600"),
    (["render", "--filmstrip", "3", "--until", "0"], "> 0 and ≤ 3600"),
    (["fit", "--rest-tolerance", "0"], "> 0 and ≤ 100"),
  ])
  func halfOpenRangesMatchTheHelp(_ arguments: [String], _ range: String) throws {
    let result = try BBSimBinary.run(arguments)
    #expect(result.status == 64)
    #expect(result.errorLines.first?.contains(range) == true, "\(result.standardError)")
    #expect(result.errorLines.first?.contains("e-324") == false)
  }

  /// Negative values are accepted without `=` (and still with it).
  @Test(arguments: [
    ["simulate", "spin", "--end", "-5,-5"], ["simulate", "spin", "--velocity", "-300,0"],
    ["simulate", "spin", "--velocity=-300,0"], ["simulate", "spring", "--x0", "-1", "--target", "-1"],
    ["simulate", "spring", "--v0", "-3"],
    ["sweep", "--angle", "-90", "--end-offset", "-0.5", "--samples", "3", "--out", "-"],
    ["render", "--velocity", "-300,0", "--end", "-5,-5"],
  ])
  func negativeValuesNeedNoEquals(_ arguments: [String]) throws {
    let result = try BBSimBinary.run(arguments)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(!result.standardError.contains("Missing value"))
  }

  @Test func unknownOptionIsOneLineAndExit64() throws {
    let result = try BBSimBinary.run(["sweep", "--velocityy", "1"])
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.contains("--velocityy") == true)
  }
}
