import ButterflyModel
import ButterflyPhysics
import ButterflyRender

/// A gesture typed into the page rather than drawn: a release velocity (pt/s) and the point it ends at
/// (pt from the medallion's centre, y down, as `bbsim simulate spin --velocity x,y --point x,y` takes
/// them), made into a pointer interaction that presses and lifts at that point with that release
/// velocity after ``duration`` — so a typed gesture is classified and planned by the same interpreter
/// as a drawn one (a press released where it began has its velocity's direction of travel:
/// ``GestureInterpreter/isFlick(_:)``), and it always begins on the control when the point is on it.
///
/// ```
/// start = end = centre + point        velocity as typed        duration 0.1 s
/// ```
struct TypedGesture {
  /// How long the typed press lasts (s).
  static let duration = 0.1

  /// The release velocity (pt/s).
  let velocity: PlanarVector
  /// Where it ends, from the medallion's centre (pt).
  let point: PlanarVector

  /// The interaction in control coordinates (pt), the mount's centre at `centre`.
  func interaction(centre: PlanarVector) -> PointerInteraction {
    PointerInteraction(
      startPoint: centre + point, endPoint: centre + point, velocity: velocity, duration: Self.duration)
  }

  /// The interaction as the page passes pointer input on (control coordinates):
  /// `{"start":{"x","y"},"end":{"x","y"},"velocity":{"x","y"},"duration_s"}`.
  func json(centre: PlanarVector) -> String {
    let interaction = interaction(centre: centre)
    func point(_ vector: PlanarVector) -> String {
      var object = JSONText()
      object.add("x", vector.x)
      object.add("y", vector.y)
      return object.text
    }
    var answer = JSONText()
    answer.add("start", json: point(interaction.startPoint))
    answer.add("end", json: point(interaction.endPoint))
    answer.add("velocity", json: point(velocity))
    answer.add("duration_s", Self.duration)
    return answer.text
  }
}
