import ButterflyModel
import ButterflyPhysics
import _BBSimKit

/// The control as the playground draws it for one set of settings: `bbsim render`'s renderer, so the
/// browser shows exactly the SVG the tool writes, and the layout, planner and gesture interpreter of
/// that drawing.
struct ControlPicture {
  /// The settings drawn.
  let settings: PlaygroundSettings
  /// The control's layout (title measured as `bbsim` measures it).
  let layout: ButterflyLayout
  /// The palette (for its contrast warnings).
  let palette: ButterflyPalette

  /// Prepares the drawing.
  init(settings: PlaygroundSettings) {
    self.settings = settings
    let renderer = ControlRenderer(scene: Self.scene(settings, trajectory: nil, reduceMotion: false))
    layout = renderer.layout
    palette = renderer.palette
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
    return Dictionary(uniqueKeysWithValues: colors.map { ($0, String(SVGNumber.hex($1).prefix(7))) })
  }

  /// The frame the machine shows at `time`.
  /// - Parameters:
  ///   - machine: The state machine.
  ///   - time: The page clock (s).
  /// - Returns: The SVG, the visible face and θ.
  func frame(of machine: SpinStateMachine, at time: Double) -> DrawnFrame {
    let svg: String
    if let trajectory = machine.trajectory {
      let scene = Self.scene(settings, trajectory: trajectory, reduceMotion: false)
      svg = ControlRenderer(scene: scene).svg(at: time - machine.spinStartTime)
    } else if let swap = machine.swap {
      let scene = Self.scene(settings, trajectory: rest(on: swap.fromFace), reduceMotion: true)
      svg = ControlRenderer(scene: scene).svg(at: time - machine.swapStartTime)
    } else {
      let scene = Self.scene(settings, trajectory: rest(on: machine.restingFace), reduceMotion: false)
      svg = ControlRenderer(scene: scene).svg(at: 0)
    }
    return DrawnFrame(
      time: time, face: machine.visibleFace(at: time), angle: machine.angle(at: time), svg: svg)
  }

  /// A trajectory whose time 0 shows `face` at rest.
  private func rest(on face: MedallionFace) -> SpinTrajectory { planner.plan(.centreTap, from: face) }

  private static func scene(
    _ settings: PlaygroundSettings, trajectory: SpinTrajectory?, reduceMotion: Bool
  ) -> ControlScene {
    var scene = ControlScene(
      configuration: settings.configuration, appearance: settings.appearance,
      layoutDirection: settings.layoutDirection, title: settings.title, topLabel: settings.medallionTopLabel,
      bottomLabel: settings.medallionBottomLabel, language: settings.language,
      topHasImage: settings.medallionTopImage != nil, bottomHasImage: settings.medallionBottomImage != nil,
      reduceMotion: reduceMotion)
    if let trajectory { scene.trajectory = trajectory }
    scene.tint = settings.tintColor
    scene.colors = settings.colorOverrides
    return scene
  }
}

/// One drawn frame.
struct DrawnFrame: Encodable {
  /// When it shows (s, page clock).
  var time: Double
  /// The face a viewer reads.
  var face: MedallionFace
  /// θ (rad) relative to the resting face.
  var angle: Double
  /// The standalone SVG.
  var svg: String

  enum CodingKeys: String, CodingKey {
    case time = "time_s"
    case face
    case angle = "angle_rad"
    case svg
  }

  /// Encodes the frame.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(time, forKey: .time)
    try container.encode(face.rawValue, forKey: .face)
    try container.encode(angle, forKey: .angle)
    try container.encode(svg, forKey: .svg)
  }
}
