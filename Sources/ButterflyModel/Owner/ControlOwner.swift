import ButterflyPhysics

/// The one owner of a control's state: the ``ControlDriver`` and every piece of runtime state a host
/// would otherwise keep — whether it is enabled, its tint dimming and control size, the touch in
/// progress, whether it is in a window. Every host holds one owner per control (the SwiftUI view, or
/// the UIKit or AppKit control that hosts it, shared with its hosted view), forwards each platform
/// event as it arrives (``HostEvent``) and carries out the answer (``ControlOutput``); nothing above
/// it decides, counts or replays.
///
/// ```
/// event (host, as delivered) → handle(event, at: t) → output (callbacks, touch events, clock, haptic)
/// activation while enabled   → commits at once: writeValue, valueChanged, spinBegan (first), then
///                              the spin shows it; each is answered synchronously, in order
/// settings                   → only what they say (layout, flick physics, haptics, Reduce Motion)
/// ```
/// Requests are events handled in the order they arrive, each answered at once — never a counter a
/// view compares with its previous value — so two activations inside one view update are two
/// toggles, and one made before the view is first drawn, or while it is out of the window, commits
/// like any other.
///
/// Value type, `Sendable`, plain Swift: the same owner runs in an app and in tests on Linux.
public struct ControlOwner: Hashable, Sendable {
  /// The settings and environment the owner's driver follows.
  public struct Configuration: Hashable, Sendable {
    /// The drawn layout (Dynamic Type–scaled).
    public var layout: ButterflyLayout
    /// Whether drags become flicks.
    public var enableFlickPhysics: Bool
    /// Whether activation and landing play haptics.
    public var hapticsEnabled: Bool
    /// Whether Reduce Motion is on.
    public var reduceMotion: Bool

    /// Creates a configuration.
    /// - Parameters:
    ///   - layout: The drawn layout.
    ///   - enableFlickPhysics: Whether drags become flicks; default `true`.
    ///   - hapticsEnabled: Whether haptics play; default `true`.
    ///   - reduceMotion: Whether Reduce Motion is on; default `false`.
    public init(
      layout: ButterflyLayout, enableFlickPhysics: Bool = true, hapticsEnabled: Bool = true, reduceMotion: Bool = false
    ) {
      self.layout = layout
      self.enableFlickPhysics = enableFlickPhysics
      self.hapticsEnabled = hapticsEnabled
      self.reduceMotion = reduceMotion
    }
  }

  /// The driver: the state machine, the spin clock and the motion.
  public private(set) var driver: ControlDriver
  /// Whether the control accepts a person's input (the host's `isEnabled`, SwiftUI's environment).
  public private(set) var isEnabled = true
  /// Whether the system dimmed the control's tint (UIKit `tintAdjustmentMode == .dimmed`).
  package private(set) var isTintDimmed = false
  /// The control size (AppKit `controlSize`, SwiftUI `.controlSize(_:)`).
  package private(set) var controlSize = ButterflyControlSize.regular
  /// Whether the view is in a window (between ``HostEvent/appeared`` and ``HostEvent/disappeared``).
  package private(set) var isVisible = false
  /// Where the touch in progress began (pt from the mount centre), or `nil` when none is.
  package private(set) var touchStart: PlanarVector?
  /// When the touch in progress began (s, host's clock): its ending interaction's duration is
  /// measured from here.
  private(set) var touchStartTime: Double?

  /// Creates an owner at rest.
  /// - Parameters:
  ///   - isOn: The initial value.
  ///   - configuration: The settings and environment.
  ///   - platform: The platform; default ``ButterflyPlatform/current``.
  public init(isOn: Bool, configuration: Configuration, platform: ButterflyPlatform = .current) {
    driver = ControlDriver(
      isOn: isOn, layout: configuration.layout, enableFlickPhysics: configuration.enableFlickPhysics,
      hapticsEnabled: configuration.hapticsEnabled, platform: platform)
    driver.reduceMotion = configuration.reduceMotion
  }

  /// The control's value (``ControlDriver/isOn``): committed when a person acts.
  public var isOn: Bool { driver.isOn }

  /// Whether the control looks pressed: a touch is in progress and inside (`PressTracker`).
  public var isPressed: Bool { driver.pressTracker.isTracking && driver.pressTracker.isInside }

  /// Handles one platform event and says what to do.
  ///
  /// ```
  /// touchMoved(i)     a start ≠ the tracked touch's → the old touch is cancelled first
  ///                   → pointerMoved(i)
  /// touchEnded(i)     → pointerEnded(i), its duration measured from the touch's first event
  /// touchCancelled    a touch in progress → pointerCancelled (touchCancel, highlight cleared);
  ///                   none → nothing
  /// keyDown(k, r)     keyOutcome(k, r): activate → key(k); else nothing, answered with the outcome
  /// remoteClick, accessibilityActivate → the driver's; remoteSwipe(d) → the interpreter's flick
  /// valueSet, bindingHolds, animationFinished, tick → the driver's
  /// enabledSet(false) a touch in progress is cancelled; the running spin goes on and lands, and
  ///                   no input activates until enabled again
  /// configured(c)     the driver follows c (a new axle mid-spin waits for the landing)
  /// disappeared       a touch in progress is cancelled; the running motion lands now (its
  ///                   animation cannot run out of the window): the face at rest equals isOn
  /// tintDimmedSet, controlSizeSet, appeared → recorded; nothing to do
  /// ```
  /// - Parameters:
  ///   - event: What the platform delivered.
  ///   - time: When (s, the host's monotonic clock).
  /// - Returns: What to do, in order.
  public mutating func handle(_ event: HostEvent, at time: Double) -> ControlOutput {
    switch event {
    case .touchMoved(let interaction):
      var output = ControlOutput()
      if let start = touchStart, start != interaction.startPoint { output = cancelTouch(at: time) }
      if touchStart == nil { touchStartTime = time }
      touchStart = interaction.startPoint
      return output.followed(by: driver.handle(.pointerMoved(interaction), at: time))
    case .touchEnded(var interaction):
      interaction.duration = time - (touchStartTime ?? time)
      touchStart = nil
      touchStartTime = nil
      return driver.handle(.pointerEnded(interaction), at: time)
    case .touchCancelled:
      return cancelTouch(at: time)
    case .keyDown(let key, let isRepeat):
      let outcome = keyOutcome(key, isRepeat: isRepeat)
      guard outcome.spinGesture != nil else {
        var output = driver.handle(.tick, at: time)
        output.outcome = outcome
        return output
      }
      return driver.handle(.key(key), at: time)
    case .remoteClick:
      return driver.handle(.remoteClick, at: time)
    case .remoteSwipe(let direction):
      var output = driver.handle(.tick, at: time)
      let outcome = driver.interpreter.classify(remoteSwipe: direction, behavior: .flicksAcrossAxle)
      if let gesture = outcome.spinGesture {
        output = output.followed(by: driver.handle(.activation(gesture), at: time))
      }
      return output
    case .accessibilityActivate:
      return driver.handle(.accessibilityActivate, at: time)
    case .valueSet(let value, let animated):
      return driver.handle(.valueSet(value, animated: animated), at: time)
    case .bindingHolds(let value):
      return driver.handle(.bindingHolds(value), at: time)
    case .animationFinished(let token):
      return driver.handle(.animationFinished(token: token), at: time)
    case .tick:
      return driver.handle(.tick, at: time)
    case .enabledSet(let enabled):
      isEnabled = enabled
      driver.isEnabled = enabled
      return enabled ? driver.handle(.tick, at: time) : cancelTouch(at: time)
    case .tintDimmedSet(let dimmed):
      isTintDimmed = dimmed
      return driver.handle(.tick, at: time)
    case .controlSizeSet(let size):
      controlSize = size
      return driver.handle(.tick, at: time)
    case .configured(let configuration):
      driver.hapticsEnabled = configuration.hapticsEnabled
      driver.reduceMotion = configuration.reduceMotion
      driver.configure(layout: configuration.layout, enableFlickPhysics: configuration.enableFlickPhysics)
      return driver.handle(.tick, at: time)
    case .appeared:
      isVisible = true
      return driver.handle(.tick, at: time)
    case .disappeared:
      isVisible = false
      return cancelTouch(at: time).followed(by: driver.handle(.land, at: time))
    }
  }

  /// Ends the touch in progress as the system's: `.touchCancel`, no activation.
  private mutating func cancelTouch(at time: Double) -> ControlOutput {
    guard touchStart != nil else { return driver.handle(.tick, at: time) }
    touchStart = nil
    touchStartTime = nil
    return driver.handle(.pointerCancelled, at: time)
  }
}

extension ControlOutput {
  /// The interaction records the owner's answer to a platform event stands for, in order (see
  /// ``interactionRecords(answering:isEnabled:towards:)``).
  /// - Parameters:
  ///   - event: The event the owner answered.
  ///   - isEnabled: Whether the control accepted input.
  ///   - committedValue: The control's value after the event (``ControlOwner/isOn``).
  /// - Returns: The records.
  package func interactionRecords(
    answeringEvent event: HostEvent, isEnabled: Bool, towards committedValue: Bool
  ) -> [ButterflyInteractionRecord] {
    let input: ControlInput
    if case .bindingHolds(let value) = event { input = .bindingHolds(value) } else { input = .tick }
    return interactionRecords(answering: input, isEnabled: isEnabled, towards: committedValue)
  }
}
