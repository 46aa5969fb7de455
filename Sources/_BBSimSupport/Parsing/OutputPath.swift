/// Where an output goes: `-` for standard output, otherwise a file path used as given (see
/// ``OutputDestination`` for how each kind of file is written), with the option that named it.
package struct OutputPath: Hashable, Sendable {
  /// What an output path may be.
  package static let accepted = "a writable file path, or - for standard output"

  /// The option's spelling, e.g. `--out`, for refusals.
  package let option: String
  /// The path as given, or `-`.
  package let path: String

  /// Whether this is standard output.
  package var isStandardOutput: Bool { path == "-" }

  /// A path given to `option`.
  /// - Parameters:
  ///   - option: The option's spelling.
  ///   - path: The path as given, or `-`.
  package init(_ option: String, _ path: String) {
    self.option = option
    self.path = path
  }

  /// Opens the output (before any work, so an unwritable path is a usage error at once).
  /// - Throws: ``UsageError`` naming the option.
  package func open() throws(UsageError) -> OutputSink { try OutputSink(path: path, option: option) }
}
