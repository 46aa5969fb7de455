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
  @Option(parsing: .unconditional, help: "Time T to draw, in s after the activation, finite in [0, 3600]. Default 0.")
  var at: String?
  @Option(
    parsing: .unconditional,
    help: "Draw N frames evenly spaced from 0 to --until, side by side with their times; N in [1, 240].")
  var filmstrip: String?
  @Option(
    parsing: .unconditional,
    help:
      "Last time of --filmstrip or --animate in s, finite in (0, 3600]. Default the planned rest time (the swap with --reduce-motion)."
  )
  var until: String?
  @Flag(
    help: """
      Write the spin as one animated SVG (SMIL) that plays at real speed and loops: a frame every 1/--fps s \
      from 0 to --until, then the landed frame held for --pause s. At most 7200 frames (--until × --fps + 1); \
      browsers play it, also in an <img>.
      """)
  var animate = false
  @Option(parsing: .unconditional, help: "Frames per second of --animate, an integer in [1, 120]. Default 60.")
  var fps: String?
  @Option(
    parsing: .unconditional,
    help: "Seconds --animate holds the landed frame before it loops, finite in [0, 10]. Default 1.")
  var pause: String?
  @Option(
    help:
      "Write the preview matrix (one SVG per configuration) and index.html into this directory (created if missing; its parent must exist)."
  )
  var gallery: String?
  @Option(help: "Appearance: light|dark. Default light.")
  var appearance: String = "light"
  @Option(help: "Contrast: standard|increased. Default standard.")
  var contrast: String = "standard"
  @Option(name: .customLong("layout-direction"), help: "Layout direction: ltr|rtl. Default ltr.")
  var layoutDirection: String = "ltr"
  @Option(help: "Title label text; empty for none. Default Butterfly.")
  var label: String = "Butterfly"
  @Option(help: "Title placement: top|bottom|leading|trailing|auto. Default auto.")
  var placement: String = "auto"
  @Option(name: .customLong("top-label"), help: "Top face label. Default the localized \"true\".")
  var topLabel: String?
  @Option(name: .customLong("bottom-label"), help: "Bottom face label. Default the localized \"false\".")
  var bottomLabel: String?
  @Option(help: "Language of the default face labels: en|es|fr|de|ja|zh-Hans|ar|he. Default en.")
  var language: String = "en"
  @Flag(name: .customLong("top-image"), help: "Give the top face an image (drawn as a glyph box).")
  var topImage = false
  @Flag(name: .customLong("bottom-image"), help: "Give the bottom face an image (drawn as a glyph box).")
  var bottomImage = false
  @Option(help: "Tint the derived colours come from, #RRGGBB[AA]. Default systemBlue.")
  var tint: String?
  @Option(name: .customLong("mount-stroke-color"), help: "Mount stroke colour, #RRGGBB[AA]. Default derived.")
  var mountStrokeColor: String?
  @Option(
    name: .customLong("mount-background"),
    help: "Mount fill: system|transparent|image|#RRGGBB[AA] (image: contrast checked against the page). Default system."
  )
  var mountBackground: String = "system"
  @Option(name: .customLong("axle-color"), help: "Axle colour, #RRGGBB[AA]. Default derived.")
  var axleColor: String?
  @Option(name: .customLong("top-color"), help: "Top face colour, #RRGGBB[AA]. Default the tint.")
  var topColor: String?
  @Option(name: .customLong("bottom-color"), help: "Bottom face colour, #RRGGBB[AA]. Default derived.")
  var bottomColor: String?
  @Option(name: .customLong("edge-color"), help: "Medallion edge colour, #RRGGBB[AA]. Default derived.")
  var edgeColor: String?
  @Option(
    name: .customLong("label-color"), help: "Face label colour, #RRGGBB[AA]. Default black or white for contrast.")
  var labelColor: String?
  @Flag(name: .customLong("reduce-motion"), help: "Reduce Motion: the faces cross-fade (0.3 s) instead of spinning.")
  var reduceMotion = false
  @Option(
    parsing: .unconditional,
    help:
      "Display scale of the SVG: its width and height times Z (the drawing stays in pt), finite in [0.25, 8]. Default 1."
  )
  var zoom: String?
  @Option(help: "SVG output path, or - for stdout. Default -.")
  var out: String = "-"

  /// Creates the command (ArgumentParser needs this).
  public init() {}

  /// Validates the options, then draws and writes the SVG (or the gallery).
  public func run() throws {
    if let gallery {
      try rejectWithGallery()
      try GalleryWriter.write(Gallery.files(), into: gallery, option: "--gallery")
      return
    }
    let scenario = try spin.scenario()
    let trajectory = scenario.trajectory(with: scenario.planner)
    let scene = try makeScene(scenario, trajectory: trajectory)
    let count = try filmstrip.map { (text) throws(UsageError) in
      try NumberParsing.integer(text, option: "--filmstrip", range: 1...Filmstrip.maximumFrameCount)
    }
    let horizon = try until.map { (text) throws(UsageError) in
      try NumberParsing.number(text, option: "--until", unit: "s", bound: .positiveAtMost(3600))
    }
    let time = try at.map { (text) throws(UsageError) in
      try NumberParsing.number(text, option: "--at", unit: "s", bound: .within(0...3600))
    }
    if count != nil, at != nil {
      throw UsageError(option: "--at", "not accepted with --filmstrip; expected one of --at T or --filmstrip N")
    }
    if count == nil, !animate, until != nil {
      throw UsageError(
        option: "--until", "only accepted with --filmstrip N or --animate; expected --filmstrip N --until T (s)")
    }
    let animation = try animation(scene: scene, horizon: horizon, single: at != nil || count != nil)
    let scale =
      try zoom.map { (text) throws(UsageError) in
        try NumberParsing.number(text, option: "--zoom", unit: "×", bound: .within(0.25...8))
      } ?? 1
    let sink = try OutputSink(path: out, option: "--out")
    Diagnostics.notes(scenario.adjustments(planner: scenario.planner, trajectory: trajectory))
    for warning in scene.palette.warnings { Diagnostics.line("note: \(warning.message)") }
    let svg: String
    if let animation {
      svg = animation.render(zoom: scale)
    } else if let count {
      svg = Filmstrip(scene: scene, frameCount: count, until: horizon).render(zoom: scale).svg
    } else {
      svg = ControlRenderer(scene: scene).svg(at: time ?? 0, zoom: scale)
    }
    do {
      try sink.write(svg)
      try sink.commit()
    } catch {
      sink.discard()
      throw error
    }
  }

  /// The scene the options describe: the configuration from the spin options, the trajectory the
  /// scenario plans (interruptions included), and the display options.
  func makeScene(_ scenario: SpinScenario, trajectory: SpinTrajectory) throws(UsageError) -> ControlScene {
    let dark = try NameParsing.choice(appearance, option: "--appearance", from: [("light", false), ("dark", true)])
    let increased = try NameParsing.choice(
      contrast, option: "--contrast", from: [("standard", false), ("increased", true)])
    let direction = try NameParsing.choice(
      layoutDirection, option: "--layout-direction",
      from: [("ltr", ButterflyLayoutDirection.leftToRight), ("rtl", .rightToLeft)])
    let placement = try NameParsing.choice(
      placement, option: "--placement", from: LabelPlacement.allCases.map { ($0.rawValue, $0) })
    let language = try NameParsing.choice(
      language, option: "--language", from: ButterflyStrings.supportedLanguages.map { ($0, $0) })
    let configuration = ButterflyConfiguration(
      sideLength: scenario.side, mountStrokeWidth: scenario.stroke, labelPlacement: placement,
      axleOrientation: scenario.axle, spinDecelerationDuration: scenario.duration)
    var scene = ControlScene(
      configuration: configuration, appearance: ButterflyAppearance(isDark: dark, increasedContrast: increased),
      layoutDirection: direction, dynamicTypeScale: 1, title: label, topLabel: topLabel,
      bottomLabel: bottomLabel, language: language, topHasImage: topImage, bottomHasImage: bottomImage,
      reduceMotion: reduceMotion, trajectory: trajectory)
    if let tint { scene.tint = DynamicColor(constant: try ColorParsing.color(tint, option: "--tint")) }
    scene.colors = try colorOverrides()
    return scene
  }

  /// The developer colours the colour options give (`nil` where an option is absent).
  func colorOverrides() throws(UsageError) -> ButterflyColorOverrides {
    func parse(_ text: String?, _ option: String) throws(UsageError) -> SRGBColor? {
      guard let text else { return nil }
      return try ColorParsing.color(text, option: option)
    }
    return ButterflyColorOverrides(
      mountStroke: try parse(mountStrokeColor, "--mount-stroke-color"),
      mountBackground: try ColorParsing.mountBackground(mountBackground, option: "--mount-background"),
      axle: try parse(axleColor, "--axle-color"), medallionTop: try parse(topColor, "--top-color"),
      medallionBottom: try parse(bottomColor, "--bottom-color"), medallionEdge: try parse(edgeColor, "--edge-color"),
      medallionLabel: try parse(labelColor, "--label-color"))
  }

  /// `--gallery` draws a fixed matrix: options that pick one frame or one output are refused.
  private func rejectWithGallery() throws(UsageError) {
    let conflicting: [(String, Bool)] = [
      ("--at", at != nil), ("--filmstrip", filmstrip != nil), ("--until", until != nil), ("--animate", animate),
      ("--fps", fps != nil), ("--pause", pause != nil), ("--zoom", zoom != nil), ("--out", out != "-"),
    ]
    if let (option, _) = conflicting.first(where: { $0.1 }) {
      throw UsageError(option: option, "not accepted with --gallery; expected --gallery DIR alone")
    }
  }
}
