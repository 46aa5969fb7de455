import ButterflyPhysics
import Testing

@testable import ButterflyModel

@Suite struct GestureInterpreterTests {
  static func interpreter(
    _ axle: AxleOrientation = .horizontal, flick: Bool = true, platform: ButterflyPlatform = .iOS
  ) -> GestureInterpreter {
    GestureInterpreter(
      layout: ButterflyLayout(configuration: ButterflyConfiguration(axleOrientation: axle)),
      enableFlickPhysics: flick, platform: platform)
  }

  @Test func stillTouchInsideIsATapAtItsEndPoint() {
    let end = PlanarVector(x: 3, y: -8)
    let outcome = Self.interpreter().classify(PointerInteraction(startPoint: end, endPoint: end, duration: 0.1))
    #expect(outcome == .activate(endPoint: end, velocity: nil))
  }

  /// The usual flick (issue 28): it starts on the 60 pt medallion and travels 40 pt before the
  /// finger lifts, off the control; it flips, on every platform (main cancelled it as "released
  /// off the control").
  @Test(arguments: ButterflyPlatform.allCases)
  func aFlickThatLiftsOffTheControlFlips(platform: ButterflyPlatform) {
    let v = PlanarVector(x: 0, y: -900)
    let start = PlanarVector(x: 0, y: -20)
    let end = PlanarVector(x: 0, y: -60)
    let i = PointerInteraction(startPoint: start, endPoint: end, velocity: v)
    let g = Self.interpreter(platform: platform)
    #expect(!g.target.contains(end))
    #expect(g.classify(i) == .activate(endPoint: end, velocity: v))
  }

  /// Where a tap lifts (x, pt from the mount centre; the hit target ends at 30) and whether it counts.
  /// Typed: as an untyped literal in the `@Test` attribute, this table took ~24 s of CPU to type-check.
  static let liftCases: [(ButterflyPlatform, Double, Bool)] = [
    (.iOS, 30 + 69, true), (.iOS, 30 + 71, false), (.visionOS, 30 + 69, true),
    (.macOS, 30, true), (.macOS, 31, false), (.tvOS, 31, false),
  ]

  /// A tap may lift within the platform's margin around the control: 70 pt on touch (UIKit's
  /// measured `touchUpInside` area), none for a Mac's click (AppKit tracks inside the cell frame).
  @Test(arguments: liftCases)
  func aTapMayLiftWithinThePlatformsMargin(platform: ButterflyPlatform, x: Double, counts: Bool) {
    let g = Self.interpreter(platform: platform)
    #expect(g.target.maxX == 30)  // the default 60 pt control's hit target, from the mount centre
    let end = PlanarVector(x: x, y: 0)
    let i = PointerInteraction(startPoint: .zero, endPoint: end, velocity: PlanarVector(x: 50, y: 0))
    #expect(g.classify(i) == (counts ? .activate(endPoint: end, velocity: nil) : .cancel))
    #expect(g.showsPress(i) == counts)
  }

  @Test func fastDragAcrossTheAxleEndingOnTheControlIsAFlick() {
    let v = PlanarVector(x: 100, y: -900)
    let i = PointerInteraction(startPoint: .zero, endPoint: PlanarVector(x: 1, y: -8), velocity: v)
    #expect(Self.interpreter().classify(i) == .activate(endPoint: PlanarVector(x: 1, y: -8), velocity: v))
  }

  @Test func fastDragAlongTheAxleIsNoFlick() {
    let i = PointerInteraction(
      startPoint: .zero, endPoint: PlanarVector(x: 8, y: 1), velocity: PlanarVector(x: 900, y: 100))
    #expect(Self.interpreter().classify(i) == .activate(endPoint: PlanarVector(x: 8, y: 1), velocity: nil))
  }

  @Test func withFlickPhysicsOffAFastDragInsideIsATap() {
    let i = PointerInteraction(
      startPoint: .zero, endPoint: PlanarVector(x: 0, y: 5), velocity: PlanarVector(x: 0, y: 900))
    #expect(Self.interpreter(flick: false).classify(i) == .activate(endPoint: PlanarVector(x: 0, y: 5), velocity: nil))
  }

  @Test func slowDragEndingBeyondTheMarginCancelsWithItsDistance() {
    let i = PointerInteraction(
      startPoint: .zero, endPoint: PlanarVector(x: 130, y: 0), velocity: PlanarVector(x: 50, y: 0))
    #expect(
      Self.interpreter().classification(i)
        == GestureClassification(outcome: .cancel, reason: .endedOutside(distance: 100, margin: 70)))
  }

  @Test func touchStartingOutsidePassesThrough() {
    let i = PointerInteraction(startPoint: PlanarVector(x: 100, y: 0), endPoint: .zero)
    #expect(Self.interpreter().classify(i) == .passThrough)
  }

  @Test(arguments: [
    (ScrollAxes.vertical, PlanarVector(x: 2, y: 15), InteractionOutcome.cancel),
    (.vertical, PlanarVector(x: 2, y: 8), .activate(endPoint: PlanarVector(x: 2, y: 8), velocity: nil)),
    (.vertical, PlanarVector(x: 15, y: 2), .activate(endPoint: PlanarVector(x: 15, y: 2), velocity: nil)),
    (.horizontal, PlanarVector(x: 15, y: 2), .cancel),
    (ScrollAxes(), PlanarVector(x: 2, y: 15), .activate(endPoint: PlanarVector(x: 2, y: 15), velocity: nil)),
  ])
  func scrollViewWinsBeyondTheSlopAlongItsAxis(axes: ScrollAxes, end: PlanarVector, expected: InteractionOutcome) {
    let i = PointerInteraction(startPoint: .zero, endPoint: end, velocity: PlanarVector(x: 0, y: 40), scrollAxes: axes)
    #expect(Self.interpreter().classify(i) == expected)
  }

  @Test func clicksAndActivationKeysAreTapsAtTheCentre() {
    let g = Self.interpreter()
    let tap = InteractionOutcome.activate(endPoint: .zero, velocity: nil)
    #expect(g.remoteClick == tap)
    #expect(g.classify(key: .space) == tap && g.classify(key: .return) == tap)
    #expect(g.classify(key: .other("a")) == .passThrough)
  }

  @Test func nonFiniteInputCancels() {
    let i = PointerInteraction(startPoint: .zero, endPoint: .zero, velocity: PlanarVector(x: .nan, y: 0))
    #expect(Self.interpreter().classify(i) == .cancel)
  }

  @Test func activationsBecomeSpinGesturesAndNothingElseDoes() {
    let end = PlanarVector(x: 3, y: -7)
    let velocity = PlanarVector(x: 0, y: 900)
    #expect(InteractionOutcome.activate(endPoint: end, velocity: nil).spinGesture == .tap(endPoint: end))
    #expect(
      InteractionOutcome.activate(endPoint: end, velocity: velocity).spinGesture
        == .flick(velocity: velocity, endPoint: end))
    #expect(InteractionOutcome.passThrough.spinGesture == nil)
    #expect(InteractionOutcome.cancel.spinGesture == nil)
  }
}
