import ButterflyModel
import ButterflyPhysics
import ButterflyWasm

/// What `GET /api/settings` serves: one entry per setting, in the order the page shows them, built
/// from the model's definitions (name, unit, default, accepted range, clamping) so the page never
/// retypes a range.
///
/// The only numbers decided here are the sliders' spans: a slider covers the part of the usable
/// range a person tunes by hand (the number box beside it takes every accepted value).
/// ```
/// sideLength                [44, 240] pt   step 1      (usable up to 10,000)
/// mountStrokeWidth          [1, 24] pt     step 0.5    (24 = side/10 at the largest slider side)
/// spinDecelerationDuration  [0.1, 10] s    step 0.05   (usable up to 60)
/// medallionStrokeWidth      [0, 4] pt      step 0.5
/// tapAngularSpeed           [1, 40] rad/s  step 0.1    (the default 4π ≈ 12.6; any speed > 0 accepted)
/// preferredShape            [0, 20]        step 0.1    (the accepted range)
/// landingBounce             [-0.5, 0.9]    step 0.05   (the accepted range)
/// landingResponse           [0.05, 2] s    step 0.05   (the accepted range)
/// medallionLabelPointSize   [0, 40] pt     step 0.5    (0: the text style's size; any size ≥ 0 accepted)
/// ```
public enum PlaygroundCatalogue {
  /// The largest side a slider offers (pt).
  public static let largestSliderSide = 240.0

  /// Every setting, in order.
  public static let entries: [SettingEntry] = [
    .number(
      ButterflySettings.sideLength, group: .size,
      slider: span(ButterflySettings.sideLength, to: largestSliderSide, step: 1)),
    .number(
      ButterflySettings.mountStrokeWidth, group: .size,
      slider: span(
        ButterflySettings.mountStrokeWidth,
        to: largestSliderSide * (ButterflySettings.mountStrokeWidth.proportionalUpperBound?.fraction ?? 1), step: 0.5)),
    .number(
      ButterflySettings.medallionStrokeWidth, group: .size, slider: SliderSpan(minimum: 0, maximum: 4, step: 0.5)),
    .choice(ButterflySettings.axleOrientation.named, group: .layout),
    .choice(ButterflySettings.labelPlacement.named, group: .layout),
    .text(
      "title", summary: "title beside the mount (the label closure's Text); empty for none", group: .layout,
      defaultText: PlaygroundSettings.defaultTitle),
    .number(
      ButterflySettings.spinDecelerationDuration, group: .motion,
      slider: span(ButterflySettings.spinDecelerationDuration, to: 10, step: 0.05)),
    .toggle(ButterflySettings.enableFlickPhysics, group: .motion),
    .toggle(ButterflySettings.hapticsEnabled, group: .motion, note: "no effect in a browser; part of the Swift"),
    .number(SpinSettings.tapAngularSpeed, group: .motion, slider: SliderSpan(minimum: 1, maximum: 40, step: 0.1)),
    .number(
      SpinSettings.preferredShape, group: .motion,
      slider: SliderSpan(minimum: 0, maximum: SpinTuning.maximumShape, step: 0.1)),
    .number(
      SpinSettings.landingBounce, group: .motion,
      slider: SliderSpan(minimum: LandingSpring.minimumBounce, maximum: LandingSpring.maximumBounce, step: 0.05)),
    .number(
      SpinSettings.landingResponse, group: .motion,
      slider: SliderSpan(minimum: LandingSpring.minimumResponse, maximum: LandingSpring.maximumResponse, step: 0.05)),
    .choice(ButterflySettings.medallionLabelFont.named, group: .faces),
    .choice(ButterflySettings.medallionLabelWeight.named, group: .faces),
    .number(
      ButterflySettings.medallionLabelPointSize, group: .faces, slider: SliderSpan(minimum: 0, maximum: 40, step: 0.5)),
    .text(
      "medallionTopLabel", summary: "top face label; empty for the localized default", group: .faces,
      placeholder: ButterflyStrings.string(.topLabel, language: ButterflyStrings.developmentLanguage)),
    .text(
      "medallionBottomLabel", summary: "bottom face label; empty for the localized default", group: .faces,
      placeholder: ButterflyStrings.string(.bottomLabel, language: ButterflyStrings.developmentLanguage)),
    .text(
      "medallionTopImage", summary: "top face image, an SF Symbol name (drawn as a glyph box)", group: .faces,
      accepted: PlaygroundSettings.symbolAccepted),
    .text(
      "medallionBottomImage", summary: "bottom face image, an SF Symbol name (drawn as a glyph box)", group: .faces,
      accepted: PlaygroundSettings.symbolAccepted),
    .color("tint", summary: "tint the derived colours come from (.tint); default system blue"),
    .color("medallionTopColor", summary: "top face colour; default the tint"),
    .color("medallionBottomColor", summary: "bottom face colour; default derived"),
    .color("medallionEdgeColor", summary: "medallion edge colour; default derived"),
    .color("medallionLabelColor", summary: "face label colour; default black or white for contrast"),
    .color("mountStrokeColor", summary: "mount stroke colour; default derived"),
    .color("axleColor", summary: "axle colour; default derived"),
    SettingEntry(
      name: "mountBackground", group: .colors, kind: .background, summary: "mount fill",
      defaultValue: .string("system"), accepted: MountBackgroundStyle.accepted,
      choices: ["system", "transparent", "image", "color"]),
    .toggle("reduceMotion", summary: "Reduce Motion: the faces cross-fade instead of spinning", defaultValue: false),
    .toggle("reduceTransparency", summary: "Reduce Transparency: translucent fills become opaque", defaultValue: false),
    .toggle(
      "differentiateWithoutColor", summary: "Differentiate Without Color: a shape cue on each face", defaultValue: false
    ),
    .toggle("buttonShapes", summary: "Button Shapes: an outline around the control", defaultValue: false),
    .choice(ButterflySettings.appearance.named, group: .display),
    .choice(ButterflySettings.contrast.named, group: .display),
    .choice(ButterflySettings.layoutDirection.named, group: .display),
    .choice(ButterflySettings.language.named, group: .display),
  ]

  /// A slider over `setting`'s usable range, up to `maximum`.
  /// - Parameters:
  ///   - setting: The setting.
  ///   - maximum: The largest value the slider offers (capped by the usable range).
  ///   - step: The slider's step.
  /// - Returns: The span.
  static func span(_ setting: NumericSetting, to maximum: Double, step: Double) -> SliderSpan {
    let lower = setting.usable.lower?.value ?? 0
    let upper = min(setting.usable.upper?.value ?? maximum, maximum)
    return SliderSpan(minimum: lower, maximum: upper, step: step)
  }
}
