#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  /// Reading the environment into the portable model's inputs, and the model's answers back out.
  @MainActor
  extension ButterflyButton {
    /// The accessibility display settings, read from the environment.
    var displaySettings: ButterflyDisplaySettings {
      ButterflyDisplaySettings(
        isDark: environment.colorScheme == .dark,
        increaseContrast: environment.colorSchemeContrast == .increased,
        reduceMotion: reduceMotion,
        reduceTransparency: environment.accessibilityReduceTransparency,
        differentiateWithoutColor: environment.accessibilityDifferentiateWithoutColor,
        buttonShapes: environment.accessibilityShowButtonShapes)
    }

    /// Whether Reduce Motion is on (a spin then swaps faces).
    var reduceMotion: Bool { environment.accessibilityReduceMotion }

    /// The tint the palette derives from, by the model's precedence (``TintSource``).
    var tint: Color {
      TintSource.choose(host: tintOverride, declared: environment.butterflyTint, accent: Color.accentColor).color
    }

    /// The momentary interaction states.
    var interactionState: ButterflyInteractionState {
      var state: ButterflyInteractionState = []
      if store.owner.isPressed { state.insert(.pressed) }
      if !environment.isEnabled { state.insert(.disabled) }
      if isFocused { state.insert(.focused) }
      if isHovered { state.insert(.hovered) }
      if store.owner.isTintDimmed { state.insert(.tintDimmed) }
      return state
    }

    /// The model's visual parameters for the current states and settings.
    var visualState: ButterflyVisualState {
      ButterflyVisualState(state: interactionState, settings: displaySettings)
    }

    /// The language direction as the model spells it.
    var modelLayoutDirection: ButterflyLayoutDirection {
      environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The model's layout (Dynamic Type-scaled mount, axle, medallion, title side, hit target).
    var layout: ButterflyLayout {
      ButterflyLayout(
        configuration: configuration, layoutDirection: modelLayoutDirection,
        dynamicTypeScale: Double(dynamicTypeScale))
    }

    /// The developer's colors, resolved for the palette's contrast checks.
    var colorOverrides: ButterflyColorOverrides {
      func resolve(_ color: Color?) -> SRGBColor? {
        color.map { SRGBColor(resolving: $0, in: environment) }
      }
      var overrides = ButterflyColorOverrides(
        mountStroke: resolve(mountStrokeColor), mountBackground: mountBackground.style(in: environment),
        axle: resolve(axleColor), medallionTop: resolve(medallionTopColor),
        medallionBottom: resolve(medallionBottomColor), medallionEdge: resolve(medallionEdgeColor),
        medallionLabel: resolve(medallionLabelColor))
      overrides.title = resolve(titleColorOverride)
      return overrides
    }

    /// The model's scene: everything the drawn frame depends on but the time, with the platform's
    /// semantic colours resolved in this environment for the palette's contrast checks. The title is drawn by
    /// the label view in a stack, and the face labels by `Text` with their keys, so neither is
    /// measured here; the spin clock picks the time (``MedallionView``).
    var controlScene: ControlScene {
      var scene = ControlScene(
        configuration: configuration, displaySettings: displaySettings, interactionState: interactionState,
        layoutDirection: modelLayoutDirection, dynamicTypeScale: Double(dynamicTypeScale),
        tint: DynamicColor(constant: SRGBColor(resolving: tint, in: environment)),
        colors: colorOverrides, topFace: ControlFaceContent(label: "", hasImage: medallionTopImage != nil),
        bottomFace: ControlFaceContent(label: "", hasImage: medallionBottomImage != nil),
        medallionEdgeWidth: Double(medallionStrokeWidth), motion: store.owner.driver.motion)
      // The axle the running spin was planned on (a new one waits for its landing).
      scene.configuration.axleOrientation = store.owner.driver.axleOrientation
      scene.systemColors = SystemColorValues(resolvingIn: environment, appearance: displaySettings.appearance)
      scene.platform = .current
      scene.resolvedLabelStyleSize = scene.medallionLabelFont.textStyle.platformPointSize
      return scene
    }

    /// Whether the title is drawn and names the element explicitly (the model decides; this reads
    /// SwiftUI's `labelsVisibility`, which exists from SwiftUI 6: iOS 18, macOS 15, tvOS 18, visionOS 2).
    var titlePresentation: ButterflyTitlePresentation {
      var labelsHidden = false
      #if canImport(SwiftUICore)
        if #available(iOS 18, macOS 15, tvOS 18, visionOS 2, *) {
          labelsHidden = environment.labelsVisibility == .hidden
        }
      #endif
      return ButterflyTitlePresentation(
        hasTitle: ButterflyAccessibility.hasTitle(declared: hasTitle, measuredWidth: titleWidth),
        labelsHidden: labelsHidden)
    }

    /// The accessibility description (hint, action name, enabled state) for this platform and locale.
    var accessibility: ButterflyAccessibility {
      ButterflyAccessibility(
        hasTitle: ButterflyAccessibility.hasTitle(declared: hasTitle, measuredWidth: titleWidth),
        isOn: store.owner.isOn, isEnabled: environment.isEnabled,
        platform: .current, language: environment.locale.identifier)
    }

    /// One face's label and image (colours, boxes and cue come from the frame).
    /// - Parameter face: The face.
    /// - Returns: What only SwiftUI can supply for it.
    func faceContent(_ face: MedallionFace) -> MedallionFaceContent {
      let key = face == .top ? medallionTopLabel : medallionBottomLabel
      return MedallionFaceContent(
        label: key, labelBundle: ButterflyButtonDefaults.bundle(for: key),
        image: face == .top ? medallionTopImage : medallionBottomImage, imageLook: SuppliedImageLook(visualState))
    }

    /// The text of the face for the value committed at activation (the accessibility value).
    var valueText: Text {
      let key = store.owner.isOn ? medallionTopLabel : medallionBottomLabel
      return Text(key, bundle: ButterflyButtonDefaults.bundle(for: key))
    }

    /// Logs the model's adjustments and warnings for the current configuration and appearance.
    func logModelEvents() {
      ButterflyButtonLogging.log(configuration.logEvents + layout.logEvents + controlScene.palette.warnings)
    }
  }
#endif
