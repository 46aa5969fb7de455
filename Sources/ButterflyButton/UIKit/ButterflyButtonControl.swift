#if canImport(UIKit) && !os(watchOS)
  import ButterflyModel
  import SwiftUI
  import os
  // The iOS/tvOS 17 SDKs declare the accessibility-trait constants as mutable C globals; later SDKs
  // mark them constant. `@preconcurrency` keeps Swift 6 from rejecting every read of them.
  @preconcurrency import UIKit

  /// A `UIControl` that hosts a ``ButterflyButton`` (iOS, iPadOS, tvOS, visionOS).
  ///
  /// - Sends `.primaryActionTriggered` when a user spin begins and `.valueChanged` each time it
  ///   lands with a changed value (then calls ``delegate``'s `didChangeState(to:)`). A spin whose
  ///   even number of activations lands back on the starting value sends neither.
  /// - Setting ``isOn`` animates the medallion without sending actions.
  /// - Touch area: its intrinsic content size is at least 44 × 44 pt
  ///   (``ButterflyLayout/controlSize(fitting:)``), so with Auto Layout the whole touch area lies in
  ///   its bounds and every touch reaches the hosted view. It does not accept touches outside its
  ///   bounds: a touch there could not reach the hosted SwiftUI view, so it would hit the control
  ///   and do nothing. If you constrain it smaller than 44 × 44 pt, the touch area shrinks with it.
  /// - The hosted view ignores the safe area (`safeAreaRegions = []`), so a control near a
  ///   safe-area edge is not inset. The control hosts its view with a `UIHostingController` but
  ///   cannot make it a child view controller (a `UIView` has no view controller to contain it);
  ///   the hosted view does not get appearance or trait-collection callbacks through containment,
  ///   which the SwiftUI content does not need.
  /// - Accessibility: one element, a toggle button, with the title as label, the face label as
  ///   value and the platform's hint.
  /// - Dims when the system sets `tintAdjustmentMode` to `.dimmed`; `tintColor` tints the defaults.
  /// - `contentHorizontalAlignment` and `contentVerticalAlignment` are not supported (the control is
  ///   always a centred square); setting them logs an error and has no effect.
  @MainActor
  public final class ButterflyButtonControl: UIControl {
    /// The value. Setting it animates the medallion but sends no actions.
    public var isOn: Bool {
      get { settings.isOn }
      set { update { $0.isOn = newValue } }
    }
    /// The title drawn beside the mount, and the accessibility label.
    public var title: String? {
      get { settings.title }
      set { update { $0.title = newValue } }
    }
    /// The mount's side (pt), at least 44; default 60.
    public var sideLength: CGFloat {
      get { settings.sideLength }
      set { update { $0.sideLength = newValue } }
    }
    /// The axle; default `.horizontal`.
    public var axleOrientation: AxleOrientation {
      get { settings.axleOrientation }
      set { update { $0.axleOrientation = newValue } }
    }
    /// Where the title sits; default `.auto`.
    public var labelPlacement: LabelPlacement {
      get { settings.labelPlacement }
      set { update { $0.labelPlacement = newValue } }
    }
    /// The mount stroke width (pt), clamped to [1, side/10]; default 2.
    public var mountStrokeWidth: CGFloat {
      get { settings.mountStrokeWidth }
      set { update { $0.mountStrokeWidth = newValue } }
    }
    /// Colors (any `UIColor`, e.g. from `UIColorWell`); `nil` derives them from `tintColor`.
    public var mountStrokeColor: UIColor? {
      didSet { update { $0.mountStrokeColor = mountStrokeColor.map(Color.init(uiColor:)) } }
    }
    /// The axle color; `nil` derives it.
    public var axleColor: UIColor? { didSet { update { $0.axleColor = axleColor.map(Color.init(uiColor:)) } } }
    /// The top face color; `nil` uses the tint.
    public var medallionTopColor: UIColor? {
      didSet { update { $0.medallionTopColor = medallionTopColor.map(Color.init(uiColor:)) } }
    }
    /// The bottom face color; `nil` derives it.
    public var medallionBottomColor: UIColor? {
      didSet { update { $0.medallionBottomColor = medallionBottomColor.map(Color.init(uiColor:)) } }
    }
    /// The edge color; `nil` derives it.
    public var medallionEdgeColor: UIColor? {
      didSet { update { $0.medallionEdgeColor = medallionEdgeColor.map(Color.init(uiColor:)) } }
    }
    /// The face label color; `nil` picks black or white for contrast.
    public var medallionLabelColor: UIColor? {
      didSet { update { $0.medallionLabelColor = medallionLabelColor.map(Color.init(uiColor:)) } }
    }
    /// The mount background color; `nil` uses the system background.
    public var mountBackgroundColor: UIColor? {
      didSet {
        update { $0.mountBackground = mountBackgroundColor.map { .color(Color(uiColor: $0)) } ?? .systemAutomatic }
      }
    }
    /// The top face image.
    public var medallionTopImage: UIImage? {
      didSet { update { $0.medallionTopImage = medallionTopImage.map(Image.init(uiImage:)) } }
    }
    /// The bottom face image.
    public var medallionBottomImage: UIImage? {
      didSet { update { $0.medallionBottomImage = medallionBottomImage.map(Image.init(uiImage:)) } }
    }
    /// The top face label; `nil` is the package's localized "true".
    public var medallionTopLabel: String? { didSet { update { $0.medallionTopLabel = medallionTopLabel } } }
    /// The bottom face label; `nil` is the package's localized "false".
    public var medallionBottomLabel: String? { didSet { update { $0.medallionBottomLabel = medallionBottomLabel } } }
    /// How long the spin slows down (s), > 0; default 2.
    public var spinDecelerationDuration: TimeInterval {
      get { settings.spinDecelerationDuration }
      set { update { $0.spinDecelerationDuration = newValue } }
    }
    /// Whether flick velocity sets the spin speed; default `true`.
    public var enableFlickPhysics: Bool {
      get { settings.enableFlickPhysics }
      set { update { $0.enableFlickPhysics = newValue } }
    }
    /// Whether landing plays haptics; default `true`.
    public var hapticsEnabled: Bool {
      get { settings.hapticsEnabled }
      set { update { $0.hapticsEnabled = newValue } }
    }
    /// Told about every landed change.
    public weak var delegate: ButterflyButtonControlDelegate?

    private var settings = ButterflyControlSettings()
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
      didSet { update { $0.isEnabled = isEnabled } }
    }

    /// Mirrors ``isOn`` (UIKit's selected state is the toggle's value).
    public override var isSelected: Bool {
      get { isOn }
      set { isOn = newValue }
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
      let natural = host?.view.intrinsicContentSize ?? CGSize(width: sideLength, height: sideLength)
      let size = ButterflyLayout.controlSize(
        fitting: ButterflySize(width: Double(natural.width), height: Double(natural.height)))
      return CGSize(width: size.width, height: size.height)
    }

    /// Dims with the system's tint adjustment and follows `tintColor`.
    public override func tintColorDidChange() {
      super.tintColorDidChange()
      let color = tintColor.map(Color.init(uiColor:))
      update {
        $0.isTintDimmed = tintAdjustmentMode == .dimmed
        $0.tint = color
      }
    }

    /// Flips the medallion as a tap would (VoiceOver double-tap, Switch Control).
    public override func accessibilityActivate() -> Bool {
      // UIKit calls accessibility actions on the main thread; the 17 SDKs leave them nonisolated.
      MainActor.assumeIsolated {
        guard isEnabled else { return false }
        update { $0.activationTrigger += 1 }
        return true
      }
    }

    private func install() {
      let host = UIHostingController(rootView: content())
      host.sizingOptions = [.intrinsicContentSize]
      // The control is laid out by its superview; the SwiftUI content must not be inset near a
      // safe-area edge (iOS/tvOS 16.4+).
      host.safeAreaRegions = []
      host.view.backgroundColor = .clear
      host.view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(host.view)
      NSLayoutConstraint.activate([
        host.view.leadingAnchor.constraint(equalTo: leadingAnchor),
        host.view.trailingAnchor.constraint(equalTo: trailingAnchor),
        host.view.topAnchor.constraint(equalTo: topAnchor),
        host.view.bottomAnchor.constraint(equalTo: bottomAnchor),
      ])
      self.host = host
      isAccessibilityElement = true
      updateAccessibility()
    }

    private func content() -> ButterflyControlContent {
      ButterflyControlContent(
        settings: settings,
        getIsOn: { [weak self] in self?.settings.isOn ?? false },
        setIsOn: { [weak self] value in self?.settings.isOn = value },
        spinBegan: { [weak self] in self?.sendActions(for: .primaryActionTriggered) },
        spinCompleted: { [weak self] _ in self?.updateAccessibility() },
        valueChanged: { [weak self] value in self?.valueChanged(value) })
    }

    private func update(_ change: (inout ButterflyControlSettings) -> Void) {
      change(&settings)
      host?.rootView = content()
      invalidateIntrinsicContentSize()
      updateAccessibility()
    }

    private func valueChanged(_ value: Bool) {
      updateAccessibility()
      sendActions(for: .valueChanged)
      delegate?.didChangeState(to: value)
    }

    private func updateAccessibility() {
      let description = settings.accessibility(isEnabled: isEnabled)
      accessibilityLabel = description.label
      accessibilityValue = description.value
      accessibilityHint = description.hint
      var traits: UIAccessibilityTraits = []
      for trait in description.traits {
        switch trait {
        case .button: traits.insert(.button)
        case .toggle: traits.insert(.toggleButton)
        case .selected: traits.insert(.selected)
        case .notEnabled: traits.insert(.notEnabled)
        }
      }
      accessibilityTraits = traits
      #if os(iOS)
        showsLargeContentViewer = true
        largeContentTitle = description.largeContentTitle
      #endif
    }

    private static func reportUnsupported(_ property: String) {
      Logger(subsystem: ButterflyButtonLogging.subsystem, category: "configuration").error(
        "ButterflyButtonControl does not support \(property, privacy: .public): the control is always a centred square; the value is ignored"
      )
    }
  }
#endif
