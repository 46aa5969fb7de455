import ButterflyModel
import ButterflyPhysics
import ButterflyRender
import _BBSimOptions
import _BBSimSupport

extension RenderCommand {
  /// Refuses animation options that do not go together: `--animate` with `--at` or `--filmstrip`,
  /// `--fps` or `--pause` without `--animate`.
  func validateAnimation() throws(UsageError) {
    if animate, at != nil || filmstrip != nil {
      throw UsageError(
        option: "--animate", "not accepted with --at or --filmstrip; expected one of --at T, --filmstrip N or --animate"
      )
    }
    if !animate, let option = [("--fps", fps != nil), ("--pause", pause != nil)].first(where: \.1)?.0 {
      throw UsageError(option: option, "only accepted with --animate; expected --animate \(option) …")
    }
  }

  /// The animation `--animate`, `--fps`, `--pause` and `--until` describe, or `nil` without `--animate`.
  /// - Parameter scene: The scene.
  /// - Returns: The animation to render.
  /// - Throws: ``UsageError`` when it would take more than ``ControlAnimation/maximumFrameCount`` frames.
  func animation(scene: ControlScene) throws(UsageError) -> ControlAnimation? {
    guard animate else { return nil }
    let framesPerSecond = fps ?? ControlAnimation.defaultFrameRate
    let span = until ?? scene.motion.duration
    guard Double(framesPerSecond) * span < Double(ControlAnimation.maximumFrameCount - 1) + 1e-9 else {
      throw UsageError(
        option: "--fps",
        "--until × --fps must be at most \(ControlAnimation.maximumFrameCount - 1) frames after the first "
          + "(here \(NumberFormat.decimals(3).text(span)) s × \(framesPerSecond)); expected a lower --fps or --until (s)"
      )
    }
    return ControlAnimation(
      scene: scene, framesPerSecond: framesPerSecond, span: span,
      pause: pause ?? ToolSettings.animationPause.defaultValue)
  }
}
