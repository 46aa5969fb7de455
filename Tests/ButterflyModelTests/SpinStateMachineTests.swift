import ButterflyPhysics
import Testing

@testable import ButterflyModel

/// The spin life cycle: begin/complete counts, parity, programmatic changes, stale completions.
@Suite struct SpinStateMachineTests {
  /// A tap above a horizontal axle (top half).
  static let tapTop = SpinGesture.tap(endPoint: PlanarVector(x: 0, y: -10))

  @Test(arguments: [false, true])
  func tapFromRestBeginsOnceAndCompletesOnceOnTheOppositeFace(startsOn: Bool) {
    var machine = SpinStateMachine(isOn: startsOn)
    #expect(machine.stage == .idle)
    let begin = machine.activate(Self.tapTop, at: 10, reduceMotion: false)
    #expect(begin.spinBegan)
    #expect(begin.trajectory != nil)
    #expect(machine.stage == .spinning)
    #expect(machine.isOn == !startsOn && begin.committedValue == !startsOn, "the value changes at the activation")
    #expect(machine.restingFace == MedallionFace(isOn: startsOn), "while the medallion still shows the old face")
    let end = machine.finish(activation: begin.activation, at: 13)
    #expect(end.completedValue == !startsOn)
    #expect(end.notifiesCompletion)
    #expect(machine.stage == .settled)
    #expect(machine.isOn == !startsOn)
    #expect(machine.finish(activation: begin.activation, at: 14) == .none, "one completion per spin")
  }

  @Test(arguments: 1...6)
  func activationsDuringOneSpinLandByParity(extra: Int) {
    var machine = SpinStateMachine(isOn: true)
    var last = machine.activate(Self.tapTop, at: 0, reduceMotion: false)
    var begins = last.spinBegan ? 1 : 0
    for i in 1...extra {
      last = machine.activate(Self.tapTop, at: 0.1 * Double(i), reduceMotion: false)
      if last.spinBegan { begins += 1 }
    }
    #expect(begins == 1, "an interruption continues the same spin")
    let end = machine.finish(activation: last.activation, at: 5)
    // 1 + extra activations from `true`: an odd count lands on false.
    #expect(end.completedValue == ((1 + extra) % 2 == 0))
  }

  @Test func staleCompletionOfAMergedAnimationIsIgnored() {
    var machine = SpinStateMachine(isOn: false)
    let first = machine.activate(Self.tapTop, at: 0, reduceMotion: false)
    let second = machine.activate(Self.tapTop, at: 0.2, reduceMotion: false)
    #expect(machine.finish(activation: first.activation, at: 0.3) == .none)
    #expect(machine.stage == .spinning)
    let end = machine.finish(activation: second.activation, at: 3)
    #expect(end.completedValue == false)
  }

  @Test func programmaticChangeAnimatesWithoutNotifying() {
    var machine = SpinStateMachine(isOn: false)
    let start = machine.setIsOn(true, at: 0, reduceMotion: false)
    #expect(start.trajectory != nil)
    #expect(!start.spinBegan)
    let end = machine.finish(activation: start.activation, at: 3)
    #expect(end.completedValue == true)
    #expect(!end.notifiesCompletion)
    #expect(machine.setIsOn(true, at: 4, reduceMotion: false) == .none, "writing back the landed value is a no-op")
  }

  @Test func programmaticChangeToThePendingFaceDoesNothing() {
    var machine = SpinStateMachine(isOn: false)
    _ = machine.activate(Self.tapTop, at: 0, reduceMotion: false)
    #expect(machine.setIsOn(true, at: 0.1, reduceMotion: false) == .none)
    let reverse = machine.setIsOn(false, at: 0.2, reduceMotion: false)
    #expect(reverse.trajectory != nil)
    #expect(machine.pendingFace == .bottom)
  }

  @Test func userTapDuringProgrammaticSpinMakesItReportOnce() {
    var machine = SpinStateMachine(isOn: false)
    _ = machine.setIsOn(true, at: 0, reduceMotion: false)
    let tap = machine.activate(Self.tapTop, at: 0.1, reduceMotion: false)
    #expect(tap.spinBegan)
    let end = machine.finish(activation: tap.activation, at: 3)
    #expect(end.notifiesCompletion)
    #expect(end.completedValue == false)
  }

  @Test func reduceMotionSwapsWithoutRotation() {
    var machine = SpinStateMachine(isOn: true)
    let begin = machine.activate(Self.tapTop, at: 1, reduceMotion: true)
    #expect(begin.trajectory == nil)
    #expect(begin.swap?.fromFace == .top)
    #expect(machine.angle(at: 1.1) == 0)
    #expect(machine.visibleFace(at: 1 + ReduceMotionSwap.maximumDuration) == .bottom)
    let again = machine.activate(Self.tapTop, at: 1.1, reduceMotion: true)
    #expect(again.swap?.toFace == .top)
    let end = machine.finish(activation: again.activation, at: 2)
    #expect(end.completedValue == true)
  }

  @Test func angleFollowsThePlannedTrajectory() throws {
    var machine = SpinStateMachine(isOn: true)
    let begin = machine.activate(Self.tapTop, at: 100, reduceMotion: false)
    let plan = try #require(begin.trajectory)
    for t in stride(from: 0.0, through: 2.5, by: 0.25) {
      #expect(machine.angle(at: 100 + t) == plan.state(at: t).angle)
    }
    #expect(machine.visibleFace(at: 100 + plan.endTime) == .bottom)
  }

  @Test(arguments: 0...5)
  func everyUserActivationCommitsTheToggledValueAndTheSpinLandsOnTheLast(extra: Int) {
    var machine = SpinStateMachine(isOn: true)
    var last = machine.activate(Self.tapTop, at: 0, reduceMotion: false)
    #expect(last.committedValue == false && !machine.isOn)
    for i in 0..<extra {
      let before = machine.isOn
      last = machine.activate(Self.tapTop, at: 0.1 * Double(i + 1), reduceMotion: false)
      #expect(last.committedValue == !before && machine.isOn == !before)
    }
    let committed = machine.isOn
    let end = machine.finish(activation: last.activation, at: 5)
    #expect(end.notifiesCompletion, "onSpinCompleted fires once per user spin, whatever the parity")
    #expect(end.completedValue == committed && end.committedValue == nil)
  }

  @Test func programmaticSpinNeverReportsAValueChange() {
    var machine = SpinStateMachine(isOn: false)
    let spin = machine.setIsOn(true, at: 0, reduceMotion: false)
    let end = machine.finish(activation: spin.activation, at: 3)
    #expect(end.completedValue == true)
    #expect(spin.committedValue == nil && !end.notifiesCompletion)
  }

  @Test func updatePlannerTakesTheScaledPlanner() {
    var machine = SpinStateMachine(isOn: false)
    let layout = ButterflyLayout(configuration: ButterflyConfiguration(), dynamicTypeScale: 2)
    machine.updatePlanner(layout.spinPlanner)
    #expect(machine.planner == layout.spinPlanner)
    #expect(machine.planner.medallionRadius == MedallionGeometry(sideLength: 120).medallionRadius)
  }

  /// A jump during a user spin ends it on the new face: one completion, no value change; the
  /// spin's later completion is stale.
  @Test(arguments: [false, true])
  func aJumpDuringAUserSpinCompletesItOnceWithoutAValueChange(reduceMotion: Bool) {
    var machine = SpinStateMachine(isOn: false)
    let begin = machine.activate(Self.tapTop, at: 0, reduceMotion: reduceMotion)
    let jump = machine.jump(to: false, at: 0.5)
    #expect(jump.completedValue == false && jump.notifiesCompletion && jump.committedValue == nil)
    #expect(jump.trajectory == nil && jump.swap == nil)
    #expect(machine.stage == .settled && !machine.isOn && machine.motion == .rest(.bottom))
    #expect(machine.finish(activation: begin.activation, at: 2) == .none)
  }

  /// A jump at rest or to the face already pending changes only what must change, and reports nothing.
  @Test func aJumpAtRestOrToThePendingFaceReportsNothing() {
    var machine = SpinStateMachine(isOn: false)
    #expect(machine.jump(to: true, at: 0) == .none)
    #expect(machine.isOn && machine.stage == .idle)
    _ = machine.activate(Self.tapTop, at: 1, reduceMotion: false)
    #expect(machine.jump(to: false, at: 1.2) == .none, "false is already pending")
    #expect(machine.isSpinning)
  }
}
