import ButterflyPhysics

/// The ranges the API accepts for what the page measures (times, points, velocities) and the bounds on
/// a request's size and work. Settings have their ranges in the model's definitions; these are the
/// playground's own, written once and quoted by every refusal and by `openapi.yaml`.
public enum PlaygroundLimits {
  /// The largest request body (bytes); larger bodies get 413.
  public static let maximumBodySize = 256 * 1024
  /// How long a connection may send nothing before the server closes it (s): idle between requests
  /// or stalled part-way through one (Hummingbird's idle timeout counts from the last request part
  /// read or response written; a head sent byte by byte completes no part).
  public static let idleTimeout: Int64 = 5
  /// The most interactions one request may carry.
  public static let maximumInteractions = 64
  /// The most activations one spin may collect (a re-plan per activation): beyond, the request is
  /// refused rather than made slow.
  public static let maximumActivations = 1000
  /// The longest time from a spin's first activation to its last (s): ten minutes of taps, so the
  /// analysis (120 Hz until the last activation plus 1.5·D + 0.2 s) stays bounded for any record.
  public static let longestSpin = 600.0
  /// How far ahead of `now_s` one response draws frames (s); the page asks for more as it plays.
  public static let frameWindow = 1.5
  /// The most samples of each plotted curve; the analysis itself uses every sample.
  public static let maximumPlotPoints = 600

  /// A time on the page's clock (s): `performance.now()/1000`.
  public static let pageTime = NumericSetting(
    name: "time_s", summary: "time on the page's clock", unit: "s", defaultValue: 0,
    accepted: .closed(0, 1e9))
  /// How long a pointer interaction lasted (s).
  public static let interactionDuration = NumericSetting(
    name: "duration_s", summary: "how long the interaction lasted", unit: "s", defaultValue: 0,
    accepted: .closed(0, 3600))
  /// A point in the drawing's coordinates (pt).
  public static let coordinate = NumericSetting(
    name: "coordinate", summary: "coordinate", unit: "pt", defaultValue: 0, accepted: .closed(-1e5, 1e5))
  /// A release velocity component (pt/s).
  public static let velocityComponent = NumericSetting(
    name: "velocity", summary: "release velocity component", unit: "pt/s", defaultValue: 0,
    accepted: .closed(-1e6, 1e6))
}
