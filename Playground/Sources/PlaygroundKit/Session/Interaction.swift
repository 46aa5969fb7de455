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

extension Interaction: Decodable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case kind
    case time = "time_s"
    case start, end, velocity
    case duration = "duration_s"
    case key
  }

  /// The members of a pointer interaction.
  static let pointerMembers = ["kind", "time_s", "start", "end", "velocity", "duration_s"]
  /// The members of a key press.
  static let keyMembers = ["kind", "time_s", "key"]

  /// Reads an element of `interactions`: exactly its kind's members, then the time, then the rest.
  /// - Throws: ``APIError`` naming the first refused member.
  public init(from decoder: any Decoder) throws {
    let members = try decoder.object(keyedBy: CodingKeys.self)
    let kind = try? members.decode(String.self, forKey: .kind)
    switch kind {
    case "pointer": _ = try decoder.object(keyedBy: CodingKeys.self, members: Self.pointerMembers)
    case "key": _ = try decoder.object(keyedBy: CodingKeys.self, members: Self.keyMembers)
    default: break
    }
    time = try members.requiredNumber(PlaygroundLimits.pageTime, forKey: .time)
    switch kind {
    case "pointer":
      self.kind = .pointer(
        start: try members.vector(forKey: .start, PlaygroundLimits.coordinate),
        end: try members.vector(forKey: .end, PlaygroundLimits.coordinate),
        velocity: try members.vector(forKey: .velocity, PlaygroundLimits.velocityComponent),
        duration: try members.number(PlaygroundLimits.interactionDuration, forKey: .duration))
    case "key":
      switch try members.text(forKey: .key, limit: TextLimit(maximumLength: 32)) {
      case "space": self.kind = .key(.space)
      case "return": self.kind = .key(.return)
      case let other?: self.kind = .key(.other(other))
      case nil: throw members.missing(.key, accepted: "space, return or another key")
      }
    default:
      throw try members.refusal(.kind, accepted: "one of pointer|key")
    }
  }
}
