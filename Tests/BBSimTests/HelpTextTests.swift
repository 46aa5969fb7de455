import ArgumentParser
import ButterflyModel
import ButterflyPhysics
import Testing
import _BBSimSupport

@testable import ButterflyRender
@testable import _BBSimCheck
@testable import _BBSimKit
@testable import _BBSimOptions
@testable import _BBSimRun
@testable import _BBSimSweep

/// `bbsim --help` for every subcommand states each option's accepted range, clamping and default as the
/// settings' definitions write them, never a retyped literal.
@Suite struct HelpTextTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var command: String
    var help: String
    var fragments: [String]
    var testDescription: String { command }
  }

  /// What the help of a number option must contain: its range, its clamp and (if given) its default.
  static func number(_ setting: NumericSetting, default value: Double? = nil) -> [String] {
    [setting.accepted.text, setting.clampText]
      + (value.map { ["(default: \(NumberFormat.compact.text($0)))"] } ?? [])
  }

  static func help(_ command: any ParsableCommand.Type) -> String {
    // One very wide line per option, so no phrase is broken by wrapping.
    BBSim.helpMessage(for: command, columns: 100_000)
  }

  static let cases: [Case] = [
    Case(
      command: "simulate spin", help: help(SimulateSpinCommand.self),
      fragments: number(ButterflySettings.sideLength, default: ButterflySettings.sideLength.defaultValue)
        + number(ButterflySettings.mountStrokeWidth, default: 2) + number(SpinSettings.decelerationDuration, default: 2)
        + number(SpinSettings.tapAngularSpeed, default: 4 * .pi) + number(SpinSettings.preferredShape, default: 2)
        + number(ToolSettings.interruptionTime) + number(ToolSettings.spinStep, default: 1e-4)
        + number(ToolSettings.outputRate, default: 120) + number(ToolSettings.lastSampleTime)
        + [SpinSettings.axleOrientation.namesText, "(default: horizontal)", "1e7 samples", "1e9 steps"]),
    Case(
      command: "simulate spring", help: help(SimulateSpringCommand.self),
      fragments: number(SpringSettings.mass, default: 1) + number(SpringSettings.stiffness)
        + number(SpringSettings.damping) + number(SpringSettings.initialPosition, default: 0)
        + number(SpringSettings.targetPosition, default: 1) + number(ToolSettings.springDuration, default: 2)
        + number(ToolSettings.springStep, default: 1e-3) + [ToolSettings.springIntegrator.namesText]),
    Case(
      command: "sweep", help: help(SweepCommand.self),
      fragments: number(ToolSettings.flickSpeed) + number(ToolSettings.flickHeading) + number(ToolSettings.endOffset)
        + number(ButterflySettings.sideLength) + number(SpinSettings.decelerationDuration)
        + number(SpinSettings.preferredShape)
        + number(ToolSettings.analysisRate, default: 120) + [
          "a whole number in [1, 1000000000]", "a whole number in [1, 1024]", Shard.accepted,
        ]
        + ["(default: 0,300,1000,3000,10000)", "(default: 44,60,120)", "\(SweepSpace.standard.gridCount ?? 0)"]),
    Case(
      command: "check", help: help(CheckCommand.self),
      fragments: number(ToolSettings.analysisRate, default: 120) + ["a whole number in [0, 1000000]", Shard.accepted]),
    Case(
      command: "compare", help: help(CompareCommand.self),
      fragments: number(ToolSettings.spinStep) + number(ToolSettings.comparedDuration, default: 3)
        + [ToolSettings.comparedSystem.namesText, ToolSettings.comparedIntegrator.namesText]),
    Case(
      command: "fit spin", help: help(FitSpinCommand.self),
      fragments: number(ToolSettings.spinOvershoot, default: 3) + number(ToolSettings.restTolerance, default: 2)
        + number(ToolSettings.maximumTurns, default: 4) + number(ToolSettings.fittedFlick, default: 1000)
        + number(SpinSettings.decelerationDuration, default: 2) + number(ToolSettings.landingTime)
        + ["Default: none (the landing's response is then not fitted)"]),
    Case(
      command: "fit spring", help: help(FitSpringCommand.self),
      fragments: number(ToolSettings.springOvershoot, default: 3) + number(ToolSettings.settlingTime, default: 0.5)),
    Case(
      command: "render", help: help(RenderCommand.self),
      fragments: number(ToolSettings.drawingTime) + number(ToolSettings.filmstripEnd)
        + number(ButterflySettings.sideLength)
        + [
          "a whole number in [1, \(Filmstrip.maximumFrameCount)]", ButterflySettings.labelPlacement.namesText,
          "(default: auto)",
        ]),
  ]

  @Test(arguments: cases)
  func helpStatesTheDefinitionsRangesAndDefaults(_ input: Case) {
    for fragment in input.fragments where !fragment.isEmpty {
      #expect(input.help.contains(fragment), "\(input.command) --help lacks '\(fragment)'")
    }
  }

  @Test func theBinaryPrintsTheSameHelp() throws {
    let result = try BBSimBinary.run(["simulate", "spin", "--help"])
    #expect(result.status == 0)
    let words = result.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("clamped to [0.1, 60], with a note"))
  }

  /// The work bound says what it costs with each fixed-step integrator: gsl-rk4 (which GSL also
  /// error-checks by step doubling) takes four to five times rk4's time per step.
  @Test func theStepBoundNamesEachFixedStepIntegratorsCost() throws {
    for arguments in [["--help"], ["simulate", "spin", "--help"]] {
      let result = try BBSimBinary.run(arguments)
      let words = result.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(words.contains("15 s with rk4") && words.contains("60–75 s with gsl-rk4"), "\(arguments)")
    }
  }
}
