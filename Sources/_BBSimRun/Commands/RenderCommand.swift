import ArgumentParser
import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import _BBSimOptions
import _BBSimSupport

/// `bbsim render`: the control drawn as SVG from the portable model — one frame, a filmstrip, an
/// animation, or the preview gallery.
package struct RenderCommand: ParsableCommand {
  /// The command's name and help.
  package static let configuration = CommandConfiguration(
    commandName: "render",
    abstract:
      "Draw the control as SVG at time T of a spin, as a filmstrip, as an animation, or as the preview gallery.",
    discussion: """
      The spin is the one `bbsim simulate spin` computes for the same options; the drawing is the \
      model's frame description (ControlFrame), the value the SwiftUI view draws. Images (SF Symbols) \
      are drawn as a neutral glyph box. Convert to PNG with rsvg-convert (scripts/render-pictures).
      """
  )

  @OptionGroup var spin: SpinScenarioOptions
  @Option(.drawingTime) var at: Double?
  @Option(.filmstrip) var filmstrip: Int?
  @Option(.filmstripEnd) var until: Double?
  @Flag(
    help: """
      Write the spin as one animated SVG (SMIL) that plays at real speed and loops: a frame every 1/--fps s \
      from 0 to --until, then the landed frame held for --pause s. At most 7200 frames (--until × --fps + 1); \
      browsers play it, also in an <img>.
      """)
  var animate = false
  @Option(.animationRate) var fps: Int?
  @Option(.animationPause) var pause: Double?
  @Option(.gallery) var gallery: OutputPath?
  @Option(.appearance) var appearance: Bool
  @Option(.contrast) var contrast: Bool
  @Option(.layoutDirection) var layoutDirection: ButterflyLayoutDirection
  @Option(help: "Title label text; empty for none.") var label: String = "Butterfly"
  @Option(.placement) var placement: LabelPlacement
  @Option(name: .customLong("top-label"), help: "Top face label. Default the localized \"true\".") var topLabel: String?
  @Option(name: .customLong("bottom-label"), help: "Bottom face label. Default the localized \"false\".")
  var bottomLabel: String?
  @Option(.language) var language: String
  @Flag(name: .customLong("top-image"), help: "Give the top face an image (drawn as a glyph box).")
  var topImage = false
  @Flag(name: .customLong("bottom-image"), help: "Give the bottom face an image (drawn as a glyph box).")
  var bottomImage = false
  @Option(.tint) var tint: SRGBColor?
  @Option(.mountStrokeColor) var mountStrokeColor: SRGBColor?
  @Option(.mountBackground) var mountBackground: MountBackgroundStyle
  @Option(.axleColor) var axleColor: SRGBColor?
  @Option(.topColor) var topColor: SRGBColor?
  @Option(.bottomColor) var bottomColor: SRGBColor?
  @Option(.edgeColor) var edgeColor: SRGBColor?
  @Option(.labelColor) var labelColor: SRGBColor?
  @Flag(name: .customLong("reduce-motion"), help: "Reduce Motion: the faces cross-fade (0.3 s) instead of spinning.")
  var reduceMotion = false
  @Option(.zoom) var zoom: Double?
  @Option(.out("SVG output path, or - for stdout.")) var out: OutputPath

  /// Creates the command (ArgumentParser needs this).
  package init() {}

  /// Refuses options that do not go together, and an output that is the tuning file.
  package func validate() throws {
    try UsageError.validating { () throws(UsageError) in
      try OutputAliases.check(outputs: [(out.option, out.path)], inputs: spin.inputs)
      if gallery != nil { try rejectWithGallery() }
      if filmstrip != nil, at != nil {
        throw UsageError(option: "--at", "not accepted with --filmstrip; expected one of --at T or --filmstrip N")
      }
      if filmstrip == nil, !animate, until != nil {
        throw UsageError(
          option: "--until", "only accepted with --filmstrip N or --animate; expected --filmstrip N --until T (s)")
      }
      try validateAnimation()
    }
  }

  /// Draws and writes the SVG (or the gallery).
  package func run() throws {
    if let gallery {
      try GalleryWriter.write(Gallery.files(), into: gallery.path, option: gallery.option)
      return
    }
    let scenario = spin.scenario
    let planner = scenario.planner
    // The spin is planned once, by the control's own driver (interruptions included); with Reduce
    // Motion it plans none and runs the swaps the SwiftUI view runs.
    let motion = try scenario.driver(reduceMotion: reduceMotion, planner: planner).motion
    let scene = makeScene(scenario, motion: motion)
    let animation = try animation(scene: scene)
    let sink = try out.open()
    Diagnostics.notes(scenario.adjustments(planner: planner, motion: motion))
    for warning in scene.palette.warnings { Diagnostics.line("note: \(warning.message)") }
    let scale = zoom ?? ToolSettings.zoom.defaultValue
    let svg: String
    if let animation {
      svg = animation.render(zoom: scale)
    } else if let filmstrip {
      svg = Filmstrip(scene: scene, frameCount: filmstrip, until: until).render(zoom: scale).svg
    } else {
      svg = ControlRenderer(scene: scene).svg(at: at ?? 0, zoom: scale)
    }
    do {
      try sink.write(svg)
      try sink.commit()
    } catch {
      sink.discard()
      throw error
    }
  }

  /// The scene the options describe: the configuration from the spin options, the motion the
  /// control's driver runs for the scenario (``SpinScenario/driver(reduceMotion:planner:)``,
  /// interruptions included), and the display options.
  func makeScene(_ scenario: SpinScenario, motion: ControlMotion) -> ControlScene {
    let configuration = ButterflyConfiguration(
      sideLength: scenario.side, mountStrokeWidth: scenario.stroke, labelPlacement: placement,
      axleOrientation: scenario.axle, spinDecelerationDuration: scenario.duration)
    var scene = ControlScene(
      configuration: configuration,
      appearance: ButterflyAppearance(isDark: appearance, increasedContrast: contrast),
      layoutDirection: layoutDirection, dynamicTypeScale: 1, title: CommandLineArguments.text(label),
      topLabel: topLabel.map(CommandLineArguments.text), bottomLabel: bottomLabel.map(CommandLineArguments.text),
      language: language, topHasImage: topImage, bottomHasImage: bottomImage,
      reduceMotion: reduceMotion, motion: motion)
    if let tint { scene.tint = DynamicColor(constant: tint) }
    scene.colors = ButterflyColorOverrides(
      mountStroke: mountStrokeColor, mountBackground: mountBackground, axle: axleColor, medallionTop: topColor,
      medallionBottom: bottomColor, medallionEdge: edgeColor, medallionLabel: labelColor)
    return scene
  }

  /// `--gallery` draws a fixed matrix: options that pick one frame or one output are refused.
  private func rejectWithGallery() throws(UsageError) {
    let conflicting: [(String, Bool)] = [
      ("--at", at != nil), ("--filmstrip", filmstrip != nil), ("--until", until != nil), ("--animate", animate),
      ("--fps", fps != nil), ("--pause", pause != nil), ("--zoom", zoom != nil), ("--out", !out.isStandardOutput),
    ]
    if let (option, _) = conflicting.first(where: { $0.1 }) {
      throw UsageError(option: option, "not accepted with --gallery; expected --gallery DIR alone")
    }
  }
}
