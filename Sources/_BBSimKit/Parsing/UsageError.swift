import ArgumentParser

/// Bad command-line input: reported as one line on stderr, exit status 64 (`EX_USAGE`).
///
/// The message always names the option and the accepted range, e.g.
/// `--duration: 'nan' is not accepted; expected seconds, finite, > 0`.
public struct UsageError: Error, Sendable, CustomStringConvertible {
  /// The option the bad value was given to, with its dashes (e.g. `--duration`).
  public let option: String
  /// What was wrong and what is accepted, one line.
  public let message: String

  /// Creates a usage error for `option`.
  /// - Parameters:
  ///   - option: The option's spelling, e.g. `--velocity`.
  ///   - message: What was wrong and the accepted range (one line; newlines are replaced).
  public init(option: String, _ message: String) {
    self.option = option
    self.message = message
  }

  /// Creates the standard "not accepted" error: `'<value>' is not accepted; expected <accepted>`.
  ///
  /// A value longer than ``echoLimit`` characters is echoed cut, with `…` (a refused list of
  /// 125 KB is not printed whole; merge quotes at most ``Excerpt/limit`` bytes the same way).
  /// - Parameters:
  ///   - option: The option's spelling.
  ///   - value: The offending text.
  ///   - accepted: The accepted range, with its unit.
  public init(option: String, value: String, accepted: String) {
    let echo = value.count > Self.echoLimit ? value.prefix(Self.echoLimit) + "…" : Substring(value)
    self.init(option: option, "'\(echo)' is not accepted; expected \(accepted)")
  }

  /// The most characters of a refused value echoed.
  public static let echoLimit = 80

  /// `"<option>: <message>"` on one line.
  public var description: String {
    "\(option): \(message)".split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}

/// A run that worked but whose result is a failure (e.g. `bbsim check` finding a violation): exit 1,
/// with the report already printed.
public struct FailureExit: Error, Sendable {
  /// The exit status to use (1 by default).
  public let status: Int32

  /// Creates a failure with `status`.
  public init(status: Int32 = 1) { self.status = status }
}

extension UsageError {
  /// Runs checks from a `validate()` method, reporting a ``UsageError`` the way ArgumentParser reports
  /// validation: as a `ValidationError` (exit 64) whose message is the one line.
  /// - Parameter checks: The checks.
  /// - Throws: `ValidationError` with ``description`` as its message.
  public static func validating(_ checks: () throws(UsageError) -> Void) throws {
    do {
      try checks()
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// The refusal an option's `transform:` threw, inside the error ArgumentParser reports it with.
  ///
  /// ArgumentParser keeps a transform's error as the cause of its parse error and prints it after its
  /// own `The value '…' is invalid for '--side <pt>':`; `bbsim` prints the refusal alone, since it
  /// already names the option, the value and the accepted range. The parse error's types are
  /// ArgumentParser's own, so the cause is found by reflection (a few levels: the command error, the
  /// parser error's case, its payload, the optional cause).
  /// - Parameter error: What `parseAsRoot` threw.
  public init?(parsing error: any Error) {
    guard let refusal = Self.find(in: error, depth: 0) else { return nil }
    self = refusal
  }

  private static func find(in value: Any, depth: Int) -> UsageError? {
    if let refusal = value as? UsageError { return refusal }
    guard depth < 6 else { return nil }
    for child in Mirror(reflecting: value).children {
      if let refusal = find(in: child.value, depth: depth + 1) { return refusal }
    }
    return nil
  }
}
