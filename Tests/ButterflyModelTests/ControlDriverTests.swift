import ButterflyPhysics
import Testing

@testable import ButterflyModel

/// The driver's answer on each path: a person's input spins with callbacks, the app's value spins
/// (animated) or jumps (not animated) without them, and the motion lands when the model says.
@Suite struct ControlDriverTests {
  static let layout = ButterflyLayout(configuration: ButterflyConfiguration())
  /// A tap in the top half, relative to the mount centre (pt).
  static let tapTop = PointerInteraction(startPoint: PlanarVector(x: 0, y: -10), endPoint: PlanarVector(x: 0, y: -10))

  static func driver(isOn: Bool = false, platform: ButterflyPlatform = .iOS) -> ControlDriver {
    ControlDriver(isOn: isOn, layout: layout, platform: platform)
  }

  @Test func aTapCommitsTheValueAtOnceAndTheSpinLandsOnItAtTheMotionsEnd() throws {
    var driver = Self.driver()
    let begin = driver.handle(.pointerEnded(Self.tapTop), at: 10)
    #expect(begin.activated && begin.callbacks == [.writeValue(true), .valueChanged(true), .spinBegan])
    #expect(begin.clock == .animate(token: 1) && begin.event == .activation && begin.feedback == .lightImpact)
    #expect(driver.isOn, "the value changes when the person acts, not when the medallion lands")
    #expect(driver.bindingDeadline == 10 + SpinStateMachine.refusalTimeout, "written at the activation")
    let end = try #require(driver.motionEnd)
    #expect(end == 10 + driver.motion.duration)
    #expect(driver.handle(.tick, at: end - 1e-6) == ControlOutput())
    let landing = driver.handle(.tick, at: end + 0.5)
    #expect(landing.callbacks == [.spinCompleted(true)], "the landing reports the value already current")
    #expect(landing.event == .landing && landing.feedback == .selection)
    #expect(driver.isOn && !driver.isSpinning && driver.motionEnd == nil)
  }

  @Test func everyActivationDuringASpinCommitsAToggleAndTheSpinLandsOnTheLast() throws {
    var driver = Self.driver()
    _ = driver.handle(.pointerEnded(Self.tapTop), at: 0)
    let second = driver.handle(.key(.space), at: 0.3)
    #expect(second.callbacks == [.writeValue(false), .valueChanged(false)] && !driver.isOn)
    let third = driver.handle(.accessibilityActivate, at: 0.6)
    #expect(third.callbacks == [.writeValue(true), .valueChanged(true)] && driver.isOn)
    let landing = driver.handle(.tick, at: try #require(driver.motionEnd))
    #expect(landing.callbacks == [.spinCompleted(true)] && driver.motion == .rest(.top))
  }

  @Test func anInputAfterTheMotionsEndMeetsTheControlAtRestWithTheLandingReportedFirst() throws {
    var driver = Self.driver()
    _ = driver.handle(.pointerEnded(Self.tapTop), at: 0)
    let end = try #require(driver.motionEnd)
    let next = driver.handle(.key(.space), at: end + 1)
    #expect(next.callbacks == [.spinCompleted(true), .writeValue(false), .valueChanged(false), .spinBegan])
    #expect(driver.motionStart == end + 1 && driver.machine.activationCount == 1, "a new spin, not an interruption")
  }

  @Test func onlyTheLatestAnimationsEndLandsTheSpin() {
    var driver = Self.driver()
    _ = driver.handle(.pointerEnded(Self.tapTop), at: 0)
    let again = driver.handle(.key(.space), at: 0.3)
    #expect(again.clock == .animate(token: 2) && again.event == .activation)
    #expect(driver.handle(.animationFinished(token: 1), at: 2) == ControlOutput())
    #expect(driver.isSpinning)
    let landing = driver.handle(.animationFinished(token: 2), at: 2.5)
    #expect(landing.callbacks == [.spinCompleted(false)], "two activations land where they began")
    #expect(driver.handle(.animationFinished(token: 2), at: 3) == ControlOutput(), "one completion per spin")
  }

  @Test func anAnimatedChangeOfTheValueSpinsWithoutCallbacksOrFeedback() throws {
    var driver = Self.driver()
    let change = driver.handle(.valueSet(true, animated: true), at: 1)
    #expect(change.clock == .animate(token: 1) && change.callbacks.isEmpty && change.feedback == nil)
    #expect(driver.isSpinning)
    let landing = driver.handle(.tick, at: try #require(driver.motionEnd))
    #expect(landing.callbacks.isEmpty && landing.event == nil)
    #expect(driver.isOn)
  }

  @Test func aChangeWithoutAnimationShowsTheFaceAtOnce() {
    var driver = Self.driver()
    let change = driver.handle(.valueSet(true, animated: false), at: 1)
    #expect(change == ControlOutput(), "nothing to animate, nobody to tell")
    #expect(driver.isOn && !driver.isSpinning && driver.motion == .rest(.top))
  }

  @Test func aChangeWithoutAnimationDuringAPersonsSpinEndsItWithItsOneCompletion() {
    var driver = Self.driver()
    _ = driver.handle(.pointerEnded(Self.tapTop), at: 0)
    let clockBefore = driver.clock.target
    let change = driver.handle(.valueSet(false, animated: false), at: 0.4)
    #expect(change.callbacks == [.spinCompleted(false)], "no write (the binding holds it), no value change")
    #expect(driver.motion == .rest(.bottom), "the face at rest is the app's value")
    #expect(change.clock == .set && change.event == nil && change.feedback == nil)
    #expect(driver.clock.target != clockBefore, "the clock moves on, stopping the running animation")
    #expect(!driver.isOn && !driver.isSpinning)
    #expect(driver.handle(.animationFinished(token: 1), at: 2) == ControlOutput())
  }

  @Test(arguments: [false, true])
  func aChangeToTheValueAlreadyPendingLeavesTheSpinAlone(animated: Bool) {
    var driver = Self.driver()
    _ = driver.handle(.pointerEnded(Self.tapTop), at: 0)
    let motion = driver.motion
    #expect(driver.handle(.valueSet(true, animated: animated), at: 0.4) == ControlOutput())
    #expect(driver.isSpinning && driver.motion == motion)
  }

  @Test func theBindingsConfirmationOfTheCommittedValueStartsNothing() throws {
    var driver = Self.driver()
    _ = driver.handle(.pointerEnded(Self.tapTop), at: 0)
    let motion = driver.motion
    #expect(driver.handle(.valueSet(true, animated: false), at: 0.01) == ControlOutput())
    #expect(driver.bindingDeadline == nil && driver.isOn && driver.motion == motion)
  }

  @Test func aBindingThatRefusedTheWriteSpinsBackAtTheDeadlineWithoutCallbacks() throws {
    var driver = Self.driver()
    _ = driver.handle(.pointerEnded(Self.tapTop), at: 0)
    let deadline = try #require(driver.bindingDeadline)
    #expect(deadline == SpinStateMachine.refusalTimeout)
    #expect(driver.handle(.bindingHolds(false), at: deadline - 0.01) == ControlOutput())
    let back = driver.handle(.bindingHolds(false), at: deadline)
    #expect(back.clock == .animate(token: 2) && back.callbacks.isEmpty)
    #expect(!driver.isOn, "the binding's value is the control's")
    let landed = driver.handle(.tick, at: try #require(driver.motionEnd))
    #expect(landed.callbacks == [.spinCompleted(false)] && driver.motion == .rest(.bottom))
  }

  @Test func aControlDisabledMidSpinFinishesItsSpinAndSendsNoValueChangeAtTheLanding() throws {
    var driver = Self.driver()
    let tap = driver.handle(.pointerEnded(Self.tapTop), at: 0)
    #expect(tap.callbacks.contains(.valueChanged(true)))
    driver.isEnabled = false
    #expect(driver.handle(.key(.space), at: 0.5).callbacks.isEmpty, "a disabled control takes no input")
    let landing = driver.handle(.tick, at: try #require(driver.motionEnd))
    #expect(landing.callbacks == [.spinCompleted(true)], "no write, no value change, no action after disabling")
    #expect(driver.motion == .rest(.top))
  }

  @Test func aNewAxleGivenMidSpinWaitsForTheLandingSoTheDrawnAxleNeverJumps() throws {
    var driver = Self.driver()
    _ = driver.handle(.pointerEnded(Self.tapTop), at: 0)
    let plan = driver.motion
    let vertical = ButterflyLayout(configuration: ButterflyConfiguration(axleOrientation: .vertical))
    driver.configure(layout: vertical, enableFlickPhysics: true)
    #expect(driver.axleOrientation == .horizontal && driver.motion == plan, "the spin is drawn about its own axle")
    _ = driver.handle(.key(.space), at: 0.4)
    #expect(driver.machine.planner.axle == .horizontal, "an interruption is planned about the drawn axle")
    _ = driver.handle(.tick, at: try #require(driver.motionEnd))
    #expect(driver.axleOrientation == .vertical && driver.deferredLayout == nil, "the new axle from the landing")
  }

  @Test func aDisabledControlClassifiesButNeverSpins() {
    var driver = Self.driver()
    driver.isEnabled = false
    let output = driver.handle(.pointerEnded(Self.tapTop), at: 0)
    #expect(output.outcome?.spinGesture != nil && !output.activated && output.callbacks.isEmpty)
    #expect(!driver.isSpinning)
  }

  @Test func theClockStartsEachSpinWhereItStandsAndKeepsItsOriginThroughAnInterruption() throws {
    var driver = Self.driver()
    let initial = driver.clock.target
    _ = driver.handle(.accessibilityActivate, at: 5)
    #expect(driver.clock.origin == initial && driver.clock.endTime == driver.motion.duration)
    _ = driver.handle(.remoteClick, at: 5.5)
    #expect(driver.clock.origin == initial && driver.clock.endTime == driver.motion.duration)
    let target = driver.clock.target
    _ = driver.handle(.tick, at: try #require(driver.motionEnd))
    _ = driver.handle(.accessibilityActivate, at: 20)
    #expect(driver.clock.origin == target)
  }

  @Test func reduceMotionSwapsFacesAndEndsWhenTheSwapDoes() throws {
    var driver = Self.driver()
    driver.reduceMotion = true
    _ = driver.handle(.key(.return), at: 2)
    guard case .swap(let timeline) = driver.motion else {
      Issue.record("expected a swap")
      return
    }
    #expect(driver.motionEnd == 2 + timeline.last.swap.duration)
  }

  @Test func aPressSendsTheControlEventsOfItsPath() {
    var driver = Self.driver()
    let down = driver.handle(.pointerMoved(Self.tapTop), at: 0)
    #expect(down.touchEvents == [.touchDown])
    let up = driver.handle(.pointerEnded(Self.tapTop), at: 0.1)
    #expect(up.touchEvents == [.touchUpInside] && up.activated)
    _ = driver.handle(.pointerMoved(Self.tapTop), at: 1)
    #expect(driver.handle(.pointerCancelled, at: 1.1).touchEvents == [.touchCancel])
  }

  @Test(arguments: ButterflyPlatform.allCases)
  func feedbackFollowsThePlatformAndTheHapticsSetting(platform: ButterflyPlatform) throws {
    for enabled in [false, true] {
      var driver = Self.driver(platform: platform)
      driver.hapticsEnabled = enabled
      let begin = driver.handle(.accessibilityActivate, at: 0)
      let land = driver.handle(.tick, at: try #require(driver.motionEnd))
      #expect(
        begin.feedback == (enabled ? ButterflyControlResponse.feedback(for: .activation, platform: platform) : nil))
      #expect(land.feedback == (enabled ? ButterflyControlResponse.feedback(for: .landing, platform: platform) : nil))
    }
  }

  @Test func otherKeysPassThrough() {
    var driver = Self.driver()
    let output = driver.handle(.key(.other("x")), at: 0)
    #expect(output.outcome == .passThrough && !output.activated)
  }

  /// Continuity of a re-plan: the interrupting spin starts at θ of the running one (rad); a few ulps of
  /// the angles involved (≤ 10 rad) is far below 1e-9.
  static let continuity = 1e-9

  @Test func anInputStampedBeforeTheLatestFrameIsHandledAtThatFrame() {
    var driver = Self.driver()
    _ = driver.handle(.pointerEnded(Self.tapTop), at: 0)
    _ = driver.handle(.tick, at: 0.3)
    let onScreen = driver.machine.angle(at: 0.3)
    #expect(onScreen > 0, "the spin is under way at the drawn frame")
    _ = driver.handle(.key(.space), at: 0.2)
    #expect(driver.latestTime == 0.3)
    #expect(
      abs(driver.machine.angle(at: 0.3) - onScreen) <= Self.continuity,
      "the re-plan starts from the angle the frame at 0.3 s showed, not from the one at 0.2 s")
    let later = driver.handle(.tick, at: 0.25)
    #expect(later == ControlOutput() && driver.latestTime == 0.3, "a late tick changes nothing")
  }
}
