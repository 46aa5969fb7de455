import ButterflyModel
import ButterflyPhysics

extension ControlRenderer {
  /// The medallion, back to front: the contact shadow, then each face (rim ellipse, rim band, edge
  /// ellipse, face ellipse in disc coordinates, then the content), each in a group carrying its
  /// opacity and scale. The rim and the content are in every frame, hidden where they do not show.
  ///
  /// The content map (a squash by `|cos θ|` across the axle) is written as
  /// `translate(c) rotate(φ) · scale(1 f) · rotate(−φ) translate(−c)` in three nested groups, so only
  /// the middle `scale` changes from frame to frame (an animation can then interpolate it).
  static func medallionElements(_ medallion: MedallionFrame) -> [SVGElement] {
    let centre = medallion.center
    let degrees = NumberFormat.decimals(2).text(medallion.rotationDegrees)
    let rotation =
      "rotate(\(degrees) \(NumberFormat.decimals(2).text(centre.x)) \(NumberFormat.decimals(2).text(centre.y)))"
    let shadow = medallion.shadow
    var elements = [
      SVGElement(
        "ellipse",
        [
          .init("cx", shadow.center.x), .init("cy", shadow.center.y), .init("rx", shadow.semiAxisAlongAxle),
          .init("ry", shadow.semiAxisAcrossAxle),
          .init(
            "transform",
            "rotate(\(degrees) \(NumberFormat.decimals(2).text(shadow.center.x)) \(NumberFormat.decimals(2).text(shadow.center.y)))"
          ),
          .init("fill", SVGColor.hex(shadow.color)), .init("fill-opacity", SVGColor.opacity(shadow.color)),
          .init("data-role", "shadow"),
        ])
    ]
    let edge = SVGColor.hex(medallion.edgeColor)
    let r = medallion.semiAxisAlongAxle
    func ellipse(v: Double, rx: Double, ry: Double, fill: String) -> SVGElement {
      SVGElement(
        "ellipse",
        [.init("cx", centre.x), .init("cy", centre.y + v), .init("rx", rx), .init("ry", ry), .init("fill", fill)])
    }
    let rimVisibility = visibility(medallion.showsRim)
    for face in medallion.faces {
      var disc: [SVGElement] = []
      var rim = ellipse(v: medallion.rimOffset, rx: r, ry: medallion.semiAxisAcrossAxle, fill: edge)
      rim.attributes.append(rimVisibility)
      disc.append(rim)
      disc.append(
        SVGElement("rect", rectAttributes(medallion.rimBand.offsetBy(centre)) + [.init("fill", edge), rimVisibility]))
      disc.append(ellipse(v: 0, rx: r, ry: medallion.semiAxisAcrossAxle, fill: edge))
      var fill = ellipse(
        v: 0, rx: medallion.faceSemiAxisAlongAxle, ry: medallion.faceSemiAxisAcrossAxle, fill: SVGColor.hex(face.fill))
      fill.attributes += [.init("data-role", "face"), .init("data-face", face.face.rawValue)]
      disc.append(fill)
      var children = [SVGElement("g", [.init("transform", rotation)], children: disc)]
      children.append(contentElement(face, in: medallion))
      var attributes: [SVGElement.Attribute] = []
      if face.opacity < 1 { attributes.append(.init("opacity", NumberFormat.decimals(3).text(face.opacity))) }
      if face.scale != 1 {
        children = [
          SVGElement(
            "g", [.init("transform", "scale(\(NumberFormat.decimals(4).text(face.scale)))")],
            children: [SVGElement("g", [.init("transform", translate(-1 * centre))], children: children)])
        ]
        attributes.append(.init("transform", translate(centre)))
      }
      elements.append(SVGElement("g", attributes, children: children))
    }
    return elements
  }

  /// `translate(x y)`.
  private static func translate(_ offset: PlanarVector) -> String {
    "translate(\(NumberFormat.decimals(2).text(offset.x)) \(NumberFormat.decimals(2).text(offset.y)))"
  }

  /// The face's image stand-in, label and cue, in their boxes, squashed about the medallion centre by
  /// the frame's content map (never a reflection).
  static func contentElement(_ face: FaceFrame, in medallion: MedallionFrame) -> SVGElement {
    let centre = medallion.center
    let degrees = NumberFormat.decimals(2).text(medallion.rotationDegrees)
    var children: [SVGElement] = []
    if let image = face.imageBox {
      children += glyphBox(in: image, color: face.labelColor)
    }
    let label = face.labelBox
    let bold = face.labelWeight.isBold
    let pointSize = face.labelPointSize(widthPerPoint: TextMetrics.width(of: face.label, pointSize: 1, bold: bold))
    children.append(
      SVGElement(
        "text",
        textAttributes(
          x: label.midX, centreY: label.midY, pointSize: pointSize, color: face.labelColor, weight: face.labelWeight)
          + [.init("data-role", "label")],
        text: face.label))
    if let cue = face.cue { children.append(cueElement(cue, color: face.labelColor)) }
    let unrotate = SVGElement(
      "g",
      [
        .init(
          "transform", "rotate(\(NumberFormat.decimals(2).text(-medallion.rotationDegrees))) " + translate(-1 * centre))
      ],
      children: children)
    let squash = SVGElement(
      "g", [.init("transform", "scale(1 \(NumberFormat.decimals(4).text(medallion.foreshortening)))")],
      children: [unrotate])
    return SVGElement(
      "g",
      [
        .init("transform", translate(centre) + " rotate(\(degrees))"), .init("data-role", "content"),
        visibility(medallion.showsContent),
      ],
      children: [squash])
  }

  /// `visibility="visible"` or `"hidden"`: the rim and the content are written in every frame and
  /// hidden where the frame does not show them (the rim face-on, the content edge-on), so a frame that
  /// shows or hides them changes one value and ``SVGPatch`` replaces, removes or inserts no element.
  /// A hidden element paints nothing, so the picture is the one without it.
  private static func visibility(_ shown: Bool) -> SVGElement.Attribute {
    .init("visibility", shown ? "visible" : "hidden")
  }

  /// The stand-in for an image: a rounded square outline with a centred dot, in the label color.
  private static func glyphBox(in box: ButterflyRect, color: SRGBColor) -> [SVGElement] {
    let inset = box.insetBy(dx: 0.12 * box.width, dy: 0.12 * box.height)
    let line = max(1, 0.08 * box.width)
    return [
      SVGElement(
        "rect",
        rectAttributes(inset) + [
          .init("rx", 0.2 * inset.width), .init("fill", "none"), .init("stroke", SVGColor.hex(color)),
          .init("stroke-width", line), .init("data-role", "image-placeholder"),
        ]),
      SVGElement(
        "circle",
        [
          .init("cx", inset.midX), .init("cy", inset.midY), .init("r", 0.18 * inset.width),
          .init("fill", SVGColor.hex(color)),
        ]),
    ]
  }

  /// The stand-in for the cue's SF Symbol (`circle.fill` / `circle`): a circle of the symbol's size,
  /// centred in the cue's strip, filled or outlined in the label colour.
  private static func cueElement(_ cue: FaceCueFrame, color: SRGBColor) -> SVGElement {
    let radius = 0.4 * cue.pointSize
    let line = max(1, 0.1 * cue.pointSize)
    let hex = SVGColor.hex(color)
    let filled = cue.cue == .filledCircle
    let paint: [SVGElement.Attribute] =
      filled
      ? [.init("r", radius), .init("fill", hex)]
      : [.init("r", radius - line / 2), .init("fill", "none"), .init("stroke", hex), .init("stroke-width", line)]
    return SVGElement(
      "circle",
      [.init("cx", cue.box.midX), .init("cy", cue.box.midY)] + paint
        + [.init("data-role", "cue"), .init("data-cue", cue.cue.rawValue)])
  }
}
