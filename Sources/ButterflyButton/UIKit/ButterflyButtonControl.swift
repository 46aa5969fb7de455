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
  ///   ``setOn(_:animated:)`` spins to it when asked. Neither sends actions. Settings are settings
  ///   only: assigning ``settings`` wholesale leaves the value, `isEnabled` and the tint alone.
  /// - Behaves like a `UIControl`: a press sends `.touchDown` and shows `isHighlighted` while it is
  ///   inside (`.touchDragExit` / `.touchDragEnter` as it leaves and returns); it ends with
  ///   `.touchUpInside`, `.touchUpOutside` or `.touchCancel` (an enclosing scroll view took the
  ///   touch, or the system cancelled it), as the model's ``PressTracker`` decides.
  /// - The value changes when the person acts, as `UISwitch` sends `.valueChanged` when it is
  ///   flipped: each tap, flick or accessibility activation sets `isOn` and sends `.valueChanged`
  ///   (then ``delegate``'s `didChangeState(to:)`) at once, and `.primaryActionTriggered` when the
  ///   spin begins, with `isOn` already new; the spin shows the change.
  /// - Size: `intrinsicContentSize` and `sizeThatFits(_:)` answer the hosted view's natural size,
  ///   at least 44 × 44 pt (``ButterflyLayout/controlSize(fitting:)``), and follow Dynamic Type.
  ///   The hosted view ignores the safe area (`safeAreaRegions = []`).
  /// - Accessibility: one element, a toggle button, with the title as label (the value when there
  ///   is no title), the face label as value — the new one from the moment it is activated,
  ///   announced then — and the platform's hint (``ButterflyAccessibility``,
  ///   ``ButterflyControlResponse``).
  /// - Siri Remote (tvOS): a click flips; swipes and edge clicks move focus. With
  ///   `control.remoteSwipe = .flicksAcrossAxle` a swipe across the axle flicks instead, while a
  ///   swipe along the axle or an edge click still moves focus (``RemoteSwipeBehavior``).
  /// - Large Content Viewer (iOS): the control carries its own `UILargeContentViewerInteraction`, so
  ///   a long press at large accessibility text sizes shows the title and value wherever it is placed.
  /// - Dims when the system sets `tintAdjustmentMode` to `.dimmed`; `tintColor` tints the defaults.
  /// - `contentHorizontalAlignment` and `contentVerticalAlignment` are not supported (the control is
  ///   always a centred square); setting them logs an error and has no effect.
  @MainActor
  public final class ButterflyButtonControl: UIControl, ButterflyHostGlue {
    /// All settings at once; each is also a property of the control by name.
    public var settings = ButterflyHostSettings() {
      didSet { settingsDidChange() }
    }
    /// Told about every change a person makes.
    public weak var delegate: ButterflyButtonControlDelegate?

    /// The model's owner of this control's state, shared with the hosted view.
    let store = ButterflyControlStore.forHostControl()
    /// The control's `tintColor` for the hosted view.
    private(set) var hostTint: Color?
    private var host: UIHostingController<ButterflyControlContent>?
    #if os(tvOS)
      /// Whether an edge click (an arrow press on the touch surface) is down: it moves focus
      /// whatever ``ButterflyHostSettings/remoteSwipe`` says.
      private var arrowPressIsDown = false
    #endif

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
    /// Disabled during a spin, the control finishes the spin and sends nothing more.
    public override var isEnabled: Bool {
      didSet { store.send(.enabledSet(isEnabled)) }
    }

    /// The value: `true` shows the top face. A person's tap, flick or activation changes it at once
    /// (and sends `.valueChanged`); setting it shows the face at once, over any spin, without a spin
    /// and without actions, as `UISwitch.isOn` sets a switch "without animation".
    public var isOn: Bool {
      get { store.owner.isOn }
      set { setOn(newValue, animated: false) }
    }

    /// Sets the value, spinning the medallion to it when `animated`, with the meaning of
    /// `UISwitch.setOn(_:animated:)`: "`true` to animate the flipping of the switch; otherwise
    /// `false`", and "setting the switch to either position doesn't result in an action message
    /// being sent" — no `.valueChanged`, `.primaryActionTriggered`, delegate call or haptic. A change
    /// a person made before is never lost: it was sent when made.
    /// - Parameters:
    ///   - on: The new value.
    ///   - animated: `true` to spin to the new face; `false` to show it at once.
    public func setOn(_ on: Bool, animated: Bool) {
      store.send(.valueSet(on, animated: animated))
    }

    /// Mirrors `isOn` (UIKit's selected state is the toggle's value).
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
      let side = settings.sideLength(for: store.owner.controlSize)
      return fitted(host?.view.intrinsicContentSize ?? CGSize(width: side, height: side))
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
      hostTint = tintColor.map(Color.init(platform:))
      rehost()
      store.send(.tintDimmedSet(tintAdjustmentMode == .dimmed))
    }

    /// Flips the medallion as a tap would (VoiceOver double-tap, Switch Control). Apple: the
    /// method returns "`YES` if the element was activated or `NO` if it was not"; the value is
    /// committed, and `.valueChanged` sent, before it returns `true`.
    public override func accessibilityActivate() -> Bool {
      // UIKit calls accessibility actions on the main thread; the 17 SDKs leave them nonisolated.
      MainActor.assumeIsolated { activate() }
    }

    #if os(tvOS)
      /// Notes edge clicks (arrow presses), which always move focus.
      public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: \.type.isArrow) { arrowPressIsDown = true }
        super.pressesBegan(presses, with: event)
      }

      /// An edge click ended.
      public override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: \.type.isArrow) { arrowPressIsDown = false }
        super.pressesEnded(presses, with: event)
      }

      /// An edge click was cancelled.
      public override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: \.type.isArrow) { arrowPressIsDown = false }
        super.pressesCancelled(presses, with: event)
      }

      /// With ``RemoteSwipeBehavior/flicksAcrossAxle``, focus does not leave the control by a swipe
      /// across the axle (that swipe flicks); it leaves along the axle and by edge clicks, as the
      /// model's ``GestureInterpreter/focusMayLeave(towards:isEdgeClick:behavior:)`` decides. UIKit
      /// asks every focus environment containing the previously focused view, and cancels the
      /// update if any answers `false` (Apple: "UIFocusEnvironment.shouldUpdateFocus(in:)").
      public override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        guard let leaving = context.previouslyFocusedView, leaving.isDescendant(of: self),
          let direction = RemoteDirection(context.focusHeading),
          !store.owner.driver.interpreter.focusMayLeave(
            towards: direction, isEdgeClick: arrowPressIsDown, behavior: settings.remoteSwipe)
        else { return super.shouldUpdateFocus(in: context) }
        return false
      }

      /// A swipe on the touch surface while the control has focus: a flick when the app opted in
      /// and it runs across the axle (swipe recognizers "automatically work when the gesture is
      /// performed on a Siri Remote's touchpad", Apple, App Programming Guide for tvOS).
      @objc private func remoteSwiped(_ recognizer: UISwipeGestureRecognizer) {
        guard let direction = RemoteDirection(recognizer.direction),
          store.owner.driver.interpreter.classify(remoteSwipe: direction, behavior: settings.remoteSwipe)
            != .passThrough
        else { return }
        store.send(.remoteSwipe(direction))
      }

      /// One swipe recognizer per direction, for the remote's touch surface only (indirect touches).
      private func installRemoteSwipes() {
        for direction: UISwipeGestureRecognizer.Direction in [.up, .down, .left, .right] {
          let recognizer = UISwipeGestureRecognizer(target: self, action: #selector(remoteSwiped(_:)))
          recognizer.direction = direction
          recognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirect.rawValue)]
          addGestureRecognizer(recognizer)
        }
      }
    #endif

    /// Makes the hosting controller a child of the view controller the control is shown in, and
    /// releases it when the control leaves the window. UIKit: a container "must call the
    /// `didMove(toParent:)` method of the child view controller after the transition to the new
    /// controller is complete" (`UIViewController.addChild(_:)`), so the hosted SwiftUI view gets
    /// the appearance callbacks, trait changes and safe-area updates of a child.
    public override func didMoveToWindow() {
      super.didMoveToWindow()
      guard let host else { return }
      if window != nil, host.parent == nil, let parent = enclosingViewController {
        parent.addChild(host)
        host.didMove(toParent: parent)
      } else if window == nil, host.parent != nil {
        host.willMove(toParent: nil)
        host.removeFromParent()
      }
    }

    /// The nearest view controller up the responder chain.
    private var enclosingViewController: UIViewController? {
      var responder = next
      while let current = responder {
        if let controller = current as? UIViewController { return controller }
        responder = current.next
      }
      return nil
    }

    func rehost() {
      host?.rootView = hostedContent
      invalidateIntrinsicContentSize()
    }

    func sendValueChanged() { sendActions(for: .valueChanged) }

    func spinBegan() { sendActions(for: .primaryActionTriggered) }

    func valueCommitted() {}

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
      connectStore()
      #if os(tvOS)
        installRemoteSwipes()
      #endif
      #if os(iOS)
        // `showsLargeContentViewer` takes effect only when the view or an ancestor has a
        // UILargeContentViewerInteraction (Apple: "UIView.showsLargeContentViewer").
        addInteraction(UILargeContentViewerInteraction())
      #endif
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
