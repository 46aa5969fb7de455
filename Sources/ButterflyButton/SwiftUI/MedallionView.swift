#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  /// The medallion at one instant of a spin, drawn from the model's ``MedallionFrame``.
  ///
  /// Animatable by the spin clock (its value less ``origin`` is the time since the spin began, see
  /// ``SpinAnimation``): the clock
  /// goes in, ``ControlFrames/medallion(at:)`` says what the medallion looks like then, and this view
  /// draws that 2-D projection — the contact shadow, then each face (rim band, edge and face ellipses
  /// rotated onto the axle; the content squashed by the frame's content transform, never mirrored),
  /// at the face's opacity and scale. It decides nothing: which face shows, the projection and the
  /// Reduce Motion cross-fade are all in the frame. Drawn in mount-local coordinates (the mount's
  /// top-left is the origin).
  struct MedallionView: View, Animatable {
    /// The spin clock (s), animated by ``SpinAnimation``.
    var clock: Double
    /// The clock value at which the spin began (``SpinClock/origin``): the drawn time is
    /// `clock − origin`.
    let origin: Double
    /// The scene's frames.
    let frames: ControlFrames
    /// The top face's text and image.
    let top: MedallionFaceContent
    /// The bottom face's text and image.
    let bottom: MedallionFaceContent
    /// The developer's label font, or `nil` for the model's (``Font/faceLabel(_:)``).
    let font: Font?

    nonisolated var animatableData: Double {
      get { clock }
      set { clock = newValue }
    }

    var body: some View {
      let medallion = frames.medallion(at: clock - origin)
      let mount = frames.mount.rect
      let origin = PlanarVector(x: mount.x, y: mount.y)
      let centre = medallion.center - origin
      let shadow = medallion.shadow
      ZStack(alignment: .topLeading) {
        Ellipse()
          .fill(shadow.color.color)
          .frame(width: 2 * shadow.semiAxisAlongAxle, height: 2 * shadow.semiAxisAcrossAxle)
          .rotationEffect(.radians(shadow.rotation))
          .position((shadow.center - origin).point)
        // By position, not by face: the one face of a spin keeps its identity when it turns over.
        ForEach(medallion.faces.indices, id: \.self) { index in
          let face = medallion.faces[index]
          MedallionFaceView(
            medallion: medallion, face: face, content: face.face == .top ? top : bottom, font: font,
            origin: origin, size: mount.size
          )
          .opacity(face.opacity)
          .scaleEffect(face.scale, anchor: UnitPoint(x: centre.x / mount.width, y: centre.y / mount.height))
        }
      }
      .frame(width: mount.width, height: mount.height, alignment: .topLeading)
      .accessibilityHidden(true)
    }
  }
#endif
