import ButterflyPhysics
import Testing

@testable import ButterflyModel

/// The control's owner fed the platform events in the orders UIKit, AppKit and SwiftUI deliver
/// them: the value changes at the person's act, the app's value applies at once and sends nothing,
/// settings change only what they say, and cancelled touches and key repeats never activate.
@Suite struct ControlOwnerTests {
  static let layout = ButterflyLayout(configuration: ButterflyConfiguration())
  static let configuration = ControlOwner.Configuration(layout: layout)
  /// A tap in the top half (pt from the mount centre).
  static let tap = PointerInteraction(startPoint: PlanarVector(x: 0, y: -10), endPoint: PlanarVector(x: 0, y: -10))

  static func owner(isOn: Bool = false, platform: ButterflyPlatform = .iOS) -> ControlOwner {
    ControlOwner(isOn: isOn, configuration: configuration, platform: platform)
  }

  /// UIKit: a touch's began/moved (SwiftUI `onChanged` in the hosted view), then its end.
  static func tapped(_ owner: inout ControlOwner, at time: Double) -> ControlOutput {
    let down = owner.handle(.touchMoved(tap), at: time)
    return down.followed(by: owner.handle(.touchEnded(tap), at: time + 0.05))
  }

  @Test func aTapCommitsTheValueAndSendsValueChangedBeforeTheMedallionLands() throws {
    var owner = Self.owner()
    let output = Self.tapped(&owner, at: 0)
    #expect(output.touchEvents == [.touchDown, .touchUpInside])
    #expect(output.callbacks == [.writeValue(true), .valueChanged(true), .spinBegan])
    #expect(owner.isOn && owner.driver.isSpinning, "isOn is new while the medallion still spins")
    let landing = owner.handle(.tick, at: try #require(owner.driver.motionEnd))
    #expect(landing.callbacks == [.spinCompleted(true)])
  }

  @Test(arguments: [false, true])
  func aReusedCellsValueMidSpinAppliesAtOnceSendsNothingAndLosesNoChange(rowB: Bool) {
    var owner = Self.owner()
    let rowA = Self.tapped(&owner, at: 0)
    #expect(rowA.callbacks.contains(.valueChanged(true)), "row A's change was sent when the person tapped")
    let reuse = owner.handle(.valueSet(rowB, animated: false), at: 0.4)
    #expect(!reuse.callbacks.contains { if case .valueChanged = $0 { true } else { false } }, "no action for row B")
    #expect(owner.isOn == rowB)
    #expect(owner.handle(.tick, at: 10).callbacks.allSatisfy { $0 == .spinCompleted(rowB) })
    #expect(owner.driver.motion == .rest(MedallionFace(isOn: rowB)), "the face at rest is row B's value")
  }

  @Test func settingsAssignedWholesaleAfterAVoiceOverActivationChangeOnlyWhatTheySay() {
    var owner = Self.owner()
    _ = owner.handle(.controlSizeSet(.small), at: 0)
    _ = owner.handle(.tintDimmedSet(true), at: 0)
    let activation = owner.handle(.accessibilityActivate, at: 1)
    #expect(activation.callbacks == [.writeValue(true), .valueChanged(true), .spinBegan])
    let motion = owner.driver.motion
    let wholesale = owner.handle(.configured(Self.configuration), at: 1.2)
    #expect(wholesale.callbacks.isEmpty && !wholesale.activated, "no phantom activation")
    #expect(owner.isOn && owner.driver.motion == motion && owner.driver.machine.activationCount == 1)
    #expect(owner.controlSize == .small && owner.isTintDimmed && owner.isEnabled)
    _ = owner.handle(.enabledSet(false), at: 1.3)
    _ = owner.handle(.configured(Self.configuration), at: 1.4)
    #expect(!owner.isEnabled, "settings never re-enable a disabled control")
  }

  @Test func aControlDisabledMidSpinFinishesTheSpinAndSendsNothingMore() throws {
    var owner = Self.owner()
    _ = Self.tapped(&owner, at: 0)
    let disable = owner.handle(.enabledSet(false), at: 0.5)
    #expect(disable.callbacks.isEmpty && owner.driver.isSpinning)
    #expect(owner.handle(.accessibilityActivate, at: 0.6).callbacks.isEmpty)
    let landing = owner.handle(.tick, at: try #require(owner.driver.motionEnd))
    #expect(landing.callbacks == [.spinCompleted(true)] && landing.touchEvents.isEmpty)
    #expect(owner.isOn && owner.driver.motion == .rest(.top))
  }

  @Test func aTouchTheSystemCancelsSendsTouchCancelClearsTheHighlightAndNeverActivates() {
    var owner = Self.owner()
    #expect(owner.handle(.touchMoved(Self.tap), at: 0).touchEvents == [.touchDown])
    #expect(owner.isPressed)
    let cancelled = owner.handle(.touchCancelled, at: 0.1)
    #expect(cancelled.touchEvents == [.touchCancel] && !cancelled.activated)
    #expect(!owner.isPressed && !owner.isOn && owner.touchStart == nil)
    #expect(owner.handle(.touchCancelled, at: 0.2) == ControlOutput(), "a reset after the end is nothing")
  }

  @Test func aNewTouchWhileAnUnfinishedOneIsTrackedCancelsTheOldOneFirst() {
    var owner = Self.owner()
    _ = owner.handle(.touchMoved(Self.tap), at: 0)
    let other = PointerInteraction(startPoint: PlanarVector(x: 5, y: 10), endPoint: PlanarVector(x: 5, y: 10))
    #expect(owner.handle(.touchMoved(other), at: 1).touchEvents == [.touchCancel, .touchDown])
  }

  @Test func disablingDuringATouchCancelsIt() {
    var owner = Self.owner()
    _ = owner.handle(.touchMoved(Self.tap), at: 0)
    #expect(owner.handle(.enabledSet(false), at: 0.1).touchEvents == [.touchCancel])
    #expect(!owner.handle(.touchEnded(Self.tap), at: 0.2).activated)
  }

  @Test(arguments: [ButterflyKey.space, .return])
  func holdingAKeyActivatesOnceNotOnEveryRepeat(key: ButterflyKey) {
    var owner = Self.owner(platform: .iOS)
    #expect(owner.handle(.keyDown(key, isRepeat: false), at: 0).activated)
    for repeatIndex in 1...6 {
      let output = owner.handle(.keyDown(key, isRepeat: true), at: 0.5 + Double(repeatIndex) * 0.03)
      #expect(!output.activated && output.outcome == .cancel, "a repeat is consumed, never a toggle")
    }
    #expect(owner.isOn, "one press, one toggle")
  }

  @Test func onMacOSSpaceActivatesAndReturnPassesOnToTheDefaultButton() {
    var owner = Self.owner(platform: .macOS)
    let returnKey = owner.handle(.keyDown(.return, isRepeat: false), at: 0)
    #expect(returnKey.outcome == .passThrough && !returnKey.activated && !owner.isOn)
    #expect(owner.handle(.keyDown(.space, isRepeat: false), at: 0.1).activated && owner.isOn)
  }

  @Test func performClickCommitsSynchronously() {
    // AppKit: performClick(_:) → the owner's accessibilityActivate; the action goes out before it returns.
    var owner = Self.owner(platform: .macOS)
    let click = owner.handle(.accessibilityActivate, at: 0)
    #expect(click.callbacks.prefix(2) == [.writeValue(true), .valueChanged(true)] && owner.isOn)
  }

  @Test func twoActivationsInsideOneUpdateAreTwoToggles() {
    var owner = Self.owner()
    let first = owner.handle(.accessibilityActivate, at: 3)
    let second = owner.handle(.accessibilityActivate, at: 3)
    #expect(first.callbacks.contains(.valueChanged(true)) && second.callbacks.contains(.valueChanged(false)))
    #expect(!owner.isOn && owner.driver.machine.activationCount == 2)
  }

  @Test func anActivationBeforeTheFirstRenderCommitsAndIsDrawnWhenTheViewAppears() throws {
    var owner = Self.owner()
    #expect(!owner.isVisible)
    let early = owner.handle(.accessibilityActivate, at: 0)
    #expect(early.callbacks.contains(.valueChanged(true)) && owner.isOn)
    #expect(owner.handle(.appeared, at: 0.2).callbacks.isEmpty && owner.isVisible)
    #expect(owner.handle(.tick, at: try #require(owner.driver.motionEnd)).callbacks == [.spinCompleted(true)])
  }

  @Test func leavingTheWindowMidSpinLandsItAtOnceOnTheValue() {
    var owner = Self.owner()
    _ = owner.handle(.appeared, at: 0)
    _ = Self.tapped(&owner, at: 0.1)
    let gone = owner.handle(.disappeared, at: 0.5)
    #expect(gone.callbacks == [.spinCompleted(true)] && gone.clock == .set && gone.feedback == nil)
    #expect(!owner.driver.isSpinning && owner.driver.motion == .rest(.top) && !owner.isVisible)
  }

  @Test func aRemoteSwipeAcrossTheAxleFlicksAndOneAlongItDoesNothing() {
    var owner = Self.owner(platform: .tvOS)
    #expect(!owner.handle(.remoteSwipe(.left), at: 0).activated, "along the horizontal axle")
    #expect(owner.handle(.remoteSwipe(.up), at: 0.1).activated && owner.isOn)
  }

  @Test func aRefusedBindingIsLoggedAndAnActivationIsLoggedAsOne() throws {
    var owner = Self.owner()
    let tap = Self.tapped(&owner, at: 0)
    #expect(
      tap.interactionRecords(answeringEvent: .touchEnded(Self.tap), isEnabled: true, towards: owner.isOn) == [
        .activated(endPoint: Self.tap.endPoint, velocity: nil), .spinBegan(towards: true),
      ])
    let deadline = try #require(owner.driver.bindingDeadline)
    let refused = owner.handle(.bindingHolds(false), at: deadline)
    #expect(
      refused.interactionRecords(answeringEvent: .bindingHolds(false), isEnabled: true, towards: owner.isOn) == [
        .refused(.bindingRefused)
      ])
  }
}
