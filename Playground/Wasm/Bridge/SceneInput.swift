import ButterflyModel
import ButterflyPhysics
import ButterflyRender

/// The scene the page's settings describe: what `bbsim render` draws for the same settings (texts
/// measured with ``TextMetrics``, the title at ``ControlScene/defaultTitlePointSize``), so the page's
/// SVG is the renderer's, byte for byte.
///
/// Besides the catalogue's settings (``PlaygroundSettings``), the page hands over the labels drawn for
/// an empty face label: `defaultTopLabel` and `defaultBottomLabel`, the localized defaults, which need
/// Foundation and come from the server's catalogue.
struct SceneInput {
  /// The settings.
  let settings: PlaygroundSettings
  /// The labels drawn on the faces.
  let labels: (top: String, bottom: String)

  /// The settings the page handed over.
  init(page: PageSettings) {
    settings = PlaygroundSettings(page: page)
    labels = (
      settings.medallionTopLabel ?? page.text("defaultTopLabel") ?? "",
      settings.medallionBottomLabel ?? page.text("defaultBottomLabel") ?? ""
    )
  }

  /// The scene, with the momentary states and the motion.
  func scene(state: ButterflyInteractionState, motion: ControlMotion) -> ControlScene {
    let pointSize = ControlTitle.pointSize(ControlScene.defaultTitlePointSize, dynamicTypeScale: 1)
    let title = ControlTitle(
      text: settings.title, size: TextMetrics.size(of: settings.title, pointSize: pointSize), pointSize: pointSize)
    var scene = ControlScene(
      configuration: settings.configuration, displaySettings: settings.displaySettings, interactionState: state,
      layoutDirection: settings.layoutDirection, tint: settings.tintColor, colors: settings.colorOverrides,
      title: title, topFace: ControlFaceContent(label: labels.top, hasImage: settings.medallionTopImage != nil),
      bottomFace: ControlFaceContent(label: labels.bottom, hasImage: settings.medallionBottomImage != nil),
      medallionEdgeWidth: settings.medallionStrokeWidth, motion: motion)
    scene.medallionLabelFont = settings.medallionLabelFont
    return scene
  }
}
