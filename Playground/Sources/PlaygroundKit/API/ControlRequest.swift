import ButterflyModel
import ButterflyPhysics
import ButterflyWasm

/// The body of `POST /api/control`: the settings, the spin so far, the interactions the page saw since
/// its last request, the page's clock now, and the moment's pointer, hover and focus.
///
/// ```
/// {"settings": {…} | absent, "spin": {…} | absent, "interactions": [{…}] | absent, "now_s": 12.6,
///  "press": {"start": {…}, "current": {…}} | absent, "hovered": false, "focused": true}
/// ```
/// Members are read in this order, so the first refused one is the one named.
struct ControlRequest: Decodable {
  /// The settings; absent → every default.
  let settings: PlaygroundSettings
  /// The page's clock now (s).
  let now: Double
  /// The spin the previous answer handed back; absent → a control at rest on the top face.
  let spin: SpinRecord?
  /// The interactions, in order.
  let interactions: [Interaction]
  /// The pointer held down, hover and focus now.
  let momentary: MomentaryState

  enum CodingKeys: String, CodingKey, CaseIterable {
    case settings, spin, interactions
    case now = "now_s"
    case press, hovered, focused
  }

  /// Reads the body.
  /// - Throws: ``APIError`` naming the first refused member.
  init(from decoder: any Decoder) throws {
    let members = try decoder.object(keyedBy: CodingKeys.self)
    settings =
      try members.member(PlaygroundSettings.self, forKey: .settings, accepted: "an object of settings") ?? .init()
    now = try members.requiredNumber(PlaygroundLimits.pageTime, forKey: .now)
    spin = try members.member(SpinRecord.self, forKey: .spin, accepted: "a spin record object")
    interactions = try members.array(
      of: Interaction.self, forKey: .interactions, limit: PlaygroundLimits.maximumInteractions)
    momentary = MomentaryState(
      press: try members.member(
        MomentaryState.Press.self, forKey: .press, accepted: "an object with members among start, current"),
      hovered: try members.flag(forKey: .hovered, default: false),
      focused: try members.flag(forKey: .focused, default: false))
  }
}
