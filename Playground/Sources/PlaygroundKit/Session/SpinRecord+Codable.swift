import ButterflyModel
import ButterflyPhysics

extension SpinRecord: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case startFace, reduceMotion, activations, settled
  }

  /// Encodes the record as the page hands it back.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(startFace.rawValue, forKey: .startFace)
    try container.encode(reduceMotion, forKey: .reduceMotion)
    try container.encode(activations, forKey: .activations)
    try container.encode(settled, forKey: .settled)
  }

  /// Reads a record the page handed back.
  /// - Throws: ``APIError`` naming the first refused member.
  public init(from decoder: any Decoder) throws {
    let members = try decoder.object(keyedBy: CodingKeys.self)
    startFace = try members.choice(SpinSettings.startFace, forKey: .startFace)
    reduceMotion = try members.flag(forKey: .reduceMotion, default: false)
    settled = try members.flag(forKey: .settled, default: false)
    activations = try members.array(
      of: Activation.self, forKey: .activations, limit: PlaygroundLimits.maximumActivations)
  }
}

extension SpinRecord.Activation: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case time = "time_s"
    case gesture
  }

  /// Encodes `{"time_s": …, "gesture": …}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(time, forKey: .time)
    try container.encode(GestureJSON(gesture), forKey: .gesture)
  }

  /// Reads `{"time_s": …, "gesture": …}`.
  /// - Throws: ``APIError`` naming the first refused member.
  public init(from decoder: any Decoder) throws {
    let members = try decoder.object(keyedBy: CodingKeys.self)
    time = try members.requiredNumber(PlaygroundLimits.pageTime, forKey: .time)
    guard
      let gesture = try members.member(
        GestureJSON.self, forKey: .gesture, accepted: "an object with members among kind, end, velocity")
    else { throw members.missing(.gesture, accepted: GestureJSON.accepted) }
    self.gesture = gesture.gesture
  }
}

/// A gesture as JSON: `{"kind": "tap", "end": {x, y}}` or `{"kind": "flick", "end": …, "velocity": …}`
/// (points relative to the mount centre, pt; the velocity in pt/s).
struct GestureJSON: Codable {
  /// What a gesture in JSON may be.
  static let accepted = "an object {kind: tap, end: {x, y}} or {kind: flick, end: {x, y}, velocity: {x, y}}"

  /// The gesture.
  var gesture: SpinGesture

  enum CodingKeys: String, CodingKey, CaseIterable {
    case kind, end, velocity
  }

  init(_ gesture: SpinGesture) { self.gesture = gesture }

  /// Encodes the kind, the end point and a flick's velocity.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(gesture.isTap ? "tap" : "flick", forKey: .kind)
    try container.encode(PointJSON(gesture.endPoint), forKey: .end)
    try container.encodeIfPresent(gesture.velocity.map(PointJSON.init), forKey: .velocity)
  }

  /// Reads a gesture: the end point, then the kind (a tap has no velocity).
  /// - Throws: ``APIError`` naming the first refused member.
  init(from decoder: any Decoder) throws {
    let members = try decoder.object(keyedBy: CodingKeys.self)
    let end = try members.vector(forKey: .end, PlaygroundLimits.coordinate)
    switch try? members.decode(String.self, forKey: .kind) {
    case "tap":
      _ = try decoder.object(keyedBy: CodingKeys.self, members: ["kind", "end"])
      gesture = .tap(endPoint: end)
    case "flick":
      gesture = .flick(
        velocity: try members.vector(forKey: .velocity, PlaygroundLimits.velocityComponent), endPoint: end)
    default:
      throw try members.refusal(.kind, accepted: "one of tap|flick")
    }
  }
}

/// A point or vector as JSON.
struct PointJSON: Encodable {
  var x: Double
  var y: Double

  init(_ vector: PlanarVector) {
    x = vector.x
    y = vector.y
  }
}
