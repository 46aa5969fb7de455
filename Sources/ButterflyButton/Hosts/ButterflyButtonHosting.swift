#if canImport(SwiftUI) && !os(watchOS)
  import ButterflyModel
  import SwiftUI

  /// The properties shared by ``ButterflyButtonControl`` (UIKit) and ``ButterflyButtonNSControl``
  /// (AppKit): every member of ``ButterflyHostSettings`` is readable and settable on the control by
  /// name (`control.title = "Butterfly"`, `control.mountBackgroundImage = image`), and setting one
  /// redraws the hosted ``ButterflyButton``. The value (`isOn`, `setOn(_:animated:)`), `isEnabled`,
  /// the tint and the control size are the control's own and are not settings.
  @MainActor @dynamicMemberLookup
  public protocol ButterflyButtonHosting: AnyObject {
    /// All settings at once.
    var settings: ButterflyHostSettings { get set }
  }

  extension ButterflyButtonHosting {
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
    /// The store the control shares with its hosted view (the model's owner of its state).
    var store: ButterflyControlStore { get }
    /// The control's tint for the hosted view, or `nil` for the environment's accent color.
    var hostTint: Color? { get }
    /// Told about every change a person makes.
    var delegate: ButterflyButtonControlDelegate? { get }
    /// Gives the hosted view the current settings and invalidates the control's size.
    func rehost()
    /// Sends the platform's action for a value change (UIKit `.valueChanged`, AppKit target-action).
    func sendValueChanged()
    /// A person's spin began (UIKit `.primaryActionTriggered`).
    func spinBegan()
    /// A press sent a control event (UIKit control events and highlight).
    /// - Parameter event: The model's control event.
    func pressChanged(_ event: ControlTouchEvent)
    /// The value a person committed is the owner's now (AppKit: key-value observing of `isOn`).
    func valueCommitted()
    /// Gives the element the model's description.
    /// - Parameter description: The description.
    func applyAccessibility(_ description: ButterflyAccessibility)
    /// Tells assistive technologies what the model's response says.
    /// - Parameter response: The response.
    func post(_ response: ButterflyControlResponse)
  }

  extension ButterflyHostGlue {
    /// The root view to host: the control's settings and its store.
    var hostedContent: ButterflyControlContent {
      ButterflyControlContent(settings: settings, store: store, tint: hostTint)
    }

    /// Sends the store's answers to this control (once, when it is made; before its first render,
    /// so an activation then is carried out like any other).
    func connectStore() {
      var sink = ButterflyControlSink()
      sink.writeValue = { [weak self] _ in self?.valueCommitted() }
      sink.valueChanged = { [weak self] value in self?.valueChanged(value) }
      sink.spinBegan = { [weak self] in self?.spinBegan() }
      sink.touch = { [weak self] event in self?.pressChanged(event) }
      sink.accessibility = { [weak self] isOn, event in self?.accessibilityChanged(isOn: isOn, event: event) }
      store.sink = sink
      refreshAccessibility()
    }

    /// Redraws and re-describes the control after a settings change.
    func settingsDidChange() {
      rehost()
      refreshAccessibility()
    }

    /// Gives the element the model's description for the current settings and value.
    func refreshAccessibility() {
      applyAccessibility(settings.accessibility(isOn: store.owner.isOn, isEnabled: store.owner.isEnabled))
    }

    /// Activates as a person would (VoiceOver, Switch Control, `performClick`): the value is
    /// committed, and the action sent, before this returns.
    /// - Returns: Whether the control activated (it is enabled).
    func activate() -> Bool {
      store.send(.accessibilityActivate).activated
    }

    /// A person changed the value: the action, then the delegate.
    /// - Parameter value: The new value.
    func valueChanged(_ value: Bool) {
      sendValueChanged()
      delegate?.didChangeState(to: value)
    }

    /// The value assistive technologies get, after every answer, with the event it reports.
    /// - Parameters:
    ///   - isOn: The control's value.
    ///   - event: The event, or `nil` for a change nobody asked for.
    func accessibilityChanged(isOn: Bool, event: ButterflyControlEvent?) {
      refreshAccessibility()
      guard let event else { return }
      post(
        ButterflyControlResponse(
          event: event, value: settings.accessibility(isOn: isOn, isEnabled: store.owner.isEnabled),
          hapticsEnabled: settings.hapticsEnabled))
    }
  }
#endif
