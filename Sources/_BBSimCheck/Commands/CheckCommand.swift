import ArgumentParser
import ButterflyPhysics
import ButterflyRender
import Foundation
import _BBSimOptions
import _BBSimSupport

/// `bbsim check`: the spin contract over the built-in grid; exit 0 when every case holds, 1 otherwise.
package struct CheckCommand: ParsableCommand {
  /// The command's name and help.
  package static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check the spin contract over a built-in grid; exit 0 if every case holds, 1 otherwise.",
    usage: """
      bbsim check [--rate <Hz>] [--jobs <n>] [--shard <shard>] [--max-failures <n>] [--tuning <name|file>]
      bbsim check swiftui-spring <options>
      """,
    discussion: """
      The grid: every axle × sides \(CheckGrid.list(CheckGrid().sides)) pt × D \
      \(CheckGrid.list(CheckGrid().durations)) s × taps (top half, on the axle, bottom half) and flicks \
      of \(CheckGrid.list(CheckGrid().flickSpeeds)) pt/s towards either half or along the axle × both \
      faces × \(CheckGrid().interruptions.map { String($0.count) }.joined(separator: ", ")) mid-spin \
      interruptions (\(CheckGrid().count) cases). --shard k/n runs one contiguous part. Prints a one-line \
      verdict; on failure, the first failing cases follow it. `bbsim check swiftui-spring` checks a plain \
      SwiftUI spring from one gesture instead, clause by clause.
      """,
    subcommands: [CheckSpringCommand.self]
  )

  @Option(.analysisRate) var rate: Double
  @Option(.jobs) var jobs: Int?
  @Option(.shard("Run only shard k of n of the grid, \(Shard.accepted). Default: the whole grid.")) var shard: Shard
  @Option(.maximumFailures) var maxFailures = 10
  @Option(.checkedTuning) var tuning: TuningFile?

  /// Creates the command (ArgumentParser needs this).
  package init() {}

  /// Runs the check.
  package func run() throws {
    var grid = CheckGrid()
    grid.tuning = tuning?.tuning ?? .standard
    let report = CheckRunner.run(
      grid: grid, shard: shard, rate: rate, jobs: jobs ?? ParallelBlocks.allCores, listing: maxFailures)
    try StandardStreams.write(lines: [report.verdict] + report.failures.map { "  " + $0 })
    if report.failed > 0 { throw FailureExit(status: 1) }
  }
}

/// Runs a ``CheckGrid`` in parallel.
package enum CheckRunner {
  /// The outcome of a check.
  package struct Report: Sendable {
    /// Cases run.
    package var count: Int
    /// Cases that failed.
    package var failed: Int
    /// Failures per clause.
    package var clauses: [SpinContractClause: Int]
    /// The first failing cases, one line each.
    package var failures: [String]
    /// Wall time (s).
    package var wallTime: Double

    /// `check: PASS 17280/17280 cases hold the spin contract (…)` or `check: FAIL …`.
    package var verdict: String {
      let passed = count - failed
      let time = NumberFormat.fixedPoint(2).text(wallTime)
      if failed == 0 {
        return "check: PASS \(passed)/\(count) cases hold the spin contract (\(time) s)"
      }
      let byClause = clauses.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
      return "check: FAIL \(failed) of \(count) cases break the spin contract (\(byClause)); \(passed) hold (\(time) s)"
    }
  }

  /// Runs every case of `grid`.
  /// - Parameters:
  ///   - grid: The cases.
  ///   - shard: Which part of the grid to run.
  ///   - rate: Sample rate (Hz).
  ///   - jobs: Worker threads.
  ///   - listing: How many failures to describe.
  package static func run(grid: CheckGrid, shard: Shard = .whole, rate: Double, jobs: Int, listing: Int) -> Report {
    let start = ProgressBar.seconds()
    let range = shard.range(ofTotal: grid.count)
    let progress = ProgressBar(total: range.count, label: "check")
    var report = Report(count: range.count, failed: 0, clauses: [:], failures: [], wallTime: 0)
    var done = 0
    ParallelBlocks.run(
      range, blockSize: 32, jobs: jobs,
      work: { block -> [(Int, [SpinContractClause], String)] in
        block.compactMap { index in
          let (scenario, _) = grid.scenario(index)
          guard let run = try? scenario.run(rate: rate) else { return (index, [], "could not run") }
          guard !run.analysis.passed else { return nil }
          let rest = run.analysis.restTime.map { NumberFormat.significant(6).text($0) } ?? "never"
          return (
            index, run.analysis.violations,
            "rest \(rest) s, overshoot \(NumberFormat.significant(6).text(run.analysis.overshootDegrees))°"
          )
        }
      },
      consume: { failures in
        done += 32
        progress.update(min(done, range.count))
        for (index, clauses, detail) in failures {
          report.failed += 1
          for clause in clauses { report.clauses[clause, default: 0] += 1 }
          if report.failures.count < listing {
            let names = clauses.map(\.rawValue).joined(separator: ";")
            report.failures.append("\(grid.scenario(index).description): violates \(names) (\(detail))")
          }
        }
      })
    progress.finish()
    report.wallTime = ProgressBar.seconds() - start
    return report
  }
}
