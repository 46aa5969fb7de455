#if canImport(SwiftUI)
  import ButterflyModel
  import SwiftUI

  /// Carrying out the driver's answer: the clock, the callbacks, the haptic here, the accessibility
  /// value and the control events to the UIKit/AppKit host.
  @MainActor
  extension ButterflyButton {
    /// Does what the driver answered: the control events, the clock (animated with the driver's
    /// ``SpinAnimation``, or set at once for a jump), the callbacks in order, the haptic and the
    /// accessibility value. Decides nothing.
    /// - Parameters:
    ///   - output: The driver's answer.
    ///   - reportsAccessibility: Whether to tell a host the accessibility value.
    func carryOut(_ output: ControlOutput, reportsAccessibility: Bool) {
      ButterflyButtonLogging.log(output.logEvents)
      for event in output.touchEvents { onPressChange?(event) }
      switch output.clock {
      case .keep: break
      case .animate(let token):
        withAnimation(Animation(SpinAnimation(clock: driver.clock))) {
          clock = driver.clock.target
        } completion: {
          handle(.animationFinished(token: token))
        }
      case .set:
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { clock = driver.clock.target }
      }
      for callback in output.callbacks {
        switch callback {
        case .spinBegan: onSpinBegan?()
        case .writeValue(let value):
          isOn = value
          awaitBinding()
        case .spinCompleted(let value): onSpinCompleted?(value)
        case .valueChanged(let value): onValueChanged?(value)
        }
      }
      if let kind = output.feedback { feedback = ControlFeedbackTick(count: feedback.count + 1, kind: kind) }
      if reportsAccessibility { onAccessibilityChange?(driver.accessibilityIsOn, output.event) }
    }

    /// After writing the landed value: the binding's change confirms it (`onChange(of:)`); if none
    /// came by the driver's deadline, the binding's value then is reported and the driver decides
    /// whether it refused the write (``ControlInput/bindingHolds(_:)``). No same-instant read-back:
    /// an asynchronous setter (a store, a `Task`) has until the deadline.
    func awaitBinding() {
      guard let deadline = driver.bindingDeadline else { return }
      Task { @MainActor in
        // 10 ms past the deadline, so that a timer firing a hair early still finds it passed.
        try? await Task.sleep(for: .seconds(max(0, deadline - now) + 0.01))
        handle(.bindingHolds(isOn))
      }
    }
  }
#endif
