import ButterflyModel
import ButterflyPhysics
import Foundation
import PropertyBased
import Testing
import _ButterflyShims

/// One random pointer path: where it starts on the control, which way and how far it moves, how
/// fast it is released, the axle, and the scroll context the app declared (or not).
struct GesturePath: Sendable, CustomStringConvertible {
  var axle: AxleOrientation
  var platform: ButterflyPlatform
  /// The declared scroll axes; `nil` when the app declared none.
  var declared: ScrollAxes?
  /// Start, as fractions of the hit target's half-size (−1…1 is on the control).
  var start: PlanarVector
  /// Direction of motion (rad, screen coordinates) and distance (pt).
  var heading: Double
  var distance: Double
  /// Release speed (pt/s) and the release direction's deviation from the heading (rad).
  var speed: Double
  var releaseTurn: Double

  var interpreter: GestureInterpreter {
    GestureInterpreter(
      layout: ButterflyLayout(configuration: ButterflyConfiguration(axleOrientation: axle)), platform: platform)
  }

  var contention: ScrollContention { ScrollContention(declaredAxes: declared, platform: platform) }

  var interaction: PointerInteraction {
    let target = interpreter.target
    let s = PlanarVector(
      x: target.midX + start.x * target.width / 2, y: target.midY + start.y * target.height / 2)
    let t = PlanarVector(x: distance * cos(heading), y: distance * sin(heading))
    let v = PlanarVector(x: speed * cos(heading + releaseTurn), y: speed * sin(heading + releaseTurn))
    return PointerInteraction(
      startPoint: s, endPoint: s + t, velocity: v, duration: distance / max(speed, 1),
      scrollAxes: contention.axes)
  }

  var description: String {
    "GesturePath(\(axle), \(platform), declared \(declared.map { "\($0.rawValue)" } ?? "nil"), start \(start), "
      + "heading \(heading) rad, \(distance) pt, \(speed) pt/s turned \(releaseTurn) rad)"
  }

  /// Paths over every axle, platform and scroll context; starts on (and one in five just off) the
  /// control; any heading; 0…120 pt; 0…3,000 pt/s, released along the path ± 0.6 rad.
  static func generator() -> Generator<GesturePath, some SendableSequenceType> {
    let context = zip(
      Gen<AxleOrientation>.case, Gen<ButterflyPlatform>.case, Gen.int(in: 0...4), Gen.double(in: -1.2...1.2),
      Gen.double(in: -1.2...1.2))
    let motion = zip(
      Gen.double(in: -Double.pi...Double.pi), Gen.double(in: 0...120), Gen.double(in: 0...3000),
      Gen.double(in: -0.6...0.6))
    return zip(context, motion).map { context, motion in
      let (axle, platform, axesKind, u, v) = context
      let axes: [ScrollAxes?] = [nil, [], .horizontal, .vertical, [.horizontal, .vertical]]
      return GesturePath(
        axle: axle, platform: platform, declared: axes[axesKind], start: PlanarVector(x: u, y: v),
        heading: motion.0, distance: motion.1, speed: motion.2, releaseTurn: motion.3)
    }
  }
}

/// The scroll-safety contract of ``GestureInterpreter`` as properties over random gesture paths on a
/// static screen (the content never moves; see `FlickByDefaultPropertyTests` for moving content).
@Suite struct GesturePathPropertyTests {
  /// Cases per property: at least 2,000 per run, more with `BB_PROPERTY_CASES=N`.
  static let cases = max(2_000, getenv("BB_PROPERTY_CASES").flatMap { Int(String(cString: $0)) } ?? 0)

  /// A press that is not a flick toggles only when it lifts within the platform's tap margin of
  /// the control (70 pt for touch and gaze, 0 for a Mac's pointer).
  @Test func aTapTogglesOnlyWhenItLiftsWithinThePlatformsMargin() async {
    await propertyCheck(count: Self.cases, input: GesturePath.generator()) { path in
      let g = path.interpreter
      let i = path.interaction
      guard case .tap? = g.classify(i).spinGesture else { return }
      #expect(g.distanceOutsideTarget(i.endPoint) <= path.platform.inputKind.tapReleaseMargin, "\(path)")
    }
  }

  @Test func aFlickMovesMostlyAcrossTheAxleFastEnough() async {
    await propertyCheck(count: Self.cases, input: GesturePath.generator()) { path in
      let g = path.interpreter
      let i = path.interaction
      guard case .flick(let velocity, let end)? = g.classify(i).spinGesture else { return }
      let n = path.axle.normal
      let a = path.axle.direction
      #expect(velocity.length >= g.flickSpeedThreshold, "\(path)")
      #expect(end == i.endPoint, "\(path)")
      #expect(abs(i.translation.dot(n)) >= abs(i.translation.dot(a)), "\(path)")
      #expect(abs(velocity.dot(n)) > abs(velocity.dot(a)), "\(path)")
    }
  }

  /// A flick that begins on the control counts wherever the finger lifts (as a coin flicked off
  /// its edge still spins), and spins the way the contract says: by the half-plane of the point
  /// where it lifted (the release velocity along the normal on the axle itself).
  @Test func aFlickThatBeganOnTheControlFlipsWhereverItLifts() async {
    await propertyCheck(count: Self.cases, input: GesturePath.generator()) { path in
      let g = path.interpreter
      let i = path.interaction
      guard g.target.contains(i.startPoint), !g.scrollWins(i), g.isFlick(i) else { return }
      #expect(g.classify(i) == .activate(endPoint: i.endPoint, velocity: i.velocity), "\(path)")
      let planner = SpinPlanner(axle: path.axle)
      let expected: SpinDirection =
        switch path.axle.half(containing: i.endPoint) {
        case .top: .topToBottom
        case .bottom: .bottomToTop
        case nil: path.axle.signedDistance(of: i.velocity) > 0 ? .bottomToTop : .topToBottom
        }
      #expect(planner.direction(of: .flick(velocity: i.velocity, endPoint: i.endPoint)) == expected, "\(path)")
    }
  }

  /// Whatever the context, a path that moved beyond the slop mostly along a contended scroll axis
  /// never toggles.
  @Test func aPathTheScrollViewTookNeverToggles() async {
    await propertyCheck(count: Self.cases, input: GesturePath.generator()) { path in
      let i = path.interaction
      let axes = path.contention.axes
      let dx = abs(i.translation.x)
      let dy = abs(i.translation.y)
      let alongScroll = (axes.contains(.vertical) && dy >= dx) || (axes.contains(.horizontal) && dx >= dy)
      if i.translation.length > path.interpreter.scrollSlop && alongScroll {
        #expect(path.interpreter.classify(i).spinGesture == nil, "\(path)")
      }
    }
  }

  /// The rule is not vacuous: a fast path across the axle that starts and ends on the control and
  /// stays within the scroll slop (it beat the scroll) is a flick in every context.
  @Test func aQuickFlickAcrossTheAxleWithinTheSlopFlicksInEveryContext() async {
    await propertyCheck(count: Self.cases, input: GesturePath.generator()) { path in
      let g = path.interpreter
      let i = path.interaction
      let n = path.axle.normal
      let a = path.axle.direction
      guard g.target.contains(i.startPoint), g.target.contains(i.endPoint),
        i.translation.length <= g.scrollSlop, i.velocity.length >= g.flickSpeedThreshold,
        abs(i.translation.dot(n)) > abs(i.translation.dot(a)), abs(i.velocity.dot(n)) > abs(i.velocity.dot(a))
      else { return }
      #expect(g.classify(i) == .activate(endPoint: i.endPoint, velocity: i.velocity), "\(path)")
    }
  }
}
