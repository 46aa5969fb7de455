import ButterflyModel
import ButterflyPhysics

/// The current (or last) spin, as the page hands it back with every request: the server keeps no
/// state, it replays the record through the model's ``SpinStateMachine``.
///
/// ```
/// {"startFace": "top", "reduceMotion": false, "settled": false,
///  "activations": [{"time_s": 12.5, "gesture": {"kind": "flick", "end": {"x": 0, "y": -12},
///                                                "velocity": {"x": 0, "y": 900}}}]}
/// ```
/// Times are on the page's clock (s); gesture points are relative to the mount centre (pt, y down),
/// as the model takes them. A record with no activations is a control at rest on `startFace`.
public struct SpinRecord: Hashable, Sendable {
  /// One activation of the spin.
  public struct Activation: Hashable, Sendable {
    /// When it happened (s, page clock).
    public var time: Double
    /// The gesture the model classified.
    public var gesture: SpinGesture

    /// Creates an activation.
    public init(time: Double, gesture: SpinGesture) {
      self.time = time
      self.gesture = gesture
    }
  }

  /// The face resting before the spin's first activation.
  public var startFace: MedallionFace
  /// Whether the spin began with Reduce Motion on (a cross-fade, not a rotation).
  public var reduceMotion: Bool
  /// The activations, in order.
  public var activations: [Activation]
  /// Whether the spin has landed (then ``startFace`` is still the face it started from).
  public var settled: Bool

  /// A control at rest on `face`.
  /// - Parameter face: The resting face.
  public init(restingOn face: MedallionFace) {
    startFace = face
    reduceMotion = false
    activations = []
    settled = false
  }

  /// Creates a record.
  public init(startFace: MedallionFace, reduceMotion: Bool, activations: [Activation], settled: Bool) {
    self.startFace = startFace
    self.reduceMotion = reduceMotion
    self.activations = activations
    self.settled = settled
  }
}
