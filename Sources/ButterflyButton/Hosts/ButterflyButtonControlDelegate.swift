#if canImport(SwiftUI) && !os(watchOS)
  /// Receives the state changes of ``ButterflyButtonControl`` (UIKit) and
  /// ``ButterflyButtonNSControl`` (AppKit).
  @MainActor
  public protocol ButterflyButtonControlDelegate: AnyObject {
    /// Called once each time a user spin lands, after the control's `isOn` changed and after its
    /// action (`.valueChanged` / target-action) was sent.
    /// - Parameter isOn: The new value.
    func didChangeState(to isOn: Bool)
  }
#endif
