/// A record that a requested value was clamped or replaced by a default.
///
/// The model never throws for out-of-range input: it uses a safe value and returns one of these so the
/// caller can log it (`os.Logger` on Apple platforms, stderr in `bbsim`).
public struct ParameterAdjustment: Hashable, Sendable, CustomStringConvertible {
  /// The public name of the parameter, e.g. `sideLength`.
  public var parameter: String
  /// The value that was asked for (may be NaN or infinite).
  public var requested: Double
  /// The value that is used instead.
  public var used: Double
  /// Why the value was changed, e.g. `"minimum is 44 pt"`.
  public var reason: String

  /// Creates an adjustment record.
  public init(parameter: String, requested: Double, used: Double, reason: String) {
    self.parameter = parameter
    self.requested = requested
    self.used = used
    self.reason = reason
  }

  /// `"<parameter>: asked <requested>, using <used> (<reason>)"`.
  public var description: String {
    "\(parameter): asked \(requested), using \(used) (\(reason))"
  }
}
