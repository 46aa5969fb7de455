import ArgumentParser
import Foundation

/// The reason an option's value was refused while ArgumentParser parsed it.
///
/// ArgumentParser's `ExpressibleByArgument.init?(argument:)` can only say "no"; its own message
/// (`The value 'x' is invalid for '--side <pt>'`) names neither the accepted range nor the unit. Each
/// option type of `bbsim` records its ``UsageError`` here before returning `nil`, and
/// ``BBSim/execute(_:)`` prints that one line instead (exit 64). Parsing stops at the first refused value,
/// so the first record is the one that failed. Records are kept per thread (parsing runs on the
/// calling thread), so parses on other threads — tests run in parallel — never see each other's.
public enum OptionRefusal {
  private static let key = "dev.butterflybutton.bbsim.refusal"

  /// Records why a value was refused (keeps the first record until ``take()``).
  /// - Parameter error: The option, the value and the accepted range.
  public static func record(_ error: UsageError) {
    let storage = Thread.current.threadDictionary
    if storage[key] == nil { storage[key] = error }
  }

  /// Returns this thread's recorded refusal, if any, and forgets it.
  public static func take() -> UsageError? {
    let storage = Thread.current.threadDictionary
    let error = storage[key] as? UsageError
    storage[key] = nil
    return error
  }
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
}
