import ArgumentParser

/// One shard `k/n` of a sweep or check: the `k`-th of `n` contiguous, near-equal blocks of
/// configurations (1-based `k`). Concatenating shards `1/n … n/n` in order gives the full run.
public struct Shard: ExpressibleByArgument, Hashable, Sendable {
  /// 1-based shard number, `1 ≤ index ≤ count`.
  public let index: Int
  /// How many shards the run is split into (≥ 1).
  public let count: Int

  /// The whole run as one shard.
  public static let whole = Shard(uncheckedIndex: 1, count: 1)

  /// The largest shard count accepted.
  public static let maximumCount = 1_000_000

  /// What a shard may be, for refusals and the help.
  public static let accepted = "k/n with whole numbers 1 ≤ k ≤ n ≤ \(maximumCount) (k is 1-based)"

  init(uncheckedIndex index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Parses `k/n`.
  public init?(argument text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let k = Int(parts[0].trimmingWhitespace()), let n = Int(parts[1].trimmingWhitespace()),
      (1...Self.maximumCount).contains(n), (1...n).contains(k)
    else {
      OptionRefusal.record(UsageError(option: "--shard", value: text, accepted: Self.accepted))
      return nil
    }
    self.init(uncheckedIndex: k, count: n)
  }

  /// `k/n`, for "(default: …)".
  public var defaultValueDescription: String { "\(index)/\(count)" }

  /// The configuration indices of this shard out of `total`:
  /// `[total·(k−1)/n, total·k/n)`.
  /// - Complexity: O(1).
  public func range(ofTotal total: Int) -> Range<Int> {
    let lower = Int((Int64(total) * Int64(index - 1)) / Int64(count))
    let upper = Int((Int64(total) * Int64(index)) / Int64(count))
    return lower..<upper
  }
}
