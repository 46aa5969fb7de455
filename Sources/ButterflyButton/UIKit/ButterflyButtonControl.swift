#if canImport(UIKit) && !os(watchOS)
  import ButterflyModel
  import SwiftUI
  import os
  // The iOS/tvOS 17 SDKs declare the accessibility-trait constants as mutable C globals; later SDKs
  // mark them constant. `@preconcurrency` keeps Swift 6 from rejecting every read of them.
  @preconcurrency import UIKit

  /// A `UIControl` that hosts a ``ButterflyButton`` (iOS, iPadOS, tvOS, visionOS).
  ///
  /// - Every appearance and behaviour setting of ``ButterflyButton`` is a property
  ///   (``ButterflyHostSettings``, read and written by name through ``ButterflyButtonHosting``:
  ///   `control.title`, `control.titleFont`, `control.mountBackgroundImage`, …), with `UIColor`,
  ///   `UIImage` and `UIFont`. Setting `isOn` shows the new face at once, as `UISwitch.isOn` does;
  ///   `setOn(_:animated:)` spins to it when asked (``ButterflyButtonHosting/setOn(_:animated:)``).
  ///   Neither sends actions.
  /// - Behaves like a `UIControl`: a press sends `.touchDown` and shows `isHighlighted` while it is
  ///   inside (`.touchDragExit` / `.touchDragEnter` as it leaves and returns); it ends with
  ///   `.touchUpInside`, `.touchUpOutside` or `.touchCancel` (an enclosing scroll view took the
  ///   touch), as the model's ``PressTracker`` decides. A user spin sends `.primaryActionTriggered` when it begins and
  ///   `.valueChanged` when it lands on a changed value (then ``delegate``'s `didChangeState(to:)`);
  ///   a spin whose even number of activations lands back on the starting value sends neither.
  /// - Size: `intrinsicContentSize` and `sizeThatFits(_:)` answer the hosted view's natural size,
  ///   at least 44 × 44 pt (``ButterflyLayout/controlSize(fitting:)``), and follow Dynamic Type.
  ///   The hosted view ignores the safe area (`safeAreaRegions = []`).
  /// - Accessibility: one element, a toggle button, with the title as label (the value when there
  ///   is no title), the face label as value — the new one from the moment it is activated,
  ///   announced then — and the platform's hint (``ButterflyAccessibility``,
  ///   ``ButterflyControlResponse``).
  /// - Dims when the system sets `tintAdjustmentMode` to `.dimmed`; `tintColor` tints the defaults.
  /// - `contentHorizontalAlignment` and `contentVerticalAlignment` are not supported (the control is
  ///   always a centred square); setting them logs an error and has no effect.
  @MainActor
  public final class ButterflyButtonControl: UIControl, ButterflyHostGlue {
    /// All settings at once; each is also a property of the control by name.
    public var settings = ButterflyHostSettings() {
      didSet { settingsDidChange() }
    }
    /// Told about every landed change.
    public weak var delegate: ButterflyButtonControlDelegate?

    var accessibilityIsOn = false
    private var host: UIHostingController<ButterflyControlContent>?

    /// Creates the control.
    /// - Parameter frame: The initial frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      install()
    }

    /// Creates the control from an archive (storyboard).
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      install()
    }

    /// Whether the control accepts input; disabled controls are muted and announced as not enabled.
    public override var isEnabled: Bool {
      didSet { settings.isEnabled = isEnabled }
    }

    /// Mirrors `isOn` (UIKit's selected state is the toggle's value).
    public override var isSelected: Bool {
      get { settings.isOn }
      set { settings.isOn = newValue }
    }

    /// Not supported: the control is always a centred square. Logs an error; no effect.
    public override var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
      get { .center }
      set { Self.reportUnsupported("contentHorizontalAlignment") }
    }

    /// Not supported: the control is always a centred square. Logs an error; no effect.
    public override var contentVerticalAlignment: UIControl.ContentVerticalAlignment {
      get { .center }
      set { Self.reportUnsupported("contentVerticalAlignment") }
    }

    /// The hosted view's natural size (title and mount), at least 44 × 44 pt.
    public override var intrinsicContentSize: CGSize {
      fitted(host?.view.intrinsicContentSize ?? CGSize(width: settings.sideLength, height: settings.sideLength))
    }

    /// The size the hosted view asks for within `size`, at least 44 × 44 pt.
    /// - Parameter size: The proposed size.
    /// - Returns: The size that fits.
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
      fitted(host?.sizeThatFits(in: size) ?? intrinsicContentSize)
    }

    /// Dims with the system's tint adjustment and follows `tintColor`.
    public override func tintColorDidChange() {
      super.tintColorDidChange()
      settings.isTintDimmed = tintAdjustmentMode == .dimmed
      settings.tint = tintColor.map(Color.init(platform:))
    }

    /// Flips the medallion as a tap would (VoiceOver double-tap, Switch Control).
    public override func accessibilityActivate() -> Bool {
      // UIKit calls accessibility actions on the main thread; the 17 SDKs leave them nonisolated.
      MainActor.assumeIsolated { activate() }
    }

    func rehost() {
      host?.rootView = hostedContent
      invalidateIntrinsicContentSize()
    }

    func sendValueChanged() { sendActions(for: .valueChanged) }

    func spinBegan() { sendActions(for: .primaryActionTriggered) }

    func pressChanged(_ event: ControlTouchEvent) {
      isHighlighted = event.isHighlighted
      switch event {
      case .touchDown: sendActions(for: .touchDown)
      case .touchDragExit: sendActions(for: .touchDragExit)
      case .touchDragEnter: sendActions(for: .touchDragEnter)
      case .touchUpInside: sendActions(for: .touchUpInside)
      case .touchUpOutside: sendActions(for: .touchUpOutside)
      case .touchCancel: sendActions(for: .touchCancel)
      }
    }

    func applyAccessibility(_ description: ButterflyAccessibility) {
      accessibilityLabel = description.label
      accessibilityValue = description.spokenValue
      accessibilityHint = description.hint
      var traits: UIAccessibilityTraits = []
      for trait in description.traits {
        switch trait {
        case .button: traits.insert(.button)
        case .toggle: traits.insert(.toggleButton)
        case .notEnabled: traits.insert(.notEnabled)
        }
      }
      accessibilityTraits = traits
      #if os(iOS)
        showsLargeContentViewer = true
        largeContentTitle = description.largeContentTitle
      #endif
    }

    func post(_ response: ButterflyControlResponse) {
      guard let text = response.announcement, response.announcementKind == .announcement else { return }
      UIAccessibility.post(notification: .announcement, argument: text)
    }

    private func install() {
      let host = UIHostingController(rootView: hostedContent)
      host.sizingOptions = [.intrinsicContentSize]
      // The control is laid out by its superview; the SwiftUI content must not be inset near a
      // safe-area edge (iOS/tvOS 16.4+).
      host.safeAreaRegions = []
      host.view.backgroundColor = .clear
      addFilling(host.view)
      self.host = host
      isAccessibilityElement = true
      refreshAccessibility()
      // Dynamic Type changes the hosted view's natural size (iOS/tvOS 17).
      registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (control: Self, _) in
        control.invalidateIntrinsicContentSize()
      }
    }

    private func fitted(_ natural: CGSize) -> CGSize {
      let size = ButterflyLayout.controlSize(
        fitting: ButterflySize(width: Double(natural.width), height: Double(natural.height)))
      return CGSize(width: size.width, height: size.height)
    }

    private static func reportUnsupported(_ property: String) {
      Logger(subsystem: ButterflyButtonLogging.subsystem, category: "configuration").error(
        "ButterflyButtonControl does not support \(property, privacy: .public): the control is always a centred square; the value is ignored"
      )
    }
  }
#endif
