import ButterflyModel
import ButterflyPhysics
import Foundation

/// Draws one frame of the control as SVG from the portable model: ``ButterflyLayout`` for the frames,
/// ``MedallionPose`` for the projection at θ(t), ``ButterflyPalette`` for every color,
/// ``MedallionFaceLayout`` for the face content and ``ButterflyStrings`` for the default labels.
///
/// What is drawn, back to front:
/// ```
/// mount fill       layout.mount, palette.mountBackground
/// depth            a vertical gradient over layout.mountInterior: shadow under the top edge, a faint
///                  highlight above the bottom edge (an inset well lit from above)
/// mount stroke     inset w/2 so the stroke's outer edge is layout.mount; width w, palette.mountStroke
/// axle             layout.axle, 2 pt, palette.axle, round caps
/// medallion        rim band (thickness·|sin θ| behind the face, at pose.edgeOffset), the face ellipse
///                  (semi-axes r along the axle, r·|cos θ| across it) ringed by the 2 pt edge, then the
///                  content squashed by pose.faceContentTransform (never mirrored)
/// title            in layout.title, anchored on the side facing the mount, palette.title
/// ```
/// Images (SF Symbols, asset-catalog images) cannot be drawn off Apple platforms: a face with an image
/// shows a neutral glyph box (a rounded square with a dot) in the label color, in the image's box.
public struct ControlRenderer: Sendable {
  /// The space around the control in a standalone document (pt).
  public static let margin = 8.0

  /// The scene drawn.
  public let scene: ControlScene
  /// The layout, with the title measured by ``TextMetrics``.
  public let layout: ButterflyLayout
  /// The palette for the scene's appearance.
  public let palette: ButterflyPalette

  /// Prepares a renderer.
  /// - Parameter scene: The scene.
  public init(scene: ControlScene) {
    self.scene = scene
    let titleSize = TextMetrics.size(of: scene.title, pointSize: scene.scaledTitlePointSize)
    layout = ButterflyLayout(
      configuration: scene.configuration, titleSize: titleSize,
      layoutDirection: scene.layoutDirection, dynamicTypeScale: scene.dynamicTypeScale)
    palette = scene.palette
  }

  /// The standalone document's size: the control's bounds plus ``margin`` on every side (pt).
  public var documentSize: ButterflySize {
    ButterflySize(
      width: layout.bounds.width + 2 * Self.margin, height: layout.bounds.height + 2 * Self.margin)
  }

  /// What the frame at `time` shows, without drawing it.
  /// - Parameter time: Seconds since the activation (non-finite → 0).
  /// - Returns: The frame's geometry, faces and colors.
  public func frame(at time: Double) -> RenderedControl {
    let t = time.isFinite ? time : 0
    let trajectory = scene.trajectory
    let angle = scene.reduceMotion ? 0 : trajectory.state(at: t).angle
    let diameter = layout.medallion.width
    let pose = MedallionPose(angle: angle, axleOrientation: layout.axleOrientation, diameter: diameter)
    var faces: [DrawnFace] = []
    if scene.reduceMotion {
      let swap = scene.swap
      let scale = swap.scale(at: t)
      for face in [swap.fromFace, swap.toFace] {
        faces.append(drawnFace(face, opacity: swap.opacity(of: face, at: t), scale: scale, pose: pose))
      }
    } else {
      let startIsTop = trajectory.startFace == .top
      let face: MedallionFace = pose.showsTopFace(startFaceIsTop: startIsTop) ? .top : .bottom
      faces.append(drawnFace(face, opacity: 1, scale: 1, pose: pose))
    }
    let a = layout.axleOrientation.direction
    return RenderedControl(
      time: t, angle: angle, layout: layout, pose: pose, faces: faces,
      semiAxisAlongAxle: pose.projectedLengthAlongAxle / 2,
      semiAxisAcrossAxle: pose.projectedLengthAcrossAxle / 2,
      axleRotationDegrees: atan2(a.y, a.x) * 180 / .pi)
  }

  private func drawnFace(_ face: MedallionFace, opacity: Double, scale: Double, pose: MedallionPose)
    -> DrawnFace
  {
    let label = scene.label(for: face)
    let content = MedallionFaceLayout(diameter: pose.diameter, hasImage: scene.hasImage(face))
    return DrawnFace(
      face: face, opacity: opacity, scale: scale,
      fill: face == .top ? palette.medallionTop : palette.medallionBottom,
      labelColor: face == .top ? palette.medallionTopLabel : palette.medallionBottomLabel,
      label: label,
      labelPointSize: TextMetrics.fittingPointSize(
        for: label, boxWidth: content.labelBox.width, maximum: content.maximumLabelPointSize, bold: true),
      contentLayout: content, contentTransform: pose.faceContentTransform)
  }

  /// Draws the frame at `time` into a document.
  /// - Parameters:
  ///   - time: Seconds since the activation.
  ///   - document: The document to draw into.
  ///   - origin: Where the control's top-left corner goes (pt, document coordinates).
  ///   - idPrefix: Prefix for gradient ids, unique per frame within a document.
  /// - Returns: What the frame shows.
  @discardableResult
  public func draw(
    at time: Double, into document: inout SVGDocument, origin: PlanarVector, idPrefix: String = "bb"
  ) -> RenderedControl {
    let frame = frame(at: time)
    let depthID = idPrefix + "-depth"
    document.define(depthGradient(id: depthID))
    var parts: [SVGElement] = mountElements(depthID: depthID)
    parts.append(axleElement())
    parts += medallionElements(frame)
    if let title = titleElement() { parts.append(title) }
    document.append(
      SVGElement(
        "g",
        [
          .init("id", idPrefix),
          .init("transform", "translate(\(SVGNumber.format(origin.x)) \(SVGNumber.format(origin.y)))"),
          .init("data-time-s", SVGNumber.format(frame.time, digits: 4)),
          .init("data-theta-rad", SVGNumber.format(frame.angle, digits: 4)),
          .init("data-face", frame.visibleFace.rawValue),
        ], children: parts))
    return frame
  }

  /// The frame at `time` as a standalone SVG on the page background.
  /// - Parameter time: Seconds since the activation.
  /// - Returns: The SVG text.
  public func svg(at time: Double) -> String {
    let size = documentSize
    var document = SVGDocument(width: size.width, height: size.height)
    document.append(Self.pageRect(width: size.width, height: size.height, color: palette.pageBackground))
    draw(at: time, into: &document, origin: PlanarVector(x: Self.margin, y: Self.margin))
    return document.render()
  }

  /// A rectangle filling a document with the page color.
  /// - Parameters:
  ///   - width: Width (pt).
  ///   - height: Height (pt).
  ///   - color: The page background.
  /// - Returns: The element.
  public static func pageRect(width: Double, height: Double, color: SRGBColor) -> SVGElement {
    SVGElement(
      "rect",
      [.init("width", width), .init("height", height), .init("fill", SVGNumber.hex(color))])
  }

  private func mountElements(depthID: String) -> [SVGElement] {
    let mount = layout.mount
    let interior = layout.mountInterior
    let w = layout.geometry.strokeWidth
    let stroked = mount.insetBy(dx: w / 2, dy: w / 2)
    return [
      SVGElement(
        "rect",
        Self.frame(mount) + [
          .init("fill", SVGNumber.hex(palette.mountBackground)),
          .init("fill-opacity", SVGNumber.opacity(palette.mountBackground)),
        ]),
      SVGElement("rect", Self.frame(interior) + [.init("fill", "url(#\(depthID))")]),
      SVGElement(
        "rect",
        Self.frame(stroked) + [
          .init("fill", "none"), .init("stroke", SVGNumber.hex(palette.mountStroke)),
          .init("stroke-width", w),
        ]),
    ]
  }

  /// The mount's depth gradient, from the model's ``MountDepth`` stops (as the SwiftUI mount draws it).
  private func depthGradient(id: String) -> SVGElement {
    let stops = MountDepth(appearance: palette.appearance).stops.map { stop in
      SVGElement(
        "stop",
        [
          .init("offset", SVGNumber.format(stop.location, digits: 3)), .init("stop-color", SVGNumber.hex(stop.color)),
          .init("stop-opacity", SVGNumber.opacity(stop.color)),
        ])
    }
    return SVGElement(
      "linearGradient", [.init("id", id), .init("x1", "0"), .init("y1", "0"), .init("x2", "0"), .init("y2", "1")],
      children: stops)
  }

  private func axleElement() -> SVGElement {
    let axle = layout.axle
    return SVGElement(
      "line",
      [
        .init("x1", axle.start.x), .init("y1", axle.start.y), .init("x2", axle.end.x),
        .init("y2", axle.end.y), .init("stroke", SVGNumber.hex(palette.axle)),
        .init("stroke-width", AxleSegment.thickness), .init("stroke-linecap", "round"),
      ])
  }

  private func titleElement() -> SVGElement? {
    guard !scene.title.isEmpty else { return nil }
    let size = scene.scaledTitlePointSize
    let box = layout.title
    // Anchor the text on the side facing the mount so the 2 pt padding holds whatever the font's
    // true advance widths are (the box was measured with TextMetrics' generous estimate).
    let (x, anchor): (Double, String)
    switch layout.titleSide {
    case .left: (x, anchor) = (box.maxX, "end")
    case .right: (x, anchor) = (box.minX, "start")
    case .top, .bottom: (x, anchor) = (box.midX, "middle")
    }
    return SVGElement(
      "text",
      Self.textAttributes(
        x: x, centreY: box.midY, pointSize: size, color: palette.title, bold: false, anchor: anchor)
        + [.init("data-role", "title")],
      text: scene.title)
  }

  /// `x`, `y`, `width`, `height` of a rectangle.
  static func frame(_ rect: ButterflyRect) -> [SVGElement.Attribute] {
    [.init("x", rect.x), .init("y", rect.y), .init("width", rect.width), .init("height", rect.height)]
  }

  /// Attributes for one centred line of text whose line box is centred on `centreY`.
  ///
  /// The baseline sits `0.35 × pointSize` below the centre (half the cap height of DejaVu Sans, 0.73 em).
  static func textAttributes(
    x: Double, centreY: Double, pointSize: Double, color: SRGBColor, bold: Bool,
    anchor: String = "middle"
  ) -> [SVGElement.Attribute] {
    var attributes: [SVGElement.Attribute] = [
      .init("x", x), .init("y", centreY + 0.35 * pointSize),
      .init("font-family", TextMetrics.fontFamily), .init("font-size", pointSize),
    ]
    if bold { attributes.append(.init("font-weight", "bold")) }
    attributes += [.init("text-anchor", anchor), .init("fill", SVGNumber.hex(color))]
    return attributes
  }
}
