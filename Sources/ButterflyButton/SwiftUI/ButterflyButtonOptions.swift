#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  /// Settings of ``ButterflyButton`` that may or may not be set: `nil` is "not set here".
  ///
  /// The same value describes what a ``ButterflyButton`` was given and what the `.butterfly…`
  /// environment modifiers set for a subtree (`EnvironmentValues/butterflyButtonOptions`). Each
  /// setting is resolved by the model's precedence (`ButterflySettingSource`): the button's own
  /// value, else the nearest modifier's, else the default — so `Toggle(…).toggleStyle(.butterfly)`
  /// users, and whole screens of controls, set everything the view takes:
  ///
  /// ```swift
  /// Form {
  ///     Toggle("Wi-Fi", isOn: $wifi)
  ///     Toggle("Bluetooth", isOn: $bluetooth)
  /// }
  /// .toggleStyle(.butterfly)
  /// .butterflyColors(medallionTop: .green, medallionBottom: .gray)
  /// .butterflyMedallionLabels(top: "On", bottom: "Off")
  /// .butterflySpinDecelerationDuration(1)
  /// ```
  ///
  /// A new setting follows the same pattern: a field here, one line in ``merged(over:)``, and a
  /// modifier that sets the field with `transformEnvironment(\.butterflyButtonOptions)`.
  public struct ButterflyButtonOptions {
    /// Mount side (pt); unset: the control size's side (`.controlSize(_:)`, ``ButterflyControlSize``).
    public var sideLength: CGFloat?
    /// Title placement.
    public var labelPlacement: LabelPlacement?
    /// Mount stroke colour.
    public var mountStrokeColor: Color?
    /// Mount stroke width (pt).
    public var mountStrokeWidth: CGFloat?
    /// Mount fill.
    public var mountBackground: MountBackground?
    /// The axle.
    public var axleOrientation: AxleOrientation?
    /// Axle colour.
    public var axleColor: Color?
    /// Top face colour.
    public var medallionTopColor: Color?
    /// Bottom face colour.
    public var medallionBottomColor: Color?
    /// Edge colour.
    public var medallionEdgeColor: Color?
    /// Top face image.
    public var medallionTopImage: Image?
    /// Bottom face image.
    public var medallionBottomImage: Image?
    /// Top face label.
    public var medallionTopLabel: LocalizedStringKey?
    /// Bottom face label.
    public var medallionBottomLabel: LocalizedStringKey?
    /// Face label font.
    public var medallionLabelFont: Font?
    /// Face label colour.
    public var medallionLabelColor: Color?
    /// Edge width (pt).
    public var medallionStrokeWidth: CGFloat?
    /// Spin deceleration duration (s).
    public var spinDecelerationDuration: TimeInterval?
    /// Whether flick velocity sets the spin speed.
    public var enableFlickPhysics: Bool?
    /// Whether haptics play.
    public var hapticsEnabled: Bool?
    /// The spin's feel (tap speed, deceleration shape, landing spring).
    public var spinTuning: SpinTuning?

    /// Nothing set.
    public init() {}

    /// These options over others: each field this value sets wins, the others come from `base`
    /// (``ButterflySettingSource/resolve(explicit:environment:)``).
    /// - Parameter base: The options underneath (the environment's).
    /// - Returns: The merged options.
    public func merged(over base: ButterflyButtonOptions) -> ButterflyButtonOptions {
      func pick<Value>(_ field: KeyPath<ButterflyButtonOptions, Value?>) -> Value? {
        ButterflySettingSource.resolve(explicit: self[keyPath: field], environment: base[keyPath: field])
      }
      var merged = ButterflyButtonOptions()
      merged.sideLength = pick(\.sideLength)
      merged.labelPlacement = pick(\.labelPlacement)
      merged.mountStrokeColor = pick(\.mountStrokeColor)
      merged.mountStrokeWidth = pick(\.mountStrokeWidth)
      merged.mountBackground = pick(\.mountBackground)
      merged.axleOrientation = pick(\.axleOrientation)
      merged.axleColor = pick(\.axleColor)
      merged.medallionTopColor = pick(\.medallionTopColor)
      merged.medallionBottomColor = pick(\.medallionBottomColor)
      merged.medallionEdgeColor = pick(\.medallionEdgeColor)
      merged.medallionTopImage = pick(\.medallionTopImage)
      merged.medallionBottomImage = pick(\.medallionBottomImage)
      merged.medallionTopLabel = pick(\.medallionTopLabel)
      merged.medallionBottomLabel = pick(\.medallionBottomLabel)
      merged.medallionLabelFont = pick(\.medallionLabelFont)
      merged.medallionLabelColor = pick(\.medallionLabelColor)
      merged.medallionStrokeWidth = pick(\.medallionStrokeWidth)
      merged.spinDecelerationDuration = pick(\.spinDecelerationDuration)
      merged.enableFlickPhysics = pick(\.enableFlickPhysics)
      merged.hapticsEnabled = pick(\.hapticsEnabled)
      merged.spinTuning = pick(\.spinTuning)
      return merged
    }
  }

  extension EnvironmentValues {
    /// What the `.butterfly…` modifiers above a view set for every ``ButterflyButton`` (and
    /// `ButterflyToggleStyle`) inside it; nothing by default.
    public var butterflyButtonOptions: ButterflyButtonOptions {
      get { self[ButterflyButtonOptionsKey.self] }
      set { self[ButterflyButtonOptionsKey.self] = newValue }
    }
  }

  /// The environment key behind ``SwiftUI/EnvironmentValues/butterflyButtonOptions``.
  private struct ButterflyButtonOptionsKey: EnvironmentKey {
    static var defaultValue: ButterflyButtonOptions { ButterflyButtonOptions() }
  }
#endif
