#if canImport(SwiftUI)
  import ButterflyModel
  import SwiftUI

  /// The settings the UIKit and AppKit controls pass to the hosted ``ButterflyButton``.
  struct ButterflyControlSettings {
    /// The value shown at rest.
    var isOn = false
    /// The title, or `nil` for none.
    var title: String?
    /// Mount side (pt).
    var sideLength: CGFloat = CGFloat(ButterflySettings.sideLength.defaultValue)
    /// Title placement.
    var labelPlacement: LabelPlacement = ButterflySettings.labelPlacement.defaultValue
    /// Axle.
    var axleOrientation: AxleOrientation = ButterflySettings.axleOrientation.defaultValue
    /// Mount stroke width (pt).
    var mountStrokeWidth: CGFloat = CGFloat(ButterflySettings.mountStrokeWidth.defaultValue)
    /// Mount stroke color.
    var mountStrokeColor: Color?
    /// Mount fill.
    var mountBackground: MountBackground = .systemAutomatic
    /// Axle color.
    var axleColor: Color?
    /// Top face color.
    var medallionTopColor: Color?
    /// Bottom face color.
    var medallionBottomColor: Color?
    /// Edge color.
    var medallionEdgeColor: Color?
    /// Face label color.
    var medallionLabelColor: Color?
    /// Top face image.
    var medallionTopImage: Image?
    /// Bottom face image.
    var medallionBottomImage: Image?
    /// Top face label (`nil`: the package's localized "true").
    var medallionTopLabel: String?
    /// Bottom face label (`nil`: the package's localized "false").
    var medallionBottomLabel: String?
    /// Deceleration (s).
    var spinDecelerationDuration: TimeInterval = ButterflySettings.spinDecelerationDuration.defaultValue
    /// Flick physics.
    var enableFlickPhysics = ButterflySettings.enableFlickPhysics.defaultValue
    /// Haptics.
    var hapticsEnabled = ButterflySettings.hapticsEnabled.defaultValue
    /// Whether the control accepts input.
    var isEnabled = true
    /// Dimmed by the system (UIKit tint adjustment).
    var isTintDimmed = false
    /// The control's tint.
    var tint: Color?
    /// Incremented to activate as the user would.
    var activationTrigger = 0

    /// The model's accessibility description for the control element (title, face labels, value).
    /// - Parameters:
    ///   - isEnabled: Whether the control is enabled.
    ///   - platform: The platform (selects the hint).
    ///   - language: The language for the package's strings.
    /// - Returns: The description both controls map to their accessibility API.
    func accessibility(
      isEnabled: Bool, platform: ButterflyPlatform = .current, language: String = Locale.current.identifier
    ) -> ButterflyAccessibility {
      ButterflyAccessibility(
        title: title ?? "", topLabel: medallionTopLabel, bottomLabel: medallionBottomLabel, isOn: isOn,
        isEnabled: isEnabled, platform: platform, language: language)
    }
  }

  /// The root view the UIKit/AppKit controls host: a ``ButterflyButton`` built from
  /// ``ButterflyControlSettings``, reporting back through closures.
  struct ButterflyControlContent: View {
    /// The settings.
    let settings: ButterflyControlSettings
    /// Reads the control's current value (live, not the `settings` snapshot: the view reads the
    /// binding back after writing it to detect a refused write).
    let getIsOn: () -> Bool
    /// Called when the view writes `isOn` (a spin landed).
    let setIsOn: (Bool) -> Void
    /// Called when a user spin begins.
    let spinBegan: () -> Void
    /// Called once when a user spin lands, with the landed value (even if unchanged).
    let spinCompleted: (Bool) -> Void
    /// Called when a user spin lands on a different value (``SpinTransition/valueChanged``).
    let valueChanged: (Bool) -> Void

    var body: some View {
      var button = ButterflyButton(
        isOn: Binding(get: { getIsOn() }, set: { setIsOn($0) }),
        sideLength: settings.sideLength, labelPlacement: settings.labelPlacement,
        mountStrokeColor: settings.mountStrokeColor, mountStrokeWidth: settings.mountStrokeWidth,
        mountBackground: settings.mountBackground, axleOrientation: settings.axleOrientation,
        axleColor: settings.axleColor, medallionTopColor: settings.medallionTopColor,
        medallionBottomColor: settings.medallionBottomColor,
        medallionEdgeColor: settings.medallionEdgeColor,
        medallionTopImage: settings.medallionTopImage,
        medallionBottomImage: settings.medallionBottomImage,
        medallionTopLabel: settings.medallionTopLabel.map { LocalizedStringKey($0) }
          ?? ButterflyButtonDefaults.topLabel,
        medallionBottomLabel: settings.medallionBottomLabel.map { LocalizedStringKey($0) }
          ?? ButterflyButtonDefaults.bottomLabel,
        medallionLabelColor: settings.medallionLabelColor,
        spinDecelerationDuration: settings.spinDecelerationDuration,
        enableFlickPhysics: settings.enableFlickPhysics, hapticsEnabled: settings.hapticsEnabled,
        onSpinBegan: spinBegan, onSpinCompleted: spinCompleted
      ) {
        if let title = settings.title { Text(verbatim: title) }
      }
      button.activationTrigger = settings.activationTrigger
      button.isTintDimmed = settings.isTintDimmed
      button.tintOverride = settings.tint
      button.hasTitle = !(settings.title ?? "").isEmpty
      button.onValueChanged = valueChanged
      return button.disabled(!settings.isEnabled)
    }
  }
#endif
