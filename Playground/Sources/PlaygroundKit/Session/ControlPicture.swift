import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import ButterflyWasm

/// The control as the playground draws it for one set of settings: the model's ``ControlScene`` (the
/// settings, the state machine's motion, the momentary states) resolved into ``ControlFrame``s, each
/// drawn as SVG by `bbsim render`'s ``ControlRenderer`` — so the browser shows the frame the model
/// describes exactly as the tool draws it. Also the layout, planner and gesture interpreter of that
/// drawing.
struct ControlPicture {
  /// The settings drawn.
  let settings: PlaygroundSettings
  /// The momentary states drawn (pressed, hovered, focused).
  let interactionState: ButterflyInteractionState
  /// The control's layout (title measured as `bbsim` measures it).
  let layout: ButterflyLayout
  /// The palette (for its contrast warnings and resolved colours).
  let palette: ButterflyPalette

  /// Prepares the drawing.
  /// - Parameters:
  ///   - settings: The settings.
  ///   - interactionState: The momentary states; default none.
  init(settings: PlaygroundSettings, interactionState: ButterflyInteractionState = []) {
    self.settings = settings
    self.interactionState = interactionState
    let scene = Self.scene(settings, state: interactionState, motion: .rest(.top))
    layout = scene.layout
    palette = scene.palette
  }

  /// The planner for the drawn geometry.
  var planner: SpinPlanner { layout.spinPlanner }

  /// The model's gesture interpreter for the drawn layout.
  var interpreter: GestureInterpreter {
    GestureInterpreter(layout: layout, enableFlickPhysics: settings.enableFlickPhysics)
  }

  /// The mount centre in drawing coordinates (pt): the control sits ``ControlRenderer/margin`` inside
  /// the document.
  var mountCentre: PlanarVector {
    layout.mount.center + PlanarVector(x: ControlRenderer.margin, y: ControlRenderer.margin)
  }

  /// The colour each colour setting resolves to, as `#rrggbb` (what a colour well shows when the
  /// developer gives none).
  var resolvedColors: [String: String] {
    let colors: [(String, SRGBColor)] = [
      ("tint", settings.tintColor.resolved(in: settings.appearance)), ("medallionTopColor", palette.medallionTop),
      ("medallionBottomColor", palette.medallionBottom), ("medallionEdgeColor", palette.medallionEdge),
      ("medallionLabelColor", palette.medallionTopLabel), ("mountStrokeColor", palette.mountStroke),
      ("axleColor", palette.axle), ("mountBackground", palette.mountBackground),
    ]
    return Dictionary(uniqueKeysWithValues: colors.map { ($0, String(SVGColor.hex($1).prefix(7))) })
  }

  /// The drawing of what the driver shows now, on the page's clock.
  /// - Parameter driver: The driver.
  /// - Returns: A renderer of the driver's motion, and the page time of its clock's zero.
  func renderer(for driver: ControlDriver) -> (renderer: ControlRenderer, clockStart: Double) {
    let scene = Self.scene(settings, state: interactionState, motion: driver.motion)
    return (ControlRenderer(scene: scene), driver.motionStart)
  }

  /// The frame the driver shows at `time`.
  /// - Parameters:
  ///   - driver: The driver.
  ///   - time: The page clock (s).
  /// - Returns: The model's frame and its SVG.
  func frame(of driver: ControlDriver, at time: Double) -> DrawnFrame {
    let (renderer, start) = renderer(for: driver)
    return DrawnFrame(renderer: renderer, clockStart: start, time: time)
  }

  /// The model's scene for the settings, the momentary states and a motion.
  static func scene(
    _ settings: PlaygroundSettings, state: ButterflyInteractionState, motion: ControlMotion
  ) -> ControlScene {
    let pointSize = ControlTitle.pointSize(ControlScene.defaultTitlePointSize, dynamicTypeScale: 1)
    func face(_ face: MedallionFace, _ label: String?, _ image: String?) -> ControlFaceContent {
      label.map { ControlFaceContent(label: $0, hasImage: image != nil) }
        ?? .localizedDefault(for: face, language: settings.language, hasImage: image != nil)
    }
    var scene = ControlScene(
      configuration: settings.configuration, displaySettings: settings.displaySettings, interactionState: state,
      layoutDirection: settings.layoutDirection, tint: settings.tintColor, colors: settings.colorOverrides,
      title: ControlTitle(
        text: settings.title, size: TextMetrics.size(of: settings.title, pointSize: pointSize), pointSize: pointSize),
      topFace: face(.top, settings.medallionTopLabel, settings.medallionTopImage),
      bottomFace: face(.bottom, settings.medallionBottomLabel, settings.medallionBottomImage),
      medallionEdgeWidth: settings.medallionStrokeWidth, motion: motion)
    scene.medallionLabelFont = settings.medallionLabelFont
    return scene
  }
}

/// One frame as the page receives it: the model's ``ControlFrame`` and `bbsim`'s SVG of it.
struct DrawnFrame: Encodable {
  /// When it shows (s, page clock).
  let time: Double
  /// The model's description of the frame.
  let frame: ControlFrame
  /// The standalone SVG `bbsim render` draws for it.
  let svg: String

  enum CodingKeys: String, CodingKey {
    case time = "time_s"
    case face
    case angle = "angle_rad"
    case frame, svg
  }

  /// Draws the frame at page time `time` of a renderer whose clock starts at `clockStart`.
  init(renderer: ControlRenderer, clockStart: Double, time: Double) {
    self.time = time
    frame = renderer.frame(at: time - clockStart)
    svg = renderer.svg(at: time - clockStart)
  }

  /// Encodes the frame with its visible face and θ alongside.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(time, forKey: .time)
    try container.encode(frame.visibleFace.rawValue, forKey: .face)
    try container.encode(frame.angle, forKey: .angle)
    try container.encode(frame, forKey: .frame)
    try container.encode(svg, forKey: .svg)
  }
}
