import ButterflyModel
import ButterflyPhysics

/// N frames of one spin side by side, each captioned with its time, so a whole spin reads at a glance.
///
/// ```
/// times  t_i = horizon · i/(N − 1),  i = 0…N−1   (N = 1: t = 0)
/// horizon    = the scene's motion duration (planned rest time, or the Reduce Motion swap)
/// cell width = max(control width, caption width),  gap 12 pt,  caption 10 pt below each frame
/// ```
public struct Filmstrip: Sendable {
  /// The most frames a strip holds.
  public static let maximumFrameCount = 240
  /// The space between frames (pt).
  package static let gap = 12.0
  /// The caption's font size (pt).
  static let captionPointSize = 10.0

  /// The renderer for every frame.
  public let renderer: ControlRenderer
  /// The times drawn (s), in order.
  public let times: [Double]

  /// Creates a strip at explicit times.
  /// - Parameters:
  ///   - scene: The scene.
  ///   - times: Times (s); non-finite values are drawn at 0.
  public init(scene: ControlScene, times: [Double]) {
    renderer = ControlRenderer(scene: scene)
    self.times = times.map { $0.isFinite ? $0 : 0 }
  }

  /// Creates a strip of `frameCount` evenly spaced frames from 0 to `horizon`.
  /// - Parameters:
  ///   - scene: The scene.
  ///   - frameCount: N, clamped to 1…``maximumFrameCount``.
  ///   - horizon: The last time (s); `nil` for the scene's motion duration (`ControlMotion/duration`).
  public init(scene: ControlScene, frameCount: Int, until horizon: Double? = nil) {
    self.init(
      scene: scene,
      times: Self.evenlySpacedTimes(count: frameCount, until: horizon ?? scene.motion.duration))
  }

  /// `count` times from 0 to `horizon` inclusive, evenly spaced.
  /// - Parameters:
  ///   - count: How many, clamped to 1…``maximumFrameCount``.
  ///   - horizon: The last time (s); non-finite or negative → 0.
  /// - Returns: The times (s).
  public static func evenlySpacedTimes(count: Int, until horizon: Double) -> [Double] {
    let n = min(max(count, 1), maximumFrameCount)
    let end = horizon.isFinite ? max(0, horizon) : 0
    guard n > 1 else { return [0] }
    return (0..<n).map { end * Double($0) / Double(n - 1) }
  }

  /// The caption under a frame: `t = 0.25 s`.
  /// - Parameter time: The frame's time (s).
  /// - Returns: The caption, with two decimals.
  public static func caption(for time: Double) -> String {
    let text = NumberFormat.decimals(2).text(time)
    let decimals = text.split(separator: ".").dropFirst().first?.count ?? 0
    let padded = text + (decimals == 0 ? ".00" : String(repeating: "0", count: 2 - decimals))
    return "t = " + padded + " s"
  }

  /// Every frame drawn, in order.
  public var frames: [ControlFrame] { times.map { renderer.frame(at: $0) } }

  /// The strip as one SVG document on the page background.
  /// - Parameter zoom: The document's display scale (``SVGDocument/scale``); default 1.
  /// - Returns: The SVG text and the frames drawn.
  public func render(zoom: Double = 1) -> (svg: String, frames: [ControlFrame]) {
    let bounds = renderer.layout.bounds
    let captionHeight = 1.2 * Self.captionPointSize
    let captionWidth =
      times.map {
        TextMetrics.width(of: Self.caption(for: $0), pointSize: Self.captionPointSize)
      }.max() ?? 0
    let cell = max(bounds.width, captionWidth)
    let margin = ControlRenderer.margin
    let width = 2 * margin + Double(times.count) * cell + Double(max(times.count - 1, 0)) * Self.gap
    let height = 2 * margin + bounds.height + 4 + captionHeight
    var document = SVGDocument(width: width, height: height)
    document.scale = zoom
    let palette = renderer.palette
    document.append(ControlRenderer.pageRect(width: width, height: height, color: palette.pageBackground))
    var drawn: [ControlFrame] = []
    for (index, time) in times.enumerated() {
      let left = margin + Double(index) * (cell + Self.gap)
      let origin = PlanarVector(x: left + (cell - bounds.width) / 2, y: margin)
      drawn.append(renderer.draw(at: time, into: &document, origin: origin, idPrefix: "f\(index)"))
      document.append(
        SVGElement(
          "text",
          ControlRenderer.textAttributes(
            x: left + cell / 2, centreY: margin + bounds.height + 4 + captionHeight / 2,
            pointSize: Self.captionPointSize, color: palette.title)
            + [.init("data-role", "caption")],
          text: Self.caption(for: time)))
    }
    return (document.render(), drawn)
  }
}
