import ButterflyModel
import ButterflyPhysics
import Testing

@testable import ButterflyRender

/// The SVG for a handful of configurations is byte-for-byte stable (see ``RenderGolden`` for
/// re-recording).
@Suite struct RenderGoldenTests {
  /// A named configuration and what to draw of it.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let scene: ControlScene
    /// One frame at this time, or a filmstrip when `frames` is set.
    let time: Double
    let frames: Int?
    var testDescription: String { name }
  }

  static let flick = SpinGesture.flick(
    velocity: PlanarVector(x: 0, y: 900), endPoint: PlanarVector(x: 0, y: -15))

  static let cases: [Case] = [
    Case(name: "default-light-rest.svg", scene: ControlScene(), time: 0, frames: nil),
    Case(
      name: "flick-filmstrip.svg", scene: ControlScene(gesture: flick), time: 0, frames: 6),
    Case(
      name: "dark-contrast-vertical-images.svg",
      scene: ControlScene(
        configuration: ButterflyConfiguration(labelPlacement: .top, axleOrientation: .vertical),
        appearance: .darkIncreasedContrast, topHasImage: true, bottomHasImage: true),
      time: 0.06, frames: nil),
    Case(
      name: "rtl-hebrew-diagonal-120.svg",
      scene: ControlScene(
        configuration: ButterflyConfiguration(
          sideLength: 120, labelPlacement: .leading, axleOrientation: .diagonalRTL),
        layoutDirection: .rightToLeft, title: "פרפר", language: "he", startFace: .bottom),
      time: 0.09, frames: nil),
    Case(
      name: "reduce-motion-44-thick-stroke.svg",
      scene: ControlScene(
        configuration: ButterflyConfiguration(sideLength: 30, mountStrokeWidth: 10, labelPlacement: .bottom),
        reduceMotion: true),
      time: 0.15, frames: nil),
  ]

  @Test(arguments: cases)
  func svgMatchesGolden(_ testCase: Case) throws {
    let svg: String
    if let frames = testCase.frames {
      svg = Filmstrip(scene: testCase.scene, frameCount: frames).render().svg
    } else {
      svg = ControlRenderer(scene: testCase.scene).svg(at: testCase.time)
    }
    try RenderGolden.check(svg, named: testCase.name)
  }

  @Test func renderingTwiceGivesTheSameBytes() {
    let scene = ControlScene(appearance: .dark, gesture: Self.flick)
    #expect(Filmstrip(scene: scene, frameCount: 5).render().svg == Filmstrip(scene: scene, frameCount: 5).render().svg)
  }
}
