import ButterflyPhysics
import Testing

@testable import ButterflyModel

@Suite struct ScrollContentionTests {
  static let interpreter = GestureInterpreter(
    layout: ButterflyLayout(configuration: ButterflyConfiguration()))
  static let allAxes: [ScrollAxes] = [[], .horizontal, .vertical, [.horizontal, .vertical]]

  @Test(arguments: ButterflyPlatform.allCases, allAxes)
  func onlyPlatformsWhoseDragsScrollContendForTheDeclaredAxes(platform: ButterflyPlatform, axes: ScrollAxes) {
    let contention = ScrollContention(scrollAxes: axes, platform: platform)
    let dragsScroll = platform == .iOS || platform == .visionOS
    #expect(contention.axes == (dragsScroll ? axes : []))
  }

  @Test(arguments: ButterflyPlatform.allCases, allAxes)
  func dragIsSimultaneousExactlyWhenAScrollViewMayTakeIt(platform: ButterflyPlatform, axes: ScrollAxes) {
    let contention = ScrollContention(scrollAxes: axes, platform: platform)
    #expect((contention.recognition == .simultaneous) == !contention.axes.isEmpty)
  }

  /// With nothing declared no axis is contended up front (a scroll is recognised by the content
  /// moving), yet a scroll view may still take the drag where drags scroll.
  @Test(arguments: ButterflyPlatform.allCases)
  func anUndeclaredContextContendsForNoAxisButStaysSimultaneousWhereDragsScroll(platform: ButterflyPlatform) {
    let undeclared = ScrollContention(declaredAxes: nil, platform: platform)
    #expect(undeclared.axes.isEmpty)
    #expect((undeclared.recognition == .simultaneous) == platform.inputKind.dragsScroll)
  }

  @Test func outsideAScrollViewTheDragIsExclusive() {
    for platform in ButterflyPlatform.allCases {
      #expect(ScrollContention(scrollAxes: [], platform: platform).recognition == .exclusive)
    }
  }

  /// A fast vertical flick that moved 25 pt inside a vertical scroll view: on iOS the scroll won;
  /// on a Mac the click-drag could not have scrolled, so it is a flick.
  @Test(arguments: [(ButterflyPlatform.iOS, false), (.visionOS, false), (.macOS, true)])
  func flickAlongTheScrollAxisTogglesOnlyWhereDragsCannotScroll(platform: ButterflyPlatform, toggles: Bool) {
    let contention = ScrollContention(scrollAxes: .vertical, platform: platform)
    let i = PointerInteraction(
      startPoint: PlanarVector(x: 0, y: 10), endPoint: PlanarVector(x: 0, y: -15),
      velocity: PlanarVector(x: 0, y: -900), scrollAxes: contention.axes)
    let outcome = Self.interpreter.classify(i)
    #expect((outcome.spinGesture != nil) == toggles)
    if !toggles { #expect(outcome == .cancel) }
  }

  @Test func flickAcrossAHorizontalScrollViewStillToggles() {
    let contention = ScrollContention(scrollAxes: .horizontal, platform: .iOS)
    let v = PlanarVector(x: 0, y: -900)
    let i = PointerInteraction(
      startPoint: .zero, endPoint: PlanarVector(x: 3, y: -25), velocity: v, scrollAxes: contention.axes)
    #expect(Self.interpreter.classify(i) == .activate(endPoint: PlanarVector(x: 3, y: -25), velocity: v))
  }

  @Test(arguments: [
    // (current point, scroll axes, pressed)
    (PlanarVector.zero, ScrollAxes.vertical, true),  // finger down, not moved
    (PlanarVector(x: 0, y: 8), .vertical, true),  // within the 10 pt slop
    (PlanarVector(x: 0, y: 12), .vertical, false),  // beyond the slop along the scroll axis
    (PlanarVector(x: 12, y: 2), .vertical, true),  // beyond the slop across the scroll axis
    (PlanarVector(x: 0, y: 12), ScrollAxes(), true),  // no scroll view: still inside the target
    (PlanarVector(x: 0, y: 60), ScrollAxes(), false),  // left the target
  ])
  func pressShowsWhileTheDragIsStillTheControls(current: PlanarVector, axes: ScrollAxes, pressed: Bool) {
    let i = PointerInteraction(startPoint: .zero, endPoint: current, scrollAxes: axes)
    #expect(Self.interpreter.showsPress(i) == pressed)
  }

  @Test func pressNeverShowsForNonFiniteOrOutsideStarts() {
    let g = Self.interpreter
    #expect(!g.showsPress(PointerInteraction(startPoint: PlanarVector(x: .nan, y: 0), endPoint: .zero)))
    #expect(!g.showsPress(PointerInteraction(startPoint: PlanarVector(x: 100, y: 0), endPoint: .zero)))
  }
}
