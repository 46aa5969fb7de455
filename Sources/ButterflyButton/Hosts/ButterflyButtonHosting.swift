#if canImport(SwiftUI) && !os(watchOS)
  import ButterflyModel
  import SwiftUI

  /// The properties shared by ``ButterflyButtonControl`` (UIKit) and ``ButterflyButtonNSControl``
  /// (AppKit): every member of ``ButterflyHostSettings`` is readable and settable on the control by
  /// name (`control.title = "Butterfly"`, `control.mountBackgroundImage = image`), and setting one
  /// redraws the hosted ``ButterflyButton``. Setting `isOn` shows the face at once and
  /// `setOn(_:animated:)` can spin to it; neither sends actions.
  @MainActor @dynamicMemberLookup
  public protocol ButterflyButtonHosting: AnyObject {
    /// All settings at once.
    var settings: ButterflyHostSettings { get set }
  }

  extension ButterflyButtonHosting {
    /// Sets the value, spinning the medallion to it when `animated`, with the meaning of UIKit's
    /// `UISwitch.setOn(_:animated:)`: "`true` to animate the flipping of the switch; otherwise
    /// `false`", and "if the switch is already in the designated position, nothing happens";
    /// "setting the switch to either position doesn't result in an action message being sent".
    /// So neither path sends `.valueChanged`, `.primaryActionTriggered` or the AppKit action (an
    /// `NSControl` "calls the action method of its target object for any significant user
    /// interactions", not for a value set in code), calls the delegate, or plays haptics. Setting
    /// `isOn` (or `objectValue`) is `setOn(_:animated: false)`, as `UISwitch.isOn` sets "without
    /// animation": reused table cells and Cocoa bindings show their value without spinning. The
    /// model's driver decides (``ControlInput/valueSet(_:animated:)``); a value set during a
    /// person's spin ends that spin on the new face.
    /// - Parameters:
    ///   - on: The new value.
    ///   - animated: `true` to spin to the new face; `false` to show it at once.
    public func setOn(_ on: Bool, animated: Bool) {
      var settings = self.settings
      settings.isOn = on
      settings.valueChangeAnimates = animated
      self.settings = settings
    }

    /// Reads or writes one of ``settings``' properties by name.
    /// - Parameter keyPath: The setting.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ButterflyHostSettings, Value>) -> Value {
      get { settings[keyPath: keyPath] }
      set { settings[keyPath: keyPath] = newValue }
    }
  }

  /// What the UIKit and AppKit controls do alike; each supplies only its platform's calls.
  @MainActor
  protocol ButterflyHostGlue: ButterflyButtonHosting {
    /// The value assistive technologies get (committed at activation by the hosted view).
    var accessibilityIsOn: Bool { get set }
    /// Told about every landed change.
    var delegate: ButterflyButtonControlDelegate? { get }
    /// Gives the hosted view the current settings and invalidates the control's size.
    func rehost()
    /// Sends the platform's action for a value change (UIKit `.valueChanged`, AppKit target-action).
    func sendValueChanged()
    /// A user spin began (UIKit `.primaryActionTriggered`).
    func spinBegan()
    /// A press sent a control event (UIKit control events and highlight).
    /// - Parameter event: The model's control event.
    func pressChanged(_ event: ControlTouchEvent)
    /// Gives the element the model's description.
    /// - Parameter description: The description.
    func applyAccessibility(_ description: ButterflyAccessibility)
    /// Tells assistive technologies what the model's response says.
    /// - Parameter response: The response.
    func post(_ response: ButterflyControlResponse)
  }

  extension ButterflyHostGlue {
    /// The root view to host: the control's settings, reporting back to the control.
    var hostedContent: ButterflyControlContent {
      ButterflyControlContent(
        settings: settings,
        getIsOn: { [weak self] in self?.settings.isOn ?? false },
        setIsOn: { [weak self] value in self?.settings.isOn = value },
        spinBegan: { [weak self] in self?.spinBegan() },
        valueChanged: { [weak self] value in self?.valueChanged(value) },
        pressChanged: { [weak self] change in self?.pressChanged(change) },
        accessibilityChanged: { [weak self] isOn, event in self?.accessibilityChanged(isOn: isOn, event: event) })
    }

    /// Redraws and re-describes the control after a settings change.
    func settingsDidChange() {
      rehost()
      refreshAccessibility()
    }

    /// Gives the element the model's description for the current settings and value.
    func refreshAccessibility() {
      applyAccessibility(settings.accessibility(isOn: accessibilityIsOn))
    }

    /// Activates as a person would (VoiceOver, Switch Control, `performClick`).
    /// - Returns: Whether the control accepted it (it is enabled).
    func activate() -> Bool {
      guard settings.isEnabled else { return false }
      settings.activationTrigger += 1
      return true
    }

    /// A user spin landed on a changed value.
    /// - Parameter value: The new value.
    func valueChanged(_ value: Bool) {
      refreshAccessibility()
      sendValueChanged()
      delegate?.didChangeState(to: value)
    }

    /// The hosted view's accessibility value changed, with the event that changed it.
    /// - Parameters:
    ///   - isOn: The value assistive technologies get.
    ///   - event: The event, or `nil` for a change nobody asked for.
    func accessibilityChanged(isOn: Bool, event: ButterflyControlEvent?) {
      accessibilityIsOn = isOn
      refreshAccessibility()
      guard let event else { return }
      post(
        ButterflyControlResponse(
          event: event, value: settings.accessibility(isOn: isOn), hapticsEnabled: settings.hapticsEnabled))
    }
  }
#endif
