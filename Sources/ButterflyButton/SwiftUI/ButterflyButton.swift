#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  /// A toggle whose coin-like medallion spins around an axle and lands on its other face.
  ///
  /// ```swift
  /// @State private var isOn = false
  ///
  /// ButterflyButton(isOn: $isOn, axleOrientation: .vertical,
  ///                 onSpinCompleted: { newValue in print(newValue) }) {
  ///     Text("Butterfly")
  /// }
  /// ```
  ///
  /// Tap, click (a Siri Remote click too; its swipes move focus), flick (drag velocity), Space/Return,
  /// or the accessibility action flip the medallion; in a scroll view scrolling never flips it (see
  /// `butterflyScrollContext(_:)`). The spin follows the physics planned by
  /// `ButterflyPhysics`: quick start, smooth deceleration over ``spinDecelerationDuration``, landing
  /// on the opposite face; a gesture ending in the top half spins top→bottom, in the bottom half
  /// bottom→top. `isOn` is written, and ``onSpinCompleted`` called, when the medallion lands.
  /// Changing `isOn` from outside shows the new face at once, like `UISwitch.isOn`; when the change's
  /// transaction animates (`withAnimation { isOn.toggle() }`) the medallion spins to it instead.
  /// Neither calls the callbacks; a person's tap or flick always spins.
  ///
  /// Every decision (sizes and clamps, layout, colors and contrast, accessibility text, gesture
  /// meaning, the spin itself) comes from the portable model; this view only draws its answers.
  /// Out-of-range values never throw: they are clamped and logged with `os.Logger`
  /// (see ``ButterflyButtonLogging``).
  public struct ButterflyButton<Label: View>: View {
    /// The toggle's value: `true` shows the top face, `false` the bottom face.
    @Binding public var isOn: Bool

    /// What this button was given; `nil` fields come from the environment's `.butterfly…`
    /// modifiers, then the defaults (``ButterflyButtonOptions``). The effective values are the
    /// properties of the same names (`sideLength`, `medallionTopColor`, …; `ButterflyButton+Options`).
    let given: ButterflyButtonOptions

    // Events
    /// Called when a user-initiated spin begins.
    public var onSpinBegan: (() -> Void)?
    /// Called once when a user-initiated spin lands, with the new value of `isOn`.
    public var onSpinCompleted: ((_ isOn: Bool) -> Void)?

    /// The title label, drawn outside the mount.
    let label: Label

    /// Incremented by the UIKit/AppKit controls to activate the control as the user would (their
    /// `accessibilityActivate()` / `performClick`).
    var activationTrigger = 0
    /// Set by the UIKit control when the system dims its tint (`tintAdjustmentMode == .dimmed`).
    var isTintDimmed = false
    /// The hosting control's tint (UIKit `tintColor`, AppKit `controlAccentColor`); `nil` uses the
    /// environment's accent color.
    var tintOverride: Color?
    /// Set by the UIKit control on tvOS: a Siri Remote swipe across the axle to flick with
    /// (``RemoteSwipeBehavior/flicksAcrossAxle``).
    var remoteSwipeRequest = RemoteSwipeRequest()
    /// The UIKit/AppKit controls' `titleColor`, drawn through the palette (muted when disabled).
    var titleColorOverride: Color?
    /// Whether a title is drawn (input to the model's accessibility rules): `Label` is not
    /// `EmptyView`; the UIKit/AppKit controls set it from their `title` string.
    var hasTitle = Label.self != EmptyView.self
    /// Called by the UIKit/AppKit controls' content when a spin lands on a different value
    /// (``ControlCallback/valueChanged(_:)``).
    var onValueChanged: ((Bool) -> Void)?
    /// Called by the UIKit/AppKit controls' content when the press highlight or the gesture changes
    /// (their control events).
    var onPressChange: ((ControlTouchEvent) -> Void)?
    /// Called by the UIKit/AppKit controls' content with the accessibility value after every
    /// input (``ControlDriver/accessibilityIsOn``) and the event it reports.
    var onAccessibilityChange: ((Bool, ButterflyControlEvent?) -> Void)?
    /// Set by the UIKit/AppKit controls: whether their latest change of `isOn` animates
    /// (`setOn(_:animated:)`); `nil` reads the change's transaction.
    var valueChangeAnimates: Bool?
    /// Whether the mount takes keyboard focus; the AppKit control takes it itself.
    var takesKeyboardFocus = true

    /// The model's driver: the state machine, the spin clock and the motion.
    @State var driver: ControlDriver
    /// The spin clock SwiftUI animates (``ControlDriver/clock``): the medallion draws the driver's
    /// motion at `clock − driver.clock.origin`.
    @State var clock: Double
    /// Whether the latest change of `isOn` came in a transaction that animates.
    @State var valueChange = ValueChangeTransaction()
    @GestureState var isPressed = false
    @State var isHovered = false
    @State var feedback = ControlFeedbackTick()
    @State var titleWidth: Double?
    @State var dragStart: DragStart?
    @FocusState var isFocused: Bool
    @ScaledMetric(relativeTo: .body) var dynamicTypeScale: CGFloat = 1
    @Environment(\.self) var environment

    /// Creates a ButterflyButton.
    ///
    /// Every parameter but `isOn` and `label` is optional: one left out (`nil`) comes from the
    /// nearest `.butterfly…` environment modifier above the button (``ButterflyButtonOptions``),
    /// else the package's default; the side length, else, from `.controlSize(_:)`
    /// (``ButterflyControlSize``: regular is 60 pt).
    /// - Parameters:
    ///   - isOn: The value; written when a spin lands.
    ///   - sideLength: Mount side (pt), ≥ 44; default from the control size (60 pt at `.regular`).
    ///   - labelPlacement: Title placement; default `.auto`.
    ///   - mountStrokeColor: Mount stroke color; default derived.
    ///   - mountStrokeWidth: Mount stroke (pt), clamped to [1, side/10]; default 2.
    ///   - mountBackground: Mount fill; default `.systemAutomatic`.
    ///   - axleOrientation: Axle; default `.horizontal`.
    ///   - axleColor: Axle color; default derived.
    ///   - medallionTopColor: Top face color; default the tint.
    ///   - medallionBottomColor: Bottom face color; default derived.
    ///   - medallionEdgeColor: Edge color; default derived.
    ///   - medallionTopImage: Top face image.
    ///   - medallionBottomImage: Bottom face image.
    ///   - medallionTopLabel: Top face label; default localized "true".
    ///   - medallionBottomLabel: Bottom face label; default localized "false".
    ///   - medallionLabelFont: Face label font; `nil` (the default) draws the model's `.caption` at regular weight, sized by the model (``ButterflyFont``, ``FaceFrame/maximumLabelPointSize``); a `Font` given here is drawn as given, shrinking to 0.3 of its size to fit.
    ///   - medallionLabelColor: Face label color; default chosen for contrast.
    ///   - medallionStrokeWidth: Edge width (pt), clamped to [0, 4]; default 2.
    ///   - spinDecelerationDuration: Deceleration (s), > 0; default 2.
    ///   - enableFlickPhysics: Flick velocity sets the spin speed; default `true`.
    ///   - hapticsEnabled: Haptics; default `true`.
    ///   - spinTuning: The spin's feel (tap speed, deceleration shape, landing spring); default the
    ///     environment's (`.butterflySpinTuning(_:)`), else ``SpinTuning/standard``.
    ///   - onSpinBegan: Called when a user spin begins.
    ///   - onSpinCompleted: Called with the new value when a user spin lands.
    ///   - label: The title.
    public init(
      isOn: Binding<Bool>,
      sideLength: CGFloat? = nil,
      labelPlacement: LabelPlacement? = nil,
      mountStrokeColor: Color? = nil,
      mountStrokeWidth: CGFloat? = nil,
      mountBackground: MountBackground? = nil,
      axleOrientation: AxleOrientation? = nil,
      axleColor: Color? = nil,
      medallionTopColor: Color? = nil,
      medallionBottomColor: Color? = nil,
      medallionEdgeColor: Color? = nil,
      medallionTopImage: Image? = nil,
      medallionBottomImage: Image? = nil,
      medallionTopLabel: LocalizedStringKey? = nil,
      medallionBottomLabel: LocalizedStringKey? = nil,
      medallionLabelFont: Font? = nil,
      medallionLabelColor: Color? = nil,
      medallionStrokeWidth: CGFloat? = nil,
      spinDecelerationDuration: TimeInterval? = nil,
      enableFlickPhysics: Bool? = nil,
      hapticsEnabled: Bool? = nil,
      spinTuning: SpinTuning? = nil,
      onSpinBegan: (() -> Void)? = nil,
      onSpinCompleted: ((_ isOn: Bool) -> Void)? = nil,
      @ViewBuilder label: () -> Label
    ) {
      _isOn = isOn
      var given = ButterflyButtonOptions()
      given.sideLength = sideLength
      given.labelPlacement = labelPlacement
      given.mountStrokeColor = mountStrokeColor
      given.mountStrokeWidth = mountStrokeWidth
      given.mountBackground = mountBackground
      given.axleOrientation = axleOrientation
      given.axleColor = axleColor
      given.medallionTopColor = medallionTopColor
      given.medallionBottomColor = medallionBottomColor
      given.medallionEdgeColor = medallionEdgeColor
      given.medallionTopImage = medallionTopImage
      given.medallionBottomImage = medallionBottomImage
      given.medallionTopLabel = medallionTopLabel
      given.medallionBottomLabel = medallionBottomLabel
      given.medallionLabelFont = medallionLabelFont
      given.medallionLabelColor = medallionLabelColor
      given.medallionStrokeWidth = medallionStrokeWidth
      given.spinDecelerationDuration = spinDecelerationDuration
      given.enableFlickPhysics = enableFlickPhysics
      given.hapticsEnabled = hapticsEnabled
      given.spinTuning = spinTuning
      self.given = given
      self.onSpinBegan = onSpinBegan
      self.onSpinCompleted = onSpinCompleted
      self.label = label()
      // The environment is not known yet either: the given values over the defaults.
      let configuration = Self.configuration(
        given.merged(over: ButterflyButtonOptions()), controlSize: ButterflyControlSize.regular)
      // Dynamic Type is not known yet (`@ScaledMetric` is read in `body`): the driver's layout for
      // scale 1 is replaced by the scaled layout on appear and whenever the layout changes.
      let driver = ControlDriver(
        isOn: isOn.wrappedValue, layout: ButterflyLayout(configuration: configuration),
        enableFlickPhysics: configuration.enableFlickPhysics, hapticsEnabled: configuration.hapticsEnabled)
      _driver = State(initialValue: driver)
      _clock = State(initialValue: driver.clock.target)
    }

    /// The clamped configuration the model derives from the effective settings.
    var configuration: ButterflyConfiguration {
      Self.configuration(options, controlSize: controlSize)
    }

    /// The environment's control size (`.controlSize(_:)`); regular on tvOS, which has none.
    var controlSize: ButterflyControlSize {
      #if os(tvOS)
        return .regular
      #else
        return ButterflyControlSize(environment.controlSize)
      #endif
    }

    /// The clamped configuration for resolved options: each unset one takes its default, the side
    /// the control size's (``ButterflyControlSize/sideLength(requested:)``).
    /// - Parameters:
    ///   - options: The options (given over the environment's).
    ///   - controlSize: The control size.
    /// - Returns: The configuration.
    static func configuration(
      _ options: ButterflyButtonOptions, controlSize: ButterflyControlSize
    ) -> ButterflyConfiguration {
      ButterflyConfiguration(
        sideLength: controlSize.sideLength(requested: options.sideLength.map(Double.init)),
        mountStrokeWidth: options.mountStrokeWidth.map(Double.init) ?? ButterflySettings.mountStrokeWidth.defaultValue,
        labelPlacement: options.labelPlacement ?? ButterflySettings.labelPlacement.defaultValue,
        axleOrientation: options.axleOrientation ?? ButterflySettings.axleOrientation.defaultValue,
        spinDecelerationDuration: options.spinDecelerationDuration
          ?? ButterflySettings.spinDecelerationDuration.defaultValue,
        enableFlickPhysics: options.enableFlickPhysics ?? ButterflySettings.enableFlickPhysics.defaultValue,
        hapticsEnabled: options.hapticsEnabled ?? ButterflySettings.hapticsEnabled.defaultValue,
        spinTuning: options.spinTuning ?? .standard)
    }
  }

  extension ButterflyButton where Label == EmptyView {
    /// Creates a ButterflyButton without a title label (give it an `accessibilityLabel`; VoiceOver
    /// otherwise names it by its value). Every parameter is the one of
    /// ``init(isOn:sideLength:labelPlacement:mountStrokeColor:mountStrokeWidth:mountBackground:axleOrientation:axleColor:medallionTopColor:medallionBottomColor:medallionEdgeColor:medallionTopImage:medallionBottomImage:medallionTopLabel:medallionBottomLabel:medallionLabelFont:medallionLabelColor:medallionStrokeWidth:spinDecelerationDuration:enableFlickPhysics:hapticsEnabled:spinTuning:onSpinBegan:onSpinCompleted:label:)``
    /// of the same name, with the same defaults.
    public init(
      isOn: Binding<Bool>, sideLength: CGFloat? = nil, labelPlacement: LabelPlacement? = nil,
      mountStrokeColor: Color? = nil, mountStrokeWidth: CGFloat? = nil, mountBackground: MountBackground? = nil,
      axleOrientation: AxleOrientation? = nil, axleColor: Color? = nil, medallionTopColor: Color? = nil,
      medallionBottomColor: Color? = nil, medallionEdgeColor: Color? = nil, medallionTopImage: Image? = nil,
      medallionBottomImage: Image? = nil, medallionTopLabel: LocalizedStringKey? = nil,
      medallionBottomLabel: LocalizedStringKey? = nil, medallionLabelFont: Font? = nil,
      medallionLabelColor: Color? = nil, medallionStrokeWidth: CGFloat? = nil,
      spinDecelerationDuration: TimeInterval? = nil, enableFlickPhysics: Bool? = nil, hapticsEnabled: Bool? = nil,
      spinTuning: SpinTuning? = nil, onSpinBegan: (() -> Void)? = nil,
      onSpinCompleted: ((_ isOn: Bool) -> Void)? = nil
    ) {
      self.init(
        isOn: isOn, sideLength: sideLength, labelPlacement: labelPlacement, mountStrokeColor: mountStrokeColor,
        mountStrokeWidth: mountStrokeWidth, mountBackground: mountBackground, axleOrientation: axleOrientation,
        axleColor: axleColor, medallionTopColor: medallionTopColor, medallionBottomColor: medallionBottomColor,
        medallionEdgeColor: medallionEdgeColor, medallionTopImage: medallionTopImage,
        medallionBottomImage: medallionBottomImage, medallionTopLabel: medallionTopLabel,
        medallionBottomLabel: medallionBottomLabel, medallionLabelFont: medallionLabelFont,
        medallionLabelColor: medallionLabelColor, medallionStrokeWidth: medallionStrokeWidth,
        spinDecelerationDuration: spinDecelerationDuration, enableFlickPhysics: enableFlickPhysics,
        hapticsEnabled: hapticsEnabled, spinTuning: spinTuning, onSpinBegan: onSpinBegan,
        onSpinCompleted: onSpinCompleted
      ) { EmptyView() }
    }
  }

  /// The haptic to play, changing once per event that plays one (the feedback trigger).
  struct ControlFeedbackTick: Equatable {
    /// Counts the events that played feedback.
    var count = 0
    /// The model's haptic for the latest one.
    var kind: ButterflyFeedback?
  }

  /// Where and when the current drag began (its duration is reported to the model).
  struct DragStart: Equatable {
    /// The drag's start location (local coordinates).
    var location: CGPoint
    /// The monotonic time it began (s).
    var time: Double
  }

  /// A Siri Remote swipe the UIKit control asks the hosted view to flick with; changes once per swipe.
  struct RemoteSwipeRequest: Equatable {
    /// Counts the swipes.
    var count = 0
    /// The latest swipe's direction.
    var direction: RemoteDirection?

    /// Records one swipe.
    /// - Parameter direction: Its direction.
    mutating func send(_ direction: RemoteDirection) {
      count += 1
      self.direction = direction
    }
  }
#endif
