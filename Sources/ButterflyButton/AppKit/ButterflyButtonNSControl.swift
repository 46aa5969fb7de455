#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ButterflyModel
  import SwiftUI

  /// An `NSControl` that hosts a ``ButterflyButton`` on macOS.
  ///
  /// Each time a user spin lands on a changed value it sends its `action` to its `target` (with the
  /// control as sender; read ``isOn``) and then calls ``delegate``'s `didChangeState(to:)`; a spin
  /// whose even number of activations lands back on the starting value sends neither. Setting
  /// ``isOn`` (or `objectValue` to an `NSNumber`) animates the medallion without sending the action.
  /// `performClick(_:)` and the accessibility press flip the medallion as a click would.
  ///
  /// It offers the same appearance and behaviour properties as the UIKit `ButterflyButtonControl`,
  /// with `NSColor` and `NSImage`. Accessibility: one element, a checkbox with the toggle subrole;
  /// the hosted SwiftUI view's own elements are hidden under it. Its intrinsic size is at least
  /// 44 × 44 pt.
  @MainActor
  public final class ButterflyButtonNSControl: NSControl {
    /// The value. Setting it animates the medallion but sends no action.
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
    /// The mount stroke color (any `NSColor`, e.g. from `NSColorWell`); `nil` derives it from the
    /// accent color.
    public var mountStrokeColor: NSColor? {
      didSet { update { $0.mountStrokeColor = mountStrokeColor.map(Color.init(nsColor:)) } }
    }
    /// The axle color; `nil` derives it.
    public var axleColor: NSColor? { didSet { update { $0.axleColor = axleColor.map(Color.init(nsColor:)) } } }
    /// The top face color; `nil` uses the accent color.
    public var medallionTopColor: NSColor? {
      didSet { update { $0.medallionTopColor = medallionTopColor.map(Color.init(nsColor:)) } }
    }
    /// The bottom face color; `nil` derives it.
    public var medallionBottomColor: NSColor? {
      didSet { update { $0.medallionBottomColor = medallionBottomColor.map(Color.init(nsColor:)) } }
    }
    /// The edge color; `nil` derives it.
    public var medallionEdgeColor: NSColor? {
      didSet { update { $0.medallionEdgeColor = medallionEdgeColor.map(Color.init(nsColor:)) } }
    }
    /// The face label color; `nil` picks black or white for contrast.
    public var medallionLabelColor: NSColor? {
      didSet { update { $0.medallionLabelColor = medallionLabelColor.map(Color.init(nsColor:)) } }
    }
    /// The mount background color; `nil` uses the system background.
    public var mountBackgroundColor: NSColor? {
      didSet {
        update { $0.mountBackground = mountBackgroundColor.map { .color(Color(nsColor: $0)) } ?? .systemAutomatic }
      }
    }
    /// The top face image.
    public var medallionTopImage: NSImage? {
      didSet { update { $0.medallionTopImage = medallionTopImage.map(Image.init(nsImage:)) } }
    }
    /// The bottom face image.
    public var medallionBottomImage: NSImage? {
      didSet { update { $0.medallionBottomImage = medallionBottomImage.map(Image.init(nsImage:)) } }
    }
    /// The top face label; `nil` is the package's localized "true".
    public var medallionTopLabel: String? { didSet { update { $0.medallionTopLabel = medallionTopLabel } } }
    /// The bottom face label; `nil` is the package's localized "false".
    public var medallionBottomLabel: String? {
      didSet { update { $0.medallionBottomLabel = medallionBottomLabel } }
    }
    /// How long the spin slows down (s), > 0; default 2.
    public var spinDecelerationDuration: TimeInterval {
      get { settings.spinDecelerationDuration }
      set { update { $0.spinDecelerationDuration = newValue } }
    }
    /// Whether a drag's release velocity sets the spin speed; default `true`.
    public var enableFlickPhysics: Bool {
      get { settings.enableFlickPhysics }
      set { update { $0.enableFlickPhysics = newValue } }
    }
    /// Whether landing plays haptic feedback (Force Touch trackpads); default `true`.
    public var hapticsEnabled: Bool {
      get { settings.hapticsEnabled }
      set { update { $0.hapticsEnabled = newValue } }
    }
    /// Told about every landed change.
    public weak var delegate: ButterflyButtonControlDelegate?

    private var settings = ButterflyControlSettings()
    private var host: NSHostingView<ButterflyControlContent>?

    /// Creates the control.
    /// - Parameter frameRect: The initial frame.
    public override init(frame frameRect: NSRect) {
      super.init(frame: frameRect)
      install()
    }

    /// Creates the control from an archive (nib).
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      install()
    }

    /// Whether the control accepts input.
    public override var isEnabled: Bool {
      didSet { update { $0.isEnabled = isEnabled } }
    }

    /// The value as an `NSNumber` (Cocoa bindings); setting a non-number is ignored.
    public override var objectValue: Any? {
      get { NSNumber(value: isOn) }
      set {
        if let number = newValue as? NSNumber { isOn = number.boolValue }
      }
    }

    /// The hosted view's natural size, at least 44 × 44 pt.
    public override var intrinsicContentSize: NSSize {
      let natural = host?.fittingSize ?? NSSize(width: sideLength, height: sideLength)
      let size = ButterflyLayout.controlSize(
        fitting: ButterflySize(width: Double(natural.width), height: Double(natural.height)))
      return NSSize(width: size.width, height: size.height)
    }

    /// Flips the medallion as a click would.
    /// - Parameter sender: Ignored.
    public override func performClick(_ sender: Any?) {
      guard isEnabled else { return }
      update { $0.activationTrigger += 1 }
    }

    /// The accessibility press flips the medallion.
    public override func accessibilityPerformPress() -> Bool {
      guard isEnabled else { return false }
      update { $0.activationTrigger += 1 }
      return true
    }

    private func install() {
      let host = NSHostingView(rootView: content())
      host.translatesAutoresizingMaskIntoConstraints = false
      addSubview(host)
      NSLayoutConstraint.activate([
        host.leadingAnchor.constraint(equalTo: leadingAnchor),
        host.trailingAnchor.constraint(equalTo: trailingAnchor),
        host.topAnchor.constraint(equalTo: topAnchor),
        host.bottomAnchor.constraint(equalTo: bottomAnchor),
      ])
      self.host = host
      // The control is the one accessibility element (a checkbox); the hosted SwiftUI element
      // would duplicate it.
      host.setAccessibilityElement(false)
      host.setAccessibilityHidden(true)
      setAccessibilityElement(true)
      setAccessibilityRole(.checkBox)
      setAccessibilitySubrole(.toggle)
      updateAccessibility()
    }

    private func content() -> ButterflyControlContent {
      ButterflyControlContent(
        settings: settings,
        getIsOn: { [weak self] in self?.settings.isOn ?? false },
        setIsOn: { [weak self] value in self?.settings.isOn = value },
        spinBegan: {},
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
      sendAction(action, to: target)
      delegate?.didChangeState(to: value)
    }

    private func updateAccessibility() {
      let description = settings.accessibility(isEnabled: isEnabled, platform: .macOS)
      setAccessibilityLabel(description.label)
      setAccessibilityValue(NSNumber(value: settings.isOn))
      setAccessibilityHelp(description.hint)
      setAccessibilityEnabled(description.isEnabled)
    }
  }
#endif
