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
  var press: (start: PlanarVector, current: PlanarVector)?
  /// A pointer hovers over the control.
  var hovered = false
  /// The control has keyboard focus.
  var focused = false

  /// Nothing pressed, hovered or focused.
  init() {}

  /// Reads the request's `press`, `hovered` and `focused` members.
  /// - Parameter object: The request body.
  /// - Throws: ``APIError`` naming a refused member.
  init(json object: JSONObject) throws(APIError) {
    if let press = try object.object("press", keys: ["start", "current"]) {
      self.press = (
        try press.vector("start", PlaygroundLimits.coordinate), try press.vector("current", PlaygroundLimits.coordinate)
      )
    }
    hovered = try object.bool("hovered", default: false)
    focused = try object.bool("focused", default: false)
  }

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
