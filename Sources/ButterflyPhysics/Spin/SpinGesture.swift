/// The gesture that starts or re-plans a spin, in the mount's coordinates.
///
/// Points are relative to the mount centre and velocities are in screen coordinates (pt, pt/s, y down).
public enum SpinGesture: Hashable, Sendable {
  /// A tap, click, key press or remote click that ended at `endPoint` (pt from the mount centre).
  /// Keyboard and remote activations use ``PlanarVector/zero`` (on the axle: spins top → bottom).
  case tap(endPoint: PlanarVector)
  /// A flick (drag) released at `endPoint` (pt from the mount centre) with `velocity` (pt/s).
  case flick(velocity: PlanarVector, endPoint: PlanarVector)

  /// A tap at the mount centre: what keyboard, accessibility and remote activations send.
  public static let centreTap = SpinGesture.tap(endPoint: .zero)

  /// Where the gesture ended (pt from the mount centre).
  public var endPoint: PlanarVector {
    switch self {
    case .tap(let endPoint), .flick(_, let endPoint): return endPoint
    }
  }

  /// The release velocity (pt/s), or `nil` for a tap.
  public var velocity: PlanarVector? {
    switch self {
    case .tap: return nil
    case .flick(let velocity, _): return velocity
    }
  }

  /// Whether this is a tap.
  package var isTap: Bool { velocity == nil }
}
