#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  /// The mount drawn from the model's ``MountFrame`` and ``AxleFrame``, in the frame's order: fill,
  /// background image (exactly the interior, clipped to it), depth, axle, the medallion given as
  /// content, stroke, hover highlight, Button Shapes outline, focus ring. Mount-local coordinates (the
  /// mount's top-left is the origin); the press scale is applied by the caller with its animation.
  struct MountView<Medallion: View>: View {
    /// The mount.
    let mount: MountFrame
    /// The axle.
    let axle: AxleFrame
    /// The developer's background image, drawn in ``MountFrame/imageBox``.
    let backgroundImage: Image?
    /// How the background image is drawn in the current state (dimmed when disabled).
    var imageLook = SuppliedImageLook()
    /// The medallion, drawn between the axle and the stroke.
    let medallion: Medallion

    var body: some View {
      let origin = PlanarVector(x: mount.rect.x, y: mount.rect.y)
      let start = axle.segment.start - origin
      let end = axle.segment.end - origin
      ZStack(alignment: .topLeading) {
        Rectangle().fill(mount.fill.color).placed(in: mount.rect, from: origin)
        if let backgroundImage, let box = mount.imageBox {
          backgroundImage
            .resizable()
            .scaledToFill()
            .modifier(imageLook)
            .frame(width: box.width, height: box.height)
            .clipped()
            .placed(in: box, from: origin)
        }
        Rectangle()
          .fill(
            LinearGradient(
              stops: mount.depth.map { Gradient.Stop(color: $0.color.color, location: $0.location) },
              startPoint: .top, endPoint: .bottom)
          )
          .placed(in: mount.interior, from: origin)
          .allowsHitTesting(false)
          .accessibilityHidden(true)
        Path { path in
          path.move(to: start.point)
          path.addLine(to: end.point)
        }
        .stroke(axle.color.color, style: StrokeStyle(lineWidth: axle.thickness, lineCap: .round))
        medallion
        stroked(mount.stroke, from: origin)
        if let highlight = mount.hoverHighlight {
          Rectangle().fill(highlight.color).placed(in: mount.rect, from: origin).allowsHitTesting(false)
        }
        if let outline = mount.outline { stroked(outline, from: origin) }
        if let ring = mount.focusRing { stroked(ring, from: origin) }
      }
      .frame(width: mount.rect.width, height: mount.rect.height, alignment: .topLeading)
    }

    /// A rectangle stroked inside its outer edge.
    private func stroked(_ stroke: StrokedRect, from origin: PlanarVector) -> some View {
      Rectangle().strokeBorder(stroke.color.color, lineWidth: stroke.width).placed(in: stroke.rect, from: origin)
    }
  }

  extension View {
    /// Sizes and positions the view on a model rectangle, in coordinates whose origin is `origin`.
    /// - Parameters:
    ///   - rect: The rectangle (pt, control coordinates).
    ///   - origin: The container's top-left corner (pt, control coordinates).
    /// - Returns: The placed view.
    func placed(in rect: ButterflyRect, from origin: PlanarVector) -> some View {
      frame(width: rect.width, height: rect.height).position(x: rect.midX - origin.x, y: rect.midY - origin.y)
    }
  }
#endif
