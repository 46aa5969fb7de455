import ButterflyPhysics
import Testing

@testable import ButterflyModel

/// Refusal of a binding write, decided by the binding's change or a deadline — never by reading the
/// binding back at the instant of the write.
@Suite struct SpinStateMachineBindingTests {
  static let tapTop = SpinGesture.tap(endPoint: PlanarVector(x: 0, y: -10))

  /// A machine that started on `false` and landed a user spin on `true` at t = 3 s, written to the
  /// binding then.
  static func landedOnTrue(reduceMotion: Bool = false) -> (machine: SpinStateMachine, deadline: Double) {
    var machine = SpinStateMachine(isOn: false)
    let begin = machine.activate(tapTop, at: 0, reduceMotion: reduceMotion)
    let end = machine.finish(activation: begin.activation, at: 3)
    #expect(end.completedValue == true && end.notifiesCompletion)
    let deadline = machine.wroteBinding(true, at: 3)
    return (machine, deadline)
  }

  @Test func theDeadlineIsTheRefusalTimeoutAfterTheWrite() {
    #expect(Self.landedOnTrue().deadline == 3 + SpinStateMachine.refusalTimeout)
  }

  /// An asynchronous setter: the binding still says `false` right after the write and changes to
  /// `true` later. Nothing spins back, and the late change starts no spin.
  @Test(arguments: [0.0, 0.2, 0.99])
  func anAsynchronousBindingThatTakesTheValueLaterNeverSpinsBack(delay: Double) {
    var (machine, deadline) = Self.landedOnTrue()
    #expect(machine.bindingWaitExpired(boundValue: false, at: 3 + delay / 2, reduceMotion: false) == .none)
    #expect(machine.bindingChanged(to: true, at: 3 + delay, reduceMotion: false) == .none)
    #expect(machine.bindingWaitExpired(boundValue: true, at: deadline, reduceMotion: false) == .none)
    #expect(!machine.isSpinning && machine.isOn)
  }

  /// `.constant(false)`: no change ever comes. Before the deadline nothing happens; at the deadline
  /// the medallion spins back, programmatically (no callbacks, no haptics), once.
  @Test(arguments: [false, true])
  func aRefusingBindingSpinsBackOnlyAtTheDeadlineWithoutCallbacks(reduceMotion: Bool) {
    var (machine, deadline) = Self.landedOnTrue(reduceMotion: reduceMotion)
    #expect(machine.bindingWaitExpired(boundValue: false, at: deadline - 0.01, reduceMotion: reduceMotion) == .none)
    let back = machine.bindingWaitExpired(boundValue: false, at: deadline, reduceMotion: reduceMotion)
    #expect(back.trajectory != nil || back.swap != nil, "the medallion animates back")
    #expect(!back.spinBegan)
    let landed = machine.finish(activation: back.activation, at: deadline + 3)
    #expect(landed.completedValue == false)
    #expect(!landed.notifiesCompletion && landed.committedValue == nil)
    #expect(machine.bindingWaitExpired(boundValue: false, at: deadline + 4, reduceMotion: reduceMotion) == .none)
  }

  /// A binding that took the write without a change notification (it already held the value by
  /// the deadline): confirmed, nothing spins.
  @Test func aBindingHoldingTheWrittenValueAtTheDeadlineIsConfirmed() {
    var (machine, deadline) = Self.landedOnTrue()
    #expect(machine.bindingWaitExpired(boundValue: true, at: deadline, reduceMotion: false) == .none)
    #expect(machine.bindingWait == nil)
  }

  /// The app overrides the written value with another one while the control waits: a programmatic
  /// change, animated at once.
  @Test func aDifferentValueArrivingDuringTheWaitIsAProgrammaticChange() {
    var (machine, _) = Self.landedOnTrue()
    let change = machine.bindingChanged(to: false, at: 3.5, reduceMotion: false)
    #expect(change.trajectory != nil && !change.spinBegan)
    #expect(machine.bindingWait == nil)
  }

  /// The user spins again before the slow binding confirms the first landing: the confirmation of
  /// the first value starts no spin, and the running spin goes on to its own landing.
  @Test func aLateConfirmationDuringTheNextSpinChangesNothing() {
    var (machine, _) = Self.landedOnTrue()
    let again = machine.activate(Self.tapTop, at: 3.2, reduceMotion: false)
    #expect(machine.bindingChanged(to: true, at: 3.5, reduceMotion: false) == .none)
    #expect(machine.pendingFace.isOn == false)
    let end = machine.finish(activation: again.activation, at: 6)
    #expect(end.completedValue == false && end.notifiesCompletion)
  }

  /// A change without animation while the control waits for its own write: the awaited value
  /// confirms it; another value jumps to its face (no spin back later).
  @Test func aChangeWithoutAnimationDuringTheWaitJumpsToAnotherValue() {
    var (machine, deadline) = Self.landedOnTrue()
    #expect(machine.bindingChanged(to: false, at: 3.2, reduceMotion: false, animated: false) == .none)
    #expect(!machine.isOn && !machine.isSpinning && machine.bindingWait == nil)
    #expect(machine.bindingWaitExpired(boundValue: false, at: deadline, reduceMotion: false) == .none)
  }
}
