#if canImport(SwiftUI) && !os(watchOS)
  import ButterflyModel
  import SwiftUI

  /// The root view the UIKit/AppKit controls host: a ``ButterflyButton`` built from
  /// ``ButterflyHostSettings``, reporting back through closures.
  struct ButterflyControlContent: View {
    /// The settings.
    let settings: ButterflyHostSettings
    /// Reads the control's current value (live, not the `settings` snapshot).
    let getIsOn: () -> Bool
    /// Called when the view writes `isOn` (a spin landed).
    let setIsOn: (Bool) -> Void
    /// Called when a user spin begins.
    let spinBegan: () -> Void
    /// Called when a user spin lands on a different value (``ControlCallback/valueChanged(_:)``).
    let valueChanged: (Bool) -> Void
    /// Called with each control event a press sends.
    let pressChanged: (ControlTouchEvent) -> Void
    /// Called with the accessibility value after every transition, and the event it reports.
    let accessibilityChanged: (Bool, ButterflyControlEvent?) -> Void

    var body: some View {
      var button = ButterflyButton(
        isOn: Binding(get: { getIsOn() }, set: { setIsOn($0) }),
        sideLength: settings.effectiveSideLength, labelPlacement: settings.labelPlacement,
        mountStrokeColor: settings.mountStrokeColor.map(Color.init(platform:)),
        mountStrokeWidth: settings.mountStrokeWidth, mountBackground: settings.mountBackground,
        axleOrientation: settings.axleOrientation, axleColor: settings.axleColor.map(Color.init(platform:)),
        medallionTopColor: settings.medallionTopColor.map(Color.init(platform:)),
        medallionBottomColor: settings.medallionBottomColor.map(Color.init(platform:)),
        medallionEdgeColor: settings.medallionEdgeColor.map(Color.init(platform:)),
        medallionTopImage: settings.medallionTopImage.map(Image.init(platform:)),
        medallionBottomImage: settings.medallionBottomImage.map(Image.init(platform:)),
        medallionTopLabel: settings.medallionTopLabel.map { LocalizedStringKey($0) },
        medallionBottomLabel: settings.medallionBottomLabel.map { LocalizedStringKey($0) },
        medallionLabelFont: settings.medallionLabelFont.map(Font.init(platform:)),
        medallionLabelColor: settings.medallionLabelColor.map(Color.init(platform:)),
        medallionStrokeWidth: settings.medallionStrokeWidth,
        spinDecelerationDuration: settings.spinDecelerationDuration,
        enableFlickPhysics: settings.enableFlickPhysics, hapticsEnabled: settings.hapticsEnabled,
        spinTuning: settings.spinTuning, onSpinBegan: spinBegan
      ) {
        if let title = settings.title {
          // Its colour is the palette's title colour (the host's `titleColor`, muted when disabled).
          Text(verbatim: title)
            .font(settings.titleFont.map(Font.init(platform:)))
        }
      }
      button.activationTrigger = settings.activationTrigger
      button.valueChangeAnimates = settings.valueChangeAnimates
      button.isTintDimmed = settings.isTintDimmed
      button.tintOverride = settings.tint
      button.remoteSwipeRequest = settings.remoteSwipeRequest
      button.titleColorOverride = settings.titleColor.map(Color.init(platform:))
      button.hasTitle = !(settings.title ?? "").isEmpty
      button.onValueChanged = valueChanged
      button.onPressChange = pressChanged
      button.onAccessibilityChange = accessibilityChanged
      #if os(macOS)
        button.takesKeyboardFocus = false
      #endif
      return
        button
        .disabled(!settings.isEnabled)
    }
  }
#endif
