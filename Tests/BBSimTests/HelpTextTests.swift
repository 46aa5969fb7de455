import ArgumentParser
import ButterflyModel
import ButterflyPhysics
import Testing

@testable import _BBSimKit

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
  static func number<Option: NumberOption>(_: Option.Type, default value: Double? = nil) -> [String] {
    [Option.setting.accepted.text, Option.setting.clampText]
      + (value.map { ["(default: \(SettingInterval.number($0)))"] } ?? [])
  }

  static func help(_ command: any ParsableCommand.Type) -> String {
    // One very wide line per option, so no phrase is broken by wrapping.
    BBSim.helpMessage(for: command, columns: 100_000)
  }

  static let cases: [Case] = [
    Case(
      command: "simulate spin", help: help(SimulateSpinCommand.self),
      fragments: number(SideOption.self, default: SpinSettings.sideLength.defaultValue)
        + number(StrokeOption.self, default: 2) + number(DurationOption.self, default: 2)
        + number(TapSpeedOption.self, default: 4 * .pi) + number(ShapeOption.self, default: 2)
        + number(InterruptOption.self) + number(SpinStepOption.self, default: 1e-4)
        + number(SpinRateOption.self, default: 120) + number(UntilOption.self)
        + [SpinSettings.axleOrientation.namesText, "(default: horizontal)", "1e7 samples", "1e9 steps"]),
    Case(
      command: "simulate spring", help: help(SimulateSpringCommand.self),
      fragments: number(MassOption.self, default: 1) + number(StiffnessOption.self)
        + number(DampingOption.self) + number(StartPositionOption.self, default: 0)
        + number(TargetOption.self, default: 1) + number(SpringDurationOption.self, default: 2)
        + number(SpringStepOption.self, default: 1e-3) + [ToolSettings.springIntegrator.namesText]),
    Case(
      command: "sweep", help: help(SweepCommand.self),
      fragments: number(FlickSpeedOption.self) + number(FlickHeadingOption.self) + number(EndOffsetOption.self)
        + number(SideOption.self) + number(DurationOption.self) + number(ShapeOption.self)
        + number(AnalysisRateOption.self, default: 120) + [SamplesOption.accepted, JobsOption.accepted, Shard.accepted]
        + ["(default: 0,300,1000,3000,10000)", "(default: 44,60,120)", "\(SweepSpace.standard.gridCount ?? 0)"]),
    Case(
      command: "check", help: help(CheckCommand.self),
      fragments: number(AnalysisRateOption.self, default: 120) + [MaximumFailuresOption.accepted, Shard.accepted]),
    Case(
      command: "compare", help: help(CompareCommand.self),
      fragments: number(ComparedStepOption.self) + number(ComparedDurationOption.self, default: 3)
        + [ToolSettings.comparedSystem.namesText, ToolSettings.comparedIntegrator.namesText]),
    Case(
      command: "fit", help: help(FitCommand.self),
      fragments: number(OvershootOption.self, default: 3) + number(RestToleranceOption.self, default: 2)
        + number(MaximumTurnsOption.self, default: 4) + number(FittedFlickOption.self, default: 1000)
        + number(DurationOption.self, default: 2) + number(SettleOption.self, default: 0.5)),
    Case(
      command: "render", help: help(RenderCommand.self),
      fragments: number(DrawingTimeOption.self) + number(FilmstripEndOption.self) + number(SideOption.self)
        + [FilmstripOption.accepted, ButterflySettings.labelPlacement.namesText, "(default: auto)"]),
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
}
