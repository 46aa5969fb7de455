import ButterflyModel
import ButterflyPhysics
import Foundation
import Testing

@testable import ButterflyRender

/// The animated SVG shows, at every keyframe, exactly the still `bbsim render` draws for that time.
@Suite struct ControlAnimationTests {
  static let scenes: [(String, ControlScene)] = [
    (
      "flick", ControlScene(gesture: .flick(velocity: PlanarVector(x: 0, y: 400), endPoint: PlanarVector(x: 0, y: -15)))
    ),
    ("interrupted diagonal dark images", interrupted),
    ("reduce motion", ControlScene(reduceMotion: true)),
  ]

  /// A tap from the bottom face on a diagonal axle, interrupted twice, dark, with an image.
  static var interrupted: ControlScene {
    let configuration = ButterflyConfiguration(axleOrientation: .diagonalLTR, spinDecelerationDuration: 0.6)
    let planner = ButterflyLayout(configuration: configuration).spinPlanner
    var trajectory = planner.plan(.tap(endPoint: PlanarVector(x: 3, y: 9)), from: .bottom)
    for time in [0.2, 0.45] { trajectory = planner.interrupt(trajectory, with: .centreTap, at: time) }
    return ControlScene(
      configuration: configuration, appearance: .dark, layoutDirection: .leftToRight, dynamicTypeScale: 1,
      title: "Butterfly", topLabel: nil, bottomLabel: nil, language: "en", topHasImage: true, bottomHasImage: false,
      reduceMotion: false, motion: .spin(trajectory))
  }

  @Test(arguments: scenes.indices)
  func everyKeyframeOfTheAnimationIsTheStillOfItsTime(index: Int) throws {
    let (name, scene) = Self.scenes[index]
    let animation = ControlAnimation(scene: scene, framesPerSecond: 30)
    let renderer = animation.renderer
    let origin = PlanarVector(x: ControlRenderer.margin, y: ControlRenderer.margin)
    let stills = animation.times.map {
      ControlRenderer.element(for: renderer.frame(at: $0), origin: origin, idPrefix: "bb", depthID: "bb-depth")
    }
    let loop = animation.duration
    let keyTimes = animation.times.map { $0 / loop } + [1]
    let animated = SVGKeyframes(duration: loop, keyTimes: keyTimes).animate(stills + [stills[stills.count - 1]])
    for (k, still) in stills.enumerated() {
      let shown = Self.text(animated.compactMap { Self.evaluate($0, at: k, keyTimes: keyTimes) })
      let expected = Self.text([Self.withoutTags(still)])
      let difference = zip(shown, expected).first { $0 != $1 } ?? (shown.count == expected.count ? nil : ("…", "…"))
      #expect(difference == nil, "\(name): keyframe \(k) at \(animation.times[k]) s shows \(difference?.0 ?? "")")
    }
  }

  @Test func timesStepAtTheFrameRateAndTheLoopHoldsTheLanding() {
    let scene = ControlScene(
      gesture: .flick(velocity: PlanarVector(x: 0, y: 400), endPoint: PlanarVector(x: 0, y: -15)))
    let animation = ControlAnimation(scene: scene, framesPerSecond: 60, pause: 1.5)
    let rest = scene.motion.duration
    #expect(animation.times.first == 0)
    #expect(animation.times.count == ControlAnimation.frameCount(span: rest, framesPerSecond: 60))
    #expect((animation.times.last ?? 0) >= rest && (animation.times.last ?? 0) < rest + 1.0 / 60)
    #expect(abs(animation.duration - ((animation.times.last ?? 0) + 1.5)) < 1e-12)
    #expect(ControlAnimation.frameCount(span: 2, framesPerSecond: 60) == 121)
    #expect(ControlAnimation.frameCount(span: .nan, framesPerSecond: 60) == 1)
    #expect(ControlAnimation(scene: scene, span: 1e6).times.count == ControlAnimation.maximumFrameCount)
  }

  @Test func keyTimesAreWrittenStrictlyIncreasingFromZeroToOne() throws {
    let svg = ControlAnimation(scene: ControlScene(), framesPerSecond: 120, span: 30).render()
    let lists = svg.components(separatedBy: "keyTimes=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(!lists.isEmpty)
    for list in lists {
      let times = list.split(separator: ";").compactMap { Double($0) }
      #expect(times.first == 0 && times.last == 1)
      #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "\(list.prefix(80))")
    }
  }

  @Test func renderingIsDeterministicAndAStillShowsTheFirstFrame() {
    let scene = ControlScene(appearance: .dark, gesture: .centreTap)
    let svg = ControlAnimation(scene: scene).render(zoom: 2)
    #expect(svg == ControlAnimation(scene: scene).render(zoom: 2))
    #expect(svg.contains("width=\"328.8\" height=\"152\" viewBox=\"0 0 164.4 76\""))
    #expect(svg.contains("repeatCount=\"indefinite\""))
    // Without SMIL, every element shows its first value: the rest frame.
    let first = Self.evaluate(
      SVGKeyframes(duration: 1, keyTimes: [0, 1]).animate([Self.still(scene, 0), Self.still(scene, 0)])[0], at: 0,
      keyTimes: [0, 1])
    #expect(first == Self.withoutTags(Self.still(scene, 0)))
  }

  /// The elements' markup, one line each.
  static func text(_ elements: [SVGElement]) -> [String] {
    var output = ""
    for element in elements { element.write(into: &output) }
    return output.split(separator: "\n").map(String.init)
  }

  static func still(_ scene: ControlScene, _ time: Double) -> SVGElement {
    ControlRenderer.element(
      for: ControlRenderer(scene: scene).frame(at: time), origin: .zero, idPrefix: "bb", depthID: "bb-depth")
  }

  /// The element as SMIL shows it at keyframe `k` (`nil` when hidden): animated attributes take their
  /// value at k, animation elements and per-frame `data-*` tags go.
  static func evaluate(_ element: SVGElement, at k: Int, keyTimes: [Double]) -> SVGElement? {
    var result = withoutTags(SVGElement(element.name, element.attributes, text: element.text))
    for animation in element.children where animation.name.hasPrefix("animate") {
      guard let name = animation.value(of: "attributeName"), let times = animation.value(of: "keyTimes"),
        let values = animation.value(of: "values")
      else { continue }
      let kept = times.split(separator: ";").compactMap { Double($0) }
      let list = values.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
      // The value at the last kept key time at or before κ_k; repeated values in between were left out.
      let at = kept.lastIndex { $0 <= keyTimes[k] + 5e-7 } ?? 0
      var value = list[at]
      if animation.name == "animateTransform", let type = animation.value(of: "type") { value = "\(type)(\(value))" }
      if name == "display" {
        if value == "none" { return nil }
        result.attributes.removeAll { $0.name == "display" }
      } else if let index = result.attributes.firstIndex(where: { $0.name == name }) {
        result.attributes[index].value = value
      }
    }
    if result.value(of: "display") == "none" && !element.children.contains(where: { $0.name == "animate" }) {
      return nil
    }
    result.children = element.children.filter { !$0.name.hasPrefix("animate") }.compactMap {
      evaluate($0, at: k, keyTimes: keyTimes)
    }
    return result
  }

  /// The element without `data-*` attributes, recursively.
  static func withoutTags(_ element: SVGElement) -> SVGElement {
    var copy = element
    copy.attributes.removeAll { $0.name.hasPrefix("data-") }
    copy.children = element.children.map(withoutTags)
    return copy
  }
}
