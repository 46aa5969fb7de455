import ArgumentParser

/// Where an output goes: `-` for standard output, otherwise a file path used as given (see
/// ``OutputDestination`` for how each kind of file is written).
public struct OutputPath<Option: NamedOption>: ExpressibleByArgument, Hashable, Sendable {
  /// What an output path may be.
  public static var accepted: String { "a writable file path, or - for standard output" }

  /// The path as given, or `-`.
  public let path: String

  /// Standard output.
  public static var standardOutput: Self { Self("-") }

  /// Whether this is standard output.
  public var isStandardOutput: Bool { path == "-" }

  /// A known path.
  public init(_ path: String) { self.path = path }

  /// Takes a path; refuses an empty one.
  public init?(argument: String) {
    guard !argument.isEmpty else {
      OptionRefusal.record(UsageError(option: Option.name, value: argument, accepted: Self.accepted))
      return nil
    }
    path = argument
  }

  /// The path, for "(default: …)".
  public var defaultValueDescription: String { path }

  /// Opens the output (before any work, so an unwritable path is a usage error at once).
  /// - Throws: ``UsageError`` naming the option.
  public func open() throws(UsageError) -> OutputSink { try OutputSink(path: path, option: Option.name) }
}
