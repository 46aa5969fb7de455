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
  /// bottom→top. `isOn` is written when the person acts, as a `Toggle` writes it (Apple,
  /// `ToggleStyleConfiguration.isOn`: "Write this value when the user takes an action that's meant
  /// to change the state of the toggle"); the spin shows the change, and ``onSpinCompleted`` is
  /// called when the medallion lands. Every activation during a spin toggles the value again and
  /// re-plans the spin, so the face at rest always equals `isOn`.
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
    /// Called when a user-initiated spin begins; `isOn` already holds the new value.
    public var onSpinBegan: (() -> Void)?
    /// Called once when a user-initiated spin lands, with the value of `isOn` (written when the
    /// person acted).
    public var onSpinCompleted: ((_ isOn: Bool) -> Void)?

    /// The title label, drawn outside the mount.
    let label: Label

    /// The store the UIKit/AppKit control shares with this view (``ButterflyControlStore``): events
    /// from the control and from this view reach the same owner. `nil` for a SwiftUI button, which
    /// owns ``ownStore``.
    var hostStore: ButterflyControlStore?
    /// The hosting control's tint (UIKit `tintColor`, AppKit `controlAccentColor`); `nil` uses the
    /// environment's accent color.
    var tintOverride: Color?
    /// The UIKit/AppKit controls' `titleColor`, drawn through the palette (muted when disabled).
    var titleColorOverride: Color?
    /// Whether a title is drawn (input to the model's accessibility rules): `Label` is not
    /// `EmptyView`; the UIKit/AppKit controls set it from their `title` string.
    var hasTitle = Label.self != EmptyView.self
    /// Whether the mount takes keyboard focus; the AppKit control takes it itself.
    var takesKeyboardFocus = true

    /// The store this button owns when no control hosts it.
    @State var ownStore: ButterflyControlStore
    /// Whether the latest change of `isOn` came in a transaction that animates.
    @State var valueChange = ValueChangeTransaction()
    /// Whether a drag is under way; SwiftUI resets it when the drag ends or is cancelled (a scroll
    /// view, an alert or the system took the touch), the only sign of a cancellation it gives.
    @GestureState var dragIsActive = false
    @State var isHovered = false
    @State var titleWidth: Double?
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
    ///   - isOn: The value; written when the person taps, flicks or activates the control.
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
    ///   - onSpinBegan: Called when a user spin begins (after `isOn` was written).
    ///   - onSpinCompleted: Called with the value when a user spin lands.
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
      // Dynamic Type is not known yet (`@ScaledMetric` is read in `body`): the owner's layout for
      // scale 1 is replaced by the scaled layout on appear and whenever the layout changes.
      _ownStore = State(
        initialValue: ButterflyControlStore(
          isOn: isOn.wrappedValue,
          configuration: ControlOwner.Configuration(
            layout: ButterflyLayout(configuration: configuration), enableFlickPhysics: configuration.enableFlickPhysics,
            hapticsEnabled: configuration.hapticsEnabled)))
    }

    /// The control's store: the hosting control's, else this button's own.
    var store: ButterflyControlStore { hostStore ?? ownStore }

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
  struct ControlFeedbackTick: Equatable, Sendable {
    /// Counts the events that played feedback.
    var count = 0
    /// The model's haptic for the latest one.
    var kind: ButterflyFeedback?
  }

#endif
