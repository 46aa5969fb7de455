#if canImport(SwiftUI) && !os(watchOS)
  import ButterflyModel
  import SwiftUI

  /// The root view the UIKit/AppKit controls host: a ``ButterflyButton`` built from
  /// ``ButterflyHostSettings``, sharing the control's store (its events and the control's reach the
  /// same owner).
  struct ButterflyControlContent: View {
    /// The settings.
    let settings: ButterflyHostSettings
    /// The control's store.
    let store: ButterflyControlStore
    /// The control's tint, or `nil` for the accent color.
    let tint: Color?

    var body: some View {
      var button = ButterflyButton(
        isOn: Binding(get: { store.owner.isOn }, set: { _ in }),
        sideLength: settings.sideLength(for: store.owner.controlSize), labelPlacement: settings.labelPlacement,
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
        spinTuning: settings.spinTuning
      ) {
        if let title = settings.title {
          // Its colour is the palette's title colour (the host's `titleColor`, muted when disabled).
          Text(verbatim: title)
            .font(settings.titleFont.map(Font.init(platform:)))
        }
      }
      button.hostStore = store
      button.tintOverride = tint
      button.titleColorOverride = settings.titleColor.map(Color.init(platform:))
      button.hasTitle = !(settings.title ?? "").isEmpty
      #if os(macOS)
        button.takesKeyboardFocus = false
      #endif
      return
        button
        .disabled(!store.owner.isEnabled)
    }
  }
#endif
