import ButterflyModel
import ButterflyPhysics

/// What the page saw, with when: a finished pointer interaction (mouse, pen or touch) or a key press.
/// The page measures; the model decides what it means (``GestureInterpreter``).
///
/// ```
/// {"kind": "pointer", "time_s": 12.5, "start": {"x": 40, "y": 30}, "end": {"x": 41, "y": 52},
///  "velocity": {"x": 30, "y": 900}, "duration_s": 0.08}
/// {"kind": "key", "time_s": 13.1, "key": "space"}
/// ```
/// Pointer points are in the served drawing's coordinates (its SVG user space, pt), velocities in pt/s.
public struct Interaction: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// A pointer went down at `start` and up at `end` (drawing coordinates, pt) after `duration`
    /// seconds, moving at `velocity` (pt/s) when released.
    case pointer(start: PlanarVector, end: PlanarVector, velocity: PlanarVector, duration: Double)
    /// A key was pressed.
    case key(ButterflyKey)
  }

  /// When it ended (s, page clock).
  public var time: Double
  /// What happened.
  public var kind: Kind

  /// Creates an interaction.
  public init(time: Double, kind: Kind) {
    self.time = time
    self.kind = kind
  }

  /// Reads an interaction.
  /// - Parameters:
  ///   - json: The element of `interactions`.
  ///   - path: Its JSON path.
  /// - Throws: ``APIError`` naming the first refused member.
  public init(json: JSONValue, path: String) throws(APIError) {
    let pointerKeys = ["kind", "time_s", "start", "end", "velocity", "duration_s"]
    let keyKeys = ["kind", "time_s", "key"]
    var object = try JSONObject(json, path: path, keys: pointerKeys + ["key"])
    switch object.value("kind") {
    case .string("pointer"): object = try JSONObject(json, path: path, keys: pointerKeys)
    case .string("key"): object = try JSONObject(json, path: path, keys: keyKeys)
    default: break
    }
    time = try object.requiredNumber("time_s", PlaygroundLimits.pageTime)
    switch object.value("kind") {
    case .string("pointer"):
      kind = .pointer(
        start: try object.vector("start", PlaygroundLimits.coordinate),
        end: try object.vector("end", PlaygroundLimits.coordinate),
        velocity: try object.vector("velocity", PlaygroundLimits.velocityComponent),
        duration: try object.number("duration_s", PlaygroundLimits.interactionDuration))
    case .string("key"):
      let name = try object.text("key", limit: TextLimit(maximumLength: 32))
      switch name {
      case "space": kind = .key(.space)
      case "return": kind = .key(.return)
      case let other?: kind = .key(.other(other))
      case nil: throw APIError(field: object.field("key"), problem: "missing", accepted: "space, return or another key")
      }
    default:
      throw APIError.notAccepted(object.field("kind"), object.value("kind") ?? .null, accepted: "one of pointer|key")
    }
  }

  /// The driver's input for this interaction (points relative to the mount centre).
  /// - Parameter mountCentre: The mount centre in drawing coordinates (pt).
  /// - Returns: `.pointerEnded` or `.key`.
  func input(mountCentre: PlanarVector) -> ControlInput {
    switch kind {
    case .pointer(let start, let end, let velocity, let duration):
      return .pointerEnded(
        PointerInteraction(
          startPoint: start - mountCentre, endPoint: end - mountCentre, velocity: velocity, duration: duration))
    case .key(let key):
      return .key(key)
    }
  }
}
