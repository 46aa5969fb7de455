/// Shard CSVs that do not merge into one sweep (a header that differs, a shard missing or given
/// twice, rows that are not the shard's configurations): one line on stderr, exit 65 (`EX_DATAERR`),
/// nothing written.
package struct MergeFailure: Error, Sendable, CustomStringConvertible {
  /// What is wrong, naming the shard, file and configuration.
  package let message: String

  /// Creates a failure.
  /// - Parameter message: One line.
  package init(_ message: String) { self.message = message }

  /// `merge: <message>`.
  package var description: String { "merge: \(message)" }
}
