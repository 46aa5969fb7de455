import ButterflyRender
import _BBSimOptions
import _BBSimSupport

/// Runs a ``SweepPlan`` in parallel and streams its rows, in configuration order, to an output.
package enum SweepRunner {
  /// Configurations per work block: large enough to amortise scheduling, small enough to balance
  /// two to dozens of cores.
  package static let blockSize = 64

  /// What a finished sweep reports.
  package struct Report: Sendable {
    /// The running totals.
    package var summary: SweepSummary
    /// Elapsed wall time (s).
    package var wallTime: Double
  }

  /// Runs the plan's shard, writing its ``SweepIdentity`` line (a split sweep only), the header (shard 1
  /// only) and one row per configuration to `sink`,
  /// and the JSON summary (``SweepSummary/json()``) to `summarySink` if given, then commits both
  /// together (``OutputSink/commitAll(_:)``). On any error both are discarded, so no partial file
  /// remains and a failed summary leaves no CSV.
  /// - Parameters:
  ///   - plan: The validated sweep.
  ///   - sink: Where the CSV goes.
  ///   - summarySink: Where the JSON summary goes, or `nil` for none.
  ///   - tuningSink: Where the best tuning's JSON (``SpinTuning``'s one form) goes, or `nil` for none;
  ///     committed with the others.
  ///   - objective: What the best tuning optimises (the summary's and `tuningSink`'s).
  ///   - beforeCommit: Writes the report (the summary table) once every configuration ran and before
  ///     anything is renamed into place, so a report that cannot be written leaves no output either.
  /// - Returns: The summary and wall time.
  /// - Throws: ``IntegrationFailure`` (GSL could not integrate) or ``OutputError``.
  package static func run(
    _ plan: SweepPlan, to sink: OutputSink, summary summarySink: OutputSink? = nil,
    tuning tuningSink: OutputSink? = nil, objective: SweepObjective = .balanced,
    beforeCommit: (Report) throws -> Void = { _ in }
  ) throws -> Report {
    Diagnostics.notes(plan.adjustments)
    if plan.uncheckedSprings > 0 {
      Diagnostics.line(
        "note: landing-spring notes cover the first \(SweepSpace.maximumFeels) durations × bounces × responses; "
          + "\(plan.uncheckedSprings) more are not checked beforehand")
    }
    let start = ProgressBar.seconds()
    let range = plan.shard.range(ofTotal: plan.total)
    let progress = ProgressBar(total: range.count, label: "sweep")
    var summary = SweepSummary(tuningsContiguous: plan.samples == nil)
    do {
      if plan.shard.count > 1 { try sink.write(SweepIdentity(plan).line) }
      if plan.shard.index == 1 { try sink.write(CSVRow.header(SweepConfiguration.columns)) }
      var done = 0
      try evaluate(plan, range: range) { block in
        for outcome in block.outcomes { summary.add(outcome) }
        try sink.write(block.rows)
        done += block.outcomes.count
        progress.update(done)
      }
      progress.finish()
      if let summarySink { try summarySink.write(try summary.json(objective: objective)) }
      if let tuningSink {
        try tuningSink.write(try TuningFile.bytes(summary.bestTuning(by: objective)?.tuning ?? .standard))
      }
      try beforeCommit(Report(summary: summary, wallTime: ProgressBar.seconds() - start))
      try OutputSink.commitAll([sink] + [summarySink, tuningSink].compactMap { $0 })
    } catch {
      progress.finish()
      sink.discard()
      summarySink?.discard()
      tuningSink?.discard()
      throw error
    }
    return Report(summary: summary, wallTime: ProgressBar.seconds() - start)
  }

  /// One block's results: each configuration's outcome and all their CSV rows, in order, in one buffer
  /// (built and released on the worker's thread, so a block crosses threads as two allocations).
  package struct Block: Sendable {
    /// The outcomes, in configuration order.
    package var outcomes: [SweepOutcome]
    /// The rows of those configurations, each ended by CRLF.
    package var rows: [UInt8]
  }

  /// Evaluates the plan's configurations in `range` on the plan's threads, in blocks of ``blockSize``,
  /// and hands each block to `consume` on the calling thread, in configuration order.
  /// - Parameters:
  ///   - plan: The validated sweep.
  ///   - range: Configuration indices to evaluate.
  ///   - consume: Receives each block, in order.
  /// - Throws: ``IntegrationFailure`` (GSL could not integrate) or what `consume` throws.
  /// - Complexity: O(range.count) configuration evaluations.
  package static func evaluate(
    _ plan: SweepPlan, range: Range<Int>, consume: (Block) throws -> Void
  ) throws {
    try ParallelBlocks.run(
      range, blockSize: blockSize, jobs: plan.jobs,
      state: { plan },  // each thread's copy keeps the landing captures it solves (SweepPlan.evaluate)
      work: { plan, block -> Result<Block, IntegrationFailure> in
        var outcomes: [SweepOutcome] = []
        outcomes.reserveCapacity(block.count)
        var rows = SweepRows(capacity: block.count * 256)
        for index in block {
          do throws(IntegrationFailure) {
            outcomes.append(try plan.evaluate(index, appendingRowTo: &rows))
          } catch {
            return .failure(error)
          }
        }
        return .success(Block(outcomes: outcomes, rows: rows.takeBytes()))
      },
      consume: { result in try consume(result.get()) })
  }
}
