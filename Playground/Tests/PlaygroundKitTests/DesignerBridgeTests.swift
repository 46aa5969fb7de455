import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import Foundation
import Testing

@testable import ButterflyWasm

/// The bridge's answers for the page's designer tools — the gallery of feels, Export, a pin resting on
/// the control's face, a typed gesture — are the model's: the feels are ``SpinTuning/namedFeels``, an
/// export read back is the session's θ(t) within the bound it states, a session starts on the face it
/// is given, and a typed gesture is classified by the interpreter as a drawn one with its velocity.
@Suite struct DesignerBridgeTests {
  /// A session with the page's default settings (labels as the catalogue's defaults).
  static func session(reduceMotion: Bool = false, face: MedallionFace = .top) -> PageSession {
    var settings = PageSettings()
    if reduceMotion { settings.set("reduceMotion", .flag(true)) }
    return PageSession(input: SceneInput(page: settings), face: face)
  }

  /// A session after a typed flick of `velocity` ending at `point` (pt from the centre) at t = 0.
  static func flicked(velocity: PlanarVector, point: PlanarVector) -> PageSession {
    var session = session()
    let gesture = TypedGesture(velocity: velocity, point: point)
    _ = session.handle(.pointerEnded(gesture.interaction(centre: .zero)), at: 0)
    return session
  }

  static func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

  @Test func theGalleryIsTheNamedFeelsInOrderWithTheirSentencesAndTunings() throws {
    let gallery = try #require(try Self.json(FeelGallery.json) as? [[String: Any]])
    #expect(gallery.map { $0["name"] as? String } == SpinTuning.namedFeels.map(\.name))
    #expect(gallery.map { $0["summary"] as? String } == SpinTuning.namedFeels.map(\.summary))
    for (answer, feel) in zip(gallery, SpinTuning.namedFeels) {
      let tuning = try #require(answer["tuning"] as? [String: Double])
      #expect(
        tuning == [
          "tapAngularSpeed": feel.tuning.tapAngularSpeed, "preferredShape": feel.tuning.preferredShape,
          "landingBounce": feel.tuning.landingBounce, "landingResponse": feel.tuning.landingResponse,
        ], "\(feel.name)")
    }
  }

  /// The Web Animations export of a flick, read back as a browser interpolates it, is the session's
  /// θ(t) within the bound the file states, at every millisecond of the spin and after it.
  @Test(arguments: [0.01, 0.1, 1.0])
  func aWebAnimationsExportReadBackIsTheSessionsSpinWithinItsStatedError(error: Double) throws {
    let session = Self.flicked(velocity: PlanarVector(x: 0, y: 1200), point: PlanarVector(x: 0, y: -12))
    let trajectory = try #require(session.lastTrajectory)
    let text = try #require(PageExport.text(format: "web-animations", session: session, error: error))
    let file = try #require(try Self.json(text) as? [String: Any])
    let stated = try #require(file["maximumErrorDegrees"] as? Double)
    let duration = try #require((file["options"] as? [String: Any])?["duration"] as? Double) / 1000
    let keyframes = try #require(file["keyframes"] as? [[String: Any]])
    let points = try keyframes.map { frame -> (time: Double, value: Double) in
      let transform = try #require(frame["transform"] as? String)
      let angle = try #require(Double(transform.split(separator: " ").last?.dropLast(4) ?? ""))
      return (try #require(frame["offset"] as? Double) * duration, angle)
    }
    #expect(stated <= max(error, SpinKeyframes.minimumError))
    #expect(text.contains("the playground's last spin from the top face"))
    var worst = 0.0
    for millisecond in 0...Int(duration * 1000) + 200 {
      let t = Double(millisecond) / 1000
      let model = trajectory.state(at: t).angle * 180 / .pi
      worst = max(worst, abs(SpinKeyframes.interpolate(points, at: t) - model))
    }
    #expect(worst <= stated)
  }

  @Test func everyFormatIsWrittenAndAnUnknownOneOrAReduceMotionSwapIsNot() throws {
    let session = Self.flicked(velocity: PlanarVector(x: 0, y: 1200), point: PlanarVector(x: 0, y: -12))
    for format in PageExport.formats {
      let text = try #require(PageExport.text(format: format, session: session, error: .nan))
      #expect(text.contains("everywhere (asked ≤ 0.1°)"), "\(format)")
    }
    #expect(PageExport.text(format: "gif", session: session, error: .nan) == nil)
    var swapped = Self.session(reduceMotion: true)
    _ = swapped.handle(.key(.space), at: 0)
    #expect(PageExport.text(format: "css", session: swapped, error: .nan) == nil)
  }

  @Test func beforeAnySpinTheExportIsTheCentreTapPreviewAndSaysSo() throws {
    let text = try #require(PageExport.text(format: "css", session: Self.session(face: .bottom), error: .nan))
    #expect(text.contains("a centre tap (preview) from the bottom face"))
  }

  @Test(arguments: [MedallionFace.top, .bottom])
  func aSessionStartsAtRestOnTheFaceItIsGiven(face: MedallionFace) {
    let session = Self.session(face: face)
    #expect(session.driver.machine.isOn == (face == .top))
    #expect(session.frame(at: 0).visibleFace == face)
  }

  /// A typed gesture: pressed and lifted at the point with the typed velocity, so a fast one across
  /// the axle is a flick at that speed and a still one is a tap at the point.
  @Test(arguments: [(0.0, 1200.0, "flick"), (0.0, -3000.0, "flick"), (0.0, 0.0, "tap"), (1200.0, 0.0, "tap")])
  func aTypedGestureIsClassifiedAsADrawnOneWithItsVelocity(vx: Double, vy: Double, outcome: String) {
    let session = Self.session()
    let gesture = TypedGesture(velocity: PlanarVector(x: vx, y: vy), point: PlanarVector(x: 5, y: -12))
    let interaction = gesture.interaction(centre: session.mountCentre)
    #expect(interaction.startPoint == session.mountCentre + PlanarVector(x: 5, y: -12))
    #expect(interaction.velocity == PlanarVector(x: vx, y: vy))
    let relative = PointerInteraction(
      startPoint: gesture.point, endPoint: gesture.point, velocity: gesture.velocity, duration: TypedGesture.duration)
    let classification = session.driver.interpreter.classification(relative)
    #expect(classification.outcome.kind.rawValue == outcome)
  }
}
