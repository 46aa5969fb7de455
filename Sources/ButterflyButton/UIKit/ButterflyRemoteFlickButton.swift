#if os(tvOS)
  import ButterflyModel
  import SwiftUI
  import UIKit

  /// The Siri Remote opt-in for SwiftUI on tvOS: a ``ButterflyButtonControl`` with
  /// `remoteSwipe = .flicksAcrossAxle`, placed in a SwiftUI hierarchy. While it has focus a swipe
  /// across the axle flicks the medallion; a swipe along the axle or an edge click moves focus on,
  /// and a click flips (``RemoteSwipeBehavior``, ``GestureInterpreter/classify(remoteSwipe:behavior:)``).
  ///
  /// ```swift
  /// ButterflyRemoteFlickButton(isOn: $isOn, settings: settings)
  /// ```
  ///
  /// Why a UIKit control: SwiftUI on tvOS 17 has no drag or swipe gesture (`DragGesture` is not
  /// available on tvOS), and `onMoveCommand(perform:)` answers "taps the edge of the Siri Remote"
  /// (Apple's documentation of `onMoveCommand(perform:)`) — the edge clicks that must keep moving
  /// focus. UIKit's swipe recognizers work on the remote's touch surface, so the opt-in lives in
  /// ``ButterflyButtonControl``, which hosts the same ``ButterflyButton``; a plain ``ButterflyButton``
  /// keeps the system's default (swipes move focus).
  ///
  /// - `isOn` is two-way: a person's click or flick writes it at once (the control's
  ///   `.valueChanged`); a new value from the app spins to it when the change is animated
  ///   (`withAnimation`, a transaction with an animation), else shows the face at once
  ///   (``ButterflyButtonControl/setOn(_:animated:)``).
  /// - `settings` carries every appearance and behaviour setting (``ButterflyHostSettings``);
  ///   `settings.remoteSwipe` is replaced by the opt-in.
  /// - Enabled as SwiftUI's environment says (`.disabled(_:)`).
  /// - Size: the control's `sizeThatFits(_:)` (its hosted view's natural size, at least 44 × 44 pt).
  public struct ButterflyRemoteFlickButton: UIViewRepresentable {
    @Binding private var isOn: Bool
    private let settings: ButterflyHostSettings

    /// Creates the control.
    /// - Parameters:
    ///   - isOn: The value.
    ///   - settings: Appearance and behaviour; default every default.
    public init(isOn: Binding<Bool>, settings: ButterflyHostSettings = ButterflyHostSettings()) {
      _isOn = isOn
      self.settings = settings
    }

    /// Writes a person's change back to the binding.
    @MainActor
    public final class Coordinator {
      fileprivate var isOn: Binding<Bool>

      fileprivate init(isOn: Binding<Bool>) { self.isOn = isOn }
    }

    /// The coordinator that carries the binding to the control's action.
    public func makeCoordinator() -> Coordinator { Coordinator(isOn: $isOn) }

    /// The control, with its value, settings and the opt-in, and an action writing a person's changes.
    /// - Parameter context: The representable's context.
    /// - Returns: The control.
    public func makeUIView(context: Context) -> ButterflyButtonControl {
      let control = ButterflyButtonControl(frame: .zero)
      control.settings = settings.flickingAcrossTheAxle
      control.isOn = isOn
      control.isEnabled = context.environment.isEnabled
      let coordinator = context.coordinator
      control.addAction(
        UIAction { [weak control] _ in
          guard let control else { return }
          coordinator.isOn.wrappedValue = control.isOn
        }, for: .valueChanged)
      return control
    }

    /// Follows new settings and a new value from the app (spinning when the change is animated).
    /// - Parameters:
    ///   - control: The control.
    ///   - context: The representable's context.
    public func updateUIView(_ control: ButterflyButtonControl, context: Context) {
      context.coordinator.isOn = $isOn
      control.settings = settings.flickingAcrossTheAxle
      control.isEnabled = context.environment.isEnabled
      if isOn != control.isOn { control.setOn(isOn, animated: context.transaction.animation != nil) }
    }

    /// The control's size for a proposal: its own `sizeThatFits(_:)`.
    /// - Parameters:
    ///   - proposal: SwiftUI's proposal; unspecified dimensions are unbounded.
    ///   - control: The control.
    ///   - context: The representable's context.
    /// - Returns: The size.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView control: ButterflyButtonControl, context: Context)
      -> CGSize?
    {
      control.sizeThatFits(
        CGSize(
          width: proposal.width ?? .greatestFiniteMagnitude, height: proposal.height ?? .greatestFiniteMagnitude))
    }
  }

  extension ButterflyHostSettings {
    /// These settings with the remote opt-in on: settings only, so assigning them changes nothing
    /// else of the control (its value, `isEnabled`, its tint).
    fileprivate var flickingAcrossTheAxle: ButterflyHostSettings {
      var settings = self
      settings.remoteSwipe = .flicksAcrossAxle
      return settings
    }
  }
#endif
