#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  /// What one face of the medallion shows and in which colors — resolved before drawing.
  struct MedallionFaceContent {
    /// The face's fill.
    var fill: Color
    /// The face's label color (chosen by the palette for contrast, or the developer's).
    var labelColor: Color
    /// The label's localization key.
    var label: LocalizedStringKey
    /// The table's bundle for ``label`` (the package's for its default keys, else the app's).
    var labelBundle: Bundle?
    /// An optional image (SF Symbol or asset).
    var image: Image?
    /// The non-color cue drawn when Differentiate Without Color is on, else `nil`.
    var cue: FaceCue?
  }

  /// Draws one unrotated face: disc, 2 pt edge, image and label laid out by ``MedallionFaceLayout``.
  struct MedallionFaceView: View {
    /// The face's content.
    let content: MedallionFaceContent
    /// The medallion diameter (pt).
    let diameter: Double
    /// The edge color.
    let edgeColor: Color
    /// The edge (medallion stroke) width (pt).
    let edgeWidth: Double
    /// The label font.
    let font: Font

    var body: some View {
      let layout = MedallionFaceLayout(diameter: diameter, hasImage: content.image != nil)
      ZStack(alignment: .topLeading) {
        Circle().fill(content.fill)
        Circle().strokeBorder(edgeColor, lineWidth: edgeWidth)
        if let image = content.image, let box = layout.imageBox {
          image
            .resizable()
            .scaledToFit()
            .foregroundStyle(content.labelColor)
            .frame(width: box.width, height: box.height)
            .offset(x: box.x, y: box.y)
        }
        Text(content.label, bundle: content.labelBundle)
          .font(font)
          .foregroundStyle(content.labelColor)
          .lineLimit(1)
          .minimumScaleFactor(0.3)
          .frame(width: layout.labelBox.width, height: layout.labelBox.height)
          .offset(x: layout.labelBox.x, y: layout.labelBox.y)
        if let cue = content.cue {
          Image(systemName: cue.systemImageName)
            .font(.system(size: max(6, layout.contentBox.y * 0.8)))
            .foregroundStyle(content.labelColor)
            .frame(width: diameter, height: layout.contentBox.y, alignment: .center)
        }
      }
      .frame(width: diameter, height: diameter)
      .accessibilityHidden(true)
    }
  }
#endif
