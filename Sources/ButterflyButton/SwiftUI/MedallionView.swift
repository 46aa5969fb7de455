#if canImport(SwiftUI)
  import ButterflyModel
  import ButterflyPhysics
  import SwiftUI

  /// The medallion at one instant of a spin, drawn from the portable model's answers.
  ///
  /// Animatable by the spin clock (seconds since the spin began, see ``SpinAnimation``): each frame
  /// evaluates the planned ``SpinTrajectory`` in closed form and asks ``MedallionPose`` which face shows.
  /// The face turns with `rotation3DEffect` about the axle's direction (orthographic, perspective 0,
  /// as the pose model assumes); the back face's content gets the pose's counter-flip first, so text
  /// and images are never mirrored. A Reduce Motion swap cross-fades and scales the two faces instead.
  struct MedallionView: View, Animatable {
    /// What is moving the medallion.
    enum Motion: Equatable {
      /// At rest on ``MedallionView/startFace``.
      case rest
      /// Spinning along a plan (clock = seconds since the spin began).
      case spin(SpinTrajectory)
      /// Swapping faces (Reduce Motion); the swap started `offset` seconds after the spin began.
      case swap(ReduceMotionSwap, offset: Double)
    }

    /// The spin clock (s), animated by ``SpinAnimation``.
    var clock: Double
    /// The motion.
    let motion: Motion
    /// The face the spin started on (the resting face).
    let startFace: MedallionFace
    /// The axle.
    let axle: AxleOrientation
    /// The medallion diameter (pt).
    let diameter: Double
    /// The top face's content.
    let top: MedallionFaceContent
    /// The bottom face's content.
    let bottom: MedallionFaceContent
    /// The edge color.
    let edgeColor: Color
    /// The edge width (pt).
    let edgeWidth: Double
    /// The label font.
    let font: Font

    nonisolated var animatableData: Double {
      get { clock }
      set { clock = newValue }
    }

    var body: some View {
      switch motion {
      case .rest:
        spinning(angle: 0)
      case .spin(let trajectory):
        spinning(angle: trajectory.state(at: clock).angle)
      case .swap(let swap, let offset):
        let time = clock - offset
        ZStack {
          face(swap.fromFace).opacity(swap.opacity(of: swap.fromFace, at: time))
          face(swap.toFace).opacity(swap.opacity(of: swap.toFace, at: time))
        }
        .scaleEffect(swap.scale(at: time))
      }
    }

    /// The medallion rotated by `angle` about the axle.
    @ViewBuilder
    private func spinning(angle: Double) -> some View {
      let pose = MedallionPose(angle: angle, axleOrientation: axle, diameter: diameter)
      let visible: MedallionFace = pose.showsStartFace ? startFace : startFace.opposite
      let a = axle.direction
      let centre = CGPoint(x: diameter / 2, y: diameter / 2)
      ZStack {
        // The rim seen beyond the face as it turns edge-on.
        Ellipse()
          .fill(edgeColor)
          .frame(width: diameter, height: pose.projectedLengthAcrossAxle + pose.edgeBandThickness)
          .rotationEffect(.radians(atan2(a.y, a.x)))
          .offset((0.5 * pose.edgeOffset).size)
        face(visible)
          .transformEffect(pose.counterFlipTransform.affineTransform(about: centre))
          .rotation3DEffect(
            .radians(angle), axis: (x: CGFloat(a.x), y: CGFloat(a.y), z: 0), perspective: 0)
      }
      .frame(width: diameter, height: diameter)
    }

    /// One face, unrotated.
    private func face(_ face: MedallionFace) -> some View {
      MedallionFaceView(
        content: face == .top ? top : bottom, diameter: diameter, edgeColor: edgeColor,
        edgeWidth: edgeWidth, font: font)
    }
  }
#endif
