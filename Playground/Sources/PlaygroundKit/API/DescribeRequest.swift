import ButterflyModel
import ButterflyPhysics
import ButterflyWasm

/// The body of `POST /api/describe`: the settings, and the value the control holds now.
///
/// ```
/// {"settings": {…} | absent, "isOn": true | absent}
/// ```
/// Members are read in this order, so the first refused one is the one named.
struct DescribeRequest: Decodable {
  /// The settings; absent → every default.
  let settings: PlaygroundSettings
  /// The value the control holds (the resting face is the top one); absent → `true`.
  let isOn: Bool

  enum CodingKeys: String, CodingKey, CaseIterable {
    case settings, isOn
  }

  /// Reads the body.
  /// - Throws: ``APIError`` naming the first refused member.
  init(from decoder: any Decoder) throws {
    let members = try decoder.object(keyedBy: CodingKeys.self)
    settings =
      try members.member(PlaygroundSettings.self, forKey: .settings, accepted: "an object of settings") ?? .init()
    isOn = try members.flag(forKey: .isOn, default: true)
  }
}
