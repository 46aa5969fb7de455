#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ButterflyModel
  import SwiftUI

  /// An `NSControl` that hosts a ``ButterflyButton`` on macOS.
  ///
  /// Every appearance and behaviour setting of ``ButterflyButton`` is a property
  /// (``ButterflyHostSettings``, read and written by name through ``ButterflyButtonHosting``:
  /// `control.title`, `control.titleFont`, `control.mountBackgroundImage`, …), with `NSColor`,
  /// `NSImage` and `NSFont`. The value changes when the person acts: each click, flick, Space press
  /// or accessibility press sets ``isOn`` and sends its `action` to its `target` at once (with the
  /// control as sender; read `isOn`), then calls ``delegate``'s `didChangeState(to:)`; the spin
  /// shows the change. Setting `isOn` (or `objectValue` to an `NSNumber`) shows the new face at
  /// once without sending the action (reused cells and Cocoa bindings do not spin);
  /// ``setOn(_:animated:)`` spins to it when asked. `isOn` and `objectValue` are key-value
  /// observable. `performClick(_:)` and the accessibility press flip the medallion as a click
  /// would, sending the action before they return (NSButtonCell: `performClick(_:)` "highlights the
  /// button, sends the button's action message to the target object, and then unhighlights the
  /// button"). While it has keyboard focus Space flips it and Return passes on to the window's
  /// default button, as for an `NSButton` checkbox; a held key's repeats flip nothing.
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
    /// Receives `didChangeState(to:)` after each change a person makes (after the action).
    public weak var delegate: ButterflyButtonControlDelegate?

    /// The model's owner of this control's state, shared with the hosted view.
    let store = ButterflyControlStore.forHostControl()
    /// The hosted view takes the environment's accent color (`controlAccentColor`).
    let hostTint: Color? = nil
    private var host: NSHostingView<ButterflyControlContent>?

    /// The value: `true` shows the top face. A person's click, flick, Space or accessibility press
    /// changes it at once (and sends the action); setting it shows the face at once, over any spin,
    /// without the action. Key-value observable (`@objc dynamic`), as Cocoa bindings expect.
    @objc public dynamic var isOn = false {
      didSet {
        guard isOn != store.owner.isOn else { return }
        store.send(.valueSet(isOn, animated: false))
      }
    }

    /// Sets the value, spinning the medallion to it when `animated`; no action is sent (an
    /// `NSControl` "calls the action method of its target object for any significant user
    /// interactions", not for a value set in code), no delegate call, no haptic.
    /// - Parameters:
    ///   - on: The new value.
    ///   - animated: `true` to spin to the new face; `false` to show it at once.
    public func setOn(_ on: Bool, animated: Bool) {
      store.send(.valueSet(on, animated: animated))
      valueCommitted()
    }

    /// `objectValue` follows `isOn` for key-value observing.
    /// - Returns: The key paths `objectValue` depends on.
    @objc public class func keyPathsForValuesAffectingObjectValue() -> Set<String> { [#keyPath(isOn)] }

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

    /// Whether the control accepts input. Disabled during a spin, the control finishes the spin and
    /// sends nothing more.
    public override var isEnabled: Bool {
      didSet { store.send(.enabledSet(isEnabled)) }
    }

    /// The control size; with no ``ButterflyHostSettings/sideLength`` it sets the side
    /// (``ButterflyControlSize``: mini 44, small 52, regular 60, large 72 pt).
    public override var controlSize: NSControl.ControlSize {
      didSet {
        store.send(.controlSizeSet(ButterflyControlSize(controlSize)))
        rehost()
      }
    }

    /// The value as an `NSNumber` (Cocoa bindings); setting a number shows its face at once
    /// (`setOn(_:animated: false)`), setting a non-number is ignored. Key-value observable through
    /// ``isOn``.
    public override var objectValue: Any? {
      get { NSNumber(value: isOn) }
      set {
        if let number = newValue as? NSNumber { isOn = number.boolValue }
      }
    }

    /// The hosted view's natural size, at least 44 × 44 pt.
    public override var intrinsicContentSize: NSSize {
      let side = settings.sideLength(for: store.owner.controlSize)
      let natural = host?.fittingSize ?? NSSize(width: side, height: side)
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

    /// Space flips the medallion while the control has keyboard focus; its key repeats
    /// (`NSEvent.isARepeat`) flip nothing; Return and other keys pass on (Return to the window's
    /// default button), as the model's ``ControlOwner/keyOutcome(_:isRepeat:)`` says.
    /// - Parameter event: The key event.
    public override func keyDown(with event: NSEvent) {
      let key = ButterflyKey(characters: event.charactersIgnoringModifiers ?? "")
      guard store.send(.keyDown(key, isRepeat: event.isARepeat)).outcome == .passThrough else { return }
      super.keyDown(with: event)
    }

    /// Flips the medallion as a click would: `isOn` changes and the action is sent before this
    /// returns.
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

    func valueCommitted() {
      // Through the `@objc dynamic` setter, so key-value observers of `isOn` and `objectValue` hear it.
      if isOn != store.owner.isOn { isOn = store.owner.isOn }
    }

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
      connectStore()
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
