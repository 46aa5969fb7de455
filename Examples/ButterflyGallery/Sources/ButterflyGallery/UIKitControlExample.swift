#if canImport(SwiftUI) && canImport(UIKit)
  import ButterflyButton
  import SwiftUI
  import UIKit

  /// The UIKit `ButterflyButtonControl` in a UIKit screen, shown from SwiftUI.
  struct UIKitControlExample: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> ButterflyViewController {
      ButterflyViewController()
    }

    func updateUIViewController(_ viewController: ButterflyViewController, context: Context) {}
  }

  /// A plain UIKit screen: a ButterflyButtonControl with target–action and a delegate, and a label
  /// that shows the value.
  final class ButterflyViewController: UIViewController, ButterflyButtonControlDelegate {
    private let control = ButterflyButtonControl()
    private let status = UILabel()

    override func viewDidLoad() {
      super.viewDidLoad()
      #if !os(tvOS)
        view.backgroundColor = .systemBackground  // tvOS has no systemBackground
      #endif

      control.title = "Butterfly"
      control.axleOrientation = .vertical
      control.medallionTopLabel = "On"
      control.medallionBottomLabel = "Off"
      control.delegate = self
      control.addTarget(self, action: #selector(valueChanged(_:)), for: .valueChanged)

      status.text = "Off"
      status.font = .preferredFont(forTextStyle: .body)
      status.adjustsFontForContentSizeCategory = true

      let stack = UIStackView(arrangedSubviews: [control, status])
      stack.axis = .vertical
      stack.alignment = .center
      stack.spacing = 16
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
        stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
      ])
    }

    @objc private func valueChanged(_ sender: ButterflyButtonControl) {
      status.text = sender.isOn ? "On" : "Off"
    }

    func didChangeState(to isOn: Bool) {
      print("ButterflyButtonControl changed to", isOn)
    }
  }
#endif
