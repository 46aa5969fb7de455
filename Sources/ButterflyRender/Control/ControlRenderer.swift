import ButterflyModel
import ButterflyPhysics

/// Draws the model's `ControlFrame` as SVG, deciding nothing: every shape, colour, box and order
/// comes from the frame (`ControlFrames` computes it from the scene); this type only writes it, in the
/// order the frame prescribes (see `ControlFrame`).
///
/// What it adds is what SVG needs: text measured by ``TextMetrics`` (the label's fitted size, the
/// baseline), stroke centre lines, and stand-ins for what cannot be drawn off Apple platforms — an
/// image (SF Symbol, asset) is a neutral glyph box in the label colour, a mount background image a
/// neutral tile in its box, a Differentiate Without Color cue a filled or hollow circle.
public struct ControlRenderer: Sendable {
  /// The space around the control in a standalone document (pt): more than
  /// `ControlFrame/maximumOverhang`, so a focus ring is never cut off.
  public static let margin = 8.0

  /// The scene's frames (layout, palette and still parts resolved once).
  public let frames: ControlFrames

  /// Prepares a renderer.
  /// - Parameter scene: The scene.
  public init(scene: ControlScene) {
    frames = ControlFrames(scene: scene)
  }

  /// A renderer of frames already resolved (a host that keeps them, such as the playground's page).
  /// - Parameter frames: The scene's frames.
  public init(frames: ControlFrames) {
    self.frames = frames
  }

  /// The scene drawn.
  public var scene: ControlScene { frames.scene }
  /// The palette for the scene.
  public var palette: ButterflyPalette { frames.palette }
  /// The layout of the scene.
  public var layout: ButterflyLayout { frames.layout }

  /// The standalone document's size: the control's bounds plus ``margin`` on every side (pt).
  var documentSize: ButterflySize {
    ButterflySize(
      width: layout.bounds.width + 2 * Self.margin, height: layout.bounds.height + 2 * Self.margin)
  }

  /// The frame at `time`, without drawing it.
  /// - Parameter time: Seconds since the activation (non-finite → 0).
  /// - Returns: The model's frame.
  public func frame(at time: Double) -> ControlFrame { frames.frame(at: time) }

  /// Draws the frame at `time` into a document.
  /// - Parameters:
  ///   - time: Seconds since the activation.
  ///   - document: The document to draw into.
  ///   - origin: Where the control's top-left corner goes (pt, document coordinates).
  ///   - idPrefix: Prefix for gradient ids, unique per frame within a document.
  /// - Returns: The frame drawn.
  @discardableResult
  public func draw(
    at time: Double, into document: inout SVGDocument, origin: PlanarVector, idPrefix: String = "bb"
  ) -> ControlFrame {
    let frame = frame(at: time)
    let depthID = idPrefix + "-depth"
    document.define(Self.depthGradient(frame.mount.depth, id: depthID))
    document.append(Self.element(for: frame, origin: origin, idPrefix: idPrefix, depthID: depthID))
    return frame
  }

  /// The frame at `time` as a standalone SVG on the page background.
  /// - Parameters:
  ///   - time: Seconds since the activation.
  ///   - zoom: The document's display scale (``SVGDocument/scale``); default 1.
  ///   - idPrefix: The control group's id, and its gradient's with `-depth`; default `bb`. Documents
  ///     inlined in one HTML page need one each, or `url(#bb-depth)` resolves to the first.
  /// - Returns: The SVG text.
  public func svg(at time: Double, zoom: Double = 1, idPrefix: String = "bb") -> String {
    document(at: time, zoom: zoom, idPrefix: idPrefix).render()
  }

  /// The frame at `time` as a standalone document on the page background (what ``svg(at:zoom:idPrefix:)``
  /// writes).
  /// - Parameters:
  ///   - time: Seconds since the activation.
  ///   - zoom: The document's display scale (``SVGDocument/scale``); default 1.
  ///   - idPrefix: The control group's id, and its gradient's with `-depth`; default `bb`.
  /// - Returns: The document.
  public func document(at time: Double, zoom: Double = 1, idPrefix: String = "bb") -> SVGDocument {
    let size = documentSize
    var document = SVGDocument(width: size.width, height: size.height)
    document.scale = zoom
    document.append(Self.pageRect(width: size.width, height: size.height, color: palette.pageBackground))
    draw(at: time, into: &document, origin: PlanarVector(x: Self.margin, y: Self.margin), idPrefix: idPrefix)
    return document
  }

  /// A rectangle filling a document with the page color.
  /// - Parameters:
  ///   - width: Width (pt).
  ///   - height: Height (pt).
  ///   - color: The page background.
  /// - Returns: The element.
  static func pageRect(width: Double, height: Double, color: SRGBColor) -> SVGElement {
    SVGElement(
      "rect",
      [.init("width", width), .init("height", height), .init("fill", SVGColor.hex(color))])
  }

  /// One frame as a group translated to `origin`, tagged with its time, angle and visible face.
  /// - Parameters:
  ///   - frame: The frame.
  ///   - origin: The control's top-left corner (pt, document coordinates).
  ///   - idPrefix: The group's id.
  ///   - depthID: The id of the mount's depth gradient (see ``depthGradient(_:id:)``).
  /// - Returns: The group.
  static func element(for frame: ControlFrame, origin: PlanarVector, idPrefix: String, depthID: String)
    -> SVGElement
  {
    let mount = frame.mount
    var inMount = mountElements(mount, depthID: depthID)
    inMount.append(axleElement(frame.axle))
    inMount += medallionElements(frame.medallion)
    inMount += overlayElements(mount)
    var parts = [SVGElement("g", [.init("transform", mountTransform(mount))], children: inMount)]
    if let title = titleElement(frame.title) { parts.append(title) }
    var attributes: [SVGElement.Attribute] = [
      .init("id", idPrefix),
      .init(
        "transform", "translate(\(NumberFormat.decimals(2).text(origin.x)) \(NumberFormat.decimals(2).text(origin.y)))"),
      .init("data-time-s", NumberFormat.decimals(4).text(frame.time)),
      .init("data-theta-rad", NumberFormat.decimals(4).text(frame.angle)),
      .init("data-face", frame.visibleFace.rawValue),
    ]
    if frame.opacity < 1 { attributes.append(.init("opacity", NumberFormat.decimals(3).text(frame.opacity))) }
    return SVGElement("g", attributes, children: parts)
  }

  /// The mount group's transform: the pressed scale about the mount's centre, or `scale(1)` (the
  /// identity, written so the group and its attribute are there in every frame: a press or a release
  /// then changes this one value, and ``SVGPatch`` replaces no element).
  static func mountTransform(_ mount: MountFrame) -> String {
    mount.scale == 1 ? "scale(1)" : scaleTransform(mount.scale, about: mount.rect.center)
  }

  /// `translate(c) scale(k) translate(−c)`: a uniform scale about a point.
  static func scaleTransform(_ scale: Double, about centre: PlanarVector) -> String {
    "translate(\(NumberFormat.decimals(2).text(centre.x)) \(NumberFormat.decimals(2).text(centre.y))) scale(\(NumberFormat.decimals(4).text(scale))) "
      + "translate(\(NumberFormat.decimals(2).text(-centre.x)) \(NumberFormat.decimals(2).text(-centre.y)))"
  }

  /// The mount's fill, background image stand-in and depth.
  private static func mountElements(_ mount: MountFrame, depthID: String) -> [SVGElement] {
    var elements = [
      SVGElement(
        "rect",
        rectAttributes(mount.rect) + [
          .init("fill", SVGColor.hex(mount.fill)), .init("fill-opacity", SVGColor.opacity(mount.fill)),
        ])
    ]
    if let box = mount.imageBox {
      elements.append(
        SVGElement(
          "rect",
          rectAttributes(box) + [
            .init("fill", "#8e8e93"), .init("fill-opacity", "0.35"), .init("data-role", "background-image-placeholder"),
          ]))
    }
    elements.append(SVGElement("rect", rectAttributes(mount.interior) + [.init("fill", "url(#\(depthID))")]))
    return elements
  }

  /// The stroke and the state overlays, above the medallion.
  private static func overlayElements(_ mount: MountFrame) -> [SVGElement] {
    var elements = [strokeElement(mount.stroke)]
    if let highlight = mount.hoverHighlight {
      elements.append(
        SVGElement(
          "rect",
          rectAttributes(mount.rect) + [
            .init("fill", SVGColor.hex(highlight)), .init("fill-opacity", SVGColor.opacity(highlight)),
            .init("data-role", "hover-highlight"),
          ]))
    }
    if let outline = mount.outline { elements.append(strokeElement(outline, role: "outline")) }
    if let ring = mount.focusRing { elements.append(strokeElement(ring, role: "focus-ring")) }
    return elements
  }

  /// A rectangle stroked inside its outer edge (the stroke centred on the inset centre line).
  private static func strokeElement(_ stroke: StrokedRect, role: String? = nil) -> SVGElement {
    var attributes =
      rectAttributes(stroke.centerline) + [
        .init("fill", "none"), .init("stroke", SVGColor.hex(stroke.color)), .init("stroke-width", stroke.width),
      ]
    if stroke.color.alpha < 1 { attributes.append(.init("stroke-opacity", SVGColor.opacity(stroke.color))) }
    if let role { attributes.append(.init("data-role", role)) }
    return SVGElement("rect", attributes)
  }

  /// The mount's depth gradient from the frame's stops, top to bottom.
  static func depthGradient(_ stops: [MountDepth.Stop], id: String) -> SVGElement {
    let children = stops.map { stop in
      SVGElement(
        "stop",
        [
          .init("offset", NumberFormat.decimals(3).text(stop.location)), .init("stop-color", SVGColor.hex(stop.color)),
          .init("stop-opacity", SVGColor.opacity(stop.color)),
        ])
    }
    return SVGElement(
      "linearGradient", [.init("id", id), .init("x1", "0"), .init("y1", "0"), .init("x2", "0"), .init("y2", "1")],
      children: children)
  }

  private static func axleElement(_ axle: AxleFrame) -> SVGElement {
    let segment = axle.segment
    return SVGElement(
      "line",
      [
        .init("x1", segment.start.x), .init("y1", segment.start.y), .init("x2", segment.end.x),
        .init("y2", segment.end.y), .init("stroke", SVGColor.hex(axle.color)),
        .init("stroke-width", axle.thickness), .init("stroke-linecap", "round"),
      ])
  }

  private static func titleElement(_ title: TitleFrame) -> SVGElement? {
    guard !title.text.isEmpty else { return nil }
    let anchor: String
    switch title.anchor {
    case .left: anchor = "start"
    case .center: anchor = "middle"
    case .right: anchor = "end"
    }
    return SVGElement(
      "text",
      textAttributes(
        x: title.anchorX, centreY: title.box.midY, pointSize: title.pointSize, color: title.color, anchor: anchor) + [
          .init("data-role", "title")
        ],
      text: title.text)
  }

  /// `x`, `y`, `width`, `height` of a rectangle.
  static func rectAttributes(_ rect: ButterflyRect) -> [SVGElement.Attribute] {
    [.init("x", rect.x), .init("y", rect.y), .init("width", rect.width), .init("height", rect.height)]
  }

  /// Attributes for one line of text whose line box is centred on `centreY`.
  ///
  /// The baseline sits `0.35 × pointSize` below the centre (half the cap height of DejaVu Sans, 0.73 em);
  /// a weight other than regular is written as its number (`font-weight="600"`).
  static func textAttributes(
    x: Double, centreY: Double, pointSize: Double, color: SRGBColor, weight: ButterflyFont.Weight = .regular,
    anchor: String = "middle"
  ) -> [SVGElement.Attribute] {
    var attributes: [SVGElement.Attribute] = [
      .init("x", x), .init("y", centreY + 0.35 * pointSize),
      .init("font-family", TextMetrics.fontFamily), .init("font-size", pointSize),
    ]
    if weight != .regular { attributes.append(.init("font-weight", "\(weight.numericValue)")) }
    attributes += [.init("text-anchor", anchor), .init("fill", SVGColor.hex(color))]
    return attributes
  }
}
