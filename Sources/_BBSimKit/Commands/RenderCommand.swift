import ArgumentParser
import ButterflyModel
import ButterflyPhysics

/// `bbsim render`: the control drawn as SVG from the portable model — one frame, a filmstrip, an
/// animation, or the preview gallery.
public struct RenderCommand: ParsableCommand {
  /// The command's name and help.
  public static let configuration = CommandConfiguration(
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
  @Option(parsing: .unconditional, help: DrawingTimeOption.help) var at: Quantity<DrawingTimeOption>?
  @Option(parsing: .unconditional, help: FilmstripOption.help) var filmstrip: Count<FilmstripOption>?
  @Option(parsing: .unconditional, help: FilmstripEndOption.help) var until: Quantity<FilmstripEndOption>?
  @Flag(
    help: """
      Write the spin as one animated SVG (SMIL) that plays at real speed and loops: a frame every 1/--fps s \
      from 0 to --until, then the landed frame held for --pause s. At most 7200 frames (--until × --fps + 1); \
      browsers play it, also in an <img>.
      """)
  var animate = false
  @Option(parsing: .unconditional, help: AnimationRateOption.help) var fps: Count<AnimationRateOption>?
  @Option(parsing: .unconditional, help: AnimationPauseOption.help) var pause: Quantity<AnimationPauseOption>?
  @Option(
    help:
      "Write the preview matrix (one SVG per configuration) and index.html into this directory (created if missing; its parent must exist)."
  )
  var gallery: OutputPath<GalleryOption>?
  @Option(help: AppearanceOption.help) var appearance = Choice<AppearanceOption>.standard
  @Option(help: ContrastOption.help) var contrast = Choice<ContrastOption>.standard
  @Option(name: .customLong("layout-direction"), help: LayoutDirectionOption.help)
  var layoutDirection = Choice<LayoutDirectionOption>.standard
  @Option(help: "Title label text; empty for none.") var label: String = "Butterfly"
  @Option(help: PlacementOption.help) var placement = Choice<PlacementOption>.standard
  @Option(name: .customLong("top-label"), help: "Top face label. Default the localized \"true\".") var topLabel: String?
  @Option(name: .customLong("bottom-label"), help: "Bottom face label. Default the localized \"false\".")
  var bottomLabel: String?
  @Option(help: LanguageOption.help) var language = Choice<LanguageOption>.standard
  @Flag(name: .customLong("top-image"), help: "Give the top face an image (drawn as a glyph box).")
  var topImage = false
  @Flag(name: .customLong("bottom-image"), help: "Give the bottom face an image (drawn as a glyph box).")
  var bottomImage = false
  @Option(help: "Tint the derived colours come from, #RRGGBB[AA]. Default systemBlue.") var tint:
    ColorValue<TintOption>?
  @Option(name: .customLong("mount-stroke-color"), help: "Mount stroke colour, #RRGGBB[AA]. Default derived.")
  var mountStrokeColor: ColorValue<MountStrokeColorOption>?
  @Option(
    name: .customLong("mount-background"),
    help: "Mount fill: system|transparent|image|#RRGGBB[AA] (image: contrast checked against the page).")
  var mountBackground = MountBackgroundValue.standard
  @Option(name: .customLong("axle-color"), help: "Axle colour, #RRGGBB[AA]. Default derived.")
  var axleColor: ColorValue<AxleColorOption>?
  @Option(name: .customLong("top-color"), help: "Top face colour, #RRGGBB[AA]. Default the tint.")
  var topColor: ColorValue<TopColorOption>?
  @Option(name: .customLong("bottom-color"), help: "Bottom face colour, #RRGGBB[AA]. Default derived.")
  var bottomColor: ColorValue<BottomColorOption>?
  @Option(name: .customLong("edge-color"), help: "Medallion edge colour, #RRGGBB[AA]. Default derived.")
  var edgeColor: ColorValue<EdgeColorOption>?
  @Option(
    name: .customLong("label-color"), help: "Face label colour, #RRGGBB[AA]. Default black or white for contrast.")
  var labelColor: ColorValue<LabelColorOption>?
  @Flag(name: .customLong("reduce-motion"), help: "Reduce Motion: the faces cross-fade (0.3 s) instead of spinning.")
  var reduceMotion = false
  @Option(parsing: .unconditional, help: ZoomOption.help) var zoom: Quantity<ZoomOption>?
  @Option(help: "SVG output path, or - for stdout.") var out = OutputPath<OutOption>.standardOutput

  /// Creates the command (ArgumentParser needs this).
  public init() {}

  /// Refuses options that do not go together.
  public func validate() throws {
    try UsageError.validating { () throws(UsageError) in
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
  public func run() throws {
    if let gallery {
      try GalleryWriter.write(Gallery.files(), into: gallery.path, option: GalleryOption.name)
      return
    }
    let scenario = spin.scenario
    let trajectory = scenario.trajectory(with: scenario.planner)
    let scene = makeScene(scenario, trajectory: trajectory)
    let animation = try animation(scene: scene)
    let sink = try out.open()
    Diagnostics.notes(scenario.adjustments(planner: scenario.planner, trajectory: trajectory))
    for warning in scene.palette.warnings { Diagnostics.line("note: \(warning.message)") }
    let scale = zoom?.value ?? ToolSettings.zoom.defaultValue
    let svg: String
    if let animation {
      svg = animation.render(zoom: scale)
    } else if let filmstrip {
      svg = Filmstrip(scene: scene, frameCount: filmstrip.value, until: until?.value).render(zoom: scale).svg
    } else {
      svg = ControlRenderer(scene: scene).svg(at: at?.value ?? 0, zoom: scale)
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
  /// control's driver runs for the scenario (``SpinScenario/driver(reduceMotion:)``, interruptions
  /// included), and the display options.
  func makeScene(_ scenario: SpinScenario, trajectory: SpinTrajectory) -> ControlScene {
    let configuration = ButterflyConfiguration(
      sideLength: scenario.side, mountStrokeWidth: scenario.stroke, labelPlacement: placement.value,
      axleOrientation: scenario.axle, spinDecelerationDuration: scenario.duration)
    var scene = ControlScene(
      configuration: configuration,
      appearance: ButterflyAppearance(isDark: appearance.value, increasedContrast: contrast.value),
      layoutDirection: layoutDirection.value, dynamicTypeScale: 1, title: CommandLineArguments.text(label),
      topLabel: topLabel.map(CommandLineArguments.text), bottomLabel: bottomLabel.map(CommandLineArguments.text),
      language: language.value, topHasImage: topImage, bottomHasImage: bottomImage,
      reduceMotion: reduceMotion, trajectory: trajectory)
    scene.motion = scenario.driver(reduceMotion: reduceMotion).motion
    if let tint { scene.tint = DynamicColor(constant: tint.value) }
    scene.colors = ButterflyColorOverrides(
      mountStroke: mountStrokeColor?.value, mountBackground: mountBackground.value, axle: axleColor?.value,
      medallionTop: topColor?.value, medallionBottom: bottomColor?.value, medallionEdge: edgeColor?.value,
      medallionLabel: labelColor?.value)
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
