import ButterflyPhysics
import _ButterflyShims

/// Every frame of one scene: the layout, palette and still parts are resolved once, and
/// ``frame(at:)`` adds the motion at time t.
///
/// A frame is a pure function of the scene and t, evaluated in closed form: any sequence of frame
/// times (30, 60 or 120 Hz, or irregular) gives the same frame at the same t (the spin contract's frame-rate independence, ButterflyPhysics' SpinContract article). The
/// SwiftUI view's animatable spin clock goes in, the frame at that time comes out.
public struct ControlFrames: Hashable, Sendable {
  /// The scene.
  public let scene: ControlScene
  /// Its layout.
  public let layout: ButterflyLayout
  /// Its palette.
  public let palette: ButterflyPalette
  /// The mount (the same in every frame of the scene).
  public let mount: MountFrame
  /// The axle (the same in every frame).
  public let axle: AxleFrame
  /// The title (the same in every frame).
  public let title: TitleFrame
  /// The momentary states (the same in every frame).
  public let state: ControlStateFrame
  /// The whole control's opacity (the same in every frame).
  public let opacity: Double

  /// Resolves a scene.
  /// - Parameter scene: The scene.
  public init(scene: ControlScene) {
    self.scene = scene
    let layout = scene.layout
    let palette = scene.palette
    let visual = scene.visualState
    self.layout = layout
    self.palette = palette
    state = ControlStateFrame(scene.interactionState)
    opacity = visual.opacity
    mount = Self.mount(layout: layout, palette: palette, visual: visual, background: scene.colors.mountBackground)
    axle = AxleFrame(segment: layout.axle, thickness: AxleSegment.thickness, color: palette.axle)
    title = TitleFrame(
      text: scene.title.text, box: layout.title, anchor: TitleFrame.anchor(forTitleOn: layout.titleSide),
      pointSize: scene.title.pointSize, color: palette.title)
  }

  /// The frame at a time.
  /// - Parameter time: Seconds since the spin began; NaN and infinities count as 0.
  /// - Returns: Everything about how the control looks then.
  public func frame(at time: Double) -> ControlFrame {
    let t = time.isFinite ? time : 0
    return ControlFrame(
      time: t, angle: scene.motion.angle(at: t) + 0, visibleFace: scene.motion.visibleFace(at: t),
      bounds: layout.bounds, opacity: opacity, state: state, mount: mount, axle: axle,
      medallion: medallion(at: t), title: title)
  }

  /// The medallion at a time (the only part of a frame that moves).
  /// - Parameter time: Seconds since the spin began; NaN and infinities count as 0.
  /// - Returns: The projected disc, rim, shadow and faces.
  public func medallion(at time: Double) -> MedallionFrame {
    let t = time.isFinite ? time : 0
    let motion = scene.motion
    let box = layout.medallion
    let pose = MedallionPose(angle: motion.angle(at: t), axleOrientation: layout.axleOrientation, diameter: box.width)
    let r = box.width / 2
    let a = layout.axleOrientation.direction
    let rotation = atan2(a.y, a.x)
    let edge = min(ButterflySettings.medallionStrokeWidth.resolve(scene.medallionEdgeWidth).value, r)
    var faces: [FaceFrame] = []
    if case .swap(let timeline) = motion {
      let running = timeline.entry(at: t)
      let (swap, local) = (running.swap, t - running.startTime)
      for face in [swap.fromFace, swap.toFace] {
        faces.append(self.face(face, opacity: swap.opacity(of: face, at: local), scale: swap.scale(at: local)))
      }
    } else {
      faces.append(self.face(motion.visibleFace(at: t), opacity: 1, scale: 1))
    }
    let shadow = MedallionShadow(
      center: box.center + PlanarVector(x: 0, y: MedallionShadow.drop), semiAxisAlongAxle: r,
      semiAxisAcrossAxle: max(r * pose.foreshortening, MedallionShadow.minimumSemiAxis), rotation: rotation,
      color: SRGBColor(red: 0, green: 0, blue: 0, alpha: MedallionShadow.opacity))
    return MedallionFrame(
      center: box.center, rotation: rotation, semiAxisAlongAxle: r, semiAxisAcrossAxle: r * pose.foreshortening,
      foreshortening: pose.foreshortening,
      // v = −n: the hidden outline sits at −(edgeOffset·n); `+ 0` turns −0 into 0.
      rimOffset: -pose.edgeOffset.dot(layout.axleOrientation.normal) + 0, edgeWidth: edge,
      edgeColor: palette.medallionEdge, contentTransform: pose.faceContentTransform,
      showsContent: pose.foreshortening >= MedallionFrame.minimumContentForeshortening, shadow: shadow,
      faces: faces)
  }

  /// One face's frame: the palette's colours, the content laid out in the medallion.
  private func face(_ face: MedallionFace, opacity: Double, scale: Double) -> FaceFrame {
    let content = scene.content(of: face)
    let box = layout.medallion
    let origin = PlanarVector(x: box.x, y: box.y)
    let faceLayout = MedallionFaceLayout(diameter: box.width, hasImage: content.hasImage)
    let isTop = face == .top
    var cue: FaceCueFrame?
    if scene.visualState.showsFaceCues {
      let strip = ButterflyRect(x: box.x, y: box.y, width: box.width, height: faceLayout.contentBox.y)
      cue = FaceCueFrame(
        cue: FaceCue.forFace(isTopFace: isTop), box: strip,
        pointSize: max(FaceCueFrame.minimumPointSize, FaceCueFrame.heightFraction * strip.height))
    }
    return FaceFrame(
      face: face, opacity: opacity, scale: scale, fill: isTop ? palette.medallionTop : palette.medallionBottom,
      labelColor: isTop ? palette.medallionTopLabel : palette.medallionBottomLabel, label: content.label,
      labelBox: faceLayout.labelBox.offsetBy(origin),
      maximumLabelPointSize: min(
        faceLayout.maximumLabelPointSize,
        scene.medallionLabelFont.basePointSize(on: scene.platform, resolvedStyleSize: scene.resolvedLabelStyleSize)
          * scene.dynamicTypeScale),
      labelWeight: scene.medallionLabelFont.weight,
      imageBox: faceLayout.imageBox?.offsetBy(origin), cue: cue)
  }

  /// The mount's frame from the layout, palette and visual state.
  private static func mount(
    layout: ButterflyLayout, palette: ButterflyPalette, visual: ButterflyVisualState,
    background: MountBackgroundStyle
  ) -> MountFrame {
    let rect = layout.mount
    func ring(width: Double, color: SRGBColor) -> StrokedRect {
      StrokedRect(rect: rect.insetBy(dx: -2 * width, dy: -2 * width), width: width, color: color)
    }
    let highlight = palette.title
    return MountFrame(
      rect: rect, interior: layout.mountInterior, fill: palette.mountBackground,
      imageBox: background == .image ? layout.mountInterior : nil,
      depth: MountDepth(appearance: palette.appearance).stops,
      stroke: StrokedRect(rect: rect, width: layout.geometry.strokeWidth, color: palette.mountStroke),
      hoverHighlight: visual.hoverHighlightOpacity > 0
        ? SRGBColor(
          red: highlight.red, green: highlight.green, blue: highlight.blue,
          alpha: highlight.alpha * visual.hoverHighlightOpacity) : nil,
      outline: visual.showsMountOutline
        ? ring(width: ButterflyVisualState.outlineWidth, color: palette.outline) : nil,
      focusRing: visual.showsFocusRing ? ring(width: visual.focusRingWidth, color: palette.focusRing) : nil,
      scale: visual.scale, scaleAnimationDuration: visual.scaleAnimationDuration)
  }
}

extension ControlScene {
  /// The frame at a time: `ControlFrames(scene: self).frame(at: time)`. To draw many frames of one
  /// scene, resolve it once with ``ControlFrames``.
  /// - Parameter time: Seconds since the spin began.
  /// - Returns: The frame.
  public func frame(at time: Double) -> ControlFrame { ControlFrames(scene: self).frame(at: time) }
}
