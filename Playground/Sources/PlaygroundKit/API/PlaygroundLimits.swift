/// The bounds on a request's size and on a connection's silence: the playground's own, written once and
/// quoted by every refusal and by `openapi.yaml`. Settings have their ranges in the model's definitions.
public enum PlaygroundLimits {
  /// The largest request body (bytes); larger bodies get 413.
  public static let maximumBodySize = 256 * 1024
  /// How long a connection may send nothing before the server closes it (s): idle between requests
  /// or stalled part-way through one (Hummingbird's idle timeout counts from the last request part
  /// read or response written; a head sent byte by byte completes no part).
  public static let idleTimeout: Int64 = 5
}
