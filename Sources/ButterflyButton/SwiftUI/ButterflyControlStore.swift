#if canImport(SwiftUI)
  import ButterflyModel
  import Observation
  import SwiftUI

  /// Where a control's answers go: the binding or the host control's own calls. Set once by whoever
  /// creates the store (the SwiftUI view for its own store, the UIKit or AppKit control for the
  /// store it shares with its hosted view).
  struct ButterflyControlSink {
    /// Writes a value a person committed to the binding (SwiftUI); the controls keep it in the owner.
    var writeValue: @MainActor (Bool) -> Void = { _ in }
    /// The binding's value now, for the deadline of a write; `nil` when no binding can refuse.
    var boundValue: @MainActor () -> Bool? = { nil }
    /// A person's spin began (`onSpinBegan`, UIKit `.primaryActionTriggered`).
    var spinBegan: @MainActor () -> Void = {}
    /// A person's spin landed (`onSpinCompleted`).
    var spinCompleted: @MainActor (Bool) -> Void = { _ in }
    /// A person changed the value (UIKit `.valueChanged` and the delegate, AppKit's action).
    var valueChanged: @MainActor (Bool) -> Void = { _ in }
    /// A press sent a control event (UIKit control events and highlight).
    var touch: @MainActor (ControlTouchEvent) -> Void = { _ in }
    /// The value assistive technologies get changed or was announced, with the event that did it.
    var accessibility: @MainActor (Bool, ButterflyControlEvent?) -> Void = { _, _ in }
  }

  /// The Apple layer's holder of one control's ``ControlOwner``, shared by every view of the control
  /// (as swift-composable-architecture's `Store` is held by both its SwiftUI and UIKit adapters): a
  /// ``ButterflyButton`` creates its own; ``ButterflyButtonControl`` and ``ButterflyButtonNSControl``
  /// create one and give it to the ``ButterflyButton`` they host, so an event from the control
  /// (`performClick(_:)`, `accessibilityActivate()`, `isOn`) and one from the hosted view (a touch, a
  /// key) reach the same owner, in the order they arrive.
  ///
  /// ``send(_:)`` hands the event to the owner and carries out its answer at once, in order: the
  /// control events, the clock (animated with ``SpinAnimation``, or set), the callbacks, the haptic
  /// and the accessibility value. It decides nothing; time passing is reported back (the animation's
  /// end, a tick at the motion's end, the binding at its deadline), so a motion lands even when its
  /// animation never runs (a view not yet in a window).
  @MainActor
  final class ButterflyControlStore: Observable {
    // Observation by hand (what `@Observable` expands to): each tracked property reports its reads
    // and writes to the registrar, so a view that read it is updated when it changes.
    private let registrar = ObservationRegistrar()
    private var storedOwner: ControlOwner
    private var storedClock: Double
    private var storedFeedback = ControlFeedbackTick()

    /// The owner: the driver and the host's runtime state.
    private(set) var owner: ControlOwner {
      get {
        registrar.access(self, keyPath: \.owner)
        return storedOwner
      }
      set { registrar.withMutation(of: self, keyPath: \.owner) { storedOwner = newValue } }
    }
    /// The spin clock SwiftUI animates (``ControlDriver/clock``): the medallion draws the driver's
    /// motion at `clock − owner.driver.clock.origin`.
    private(set) var clock: Double {
      get {
        registrar.access(self, keyPath: \.clock)
        return storedClock
      }
      set { registrar.withMutation(of: self, keyPath: \.clock) { storedClock = newValue } }
    }
    /// The haptic to play, changing once per event that plays one.
    private(set) var feedback: ControlFeedbackTick {
      get {
        registrar.access(self, keyPath: \.feedback)
        return storedFeedback
      }
      set { registrar.withMutation(of: self, keyPath: \.feedback) { storedFeedback = newValue } }
    }
    /// Where the answers go (not observed).
    var sink = ButterflyControlSink()

    /// Creates a store at rest. Nonisolated, so a view's initializer can make one.
    /// - Parameters:
    ///   - isOn: The initial value.
    ///   - configuration: The settings and environment known so far.
    nonisolated init(isOn: Bool, configuration: ControlOwner.Configuration) {
      let owner = ControlOwner(isOn: isOn, configuration: configuration)
      storedOwner = owner
      storedClock = owner.driver.clock.target
    }

    /// The store a UIKit or AppKit control makes for itself: off, with the default settings until
    /// its hosted view reports its layout.
    /// - Returns: A store at rest.
    static func forHostControl() -> ButterflyControlStore {
      ButterflyControlStore(
        isOn: false, configuration: ControlOwner.Configuration(layout: ButterflyLayout(configuration: .init())))
    }

    /// The monotonic clock the owner and the animations share (s).
    var now: Double { ProcessInfo.processInfo.systemUptime }

    /// Hands a platform event to the owner and carries out its answer.
    /// - Parameter event: What the platform delivered.
    /// - Returns: The owner's answer (a key's or an activation's result).
    @discardableResult
    func send(_ event: HostEvent) -> ControlOutput {
      var owner = self.owner
      let output = owner.handle(event, at: now)
      self.owner = owner
      for record in output.interactionRecords(answeringEvent: event, isEnabled: owner.isEnabled, towards: owner.isOn) {
        ButterflyButtonLogging.log(record)
      }
      carryOut(output)
      return output
    }

    /// Does what the owner answered, in order. Decides nothing.
    private func carryOut(_ output: ControlOutput) {
      ButterflyButtonLogging.log(output.logEvents)
      for event in output.touchEvents { sink.touch(event) }
      let driverClock = owner.driver.clock
      switch output.clock {
      case .keep: break
      case .animate(let token):
        withAnimation(Animation(SpinAnimation(clock: driverClock))) {
          clock = driverClock.target
        } completion: { [weak self] in
          self?.send(.animationFinished(token: token))
        }
        if let end = owner.driver.motionEnd { after(end) { $0.send(.tick) } }
      case .set:
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { clock = driverClock.target }
      }
      for callback in output.callbacks {
        switch callback {
        case .writeValue(let value):
          sink.writeValue(value)
          if let deadline = owner.driver.bindingDeadline {
            after(deadline) { store in store.sink.boundValue().map { store.send(.bindingHolds($0)) } }
          }
        case .valueChanged(let value): sink.valueChanged(value)
        case .spinBegan: sink.spinBegan()
        case .spinCompleted(let value): sink.spinCompleted(value)
        }
      }
      if let kind = output.feedback { feedback = ControlFeedbackTick(count: feedback.count + 1, kind: kind) }
      sink.accessibility(owner.isOn, output.event)
    }

    /// Runs `body` once the host's clock has passed `time` (10 ms late, so that a timer firing a hair
    /// early still finds it passed).
    private func after(_ time: Double, _ body: @escaping @MainActor (ButterflyControlStore) -> Void) {
      let delay = max(0, time - now) + 0.01
      Task { @MainActor [weak self] in
        try? await Task.sleep(for: .seconds(delay))
        if let self { body(self) }
      }
    }
  }
#endif
