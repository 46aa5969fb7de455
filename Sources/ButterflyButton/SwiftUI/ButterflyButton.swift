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

    // Sizing
    /// The mount's side (pt); at least 44, default 60. Scales with Dynamic Type up to 2×.
    public var sideLength: CGFloat
    /// Where the title label sits outside the mount; `.auto` is leading (LTR) / trailing (RTL).
    public var labelPlacement: LabelPlacement

    // Mount
    /// The mount's stroke color; `nil` derives one from the tint with ≥ 3:1 contrast.
    public var mountStrokeColor: Color?
    /// The mount's stroke width (pt), clamped to [1, sideLength / 10]; default 2.
    public var mountStrokeWidth: CGFloat
    /// The mount's fill; default ``MountBackground/systemAutomatic``.
    public var mountBackground: MountBackground

    // Axle
    /// The axle the medallion spins about; default `.horizontal`.
    public var axleOrientation: AxleOrientation
    /// The axle's color; `nil` derives one from the tint.
    public var axleColor: Color?

    // Medallion
    /// The top face's color; `nil` uses the tint.
    public var medallionTopColor: Color?
    /// The bottom face's color; `nil` derives a paler/darker variant of the tint.
    public var medallionBottomColor: Color?
    /// The medallion edge's color; `nil` derives one from the tint.
    public var medallionEdgeColor: Color?
    /// An image on the top face (SF Symbol or asset), above the label.
    public var medallionTopImage: Image?
    /// An image on the bottom face (SF Symbol or asset), above the label.
    public var medallionBottomImage: Image?
    /// The top face's label; default the package's localized "true" (key `ButterflyButton.true`).
    public var medallionTopLabel: LocalizedStringKey
    /// The bottom face's label; default the package's localized "false" (key `ButterflyButton.false`).
    public var medallionBottomLabel: LocalizedStringKey
    /// The face labels' font; `nil` uses `.caption`, which scales with Dynamic Type.
    public var medallionLabelFont: Font?
    /// The face labels' color; `nil` picks black or white per face for ≥ 4.5:1 contrast.
    public var medallionLabelColor: Color?
    /// The medallion edge's stroke width (pt); 2 by default, clamped by the model to [0, 4].
    public var medallionStrokeWidth: CGFloat

    // Animation
    /// How long the spin takes to slow down (s); must be > 0 (0, negative or non-finite → 2 s,
    /// below 0.1 s → 0.1 s, logged).
    public var spinDecelerationDuration: TimeInterval
    /// Whether a drag's release velocity sets the spin's initial speed (otherwise every gesture is
    /// a tap).
    public var enableFlickPhysics: Bool
    /// Whether the landing plays haptic feedback where the platform has it.
    public var hapticsEnabled: Bool

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
    /// Every parameter but `isOn` and `label` has the package's default (``ButterflySettings``).
    /// - Parameters:
    ///   - isOn: The value; written when a spin lands.
    ///   - sideLength: Mount side (pt), ≥ 44; default 60.
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
    ///   - medallionLabelFont: Face label font; default `.caption`.
    ///   - medallionLabelColor: Face label color; default chosen for contrast.
    ///   - medallionStrokeWidth: Edge width (pt), clamped to [0, 4]; default 2.
    ///   - spinDecelerationDuration: Deceleration (s), > 0; default 2.
    ///   - enableFlickPhysics: Flick velocity sets the spin speed; default `true`.
    ///   - hapticsEnabled: Landing haptics; default `true`.
    ///   - onSpinBegan: Called when a user spin begins.
    ///   - onSpinCompleted: Called with the new value when a user spin lands.
    ///   - label: The title.
    public init(
      isOn: Binding<Bool>,
      sideLength: CGFloat = CGFloat(ButterflySettings.sideLength.defaultValue),
      labelPlacement: LabelPlacement = ButterflySettings.labelPlacement.defaultValue,
      mountStrokeColor: Color? = nil,
      mountStrokeWidth: CGFloat = CGFloat(ButterflySettings.mountStrokeWidth.defaultValue),
      mountBackground: MountBackground = .systemAutomatic,
      axleOrientation: AxleOrientation = ButterflySettings.axleOrientation.defaultValue,
      axleColor: Color? = nil,
      medallionTopColor: Color? = nil,
      medallionBottomColor: Color? = nil,
      medallionEdgeColor: Color? = nil,
      medallionTopImage: Image? = nil,
      medallionBottomImage: Image? = nil,
      medallionTopLabel: LocalizedStringKey = ButterflyButtonDefaults.topLabel,
      medallionBottomLabel: LocalizedStringKey = ButterflyButtonDefaults.bottomLabel,
      medallionLabelFont: Font? = nil,
      medallionLabelColor: Color? = nil,
      medallionStrokeWidth: CGFloat = CGFloat(ButterflySettings.medallionStrokeWidth.defaultValue),
      spinDecelerationDuration: TimeInterval = ButterflySettings.spinDecelerationDuration.defaultValue,
      enableFlickPhysics: Bool = ButterflySettings.enableFlickPhysics.defaultValue,
      hapticsEnabled: Bool = ButterflySettings.hapticsEnabled.defaultValue,
      onSpinBegan: (() -> Void)? = nil,
      onSpinCompleted: ((_ isOn: Bool) -> Void)? = nil,
      @ViewBuilder label: () -> Label
    ) {
      _isOn = isOn
      self.sideLength = sideLength
      self.labelPlacement = labelPlacement
      self.mountStrokeColor = mountStrokeColor
      self.mountStrokeWidth = mountStrokeWidth
      self.mountBackground = mountBackground
      self.axleOrientation = axleOrientation
      self.axleColor = axleColor
      self.medallionTopColor = medallionTopColor
      self.medallionBottomColor = medallionBottomColor
      self.medallionEdgeColor = medallionEdgeColor
      self.medallionTopImage = medallionTopImage
      self.medallionBottomImage = medallionBottomImage
      self.medallionTopLabel = medallionTopLabel
      self.medallionBottomLabel = medallionBottomLabel
      self.medallionLabelFont = medallionLabelFont
      self.medallionLabelColor = medallionLabelColor
      self.medallionStrokeWidth = medallionStrokeWidth
      self.spinDecelerationDuration = spinDecelerationDuration
      self.enableFlickPhysics = enableFlickPhysics
      self.hapticsEnabled = hapticsEnabled
      self.onSpinBegan = onSpinBegan
      self.onSpinCompleted = onSpinCompleted
      self.label = label()
      let configuration = ButterflyConfiguration(
        sideLength: Double(sideLength), mountStrokeWidth: Double(mountStrokeWidth),
        labelPlacement: labelPlacement, axleOrientation: axleOrientation,
        spinDecelerationDuration: spinDecelerationDuration, enableFlickPhysics: enableFlickPhysics,
        hapticsEnabled: hapticsEnabled)
      // Dynamic Type is not known yet (`@ScaledMetric` is read in `body`): the driver's layout for
      // scale 1 is replaced by the scaled layout on appear and whenever the layout changes.
      let driver = ControlDriver(
        isOn: isOn.wrappedValue, layout: ButterflyLayout(configuration: configuration),
        enableFlickPhysics: enableFlickPhysics, hapticsEnabled: hapticsEnabled)
      _driver = State(initialValue: driver)
      _clock = State(initialValue: driver.clock.target)
    }

    /// The clamped configuration the model derives from the properties.
    var configuration: ButterflyConfiguration {
      ButterflyConfiguration(
        sideLength: Double(sideLength), mountStrokeWidth: Double(mountStrokeWidth),
        labelPlacement: labelPlacement, axleOrientation: axleOrientation,
        spinDecelerationDuration: spinDecelerationDuration, enableFlickPhysics: enableFlickPhysics,
        hapticsEnabled: hapticsEnabled)
    }
  }

  extension ButterflyButton where Label == EmptyView {
    /// Creates a ButterflyButton without a title label (give it an `accessibilityLabel`).
    /// - Parameter isOn: The value; written when a spin lands.
    public init(isOn: Binding<Bool>) {
      self.init(isOn: isOn) { EmptyView() }
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

  /// Default values of ``ButterflyButton``'s parameters.
  public enum ButterflyButtonDefaults {
    /// The top face's default label key, `ButterflyButton.true`, looked up in the package's bundle.
    public static var topLabel: LocalizedStringKey { LocalizedStringKey(ButterflyStringKey.topLabel.rawValue) }
    /// The bottom face's default label key, `ButterflyButton.false`, looked up in the package's bundle.
    public static var bottomLabel: LocalizedStringKey {
      LocalizedStringKey(ButterflyStringKey.bottomLabel.rawValue)
    }

    /// The package's own key a label key stands for, if any (`LocalizedStringKey` is opaque, so it
    /// is recognised by comparison).
    /// - Parameter key: The label key.
    /// - Returns: The package key's raw value, or `nil` for an app key.
    static func packageKey(for key: LocalizedStringKey) -> String? {
      ButterflyStringKey.allCases.first { LocalizedStringKey($0.rawValue) == key }?.rawValue
    }

    /// The bundle holding a face label's translation, as the model's
    /// ``ButterflyStrings/table(forLabelKey:)`` decides.
    /// - Parameter key: The label key.
    /// - Returns: The package's string bundle (``ButterflyStrings/bundle``) or `nil` (main bundle).
    static func bundle(for key: LocalizedStringKey) -> Bundle? {
      switch ButterflyStrings.table(forLabelKey: packageKey(for: key)) {
      case .package: return ButterflyStrings.bundle
      case .app: return nil
      }
    }
  }
#endif
