/// Shard CSVs that do not merge into one sweep (a header that differs, a shard missing or given
/// twice, rows that are not the shard's configurations): one line on stderr, exit 65 (`EX_DATAERR`),
/// nothing written.
public struct MergeFailure: Error, Sendable, CustomStringConvertible {
  /// What is wrong, naming the shard, file and configuration.
  public let message: String

  /// Creates a failure.
  /// - Parameter message: One line.
  public init(_ message: String) { self.message = message }

  /// `merge: <message>`.
  public var description: String { "merge: \(message)" }
}
