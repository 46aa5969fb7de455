import ArgumentParser

/// An option that takes a whole number (a count of threads, frames, samples…): its spelling, what it
/// counts and the accepted range, from which its help and refusals are written.
public protocol CountOption: Sendable {
  /// The option's spelling, e.g. `--jobs`.
  static var name: String { get }
  /// What it counts, e.g. `worker threads`.
  static var summary: String { get }
  /// The accepted values.
  static var range: ClosedRange<Int> { get }
  /// What the help adds (how a missing value is chosen, …), or empty.
  static var note: String { get }
}

extension CountOption {
  /// No note.
  public static var note: String { "" }

  /// What a value may be, for refusals and the help: `a whole number in [1, 1024]`.
  public static var accepted: String { "a whole number in [\(range.lowerBound), \(range.upperBound)]" }

  /// The help: what it counts, the accepted range and the note.
  public static var help: ArgumentHelp {
    ArgumentHelp(
      "\(summary.prefix(1).uppercased() + summary.dropFirst()), \(accepted).\(note.isEmpty ? "" : " " + note)",
      valueName: "n")
  }
}

/// A whole number within ``CountOption/range``, checked as it is parsed.
public struct Count<Option: CountOption>: ExpressibleByArgument, Hashable, Sendable {
  /// The number.
  public let value: Int

  /// A value known to be accepted (defaults, tests).
  public init(_ value: Int) { self.value = value }

  /// Parses and checks a whole number (decimal digits, an optional sign, surrounding spaces or tabs).
  public init?(argument: String) {
    guard let value = Int(argument.trimmingWhitespace()), Option.range.contains(value) else {
      OptionRefusal.record(UsageError(option: Option.name, value: argument, accepted: Option.accepted))
      return nil
    }
    self.value = value
  }

  /// The number, for "(default: …)" in the help.
  public var defaultValueDescription: String { String(value) }
}

/// `--seed`: a whole number in `[0, 2⁶⁴ − 1]` that makes `--samples` reproducible.
public struct Seed: ExpressibleByArgument, Hashable, Sendable {
  /// The seed.
  public let value: UInt64

  /// The seed used when none is given.
  public static let standard = Seed(1)

  /// What a seed may be.
  public static let accepted = "a whole number in [0, \(UInt64.max)]"

  /// A known seed.
  public init(_ value: UInt64) { self.value = value }

  /// Parses a seed.
  public init?(argument: String) {
    guard let value = UInt64(argument.trimmingWhitespace()) else {
      OptionRefusal.record(UsageError(option: "--seed", value: argument, accepted: Self.accepted))
      return nil
    }
    self.value = value
  }

  /// The seed, for "(default: …)".
  public var defaultValueDescription: String { String(value) }
}
