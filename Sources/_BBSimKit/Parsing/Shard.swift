/// One shard `k/n` of a sweep: the `k`-th of `n` contiguous, near-equal blocks of configurations
/// (1-based `k`). Concatenating shards `1/n … n/n` in order gives the full sweep.
public struct Shard: Hashable, Sendable {
  /// 1-based shard number, `1 ≤ index ≤ count`.
  public let index: Int
  /// How many shards the sweep is split into (≥ 1).
  public let count: Int

  /// The whole sweep as one shard.
  public static let whole = Shard(uncheckedIndex: 1, count: 1)

  /// The largest shard count accepted.
  public static let maximumCount = 1_000_000

  init(uncheckedIndex index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Parses `k/n`.
  /// - Throws: ``UsageError`` unless `text` is `k/n` with whole numbers `1 ≤ k ≤ n`.
  public init(parsing text: String, option: String = "--shard") throws(UsageError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let k = Int(parts[0].trimmingWhitespace()), let n = Int(parts[1].trimmingWhitespace()),
      (1...Self.maximumCount).contains(n), (1...n).contains(k)
    else {
      throw UsageError(
        option: option, value: text,
        accepted: "k/n with whole numbers 1 ≤ k ≤ n ≤ \(Self.maximumCount) (k is 1-based)")
    }
    self.init(uncheckedIndex: k, count: n)
  }

  /// The configuration indices of this shard out of `total`:
  /// `[total·(k−1)/n, total·k/n)`.
  /// - Complexity: O(1).
  public func range(ofTotal total: Int) -> Range<Int> {
    let lower = Int((Int64(total) * Int64(index - 1)) / Int64(count))
    let upper = Int((Int64(total) * Int64(index)) / Int64(count))
    return lower..<upper
  }
}
