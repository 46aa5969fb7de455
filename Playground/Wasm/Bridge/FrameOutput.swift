import ButterflyModel
import ButterflyPhysics

/// Writes a ``ControlFrame`` into the shared frame buffer (`bb_frame_buffer()`), number after number,
/// for the page's `draw.js`, which reads them back in the same order and draws them (deciding
/// nothing). Flags are 0 or 1; an optional part is a flag followed by its numbers when present; a list
/// is its count followed by its elements.
///
/// ```
/// time angle visibleFace(0 top, 1 bottom) opacity bounds(x y w h) pressed focused hovered disabled
/// mount: rect interior fill imageBox? depth[location color] stroke(centreline width color)
///        hoverHighlight? outline? focusRing? scale
/// axle: x1 y1 x2 y2 thickness color
/// medallion: cx cy rotationDegrees r across foreshortening rimOffset showsRim rimBand edgeColor
///            faceAlong faceAcross showsContent shadow(cx cy along across color)
///            faces[face opacity scale fill labelColor labelBox labelPointSize labelWeight(100…900)
///                  imageBox? cue?(kind box size)]
/// title: box anchor(0 left, 1 centre, 2 right) anchorX pointSize color
/// pageBackground (the palette's page colour, what a standalone drawing is drawn on)
/// ```
/// Rectangles are x, y, width, height; colours red, green, blue, alpha in [0, 1].
struct FrameOutput {
  /// The buffer's capacity (numbers); a frame takes at most about 170.
  static let capacity = 256

  private let buffer: UnsafeMutablePointer<Double>
  /// Numbers written so far.
  private(set) var count = 0

  init(buffer: UnsafeMutablePointer<Double>) { self.buffer = buffer }

  private mutating func put(_ value: Double) {
    guard count < Self.capacity else { return }
    buffer[count] = value
    count += 1
  }

  private mutating func put(_ flag: Bool) { put(flag ? 1.0 : 0.0) }

  private mutating func put(_ rect: ButterflyRect) {
    for value in [rect.x, rect.y, rect.width, rect.height] { put(value) }
  }

  private mutating func put(_ color: SRGBColor) {
    for value in [color.red, color.green, color.blue, color.alpha] { put(value) }
  }

  private mutating func put(_ stroke: StrokedRect?) {
    put(stroke != nil)
    guard let stroke else { return }
    put(stroke.centerline)
    put(stroke.width)
    put(stroke.color)
  }

  /// Writes the frame; a face's label size comes from the model for the page's measured width.
  /// - Parameters:
  ///   - frame: The frame.
  ///   - labelWidthPerPoint: The page's measured width of each face's label at 1 pt (top, bottom).
  ///   - pageBackground: The palette's page colour.
  mutating func write(
    _ frame: ControlFrame, labelWidthPerPoint: (top: Double, bottom: Double), pageBackground: SRGBColor
  ) {
    put(frame.time)
    put(frame.angle)
    put(frame.visibleFace == .bottom)
    put(frame.opacity)
    put(frame.bounds)
    for flag in [frame.state.isPressed, frame.state.isFocused, frame.state.isHovered, frame.state.isDisabled] {
      put(flag)
    }
    writeMount(frame.mount)
    put(frame.axle.segment.start.x)
    put(frame.axle.segment.start.y)
    put(frame.axle.segment.end.x)
    put(frame.axle.segment.end.y)
    put(frame.axle.thickness)
    put(frame.axle.color)
    writeMedallion(frame.medallion, labelWidthPerPoint: labelWidthPerPoint)
    put(frame.title.box)
    put(Double(frame.title.anchor == .left ? 0 : frame.title.anchor == .center ? 1 : 2))
    put(frame.title.anchorX)
    put(frame.title.pointSize)
    put(frame.title.color)
    put(pageBackground)
  }

  private mutating func writeMount(_ mount: MountFrame) {
    put(mount.rect)
    put(mount.interior)
    put(mount.fill)
    put(mount.imageBox != nil)
    if let box = mount.imageBox { put(box) }
    put(Double(mount.depth.count))
    for stop in mount.depth {
      put(stop.location)
      put(stop.color)
    }
    put(mount.stroke)
    put(mount.hoverHighlight != nil)
    if let highlight = mount.hoverHighlight { put(highlight) }
    put(mount.outline)
    put(mount.focusRing)
    put(mount.scale)
  }

  private mutating func writeMedallion(_ medallion: MedallionFrame, labelWidthPerPoint: (top: Double, bottom: Double)) {
    put(medallion.center.x)
    put(medallion.center.y)
    put(medallion.rotationDegrees)
    put(medallion.semiAxisAlongAxle)
    put(medallion.semiAxisAcrossAxle)
    put(medallion.foreshortening)
    put(medallion.rimOffset)
    put(medallion.showsRim)
    put(medallion.rimBand.offsetBy(medallion.center))
    put(medallion.edgeColor)
    put(medallion.faceSemiAxisAlongAxle)
    put(medallion.faceSemiAxisAcrossAxle)
    put(medallion.showsContent)
    let shadow = medallion.shadow
    put(shadow.center.x)
    put(shadow.center.y)
    put(shadow.semiAxisAlongAxle)
    put(shadow.semiAxisAcrossAxle)
    put(shadow.color)
    put(Double(medallion.faces.count))
    for face in medallion.faces {
      put(face.face == .bottom)
      put(face.opacity)
      put(face.scale)
      put(face.fill)
      put(face.labelColor)
      put(face.labelBox)
      let widthPerPoint = face.face == .top ? labelWidthPerPoint.top : labelWidthPerPoint.bottom
      put(face.labelPointSize(widthPerPoint: widthPerPoint))
      put(Double(face.labelWeight.numericValue))
      put(face.imageBox != nil)
      if let box = face.imageBox { put(box) }
      put(face.cue != nil)
      if let cue = face.cue {
        put(cue.cue == .filledCircle)
        put(cue.box)
        put(cue.pointSize)
      }
    }
  }
}
