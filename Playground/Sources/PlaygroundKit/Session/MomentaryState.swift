import ButterflyModel
import ButterflyPhysics

/// What the page reports of the moment, for the frames to show it: a pointer held down (where it went
/// down and where it is now, drawing coordinates), whether a pointer hovers over the control and
/// whether it has keyboard focus.
///
/// ```
/// {"press": {"start": {"x": 120, "y": 30}, "current": {"x": 121, "y": 33}}, "hovered": true, "focused": false}
/// ```
/// The model decides what shows: pressed only while ``GestureInterpreter/showsPress(_:)`` says so
/// (the press began and still is inside the target), and the frame's overlays and press scale follow
/// from the interaction state (``ButterflyVisualState``).
struct MomentaryState: Sendable {
  /// A pointer held down: where it went down and where it is (drawing coordinates, pt).
  struct Press: Decodable, Sendable {
    /// Where the pointer went down.
    var start: PlanarVector
    /// Where it is now.
    var current: PlanarVector

    enum CodingKeys: String, CodingKey, CaseIterable {
      case start, current
    }

    /// A press.
    init(start: PlanarVector, current: PlanarVector) {
      self.start = start
      self.current = current
    }

    /// Reads `{"start": {x, y}, "current": {x, y}}`, both within ``PlaygroundLimits/coordinate``.
    /// - Throws: ``APIError`` naming a refused member.
    init(from decoder: any Decoder) throws {
      let members = try decoder.object(keyedBy: CodingKeys.self)
      start = try members.vector(forKey: .start, PlaygroundLimits.coordinate)
      current = try members.vector(forKey: .current, PlaygroundLimits.coordinate)
    }
  }

  /// A pointer held down, if one is.
  var press: Press?
  /// A pointer hovers over the control.
  var hovered = false
  /// The control has keyboard focus.
  var focused = false

  /// The interaction state the frames show.
  /// - Parameter picture: The drawing (its interpreter and mount centre).
  /// - Returns: `.pressed`, `.hovered`, `.focused` as the model decides.
  func interactionState(for picture: ControlPicture) -> ButterflyInteractionState {
    var state: ButterflyInteractionState = []
    if let press {
      let centre = picture.mountCentre
      let interaction = PointerInteraction(startPoint: press.start - centre, endPoint: press.current - centre)
      if picture.interpreter.showsPress(interaction) { state.insert(.pressed) }
    }
    if hovered { state.insert(.hovered) }
    if focused { state.insert(.focused) }
    return state
  }
}
