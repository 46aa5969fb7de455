import ArgumentParser
import ButterflyGSL
import ButterflyPhysics
import _BBSimCheck
import _BBSimOptions
import _BBSimRun
import _BBSimSupport
import _BBSimSweep
import _ButterflyShims

/// The `bbsim` root command: simulate, sweep, check, compare, fit and render the ButterflyButton spin.
///
/// Exit status: 0 success; 1 a check that found violations or a fit whose targets are not met; 64
/// (`EX_USAGE`) bad input, reported as one line on stderr naming the option and its accepted range;
/// 69 (`EX_UNAVAILABLE`) `export` to a picture without rsvg-convert or ffmpeg on `PATH`;
/// 65 (`EX_DATAERR`) a fit whose minimiser failed (targets it cannot fit) or shard CSVs that do not
/// merge; 70 (`EX_SOFTWARE`) a GSL
/// integration that failed, one line naming the integrator and GSL's error, or rsvg-convert or ffmpeg
/// that failed; 74 (`EX_IOERR`) an output
/// or report write that failed (temporary files removed, existing outputs untouched).
package struct BBSim: ParsableCommand {
  /// The command's name, abstract and subcommands.
  package static let configuration = CommandConfiguration(
    commandName: "bbsim",
    abstract: "Simulate, sweep, check, compare, fit, render and export the ButterflyButton spin physics.",
    discussion: """
      Every number has its unit in the help text. CSV output is RFC 4180 (CRLF line ends) with \
      unit-carrying headers and shortest round-trip numbers, never inf or nan. Outputs behave like cp \
      and sort -o: a regular file is written to a temporary name and renamed into place (permissions \
      kept; a symlink's target is replaced); a device, FIFO or socket is written in place; - is standard \
      output; two outputs that are the same file, or an output that is an input, are refused. Bad input \
      exits 64 with one line on stderr naming the option and the accepted range; a failed write removes \
      every temporary file and exits 74. Work is bounded, or refused up front: at most \
      \(NumberFormat.compact.text(WorkLimits.maximumSteps)) fixed steps (on one core about 15 s with rk4, 60–75 s with gsl-rk4, which GSL also error-checks by \
      step doubling) and \
      \(NumberFormat.compact.text(WorkLimits.maximumSamples)) samples per run (or sweep configuration), \
      \(NumberFormat.compact.text(Double(GSLIntegratedRun.stepBudget))) adaptive GSL steps per run (about 2 s), \
      \(NumberFormat.compact.text(Double(SpinScenario.maximumInterruptions))) interruptions, \
      \(NumberFormat.compact.text(Double(SweepPlan.maximumGridCount))) grid configurations per sweep. \
      A refusal ends with where the command's help is (see 'bbsim fit spin --help'). Shell completions: \
      bbsim --generate-completion-script bash (or zsh, fish) prints the script to install.
      """,
    version: "bbsim \(version)",
    subcommands: [
      SimulateCommand.self, SweepCommand.self, CheckCommand.self, CompareCommand.self, FitCommand.self,
      RenderCommand.self, MergeCommand.self, ExportCommand.self,
    ]
  )

  /// The tool's version, printed by `bbsim --version`: the release after CHANGELOG.md's last (0.1.0),
  /// with `-dev` while its top section is Unreleased.
  package static let version = "0.2.0-dev"

  /// Creates the root command (ArgumentParser needs this).
  package init() {}

  /// Parses the process arguments, runs the command and exits with its status.
  package static func main() -> Never {
    StandardStreams.prepare()
    exitProcess(execute(CommandLineArguments.all))
  }

  /// Parses `arguments`, runs the chosen command and returns the exit status; usage errors become one
  /// line on stderr and status 64.
  /// - Parameter arguments: The arguments without the program name.
  /// - Returns: The process exit status.
  package static func execute(_ arguments: [String]) -> Int32 {
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
      return 0
    } catch let error as UsageError {
      refuse(error.description, arguments)
      return 64
    } catch let error as FailureExit {
      return error.status
    } catch let error as IntegrationFailure {
      Diagnostics.error(error.description)
      return 70
    } catch let error as MergeFailure {
      Diagnostics.error(error.description)
      return 65
    } catch let error as FitMinimizer.Failure {
      Diagnostics.error(error.description)
      return 65
    } catch let error as VideoEncoder.Failure {
      Diagnostics.error(error.description)
      return error.status
    } catch let error as OutputError {
      Diagnostics.error(error.description)
      return 74
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        // --help, --version, --generate-completion-script: ArgumentParser prints them.
        exit(withError: error)
      }
      if let exit = error as? ExitCode { return exit.rawValue }
      guard code == .validationFailure else {
        Diagnostics.error(message(for: error))
        return code.rawValue
      }
      // ArgumentParser's own line: a transform's refusal follows its "The value '…' is invalid for
      // '--side <pt>': ", a validate()'s ValidationError is the line itself.
      refuse(message(for: error), arguments)
      return 64
    }
  }

  /// Writes a refusal's one line, with a suggestion for a misspelled subcommand and where the command's
  /// help is: `error: Unexpected argument 'sweeep' (did you mean 'sweep'?); see 'bbsim --help'`. An
  /// argument longer than ``UsageError/echoLimit`` characters that the line quotes (ArgumentParser's
  /// `The value '…' is invalid for …` quotes the value whole) is quoted cut (``UsageError/echo(_:)``),
  /// so a refused list of 125 KB is not printed whole.
  /// - Parameters:
  ///   - message: The refusal.
  ///   - arguments: The arguments refused.
  static func refuse(_ message: String, _ arguments: [String]) {
    let path = CommandPath(arguments)
    var line = message
    for argument in arguments where argument.count > UsageError.echoLimit {
      line = line.replacing(argument, with: UsageError.echo(argument))
    }
    Diagnostics.error(line + (path.suggestion.map { " (\($0))" } ?? "") + "; " + path.helpPointer)
  }
}

/// `bbsim simulate`: one spin or one spring, to CSV.
package struct SimulateCommand: ParsableCommand {
  /// The command's name, abstract and subcommands.
  package static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Simulate one spin (a gesture) or the damped spring alone, as CSV.",
    subcommands: [SimulateSpinCommand.self, SimulateSpringCommand.self]
  )

  /// Creates the command (ArgumentParser needs this).
  package init() {}
}

/// Ends the process with `status` (the C library's `exit`, which `ParsableCommand.exit(withError:)` hides
/// inside a command type).
private func exitProcess(_ status: Int32) -> Never { exit(status) }
