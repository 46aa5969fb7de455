import ArgumentParser

/// Bad command-line input: reported as one line on stderr, exit status 64 (`EX_USAGE`).
///
/// The message always names the option and the accepted range, e.g.
/// `--duration: 'nan' is not accepted; expected seconds, finite, > 0`.
package struct UsageError: Error, Sendable, CustomStringConvertible {
  /// The option the bad value was given to, with its dashes (e.g. `--duration`).
  package let option: String
  /// What was wrong and what is accepted, one line.
  package let message: String
  /// The message without the offending value when it names it (`expected …`): what follows
  /// ArgumentParser's `The value '…' is invalid for '--side <pt>': ` (``ValueRefusal``).
  let reason: String

  /// Creates a usage error for `option`.
  /// - Parameters:
  ///   - option: The option's spelling, e.g. `--velocity`.
  ///   - message: What was wrong and the accepted range (one line; newlines are replaced).
  package init(option: String, _ message: String) {
    self.option = option
    self.message = message
    reason = message
  }

  /// Creates an error about the file or text `value` given to `option`: `'<value>': <problem>`, and
  /// after ArgumentParser's `The value '…' is invalid for …`, which already quotes the value, only
  /// `<problem>` (``ValueRefusal``).
  /// - Parameters:
  ///   - option: The option's spelling.
  ///   - value: The value as the refusal quotes it (e.g. a ``FileSystemPath``).
  ///   - problem: What is wrong with it and what is accepted.
  package init(option: String, value: some CustomStringConvertible, problem: String) {
    self.option = option
    message = "'\(value)': \(problem)"
    reason = problem
  }

  /// Creates the standard "not accepted" error: `'<value>' is not accepted; expected <accepted>`.
  ///
  /// A value longer than ``echoLimit`` characters is echoed cut, with `…` (a refused list of
  /// 125 KB is not printed whole; merge quotes at most ``Excerpt/limit`` bytes the same way).
  /// - Parameters:
  ///   - option: The option's spelling.
  ///   - value: The offending text.
  ///   - accepted: The accepted range, with its unit.
  package init(option: String, value: String, accepted: String) {
    self.option = option
    message = "'\(Self.echo(value))' is not accepted; expected \(accepted)"
    reason = "expected \(accepted)"
  }

  /// The most characters of a refused value echoed.
  package static let echoLimit = 80

  /// `value` as a refusal quotes it: at most ``echoLimit`` characters, cut ones ending with `…`.
  /// - Parameter value: The refused text.
  package static func echo(_ value: String) -> Substring {
    value.count > echoLimit ? value.prefix(echoLimit) + "…" : Substring(value)
  }

  /// `"<option>: <message>"` on one line.
  package var description: String {
    "\(option): \(message)".split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}

/// A run that worked but whose result is a failure (e.g. `bbsim check` finding a violation): exit 1,
/// with the report already printed.
package struct FailureExit: Error, Sendable {
  /// The exit status to use (1 by default).
  package let status: Int32

  /// Creates a failure with `status`.
  package init(status: Int32 = 1) { self.status = status }
}

extension UsageError {
  /// Runs checks from a `validate()` method, reporting a ``UsageError`` the way ArgumentParser reports
  /// validation: as a `ValidationError` (exit 64) whose message is the one line.
  /// - Parameter checks: The checks.
  /// - Throws: `ValidationError` with ``description`` as its message.
  package static func validating(_ checks: () throws(UsageError) -> Void) throws {
    do {
      try checks()
    } catch {
      throw ValidationError(error.description)
    }
  }
}

/// What an option's `transform:` throws: the refusal without the option and the value, which
/// ArgumentParser's own line already names (`The value '-60' is invalid for '--side <pt>': ` followed by
/// this ``description``, `expected a number (pt), finite, > 0`), as its documentation asks of a
/// transform's error: "return your custom error message as the `description` property of
/// `CustomStringConvertible`".
struct ValueRefusal: Error, Sendable, CustomStringConvertible {
  /// What is accepted (and, for a refusal that is not about the value's form, what was wrong).
  let description: String

  /// The part of `refusal` that ArgumentParser's line does not already say.
  /// - Parameter refusal: The option's refusal.
  init(_ refusal: UsageError) { description = refusal.reason }
}
