#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ButterflyButton
  import SwiftUI

  /// The AppKit `ButterflyButtonNSControl`, shown from SwiftUI.
  struct AppKitControlExample: NSViewRepresentable {
    func makeNSView(context: Context) -> ButterflyButtonNSControl {
      let control = ButterflyButtonNSControl()
      control.title = "Butterfly"
      control.isOn = true
      control.target = context.coordinator
      control.action = #selector(Coordinator.valueChanged(_:))
      return control
    }

    func updateNSView(_ control: ButterflyButtonNSControl, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator() }

    /// Receives the control's action.
    final class Coordinator: NSObject {
      @MainActor @objc func valueChanged(_ sender: ButterflyButtonNSControl) {
        print("ButterflyButtonNSControl changed to", sender.isOn)
      }
    }
  }
#endif
