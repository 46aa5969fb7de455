import _ButterflyShims

/// One shard `k/n` of a sweep or check: the `k`-th of `n` contiguous, near-equal blocks of
/// configurations (1-based `k`). Concatenating shards `1/n … n/n` in order gives the full run.
///
/// `auto/n` takes `k` from the job runner: `SLURM_ARRAY_TASK_ID` (a Slurm job array submitted with
/// `--array=1-n`, so 1-based: `k = SLURM_ARRAY_TASK_ID`) or, when that is not set,
/// `JOB_COMPLETION_INDEX` (a Kubernetes Indexed Job, 0-based: `k = JOB_COMPLETION_INDEX + 1`).
package struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// 1-based shard number, `1 ≤ index ≤ count`.
  package let index: Int
  /// How many shards the run is split into (≥ 1).
  package let count: Int

  /// The whole run as one shard.
  package static let whole = Shard(uncheckedIndex: 1, count: 1)

  /// The largest shard count accepted.
  package static let maximumCount = 1_000_000

  /// What a shard may be, for refusals and the help.
  package static let accepted =
    "k/n with whole numbers 1 ≤ k ≤ n ≤ \(maximumCount) (k is 1-based), or auto/n with k from "
    + "\(slurmVariable) (1…n) or \(kubernetesVariable) (0…n−1)"

  /// Slurm's job-array task id, 1-based when the array is submitted with `--array=1-n`.
  package static let slurmVariable = "SLURM_ARRAY_TASK_ID"

  /// Kubernetes' Indexed Job completion index, 0-based.
  package static let kubernetesVariable = "JOB_COMPLETION_INDEX"

  package init(uncheckedIndex index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Parses `k/n`, or `auto/n` with `k` from the environment (see ``resolveAuto(count:environment:)``).
  /// - Throws: ``UsageError`` naming `--shard`.
  package static func parse(_ text: String) throws(UsageError) -> Shard {
    try parse(text) { name in getenv(name).map { String(cString: $0) } }
  }

  /// Parses `k/n` or `auto/n`, reading variables through `environment`.
  /// - Parameters:
  ///   - text: The option's value.
  ///   - environment: The value of an environment variable, or `nil` when it is not set.
  /// - Throws: ``UsageError`` naming `--shard`.
  static func parse(_ text: String, environment: (String) -> String?) throws(UsageError) -> Shard {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let n = Int(parts[1].trimmingWhitespace()), (1...Self.maximumCount).contains(n) else {
      throw UsageError(option: "--shard", value: text, accepted: Self.accepted)
    }
    if parts[0].trimmingWhitespace() == "auto" {
      return Shard(uncheckedIndex: try Self.resolveAuto(count: n, environment: environment), count: n)
    }
    guard let k = Int(parts[0].trimmingWhitespace()), (1...n).contains(k) else {
      throw UsageError(option: "--shard", value: text, accepted: Self.accepted)
    }
    return Shard(uncheckedIndex: k, count: n)
  }

  /// The 1-based shard number for `auto/n`: `SLURM_ARRAY_TASK_ID` (1…n) if set, otherwise
  /// `JOB_COMPLETION_INDEX + 1` (the index 0…n−1).
  /// - Parameters:
  ///   - count: `n`.
  ///   - environment: The value of an environment variable, or `nil` when it is not set.
  /// - Returns: `k`, `1 ≤ k ≤ count`.
  /// - Throws: ``UsageError`` naming `--shard` and both variables when neither is set or the one set
  ///   is not a whole number in its range.
  static func resolveAuto(count: Int, environment: (String) -> String?) throws(UsageError) -> Int {
    let slurm = (Self.slurmVariable, 1, count, "1…\(count), an array submitted with --array=1-\(count)")
    let kubernetes = (Self.kubernetesVariable, 0, count - 1, "0…\(count - 1)")
    for (name, lowest, highest, range) in [slurm, kubernetes] {
      guard let value = environment(name) else { continue }
      guard let id = Int(value.trimmingWhitespace()), (lowest...highest).contains(id) else {
        throw UsageError(
          option: "--shard", "auto/\(count) read \(name)='\(value)'; expected a whole number \(range)")
      }
      return id - lowest + 1
    }
    throw UsageError(
      option: "--shard",
      "auto/\(count) needs \(Self.slurmVariable) (1…\(count)) or \(Self.kubernetesVariable) (0…\(count - 1)) "
        + "in the environment; neither is set")
  }

  /// `k/n`.
  package var description: String { "\(index)/\(count)" }

  /// The configuration indices of this shard out of `total`:
  /// `[total·(k−1)/n, total·k/n)`.
  /// - Complexity: O(1).
  package func range(ofTotal total: Int) -> Range<Int> {
    let lower = Int((Int64(total) * Int64(index - 1)) / Int64(count))
    let upper = Int((Int64(total) * Int64(index)) / Int64(count))
    return lower..<upper
  }
}
