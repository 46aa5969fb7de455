import ArgumentParser
import _BBSimSupport

/// `bbsim fit`: planner or spring parameters that meet targets, found with GSL's Nelder–Mead; `fit spin`
/// and `fit spring`, each with its own options and help (`spin` when none is named).
package struct FitCommand: ParsableCommand {
  /// The command's name and subcommands.
  package static let configuration = CommandConfiguration(
    commandName: "fit",
    abstract: "Find spin tuning or spring parameters that meet targets (GSL Nelder–Mead).",
    discussion: """
      The objective is the sum of squared relative misses (0 when every target is met). GSL's \
      Nelder–Mead simplex stops at size \(FitMinimizer.tolerance) (in the parameters' units) or gives up \
      after \(FitMinimizer.maximumIterations) iterations, which exits 65 with one line on stderr naming the \
      fit and its targets. Prints the parameters, the metrics they achieve and "targets met" (exit 0) or \
      "targets not met" (exit 1).
      """,
    subcommands: [FitSpinCommand.self, FitSpringCommand.self],
    defaultSubcommand: FitSpinCommand.self
  )

  /// Creates the command (ArgumentParser needs this).
  package init() {}

  /// Prints the report and its verdict, on stderr when stdout holds the tuning.
  static func report(_ lines: [String], met: Bool, toStandardError: Bool) throws {
    let verdict = met ? "targets met" : "targets not met: the best point found misses at least one target"
    if toStandardError {
      Diagnostics.line((lines + [verdict]).joined(separator: "\n"))
    } else {
      try StandardStreams.write(lines: lines + [verdict])
    }
  }

}
