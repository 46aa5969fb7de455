import CGSL

/// Process-wide GSL set-up shared by every wrapper in this module.
///
/// GSL's default error handler prints a message and calls `abort()`. Every wrapper calls
/// ``prepare()`` before touching GSL, which switches that handler off exactly once per process, so a
/// GSL failure comes back as a status code (and then a thrown ``GSLError``) instead of killing the
/// process. The switch is a lazily initialised static `let`: Swift runs its initialiser once, under a
/// lock, so concurrent first calls are safe.
enum GSLRuntime {
  /// `true` once `gsl_set_error_handler_off()` has run.
  private static let errorHandlerIsOff: Bool = {
    _ = gsl_set_error_handler_off()
    return true
  }()

  /// Switches GSL's aborting error handler off if that has not happened yet; cheap after the first call.
  static func prepare() {
    _ = errorHandlerIsOff
  }

  /// Throws the error matching a GSL status, or returns for `GSL_SUCCESS`.
  ///
  /// - Parameter status: A status returned by a GSL function.
  /// - Throws: ``GSLError`` for any non-success status.
  static func check(_ status: Int32) throws(GSLError) {
    if let error = GSLError(status: status) { throw error }
  }
}
