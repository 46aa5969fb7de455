import ArgumentParser
import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import _BBSimOptions
import _BBSimSupport

/// `bbsim export`: one spin, written where teams ship it — CSS, Web Animations, Compose, Lottie, or a
/// GIF, APNG or MP4 of the control.
package struct ExportCommand: ParsableCommand {
  /// The command's name and help.
  package static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write one spin as CSS, Web Animations JSON, Compose keyframes, Lottie, or a GIF/APNG/MP4.",
    discussion: """
      The spin is the one `bbsim simulate spin` computes for the same options. The text formats hold θ(t) \
      in degrees as keyframes on whole milliseconds, linear between them, chosen so |θ − model| ≤ \
      --max-error everywhere; each file states the bound it meets and its keyframe count. css: a \
      linear() easing on a rotate3d and the same curve as @keyframes; web-animations: \
      element.animate(file.keyframes, file.options); compose: a Kotlin keyframes { } spec and the closest \
      spring(dampingRatio, stiffness) with its error; lottie: one layer rotating by θ(t). gif, apng and \
      mp4 draw the control (the SVG of bbsim render) at --fps with rsvg-convert and ffmpeg, which must be \
      on PATH (exit 69 when one is missing). A spin must end within \
      \(NumberFormat.compact.text(Double(SpinKeyframes.maximumSpanMilliseconds) / 1000)) s. --tuning also \
      takes a feel's name: \
      \(SpinTuning.namedFeels.map(\.name).joined(separator: ", ")).
      """
  )

  @OptionGroup var spin: SpinScenarioOptions
  @Option(.exportFormat) var format: ExportFormat
  @Option(.exportError) var maxError: Double
  @Option(.videoRate) var fps: Int?
  @Option(wrappedValue: 2, .zoom) var zoom: Double
  @Option(.out("Output path, or - for stdout.")) var out: OutputPath

  /// Creates the command (ArgumentParser needs this).
  package init() {}

  /// Refuses `--fps` for a text format, a spin that ends after the longest span exported and a picture
  /// with too many frames.
  package func validate() throws {
    try UsageError.validating { () throws(UsageError) in
      if !format.isVideo, fps != nil {
        throw UsageError(option: "--fps", "only accepted with --format gif, apng or mp4; expected no --fps")
      }
      let scenario = spin.scenario
      let end = scenario.trajectory(with: scenario.planner).endTime
      let longest = Double(SpinKeyframes.maximumSpanMilliseconds) / 1000
      if !(end <= longest) {
        throw UsageError(
          option: "--interrupt",
          "the spin ends at \(NumberFormat.compact.text(end)) s; expected it to end within "
            + "\(NumberFormat.compact.text(longest)) s (fewer or earlier interruptions)")
      }
      if format.isVideo {
        let count = frameCount(span: end)
        if count > VideoEncoder.maximumFrameCount {
          throw UsageError(
            option: "--fps",
            "the spin needs \(count) frames at \(fps ?? VideoEncoder.defaultFrameRate) fps; expected at most "
              + "\(VideoEncoder.maximumFrameCount) (a lower --fps or --duration)")
        }
      }
    }
  }

  /// Plans the spin and writes the export.
  package func run() throws {
    let scenario = spin.scenario
    let planner = scenario.planner
    let trajectory = scenario.trajectory(with: planner)
    let sink = try out.open()
    do {
      Diagnostics.notes(scenario.adjustments(planner: planner, trajectory: trajectory))
      let keyframes = SpinKeyframes(trajectory: trajectory, axle: scenario.axle, error: maxError)
      let export = SpinExport(keyframes: keyframes, description: describe(scenario, planner: planner))
      switch format {
      case .css: try sink.write(export.css())
      case .webAnimations: try sink.write(export.webAnimations())
      case .compose:
        try sink.write(export.compose(spring: ComposeSpringFit(trajectory: trajectory, keyframes: keyframes)))
      case .lottie: try sink.write(export.lottie())
      case .gif, .apng, .mp4:
        let renderer = ControlRenderer(scene: scene(scenario, trajectory: trajectory))
        let rate = Double(fps ?? VideoEncoder.defaultFrameRate)
        let frames = (0..<frameCount(span: trajectory.endTime)).map {
          renderer.svg(at: Double($0) / rate, zoom: zoom)
        }
        try sink.write(VideoEncoder.encode(frames, framesPerSecond: Int(rate), format: format))
      }
      try sink.commit()
    } catch {
      sink.discard()
      throw error
    }
  }

  /// Frames from 0 to the end of the motion, then half a second of the landed face.
  func frameCount(span: Double) -> Int {
    let rate = fps ?? VideoEncoder.defaultFrameRate
    return ControlAnimation.frameCount(span: span + 0.5, framesPerSecond: rate)
  }

  /// The control as `bbsim render` draws it with its default display options, moving along the
  /// exported trajectory (the one plan the keyframes and the frames share).
  private func scene(_ scenario: SpinScenario, trajectory: SpinTrajectory) -> ControlScene {
    ControlScene(
      configuration: ButterflyConfiguration(
        sideLength: scenario.side, mountStrokeWidth: scenario.stroke, axleOrientation: scenario.axle,
        spinDecelerationDuration: scenario.duration),
      appearance: ButterflyAppearance(isDark: false, increasedContrast: false), layoutDirection: .leftToRight,
      dynamicTypeScale: 1, title: "Butterfly", topLabel: nil, bottomLabel: nil, language: "en", topHasImage: false,
      bottomHasImage: false, reduceMotion: false, motion: .spin(trajectory))
  }

  /// The lines that say which spin an export holds.
  private func describe(_ scenario: SpinScenario, planner: SpinPlanner) -> [String] {
    let tuning = planner.tuning
    let number = NumberFormat.compact.text
    let gesture: String
    switch scenario.gesture {
    case .tap(let end): gesture = "a tap ending at (\(number(end.x)), \(number(end.y))) pt"
    case .flick(let velocity, let end):
      gesture =
        "a flick at (\(number(velocity.x)), \(number(velocity.y))) pt/s ending at (\(number(end.x)), \(number(end.y))) pt"
    }
    return [
      "Spin: \(gesture) from the \(scenario.startFace.rawValue) face, \(scenario.axle.rawValue) axle, side "
        + "\(number(scenario.geometry.sideLength)) pt, D \(number(planner.decelerationDuration)) s"
        + (scenario.interruptions.isEmpty ? "." : ", interrupted at \(scenario.interruptions.map(number)) s."),
      "Tuning: \(SpinTuningText.swift(tuning)).",
    ]
  }
}
