import ButterflyModel
import ButterflyPhysics
import ButterflyWasm

/// The body of `POST /api/spin.csv`: the settings and the spin to write.
///
/// ```
/// {"settings": {…} | absent, "spin": {…} | absent}
/// ```
struct SpinCSVRequest: Decodable {
  /// The settings; absent → every default.
  let settings: PlaygroundSettings
  /// The spin; absent → a control at rest on the top face (its preview: a centre tap).
  let spin: SpinRecord?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case settings, spin
  }

  /// Reads the body.
  /// - Throws: ``APIError`` naming the first refused member.
  init(from decoder: any Decoder) throws {
    let members = try decoder.object(keyedBy: CodingKeys.self)
    settings =
      try members.member(PlaygroundSettings.self, forKey: .settings, accepted: "an object of settings") ?? .init()
    spin = try members.member(SpinRecord.self, forKey: .spin, accepted: "a spin record object")
  }
}
