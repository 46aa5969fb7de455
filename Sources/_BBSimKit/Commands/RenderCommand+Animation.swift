import ButterflyModel

extension RenderCommand {
  /// The animation `--animate`, `--fps` and `--pause` describe, or `nil` without `--animate`.
  /// - Parameters:
  ///   - scene: The scene.
  ///   - horizon: `--until` (s), or `nil` for the scene's motion duration.
  ///   - single: Whether `--at` or `--filmstrip` asked for stills instead.
  /// - Returns: The animation to render.
  /// - Throws: ``UsageError`` for a bad value, a conflicting option, or more than
  ///   ``ControlAnimation/maximumFrameCount`` frames.
  func animation(scene: ControlScene, horizon: Double?, single: Bool) throws(UsageError) -> ControlAnimation? {
    let rate = try fps.map { (text) throws(UsageError) in
      try NumberParsing.integer(text, option: "--fps", range: ControlAnimation.frameRates)
    }
    let hold = try pause.map { (text) throws(UsageError) in
      try NumberParsing.number(text, option: "--pause", unit: "s", bound: .within(0...ControlAnimation.maximumPause))
    }
    guard animate else {
      if let option = [("--fps", rate != nil), ("--pause", hold != nil)].first(where: \.1)?.0 {
        throw UsageError(option: option, "only accepted with --animate; expected --animate \(option) …")
      }
      return nil
    }
    if single {
      throw UsageError(
        option: "--animate", "not accepted with --at or --filmstrip; expected one of --at T, --filmstrip N or --animate"
      )
    }
    let framesPerSecond = rate ?? ControlAnimation.defaultFrameRate
    let span = horizon ?? scene.motion.duration
    guard Double(framesPerSecond) * span < Double(ControlAnimation.maximumFrameCount - 1) + 1e-9 else {
      throw UsageError(
        option: "--fps",
        "--until × --fps must be at most \(ControlAnimation.maximumFrameCount - 1) frames after the first "
          + "(here \(SVGNumber.format(span, digits: 3)) s × \(framesPerSecond)); expected a lower --fps or --until (s)")
    }
    return ControlAnimation(
      scene: scene, framesPerSecond: framesPerSecond, span: span, pause: hold ?? ControlAnimation.defaultPause)
  }
}
