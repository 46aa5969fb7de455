import ArgumentParser
import ButterflyPhysics
import _BBSimOptions
import _BBSimSupport

/// `bbsim merge`: the CSVs of `bbsim sweep --shard k/n` for every `k`, back into the unsharded sweep.
package struct MergeCommand: ParsableCommand {
  /// The command's name and help.
  package static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Merge the CSVs of sweep --shard k/n (k = 1…n) into the unsharded sweep, byte for byte.",
    discussion: """
      Checks, reading each file once, that every file is a shard of one and the same sweep (the \
      identity line sweep --shard k/n writes first, n > 1; with --of 1 a plain sweep CSV), that the \
      header is the sweep's, that every row is the next configuration of its shard and obeys the \
      sweep's rules (CRLF line ends, \(SweepConfiguration.columns.count) fields, each what its column \
      holds: canonical indices and integers, finite numbers, known names), and that every configuration \
      of the sweep appears exactly once; then copies the checked rows in shard order. Files may be given \
      in any order; each is read twice (check, then copy), so they must be regular files: a pipe, FIFO \
      or device is refused without waiting. Anything wrong exits 65 with one line naming the file, the \
      line and the problem (quoting at most \(Excerpt.limit) bytes of the input, escaped), and nothing \
      is written. Bounds: lines of at most \(ShardInput.maximumLineLength) bytes (a longer line is \
      refused after reading that many); time linear in the bytes read, memory flat (1 MiB blocks plus a \
      few hundred bytes per file), 100,000 files in seconds (named in --shard-list).
      """
  )

  @Option(.shardCount) var of: Int
  @Option(.total) var total: Int?
  @Option(.out("Merged CSV output path, or - for stdout (in the current directory by default).", default: "sweep.csv"))
  var out: OutputPath
  @Argument(help: ArgumentHelp("The shard CSVs, one per shard, in any order.", valueName: "shard-csv"))
  var shards: [String] = []
  @Option(
    name: .customLong("shard-list"),
    help: ArgumentHelp(
      """
      A file naming shard CSVs, one path per line (its bytes as given; empty lines skipped), or - for \
      standard input; with shard CSVs given as arguments, both count. For many files: ArgumentParser's \
      parse of repeated arguments grows as the square of their count \
      (thousands take seconds), a list is read in linear time. At most \(ShardList.maximumBytes / (1 << 20)) MiB.
      """, valueName: "file"))
  var shardList: String?

  /// Creates the command (ArgumentParser needs this).
  package init() {}

  /// Merges, after refusing no shards and an output that is one of the inputs.
  package func run() throws {
    let listed = try shardList.map { path throws(UsageError) in try ShardList.read(path) } ?? []
    let shards = shards + listed
    guard !shards.isEmpty else {
      throw UsageError(option: "<shard-csv>", "missing; expected one CSV per shard, as arguments or in --shard-list")
    }
    try OutputAliases.check(
      outputs: [(out.option, out.path)],
      inputs: shards.map { ("shard-csv", $0) } + (shardList.map { [("--shard-list", $0)] } ?? []))
    let sink = try out.open()
    do {
      try ShardMerge(count: of, total: total).merge(shards, to: sink)
      try sink.commit()
    } catch {
      sink.discard()
      throw error
    }
  }
}

extension OptionSpec where Value == Int {
  /// `merge --of`: the n of the sweep's `--shard k/n`.
  static var shardCount: Self {
    .count("--of", "the n of the sweep's --shard k/n", 1...Shard.maximumCount, unconditional: false)
  }
  /// `merge --total`: configurations in the unsharded sweep.
  static var total: Self {
    .count(
      "--total", "configurations in the unsharded sweep", 1...SweepPlan.maximumGridCount,
      note: "Default: what the shards' identity lines say (with --of 1 and a plain sweep CSV, its row count); "
        + "given, every file must agree.")
  }
}
