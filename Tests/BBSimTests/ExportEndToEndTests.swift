import ButterflyPhysics
import ButterflyRender
import Foundation
import Testing
import _BBSimKit
import _BBSimOptions
import _BBSimSweep

/// `bbsim export` as a designer runs it: the file is what the portable exporter writes for the same
/// spin, a feel is named by `--tuning NAME`, bad input exits 64 with one line and nothing written, and a
/// moving picture without its tools exits 69 saying which package provides them.
@Suite struct ExportEndToEndTests {
  @Test func theCSSFileIsThePortableExportOfTheSameSpin() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimBinary.run(
      ["export", "--velocity", "0,-900", "--duration", "1.5", "--max-error", "0.05", "--out", "spin.css"],
      in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    var scenario = SpinScenario()
    scenario.duration = 1.5
    scenario.gesture = .flick(velocity: PlanarVector(x: 0, y: -900), endPoint: scenario.defaultEndPoint)
    let keyframes = SpinKeyframes(
      trajectory: scenario.trajectory(with: scenario.planner), axle: .horizontal, error: 0.05)
    let written = try String(contentsOf: directory.appendingPathComponent("spin.css"), encoding: .utf8)
    #expect(written.hasSuffix("}\n"))
    #expect(written.contains("linear(0, "))
    #expect(written.contains("(asked ≤ 0.05°)"))
    let expected = SpinExport(keyframes: keyframes, description: []).css()
    // The description lines differ (the command names the gesture); the curve is the same.
    #expect(written.split(separator: "\n").suffix(8) == expected.split(separator: "\n").suffix(8))
  }

  @Test(arguments: ["standard", "snappy", "smooth", "bouncy"])
  func aFeelsNameIsATuning(_ name: String) throws {
    // The file names the tuning the planner used (it may shorten the response to settle within D/4).
    let tuning = SpinPlanner(decelerationDuration: 2, tuning: try #require(SpinTuning.named(name))).tuning
    let result = try BBSimBinary.run(["export", "--format", "compose", "--tuning", name, "--out", "-"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("// Tuning: \(SpinTuningText.swift(tuning))."))
  }

  @Test(arguments: [
    (["--max-error", "0"], "--max-error"), (["--max-error", "nan"], "--max-error"),
    (["--max-error", "7"], "--max-error"), (["--format", "svg"], "--format"), (["--fps", "30"], "--fps"),
    (["--format", "gif", "--fps", "61"], "--fps"), (["--format", "gif", "--fps", "60", "--duration", "30"], "--fps"),
    (["--tuning", "Snappy"], "--tuning"), (["--interrupt", "119", "--duration", "60"], "--interrupt"),
  ])
  func badInputExits64WithOneLineAndWritesNothing(_ arguments: [String], _ option: String) throws {
    let directory = try BBSimBinary.scratchDirectory()
    let result = try BBSimBinary.run(["export"] + arguments + ["--out", "out"], in: directory)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.contains(option) == true, "\(result.standardError)")
    #expect(BBSimBinary.contents(of: directory).isEmpty)
  }

  @Test func aPictureWithoutItsToolsExits69NamingThePackage() throws {
    let directory = try BBSimBinary.scratchDirectory()
    let url = try #require(BBSimBinary.url)
    let process = Process()
    process.executableURL = url
    process.arguments = ["export", "--format", "mp4", "--out", "spin.mp4"]
    process.currentDirectoryURL = directory
    process.environment = ["PATH": directory.path]
    let result = try BBSimBinary.capture(process)
    #expect(result.status == 69)
    #expect(result.errorLines.count == 1)
    #expect(result.standardError.contains("apt-install export librsvg2-bin"))
    #expect(BBSimBinary.contents(of: directory).isEmpty)
  }
}
