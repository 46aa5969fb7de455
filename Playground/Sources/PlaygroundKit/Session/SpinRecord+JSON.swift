import ButterflyModel
import ButterflyPhysics

extension SpinRecord: Encodable {
  enum CodingKeys: String, CodingKey {
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
  /// - Parameters:
  ///   - json: The `spin` object.
  ///   - path: Its JSON path.
  /// - Throws: ``APIError`` naming the first refused member.
  public init(json: JSONValue, path: String = "spin") throws(APIError) {
    let object = try JSONObject(json, path: path, keys: ["startFace", "reduceMotion", "activations", "settled"])
    startFace = try object.choice("startFace", SpinSettings.startFace)
    reduceMotion = try object.bool("reduceMotion", default: false)
    settled = try object.bool("settled", default: false)
    activations = []
    for (field, element) in try object.array("activations", limit: PlaygroundLimits.maximumActivations) {
      let activation = try JSONObject(element, path: field, keys: ["time_s", "gesture"])
      let time = try activation.requiredNumber("time_s", PlaygroundLimits.pageTime)
      guard let gesture = try activation.object("gesture", keys: ["kind", "end", "velocity"]) else {
        throw APIError(field: activation.field("gesture"), problem: "missing", accepted: SpinGesture.jsonAccepted)
      }
      activations.append(Activation(time: time, gesture: try SpinGesture(json: gesture)))
    }
  }
}

extension SpinRecord.Activation: Encodable {
  enum CodingKeys: String, CodingKey {
    case time = "time_s"
    case gesture
  }

  /// Encodes `{"time_s": …, "gesture": …}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(time, forKey: .time)
    try container.encode(GestureJSON(gesture), forKey: .gesture)
  }
}

/// A gesture as JSON: `{"kind": "tap", "end": {x, y}}` or `{"kind": "flick", "end": …, "velocity": …}`.
struct GestureJSON: Encodable {
  /// `tap` or `flick`.
  var kind: String
  /// The end point (pt from the mount centre).
  var end: PointJSON
  /// The release velocity (pt/s), flicks only.
  var velocity: PointJSON?

  init(_ gesture: SpinGesture) {
    kind = gesture.isTap ? "tap" : "flick"
    end = PointJSON(gesture.endPoint)
    velocity = gesture.velocity.map(PointJSON.init)
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

extension SpinGesture {
  /// What a gesture in JSON may be.
  static let jsonAccepted = "an object {kind: tap, end: {x, y}} or {kind: flick, end: {x, y}, velocity: {x, y}}"

  /// Reads a gesture of a spin record.
  init(json object: JSONObject) throws(APIError) {
    let end = try object.vector("end", PlaygroundLimits.coordinate)
    switch object.value("kind") {
    case .string("tap"):
      _ = try JSONObject(.object(object.members), path: object.path, keys: ["kind", "end"])
      self = .tap(endPoint: end)
    case .string("flick"):
      self = .flick(velocity: try object.vector("velocity", PlaygroundLimits.velocityComponent), endPoint: end)
    default:
      throw APIError.notAccepted(object.field("kind"), object.value("kind") ?? .null, accepted: "one of tap|flick")
    }
  }
}
