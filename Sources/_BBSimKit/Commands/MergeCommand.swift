import ArgumentParser

/// `bbsim merge`: the CSVs of `bbsim sweep --shard k/n` for every `k`, back into the unsharded sweep.
public struct MergeCommand: ParsableCommand {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Merge the CSVs of sweep --shard k/n (k = 1…n) into the unsharded sweep, byte for byte.",
    discussion: """
      Checks that every header is the sweep's and that every configuration of the sweep appears exactly \
      once: each file's rows must be exactly one shard's configurations (the config column, consecutive). \
      Files may be given in any order and are read twice, so they must be files, not pipes. A shard \
      missing or given twice, a header that differs, or rows that are not a shard's configurations exit \
      65 with one line naming the shard, the file and the configurations, and nothing is written.
      """
  )

  @Option(.shardCount) var of: Int
  @Option(.total) var total: Int?
  @Option(.out("Merged CSV output path, or - for stdout (in the current directory by default).", default: "sweep.csv"))
  var out: OutputPath
  @Argument(help: ArgumentHelp("The shard CSVs, one per shard, in any order.", valueName: "shard-csv"))
  var shards: [String]

  /// Creates the command (ArgumentParser needs this).
  public init() {}

  /// Refuses an output that is one of the inputs.
  public func validate() throws {
    try UsageError.validating { () throws(UsageError) in
      try OutputAliases.check(outputs: [(out.option, out.path)], inputs: shards.map { ("shard-csv", $0) })
    }
  }

  /// Merges.
  public func run() throws {
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
      note: "Default: one more than the largest config index in the files (shard n holds it; without shard n "
        + "the files fit no split and merge exits 65).")
  }
}
