import Foundation
import Testing

@testable import _BBSimKit

/// `bbsim` speaks ArgumentParser's language: refusals are its lines (a transform's error after its
/// `The value '…' is invalid for '--side <pt>': `), each pointing at its command's help; `--version`,
/// completion scripts, suggestions for a misspelled subcommand, and subcommands with their own help.
@Suite struct ArgumentParserIdiomTests {
  @Test func versionPrintsTheToolsNameAndVersion() throws {
    let result = try BBSimBinary.run(["--version"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "bbsim \(BBSim.version)\n")
  }

  @Test(arguments: [
    (["simulate", "spin", "--duration", "nan"], "see 'bbsim simulate spin --help'"),
    (["fit", "spring", "--settle", "0"], "see 'bbsim fit spring --help'"),
    (["fit", "--overshoot", "-1"], "see 'bbsim fit --help'"),
    (["sweep", "--out", "missing-dir/sweep.csv"], "see 'bbsim sweep --help'"),
    (["check", "swiftui-spring", "--damping", "3"], "see 'bbsim check swiftui-spring --help'"),
  ])
  func everyRefusalIsOneLinePointingAtItsCommandsHelp(arguments: [String], pointer: String) throws {
    let result = try BBSimBinary.run(arguments, in: try BBSimBinary.scratchDirectory())
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1, "\(result.standardError)")
    #expect(result.errorLines.first?.hasSuffix("; " + pointer) == true, "\(result.standardError)")
  }

  @Test func aTransformsRefusalFollowsArgumentParsersOwnLine() throws {
    let result = try BBSimBinary.run(["simulate", "spin", "--duration", "nan"])
    #expect(
      result.errorLines == [
        "error: The value 'nan' is invalid for '--duration <s>': expected a number (s), finite, > 0; "
          + "see 'bbsim simulate spin --help'"
      ])
  }

  @Test(arguments: [
    (["sweeep"], "(did you mean 'sweep'?)"), (["fit", "spni"], "(did you mean 'spin'?)"),
    (["simulate", "sping"], "(did you mean 'spin'?)"), (["rendr"], "(did you mean 'render'?)"),
  ])
  func aMisspelledSubcommandGetsASuggestion(arguments: [String], suggestion: String) throws {
    let result = try BBSimBinary.run(arguments)
    #expect(result.status == 64)
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.contains(suggestion) == true, "\(result.standardError)")
  }

  @Test func aWordFarFromEverySubcommandGetsNoSuggestion() throws {
    let result = try BBSimBinary.run(["xyzzy"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("did you mean") == false, "\(result.standardError)")
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func completionScriptsAreGeneratedForEveryShell(shell: String) throws {
    let result = try BBSimBinary.run(["--generate-completion-script", shell])
    #expect(result.status == 0)
    for word in ["bbsim", "simulate", "sweep", "merge", "shard-list"] {
      #expect(result.standardOutput.contains(word), "\(shell): \(word)")
    }
  }

  /// Options that belong to another command never appear in a command's help.
  @Test(arguments: [
    (["fit", "spin", "--help"], ["--overshoot <degrees>", "--tuning-out"], ["percent of the step"]),
    (["fit", "spring", "--help"], ["--overshoot <%>", "--settle <s>"], ["--tuning-out", "--max-turns", "degrees"]),
    (["check", "--help"], ["--tuning <name|file>"], ["--tap-speed", "--shape", "--bounce", "--response"]),
    (["sweep", "--help"], ["every --angle heading"], ["VX,VY"]),
    (["simulate", "spin", "--help"], ["VX,VY"], ["--angle"]),
  ])
  func helpNamesOnlyTheCommandsOwnOptions(arguments: [String], present: [String], absent: [String]) throws {
    let result = try BBSimBinary.run(arguments)
    #expect(result.status == 0)
    let help = result.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for text in present { #expect(help.contains(text), "\(arguments): lacks \(text)") }
    for text in absent { #expect(!help.contains(text), "\(arguments): has \(text)") }
  }

  /// No `Mirror` (reflection into ArgumentParser's error types): the tool's sources (every `_BBSim…`
  /// module) are scanned.
  @Test func theToolReflectsIntoNoLibrary() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
    var scanned = 0
    for case let file as URL in files
    where file.pathExtension == "swift" && file.path.contains("/Sources/_BBSim") {
      let text = try String(contentsOf: file, encoding: .utf8)
      scanned += 1
      #expect(!text.contains("Mirror("), "\(file.lastPathComponent)")
    }
    #expect(scanned > 50)
  }
}
