#if canImport(SwiftUI) && !os(watchOS)
  /// Receives the state changes of ``ButterflyButtonControl`` (UIKit) and
  /// ``ButterflyButtonNSControl`` (AppKit).
  @MainActor
  public protocol ButterflyButtonControlDelegate: AnyObject {
    /// Called each time a person changes the value — at the tap, flick, key press or accessibility
    /// activation, as `UISwitch` sends `.valueChanged` when it is flipped, not when the medallion
    /// lands — after the control's `isOn` changed and after its action (`.valueChanged` /
    /// target-action) was sent. Never for a value set in code.
    /// - Parameter isOn: The new value.
    func didChangeState(to isOn: Bool)
  }
#endif
