import ButterflyModel
import ButterflyPhysics

extension ControlRenderer {
  /// The least `|cos θ|` at which face content is drawn; nearer edge-on the content is a sliver
  /// thinner than 0.05 pt on the largest (120 pt) control and the squash matrix is near-singular.
  static let minimumContentForeshortening = 1e-3
  /// How far the medallion's contact shadow falls below it on screen (pt).
  static let shadowDrop = 1.5

  /// The medallion, back to front: a soft contact shadow, then each drawn face (rim band, edge ring,
  /// face fill, content), each in a group carrying its opacity and scale.
  func medallionElements(_ frame: RenderedControl) -> [SVGElement] {
    let centre = layout.medallion.center
    let r = frame.semiAxisAlongAxle
    let across = frame.semiAxisAcrossAxle
    let rotation =
      "rotate(\(SVGNumber.format(frame.axleRotationDegrees)) \(SVGNumber.format(centre.x)) "
      + "\(SVGNumber.format(centre.y)))"
    var elements: [SVGElement] = [
      SVGElement(
        "ellipse",
        [
          .init("cx", centre.x), .init("cy", centre.y), .init("rx", r), .init("ry", max(across, 1)),
          .init("transform", "translate(0 \(SVGNumber.format(Self.shadowDrop))) " + rotation), .init("fill", "#000000"),
          .init("fill-opacity", "0.12"),
        ])
    ]
    // The rim: an edge-coloured ellipse where the hidden face's outline sits, joined to the visible
    // face by a band. In the rotated frame, local +y is −n, so an offset s·n is local y = −s.
    let s = frame.pose.edgeOffset.dot(layout.axleOrientation.normal)
    let edge = SVGNumber.hex(palette.medallionEdge)
    let ringWidth = min(MedallionFaceLayout.edgeWidth, r)
    for face in frame.faces {
      var disc: [SVGElement] = []
      if abs(s) > 0 {
        disc.append(
          SVGElement(
            "ellipse",
            [
              .init("cx", centre.x), .init("cy", centre.y - s), .init("rx", r), .init("ry", across),
              .init("fill", edge),
            ]))
        disc.append(
          SVGElement(
            "rect",
            [
              .init("x", centre.x - r), .init("y", centre.y - max(s, 0)), .init("width", 2 * r),
              .init("height", abs(s)), .init("fill", edge),
            ]))
      }
      disc.append(
        SVGElement(
          "ellipse",
          [
            .init("cx", centre.x), .init("cy", centre.y), .init("rx", r), .init("ry", across),
            .init("fill", edge),
          ]))
      disc.append(
        SVGElement(
          "ellipse",
          [
            .init("cx", centre.x), .init("cy", centre.y), .init("rx", r - ringWidth),
            .init("ry", (r - ringWidth) * frame.pose.foreshortening),
            .init("fill", SVGNumber.hex(face.fill)), .init("data-role", "face"),
            .init("data-face", face.face.rawValue),
          ]))
      var children = [SVGElement("g", [.init("transform", rotation)], children: disc)]
      if let content = contentElement(face, foreshortening: frame.pose.foreshortening) {
        children.append(content)
      }
      var attributes: [SVGElement.Attribute] = []
      if face.opacity < 1 { attributes.append(.init("opacity", SVGNumber.format(face.opacity, digits: 3))) }
      if face.scale != 1 {
        let k = SVGNumber.format(face.scale, digits: 4)
        attributes.append(
          .init(
            "transform",
            "translate(\(SVGNumber.format(centre.x)) \(SVGNumber.format(centre.y))) scale(\(k)) "
              + "translate(\(SVGNumber.format(-centre.x)) \(SVGNumber.format(-centre.y)))"))
      }
      elements.append(SVGElement("g", attributes, children: children))
    }
    return elements
  }

  /// The face's label and image placeholder, placed by ``MedallionFaceLayout`` and squashed about the
  /// medallion centre by the face content transform (never a reflection), or `nil` when edge-on.
  func contentElement(_ face: DrawnFace, foreshortening: Double) -> SVGElement? {
    guard foreshortening >= Self.minimumContentForeshortening else { return nil }
    let origin = PlanarVector(x: layout.medallion.x, y: layout.medallion.y)
    let centre = layout.medallion.center
    let m = face.contentTransform
    let shifted = m.apply(centre)
    let matrix = [m.a, m.b, m.c, m.d, centre.x - shifted.x, centre.y - shifted.y]
      .map { SVGNumber.format($0, digits: 4) }.joined(separator: " ")
    var children: [SVGElement] = []
    if let image = face.contentLayout.imageBox?.offsetBy(origin) {
      children += glyphBox(in: image, color: face.labelColor)
    }
    let label = face.contentLayout.labelBox.offsetBy(origin)
    children.append(
      SVGElement(
        "text",
        Self.textAttributes(
          x: label.midX, centreY: label.midY, pointSize: face.labelPointSize, color: face.labelColor,
          bold: true) + [.init("data-role", "label")],
        text: face.label))
    return SVGElement("g", [.init("transform", "matrix(\(matrix))")], children: children)
  }

  /// The stand-in for an image: a rounded square outline with a centred dot, in the label color.
  private func glyphBox(in box: ButterflyRect, color: SRGBColor) -> [SVGElement] {
    let inset = box.insetBy(dx: 0.12 * box.width, dy: 0.12 * box.height)
    let line = max(1, 0.08 * box.width)
    return [
      SVGElement(
        "rect",
        Self.frame(inset) + [
          .init("rx", 0.2 * inset.width), .init("fill", "none"), .init("stroke", SVGNumber.hex(color)),
          .init("stroke-width", line), .init("data-role", "image-placeholder"),
        ]),
      SVGElement(
        "circle",
        [
          .init("cx", inset.midX), .init("cy", inset.midY), .init("r", 0.18 * inset.width),
          .init("fill", SVGNumber.hex(color)),
        ]),
    ]
  }
}
