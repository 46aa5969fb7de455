#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ButterflyModel
  import SwiftUI

  /// An `NSControl` that hosts a ``ButterflyButton`` on macOS.
  ///
  /// Every appearance and behaviour setting of ``ButterflyButton`` is a property
  /// (``ButterflyHostSettings``, read and written by name through ``ButterflyButtonHosting``:
  /// `control.title`, `control.titleFont`, `control.mountBackgroundImage`, …), with `NSColor`,
  /// `NSImage` and `NSFont`. Each time a user spin lands on a changed value it sends its `action` to
  /// its `target` (with the control as sender; read `isOn`) and then calls ``delegate``'s
  /// `didChangeState(to:)`; a spin whose even number of activations lands back on the starting
  /// value sends neither. Setting `isOn` (or `objectValue` to an `NSNumber`) shows the new
  /// face at once without sending the action (reused cells and Cocoa bindings do not spin);
  /// `setOn(_:animated:)` spins to it when asked (``ButterflyButtonHosting/setOn(_:animated:)``).
  /// `performClick(_:)`, Space and Return while it has keyboard focus, and the accessibility press
  /// flip the medallion as a click would.
  ///
  /// It accepts first responder and draws the system focus ring around itself, so keyboard focus
  /// and VoiceOver's cursor rest on the same element: a checkbox with the toggle subrole whose
  /// value is the face label (the new one from the moment it is activated, with a value-changed
  /// notification then), as in UIKit and SwiftUI. The hosted SwiftUI view's own elements are
  /// hidden under it. Landing plays the alignment haptic on Force Touch trackpads
  /// (``ButterflyControlResponse``). Its intrinsic size is at least 44 × 44 pt.
  @MainActor
  public final class ButterflyButtonNSControl: NSControl, ButterflyHostGlue {
    /// All settings at once; each is also a property of the control by name.
    public var settings = ButterflyHostSettings() {
      didSet { settingsDidChange() }
    }
    /// Receives `didChangeState(to:)` after each landed change (after the action).
    public weak var delegate: ButterflyButtonControlDelegate?

    var accessibilityIsOn = false
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
      didSet { settings.isEnabled = isEnabled }
    }

    /// The value as an `NSNumber` (Cocoa bindings); setting a number shows its face at once
    /// (`setOn(_:animated: false)`), setting a non-number is ignored.
    public override var objectValue: Any? {
      get { NSNumber(value: settings.isOn) }
      set {
        if let number = newValue as? NSNumber { settings.isOn = number.boolValue }
      }
    }

    /// The hosted view's natural size, at least 44 × 44 pt.
    public override var intrinsicContentSize: NSSize {
      let natural = host?.fittingSize ?? NSSize(width: settings.sideLength, height: settings.sideLength)
      let size = ButterflyLayout.controlSize(
        fitting: ButterflySize(width: Double(natural.width), height: Double(natural.height)))
      return NSSize(width: size.width, height: size.height)
    }

    /// The control takes keyboard focus itself (while enabled), so focus and VoiceOver agree.
    public override var acceptsFirstResponder: Bool { isEnabled }

    /// The focus ring follows the control's bounds.
    public override var focusRingMaskBounds: NSRect { bounds }

    /// Draws the focus ring's shape: the control's bounds.
    /// - Parameter dirtyRect: Ignored.
    public override func drawFocusRingMask() {
      NSBezierPath(rect: bounds).fill()
    }

    /// Space and Return flip the medallion while the control has keyboard focus.
    /// - Parameter event: The key event.
    public override func keyDown(with event: NSEvent) {
      let layout = ButterflyLayout(configuration: ButterflyConfiguration(sideLength: Double(settings.sideLength)))
      let interpreter = GestureInterpreter(layout: layout, enableFlickPhysics: settings.enableFlickPhysics)
      let key = ButterflyKey(characters: event.charactersIgnoringModifiers ?? "")
      guard case .activate = interpreter.classify(key: key) else { return super.keyDown(with: event) }
      _ = activate()
    }

    /// Flips the medallion as a click would.
    /// - Parameter sender: Ignored.
    public override func performClick(_ sender: Any?) {
      _ = activate()
    }

    /// The accessibility press flips the medallion.
    public override func accessibilityPerformPress() -> Bool {
      activate()
    }

    func rehost() {
      host?.rootView = hostedContent
      invalidateIntrinsicContentSize()
    }

    func sendValueChanged() { sendAction(action, to: target) }

    func spinBegan() {}

    func pressChanged(_ event: ControlTouchEvent) {}

    func applyAccessibility(_ description: ButterflyAccessibility) {
      setAccessibilityLabel(description.label)
      setAccessibilityValue(description.spokenValue)
      setAccessibilityHelp(description.hint)
      setAccessibilityEnabled(description.isEnabled)
    }

    func post(_ response: ButterflyControlResponse) {
      guard response.announcement != nil, response.announcementKind == .valueChanged else { return }
      NSAccessibility.post(element: self, notification: .valueChanged)
    }

    private func install() {
      let host = NSHostingView(rootView: hostedContent)
      addFilling(host)
      self.host = host
      // The control is the one accessibility element (a checkbox); the hosted SwiftUI element
      // would duplicate it.
      host.setAccessibilityElement(false)
      host.setAccessibilityHidden(true)
      setAccessibilityElement(true)
      setAccessibilityRole(.checkBox)
      setAccessibilitySubrole(.toggle)
      focusRingType = .exterior
      refreshAccessibility()
    }
  }
#endif
