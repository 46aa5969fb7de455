#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  /// What only SwiftUI can supply for a face: its localized label and its image. Everything else
  /// (colours, boxes, cue, opacity) comes from the model's ``FaceFrame``.
  struct MedallionFaceContent {
    /// The label's localization key.
    var label: LocalizedStringKey
    /// The table's bundle for ``label`` (the package's for its default keys, else the app's).
    var labelBundle: Bundle?
    /// An optional image (SF Symbol or asset).
    var image: Image?
    /// The image's saturation and opacity (``ButterflyVisualState/imageSaturation``,
    /// ``ButterflyVisualState/imageOpacity``): a disabled control's full-colour image recedes.
    var imageLook = SuppliedImageLook()
  }

  /// Draws one face of a ``MedallionFrame``: the rim band, edge ellipse and face ellipse in disc
  /// coordinates rotated onto the axle, then the image, label and cue in the frame's boxes, mapped by
  /// the frame's content transform about the medallion's centre. Mount-local coordinates.
  struct MedallionFaceView: View {
    /// The medallion.
    let medallion: MedallionFrame
    /// The face drawn.
    let face: FaceFrame
    /// Its text and image.
    let content: MedallionFaceContent
    /// The developer's label font, or `nil` for the model's (``Font/faceLabel(_:)``).
    let font: Font?
    /// The mount's top-left corner in control coordinates (pt).
    let origin: PlanarVector
    /// The mount's size (pt).
    let size: ButterflySize

    var body: some View {
      let centre = medallion.center - origin
      ZStack(alignment: .topLeading) {
        disc.position(centre.point)
        if medallion.showsContent {
          faceContent
            .frame(width: size.width, height: size.height, alignment: .topLeading)
            .transformEffect(medallion.contentTransform.affineTransform(about: centre.point))
        }
      }
      .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    /// The projected disc in disc coordinates (centre at the origin, `u` along the axle), rotated onto
    /// the axle.
    private var disc: some View {
      let r = medallion.semiAxisAlongAxle
      let edge = medallion.edgeColor.color
      let band = medallion.rimBand
      return ZStack {
        if medallion.showsRim {
          Ellipse().fill(edge)
            .frame(width: 2 * r, height: 2 * medallion.semiAxisAcrossAxle)
            .offset(y: medallion.rimOffset)
          Rectangle().fill(edge)
            .frame(width: band.width, height: band.height)
            .offset(x: band.midX, y: band.midY)
        }
        Ellipse().fill(edge)
          .frame(width: 2 * r, height: 2 * medallion.semiAxisAcrossAxle)
        Ellipse().fill(face.fill.color)
          .frame(width: 2 * medallion.faceSemiAxisAlongAxle, height: 2 * medallion.faceSemiAxisAcrossAxle)
      }
      .frame(width: 2 * r, height: 2 * r)
      .rotationEffect(.radians(medallion.rotation))
    }

    /// The image, label and cue in their boxes (unsquashed, mount-local).
    private var faceContent: some View {
      ZStack(alignment: .topLeading) {
        if let image = content.image, let box = face.imageBox {
          image
            .resizable()
            .scaledToFit()
            .foregroundStyle(face.labelColor.color)
            .modifier(content.imageLook)
            .frame(width: box.width, height: box.height)
            .offset(x: box.x - origin.x, y: box.y - origin.y)
        }
        Text(content.label, bundle: content.labelBundle)
          .font(font ?? .faceLabel(face))
          .foregroundStyle(face.labelColor.color)
          .lineLimit(1)
          .minimumScaleFactor(FaceFrame.minimumLabelScaleFactor)
          .frame(width: face.labelBox.width, height: face.labelBox.height)
          .offset(x: face.labelBox.x - origin.x, y: face.labelBox.y - origin.y)
        if let cue = face.cue {
          Image(systemName: cue.cue.systemImageName)
            .font(.system(size: cue.pointSize))
            .foregroundStyle(face.labelColor.color)
            .frame(width: cue.box.width, height: cue.box.height)
            .offset(x: cue.box.x - origin.x, y: cue.box.y - origin.y)
        }
      }
    }
  }

  /// How a developer's image is drawn in the current state: the model's saturation and opacity
  /// (1 and 1 while enabled; ``ButterflyVisualState/disabledImageSaturation`` and
  /// ``ButterflyVisualState/disabledImageOpacity`` while disabled), which the palette cannot apply
  /// to pixels it does not know.
  struct SuppliedImageLook: ViewModifier {
    /// The saturation (1 = unchanged).
    var saturation = 1.0
    /// The opacity.
    var opacity = 1.0

    /// The look for a visual state.
    /// - Parameter visual: The model's visual state.
    init(_ visual: ButterflyVisualState) {
      saturation = visual.imageSaturation
      opacity = visual.imageOpacity
    }

    /// Unchanged.
    init() {}

    func body(content: Content) -> some View {
      content.saturation(saturation).opacity(opacity)
    }
  }
#endif
