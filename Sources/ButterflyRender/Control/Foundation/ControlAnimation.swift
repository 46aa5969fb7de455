import ButterflyModel
import ButterflyPhysics
import Foundation

/// One spin as an animated SVG that plays at real speed and loops: the model's frames sampled at a
/// fixed rate, merged by `SVGKeyframes` into SMIL animations.
///
/// ```
/// frame times  t_k = k / fps,  k = 0 … K,  K = ⌈span · fps⌉     (span: the planned rest time by default)
/// loop         L = t_K + pause                                  (the landed frame held for `pause`)
/// key times    κ_k = t_k / L, then 1 (the held landing)
/// ```
/// At each `t_k` the animation shows exactly the still `bbsim render --at t_k` draws (same renderer,
/// same frame); between frames, numbers are interpolated linearly. Deterministic: the same options
/// give the same bytes. Browsers play SMIL in an `<img>` (GitHub READMEs, DocC pages); a renderer
/// without SMIL shows the first frame.
package struct ControlAnimation: Sendable {
  /// The most frames one animation holds (2 minutes at 60 fps): `⌈span · fps⌉ + 1` must not exceed it.
  package static let maximumFrameCount = 7200
  /// The accepted frame rates (frames per second).
  package static let frameRates = 1...120
  /// The longest pause after landing (s).
  package static let maximumPause = 10.0
  /// The default frame rate (fps).
  package static let defaultFrameRate = 60
  /// The default pause after landing (s).
  package static let defaultPause = 1.0

  /// The renderer of every frame.
  package let renderer: ControlRenderer
  /// The frame times (s), `k / fps` from 0 to the first at or past the span.
  package let times: [Double]
  /// How long the landed frame is held before the loop restarts (s).
  package let pause: Double

  /// Prepares an animation.
  /// - Parameters:
  ///   - scene: The scene.
  ///   - framesPerSecond: The sampling rate, clamped to ``frameRates``.
  ///   - span: The last time to reach (s); `nil` for the scene's motion duration; non-finite or
  ///     negative counts as 0. Frames beyond ``maximumFrameCount`` are not drawn.
  ///   - pause: The hold after the last frame (s), clamped to 0…``maximumPause``.
  package init(
    scene: ControlScene, framesPerSecond: Int = defaultFrameRate, span: Double? = nil, pause: Double = defaultPause
  ) {
    renderer = ControlRenderer(scene: scene)
    let rate = Double(min(max(framesPerSecond, Self.frameRates.lowerBound), Self.frameRates.upperBound))
    let last = Self.frameCount(span: span ?? scene.motion.duration, framesPerSecond: Int(rate)) - 1
    times = (0...min(last, Self.maximumFrameCount - 1)).map { Double($0) / rate }
    self.pause = pause.isFinite ? min(max(pause, 0), Self.maximumPause) : Self.defaultPause
  }

  /// How many frames a span takes at a rate: `⌈span · fps⌉ + 1` (0 for a non-finite or negative span
  /// counts as one frame).
  /// - Parameters:
  ///   - span: The last time (s).
  ///   - framesPerSecond: The rate (fps, ≥ 1).
  /// - Returns: The frame count.
  package static func frameCount(span: Double, framesPerSecond: Int) -> Int {
    let product = (span.isFinite ? max(0, span) : 0) * Double(max(framesPerSecond, 1))
    // Shave off float noise so that e.g. 2 s at 60 fps is 121 frames, not 122.
    return Int(min((product - 1e-9).rounded(.up), Double(maximumFrameCount))) + 1
  }

  /// The loop's length (s): the last frame's time plus the pause (at least one frame long).
  package var duration: Double {
    let end = times[times.count - 1]
    return max(end + pause, end > 0 ? end : 1.0 / 60)
  }

  /// The animated SVG document.
  /// - Parameter zoom: The document's display scale (``SVGDocument/scale``); default 1.
  /// - Returns: The SVG text.
  package func render(zoom: Double = 1) -> String {
    let size = renderer.documentSize
    let origin = PlanarVector(x: ControlRenderer.margin, y: ControlRenderer.margin)
    var document = SVGDocument(width: size.width, height: size.height)
    document.scale = zoom
    let still = renderer.frame(at: 0)
    document.define(ControlRenderer.depthGradient(still.mount.depth, id: "bb-depth"))
    document.append(
      ControlRenderer.pageRect(width: size.width, height: size.height, color: renderer.palette.pageBackground))
    var frames = times.map {
      ControlRenderer.element(for: renderer.frame(at: $0), origin: origin, idPrefix: "bb", depthID: "bb-depth")
    }
    let loop = duration
    var keyTimes = times.map { $0 / loop }
    if keyTimes[keyTimes.count - 1] < 1 {
      keyTimes.append(1)
      frames.append(frames[frames.count - 1])
    }
    for element in SVGKeyframes(duration: loop, keyTimes: keyTimes).animate(frames) { document.append(element) }
    return document.render()
  }
}
