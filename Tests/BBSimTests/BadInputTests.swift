import Foundation
import Testing

/// Every kind of bad input exits 64 with one stderr line naming the option, and leaves no file.
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
    Case(arguments: ["check", "--rate", "nan"], option: "--rate"),
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
  ]

  @Test(arguments: cases)
  func badInputExits64WithOneLineNamingTheOptionAndNoFile(_ input: Case) throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimBinary.run(input.arguments, in: directory)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1, "\(result.standardError)")
    #expect(result.errorLines.first?.contains(input.option) == true, "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
    #expect(BBSimBinary.contents(of: directory).isEmpty, "no file left behind")
  }

  @Test func unknownOptionIsOneLineAndExit64() throws {
    let result = try BBSimBinary.run(["sweep", "--velocityy", "1"])
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.contains("--velocityy") == true)
  }
}
