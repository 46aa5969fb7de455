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
  /// and VoiceOver's cursor rest on the same element; it joins the key-view loop only while Full
  /// Keyboard Access is on, so a click leaves no focus ring. It is a checkbox with the toggle
  /// subrole whose value is a number (1 for the top face, 0 for the bottom) described by the face
  /// label (``ButterflyAccessibility/checkboxValue``; the new one from the moment it is activated,
  /// with a value-changed notification then). The hosted SwiftUI view's own elements are
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

    /// The control size; with no ``ButterflyHostSettings/sideLength`` it sets the side
    /// (``ButterflyControlSize``: mini 44, small 52, regular 60, large 72 pt).
    public override var controlSize: NSControl.ControlSize {
      didSet { settings.controlSize = ButterflyControlSize(controlSize) }
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
      let natural =
        host?.fittingSize ?? NSSize(width: settings.effectiveSideLength, height: settings.effectiveSideLength)
      let size = ButterflyLayout.controlSize(
        fitting: ButterflySize(width: Double(natural.width), height: Double(natural.height)))
      return NSSize(width: size.width, height: size.height)
    }

    /// The control takes keyboard focus itself (while enabled), so focus and VoiceOver agree.
    public override var acceptsFirstResponder: Bool { isEnabled }

    /// In the window's key-view loop only while Full Keyboard Access is on, like `NSButton`
    /// (``ButterflyFocusBehavior/joinsKeyViewLoop(fullKeyboardAccess:isEnabled:)``): a click never
    /// leaves a focus ring. `NSApplication.isFullKeyboardAccessEnabled` is read each time (Apple:
    /// "accessing this property is fairly inexpensive, so you can access it directly rather than
    /// caching it"; key-value observing does not report its changes).
    public override var canBecomeKeyView: Bool {
      ButterflyFocusBehavior.joinsKeyViewLoop(
        fullKeyboardAccess: NSApplication.shared.isFullKeyboardAccessEnabled, isEnabled: isEnabled)
    }

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
      let interpreter = settings.interpreter
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
      // A checkbox's value is a number (0 or 1); the face label says what it means.
      setAccessibilityValue(NSNumber(value: description.checkboxValue))
      setAccessibilityValueDescription(description.valueDescription)
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

  extension ButterflyControlSize {
    /// The model's size for AppKit's. The macOS 14 SDK names mini, small, regular and large; a
    /// size it does not name counts as extra large.
    /// - Parameter size: AppKit's control size.
    init(_ size: NSControl.ControlSize) {
      switch size {
      case .mini: self = .mini
      case .small: self = .small
      case .regular: self = .regular
      case .large: self = .large
      @unknown default: self = .extraLarge
      }
    }
  }
#endif
