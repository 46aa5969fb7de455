import ButterflyModel
import ButterflyPhysics
import Foundation
import PropertyBased
import Testing

/// A synthetic drag as the control sees it with no scroll context declared: the finger's path on
/// screen, and the content around the control either staying put or carried by a scroll view.
///
/// The scroll view is modelled as UIKit's pan does it: it begins once the finger has moved
/// `slop` (10 pt) and from then on the content follows the finger's motion along the scroll axes,
/// so the control's own translation keeps only the slop and the motion across the scroll axes.
struct ContentPath: Sendable, CustomStringConvertible {
  var axle: AxleOrientation
  var platform: ButterflyPlatform
  /// The axes the (undeclared) scroll view actually scrolls; `[]` for a static screen.
  var scrolling: ScrollAxes
  /// Start, relative to the mount centre (pt).
  var start: PlanarVector
  /// The finger's translation on screen and its release velocity (pt, pt/s).
  var finger: PlanarVector
  var velocity: PlanarVector

  var interpreter: GestureInterpreter {
    GestureInterpreter(layout: ButterflyLayout(configuration: ButterflyConfiguration(axleOrientation: axle)))
  }

  /// The part of a vector along the scrolling axes.
  func alongScroll(_ v: PlanarVector) -> PlanarVector {
    PlanarVector(x: scrolling.contains(.horizontal) ? v.x : 0, y: scrolling.contains(.vertical) ? v.y : 0)
  }

  /// How far the content moved with the finger: nothing within the slop, then the finger's motion
  /// along the scroll axes after the point where it crossed the slop.
  var contentMotion: PlanarVector {
    let slop = GestureInterpreter.defaultScrollSlop
    guard platform.inputKind.dragsScroll, finger.length > slop else { return .zero }
    return alongScroll((1 - slop / finger.length) * finger)
  }

  var interaction: PointerInteraction {
    let carried = contentMotion != .zero
    let local = finger - contentMotion
    return PointerInteraction(
      startPoint: start, endPoint: start + local, translation: local, globalTranslation: finger,
      velocity: carried ? velocity - alongScroll(velocity) : velocity,
      duration: finger.length / max(velocity.length, 1),
      scrollAxes: ScrollContention(declaredAxes: nil, platform: platform).axes)
  }

  var description: String {
    "ContentPath(\(axle), \(platform), scrolling \(scrolling.rawValue), start \(start), finger \(finger), "
      + "velocity \(velocity))"
  }

  /// The unit vector at an angle (rad) from a direction, turned in the screen's plane.
  static func turned(_ direction: PlanarVector, by angle: Double) -> PlanarVector {
    PlanarVector(
      x: direction.x * cos(angle) - direction.y * sin(angle), y: direction.x * sin(angle) + direction.y * cos(angle))
  }

  /// Flicks on a static screen: from anywhere well inside the control, within 0.75 rad (< 45°) of
  /// the axle's normal either way, any distance that still ends on the control, released at
  /// 250…4,000 pt/s within 0.75 rad of the normal; any axle, platform, and scroll view that is
  /// there but does not move (the content is static).
  static func flicks() -> Generator<ContentPath, some SendableSequenceType> {
    let placeGen = zip(
      Gen<AxleOrientation>.case, Gen<ButterflyPlatform>.case, Gen.double(in: -0.9...0.9),
      Gen.double(in: -0.9...0.9), Gen.bool)
    let how = zip(
      Gen.double(in: -0.75...0.75), Gen.double(in: 0...1), Gen.double(in: 250...4000),
      Gen.double(in: -0.75...0.75))
    return zip(placeGen, how).map { place, motion in
      let (axle, platform, u, v, up) = place
      let (turn, reach, speed, releaseTurn) = motion
      let target = GestureInterpreter(
        layout: ButterflyLayout(configuration: ButterflyConfiguration(axleOrientation: axle))
      ).target
      let start = PlanarVector(x: target.midX + u * target.width / 2, y: target.midY + v * target.height / 2)
      let normal = up ? axle.normal : PlanarVector.zero - axle.normal
      let heading = turned(normal, by: turn)
      // How far along the heading the target's edge is from the start, a hair inside.
      let room = min(
        heading.x == 0 ? .infinity : ((heading.x > 0 ? target.maxX : target.minX) - start.x) / heading.x,
        heading.y == 0 ? .infinity : ((heading.y > 0 ? target.maxY : target.minY) - start.y) / heading.y)
      return ContentPath(
        axle: axle, platform: platform, scrolling: [], start: start, finger: (max(room, 0) * 0.99 * reach) * heading,
        velocity: speed * turned(normal, by: releaseTurn))
    }
  }

  /// Scrolls: a scroll view on one or both axes where drags scroll, the finger moving 15…300 pt
  /// mostly along a scroll axis (so the content moved with it by more than 2 pt), released at
  /// any speed in any direction, from anywhere on the control, with any axle.
  static func scrolls() -> Generator<ContentPath, some SendableSequenceType> {
    let placeGen = zip(
      Gen<AxleOrientation>.case, Gen.bool, Gen.int(in: 0...2), Gen.double(in: -1...1), Gen.double(in: -1...1))
    let how = zip(
      Gen.double(in: -Double.pi...Double.pi), Gen.double(in: 15...300), Gen.double(in: 0...5000),
      Gen.double(in: -Double.pi...Double.pi))
    return zip(placeGen, how).map { place, motion in
      let (axle, touch, axesKind, u, v) = place
      let (angle, distance, speed, releaseAngle) = motion
      let axes: [ScrollAxes] = [.horizontal, .vertical, [.horizontal, .vertical]]
      let scrolling = axes[axesKind]
      let target = GestureInterpreter(
        layout: ButterflyLayout(configuration: ButterflyConfiguration(axleOrientation: axle))
      ).target
      // Fold the heading so it is mostly along a single scroll axis (|along| ≥ |across|).
      var heading = PlanarVector(x: cos(angle), y: sin(angle))
      if scrolling == .vertical && abs(heading.x) > abs(heading.y) {
        heading = PlanarVector(x: heading.y, y: heading.x)
      }
      if scrolling == .horizontal && abs(heading.y) > abs(heading.x) {
        heading = PlanarVector(x: heading.y, y: heading.x)
      }
      return ContentPath(
        axle: axle, platform: touch ? .iOS : .visionOS, scrolling: scrolling,
        start: PlanarVector(x: target.midX + u * target.width / 2, y: target.midY + v * target.height / 2),
        finger: distance * heading,
        velocity: speed * PlanarVector(x: cos(releaseAngle), y: sin(releaseAngle)))
    }
  }
}

/// The flick works out of the box: with no `.butterflyScrollContext`, a flick on a static screen
/// always flips and a drag a scroll view carried never does.
@Suite struct FlickByDefaultPropertyTests {
  /// Cases per property: as many as the static-screen properties run (`BB_PROPERTY_CASES`).
  static let cases = GesturePathPropertyTests.cases

  @Test func aFlickAcrossTheAxleOnAStaticScreenAlwaysFlips() async {
    await propertyCheck(count: Self.cases, input: ContentPath.flicks()) { path in
      let i = path.interaction
      #expect(i.contentDisplacement == .zero, "\(path)")
      #expect(path.interpreter.classify(i) == .activate(endPoint: i.endPoint, velocity: i.velocity), "\(path)")
      #expect(path.interpreter.classify(i).spinGesture == .flick(velocity: i.velocity, endPoint: i.endPoint))
    }
  }

  @Test func aDragTheScrollViewCarriedNeverTogglesNorShowsThePress() async {
    await propertyCheck(count: Self.cases, input: ContentPath.scrolls()) { path in
      let i = path.interaction
      #expect(i.contentDisplacement.length > 2, "\(path)")
      #expect(path.interpreter.classify(i).spinGesture == nil, "\(path)")
      #expect(!path.interpreter.showsPress(i), "\(path)")
      var tracker = PressTracker()
      _ = tracker.update(
        PointerInteraction(startPoint: path.start, endPoint: path.start), interpreter: path.interpreter)
      #expect(tracker.update(i, interpreter: path.interpreter) == .touchCancel, "\(path)")
    }
  }

  /// The same finger path flips on a static screen and is the scroll's when the content moves
  /// with it: only the content's motion tells them apart.
  @Test func onlyTheContentsMotionTellsAFlickFromAScroll() async {
    await propertyCheck(count: Self.cases, input: ContentPath.scrolls()) { path in
      var still = path
      still.scrolling = []
      let i = still.interaction
      #expect(i.translation == i.globalTranslation)
      #expect(!still.interpreter.scrollWins(i), "\(still)")
      #expect(path.interpreter.scrollWins(path.interaction), "\(path)")
    }
  }

  /// A control drawn in a container scaled by 0.9…1.1 (its screen translation proportional to its
  /// own) still flicks: the container did not carry it.
  @Test(arguments: [0.9, 0.95, 1.05, 1.1])
  func aProportionallyScaledContainerIsNoScroll(scale: Double) {
    let g = GestureInterpreter(layout: ButterflyLayout(configuration: ButterflyConfiguration()))
    let local = PlanarVector(x: 2, y: -20)
    let i = PointerInteraction(
      startPoint: PlanarVector(x: 0, y: 10), endPoint: PlanarVector(x: 2, y: -10), globalTranslation: scale * local,
      velocity: PlanarVector(x: 0, y: -900))
    #expect(g.classify(i) == .activate(endPoint: i.endPoint, velocity: i.velocity))
  }

  /// The explicit override still holds: declared axes take a drag beyond the slop along them
  /// before the content has moved, and `[]` makes the drag exclusive.
  @Test func aDeclaredContextStillOverridesTheDefault() {
    let g = GestureInterpreter(layout: ButterflyLayout(configuration: ButterflyConfiguration()))
    let declared = ScrollContention(declaredAxes: .vertical, platform: .iOS)
    let i = PointerInteraction(
      startPoint: PlanarVector(x: 0, y: 12), endPoint: PlanarVector(x: 0, y: -12),
      velocity: PlanarVector(x: 0, y: -900), scrollAxes: declared.axes)
    #expect(g.classify(i) == .cancel)
    var undeclared = i
    undeclared.scrollAxes = ScrollContention(declaredAxes: nil, platform: .iOS).axes
    #expect(g.classify(undeclared) == .activate(endPoint: i.endPoint, velocity: i.velocity))
    #expect(ScrollContention(declaredAxes: [], platform: .iOS).recognition == .exclusive)
  }
}
