import ButterflyModel
import ButterflyPhysics
import Foundation
import Testing

/// The frame's still parts: colours from the palette, the mount's image box and overlays, the title's
/// anchor, the label size rule, the cue, and the visible face shared with the state machine.
@Suite struct ControlFrameTests {
  /// Closed-form geometry compared with itself (pt).
  static let tolerance = 1e-9

  static func scene(
    configuration: ButterflyConfiguration = ButterflyConfiguration(),
    settings: ButterflyDisplaySettings = ButterflyDisplaySettings(), state: ButterflyInteractionState = [],
    colors: ButterflyColorOverrides = ButterflyColorOverrides(), title: ControlTitle = .none,
    edge: Double = MedallionFaceLayout.edgeWidth, motion: ControlMotion = .rest(.top)
  ) -> ControlScene {
    ControlScene(
      configuration: configuration, displaySettings: settings, interactionState: state, colors: colors,
      title: title, topFace: .localizedDefault(for: .top), bottomFace: .localizedDefault(for: .bottom, hasImage: true),
      medallionEdgeWidth: edge, motion: motion)
  }

  @Test func everyColourComesFromThePalette() {
    let scene = Self.scene(
      settings: ButterflyDisplaySettings(isDark: true), state: [.disabled],
      colors: ButterflyColorOverrides(axle: SRGBColor(red255: 255, green255: 149, blue255: 0)))
    let frame = scene.frame(at: 0)
    let palette = ButterflyPalette(
      appearance: .dark, overrides: ButterflyColorOverrides(axle: SRGBColor(red255: 255, green255: 149, blue255: 0)),
      muted: true)
    #expect(frame.mount.fill == palette.mountBackground)
    #expect(frame.mount.stroke.color == palette.mountStroke)
    #expect(frame.axle.color == palette.axle)
    #expect(frame.medallion.edgeColor == palette.medallionEdge)
    #expect(frame.medallion.faces.map(\.fill) == [palette.medallionTop])
    #expect(frame.medallion.faces.map(\.labelColor) == [palette.medallionTopLabel])
    #expect(frame.title.color == palette.title)
    #expect(frame.mount.depth == MountDepth(appearance: .dark).stops)
    #expect(frame.state == ControlStateFrame(isPressed: false, isFocused: false, isHovered: false, isDisabled: true))
  }

  @Test func imageBackgroundFillsExactlyTheMountInterior() {
    let image = Self.scene(colors: ButterflyColorOverrides(mountBackground: .image)).frame(at: 0)
    #expect(image.mount.imageBox == image.mount.interior)
    #expect(image.mount.fill.alpha == 0)
    for style in [MountBackgroundStyle.systemAutomatic, .transparent, .color(.white)] {
      #expect(Self.scene(colors: ButterflyColorOverrides(mountBackground: style)).frame(at: 0).mount.imageBox == nil)
    }
  }

  @Test func overlaysFollowTheVisualState() {
    let plain = Self.scene().frame(at: 0).mount
    #expect(plain.hoverHighlight == nil && plain.outline == nil && plain.focusRing == nil && plain.scale == 1)
    let settings = ButterflyDisplaySettings(increaseContrast: true, buttonShapes: true)
    let busy = Self.scene(settings: settings, state: [.pressed, .focused, .hovered]).frame(at: 0)
    let mount = busy.mount
    #expect(mount.scale == ButterflyVisualState.pressedScale && mount.scaleAnimationDuration == 0)
    #expect(mount.hoverHighlight.map { abs($0.alpha - 0.12) < Self.tolerance } == true)
    #expect(mount.focusRing?.width == 3)
    #expect(mount.focusRing?.rect == mount.rect.insetBy(dx: -6, dy: -6))
    #expect(mount.outline?.rect == mount.rect.insetBy(dx: -3, dy: -3))
    #expect(busy.state == ControlStateFrame(isPressed: true, isFocused: true, isHovered: true, isDisabled: false))
    let disabled = Self.scene(state: [.pressed, .focused, .hovered, .disabled]).frame(at: 0)
    #expect(disabled.mount.scale == 1 && disabled.mount.focusRing == nil && disabled.mount.hoverHighlight == nil)
    #expect(Self.scene(state: [.tintDimmed]).frame(at: 0).opacity == ButterflyVisualState.dimmedOpacity)
  }

  @Test(arguments: [
    (LabelPlacement.leading, TitleFrame.Anchor.right), (.trailing, .left), (.top, .center), (.bottom, .center),
  ])
  func titleIsAnchoredOnTheSideFacingTheMount(placement: LabelPlacement, anchor: TitleFrame.Anchor) {
    let title = ControlTitle(text: "Butterfly", size: ButterflySize(width: 70, height: 19.2), pointSize: 16)
    let frame = Self.scene(configuration: ButterflyConfiguration(labelPlacement: placement), title: title).frame(at: 0)
    #expect(frame.title.anchor == anchor)
    let mount = frame.mount.rect
    switch anchor {
    case .right: #expect(abs(frame.title.anchorX - (mount.minX - ButterflyConfiguration.labelPadding)) < Self.tolerance)
    case .left: #expect(abs(frame.title.anchorX - (mount.maxX + ButterflyConfiguration.labelPadding)) < Self.tolerance)
    case .center: #expect(abs(frame.title.anchorX - mount.midX) < Self.tolerance)
    }
  }

  @Test func labelSizeIsTheLargestThatFitsTheBoxDownToThreeTenths() {
    let face = Self.scene(configuration: ButterflyConfiguration(sideLength: 120)).frame(at: 0).medallion.faces[0]
    let maximum = face.maximumLabelPointSize
    #expect(face.labelPointSize(widthPerPoint: 0) == maximum)
    #expect(face.labelPointSize(widthPerPoint: .nan) == maximum)
    #expect(face.labelPointSize(widthPerPoint: 0.001) == maximum)
    let wide = face.labelPointSize(widthPerPoint: face.labelBox.width / (0.5 * maximum))
    #expect(abs(wide - 0.5 * maximum) < Self.tolerance)
    // Wider than the box even at 0.3 × the size: SwiftUI's minimumScaleFactor(0.3) stops there too.
    #expect(face.labelPointSize(widthPerPoint: 1e6) == FaceFrame.minimumLabelScaleFactor * maximum)
  }

  @Test func labelsAreCaptionSizedRegularAndOnlyShrink() {
    var scene = Self.scene(configuration: ButterflyConfiguration(sideLength: 240))
    let caption = ButterflyFont.TextStyle.caption.pointSize(on: .iOS)
    #expect(caption == 12)
    #expect(scene.frame(at: 0).medallion.faces[0].labelPointSize(widthPerPoint: 0.001) == caption)
    #expect(scene.frame(at: 0).medallion.faces[0].labelWeight == .regular)
    scene.dynamicTypeScale = 1.5
    #expect(scene.frame(at: 0).medallion.faces[0].maximumLabelPointSize == 1.5 * caption)
    scene.dynamicTypeScale = 1
    scene.platform = .macOS
    #expect(scene.frame(at: 0).medallion.faces[0].maximumLabelPointSize == 10)
    scene.resolvedLabelStyleSize = 11  // what the platform's font system reported wins over the table
    #expect(scene.frame(at: 0).medallion.faces[0].maximumLabelPointSize == 11)
    scene.medallionLabelFont = ButterflyFont(textStyle: .caption, pointSize: -3, weight: .semibold)  // not a size
    #expect(scene.frame(at: 0).medallion.faces[0].maximumLabelPointSize == 11)
    #expect(scene.frame(at: 0).medallion.faces[0].labelWeight == .semibold)
    scene.medallionLabelFont.pointSize = 500  // taller than the box: the box's line height
    let face = scene.frame(at: 0).medallion.faces[0]
    #expect(face.maximumLabelPointSize == face.labelBox.height / MedallionFaceLayout.lineHeightFactor)
  }

  @Test func imageShrinksTheLabelBoxAndCuesSitAboveTheContent() {
    let settings = ButterflyDisplaySettings(differentiateWithoutColor: true)
    let frames = ControlFrames(scene: Self.scene(settings: settings, motion: .rest(.bottom)))
    let face = frames.frame(at: 0).medallion.faces[0]
    let box = frames.layout.medallion
    let local = MedallionFaceLayout(diameter: box.width, hasImage: true)
    #expect(face.imageBox == local.imageBox?.offsetBy(PlanarVector(x: box.x, y: box.y)))
    #expect(face.labelBox == local.labelBox.offsetBy(PlanarVector(x: box.x, y: box.y)))
    #expect(face.cue?.cue == .hollowCircle)
    #expect(face.cue?.box == ButterflyRect(x: box.x, y: box.y, width: box.width, height: local.contentBox.y))
    #expect(face.cue?.pointSize == max(6, 0.8 * local.contentBox.y))
    #expect(Self.scene().frame(at: 0).medallion.faces[0].cue == nil)
  }

  /// Clamped by the model to [0, 4] pt (ButterflySettings.medallionStrokeWidth); invalid draws 2.
  @Test(arguments: [(-1.0, 2.0), (.nan, 2.0), (0.0, 0.0), (3.0, 3.0), (4.0, 4.0), (4.5, 4.0), (1000.0, 4.0)])
  func edgeWidthIsClampedToFourPoints(requested: Double, drawn: Double) {
    let medallion = Self.scene(edge: requested).frame(at: 0).medallion
    #expect(abs(medallion.edgeWidth - drawn) < Self.tolerance)
    #expect(medallion.faceSemiAxisAlongAxle >= 0)
  }

  @Test func restingFrameIsFaceOnWithoutRimAndEverySpinFrameIsOneFace() throws {
    let rest = Self.scene(motion: .rest(.bottom)).frame(at: 12)
    #expect(rest.angle == 0 && !rest.medallion.showsRim && rest.medallion.rimBand.height == 0)
    #expect(rest.visibleFace == .bottom && rest.medallion.showsContent)
    #expect(rest.medallion.shadow.center.y - rest.medallion.center.y == MedallionShadow.drop)
    let spin = SpinPlanner().plan(.centreTap, from: .top)
    let frames = ControlFrames(scene: Self.scene(motion: .spin(spin)))
    let edgeOn = frames.frame(at: Self.firstTime(in: spin, where: { abs(cos($0)) < 5e-4 }))
    #expect(!edgeOn.medallion.showsContent && edgeOn.medallion.shadow.semiAxisAcrossAxle == 1)
    #expect(frames.frame(at: .nan) == frames.frame(at: 0))
  }

  @Test func stateMachineAndFrameAgreeOnTheVisibleFace() {
    var machine = SpinStateMachine(isOn: true)
    _ = machine.activate(.centreTap, at: 10, reduceMotion: false)
    _ = machine.activate(.centreTap, at: 10.4, reduceMotion: false)
    let frames = ControlFrames(scene: Self.scene(motion: machine.motion))
    for step in 0...300 {
      let time = 10 + Double(step) / 100
      #expect(machine.visibleFace(at: time) == frames.frame(at: time - machine.spinStartTime).visibleFace)
    }
    var fading = SpinStateMachine(isOn: false)
    _ = fading.activate(.centreTap, at: 3, reduceMotion: true)
    _ = fading.activate(.centreTap, at: 3.1, reduceMotion: true)
    guard case .swap(let timeline) = fading.motion else {
      Issue.record("a Reduce Motion spin is a swap")
      return
    }
    let starts = timeline.entries.map(\.startTime)
    #expect(starts.count == 2 && starts[0] == 0 && abs(starts[1] - 0.1) < Self.tolerance)
    let swapFrames = ControlFrames(scene: Self.scene(motion: fading.motion))
    for step in 0...60 {
      let time = 3 + Double(step) / 100
      #expect(fading.visibleFace(at: time) == swapFrames.frame(at: time - 3).visibleFace)
    }
    #expect(SpinStateMachine(isOn: false).motion == .rest(.bottom))
  }

  /// The first 10 µs step of a spin where θ satisfies a condition.
  static func firstTime(in trajectory: SpinTrajectory, where condition: (Double) -> Bool) -> Double {
    var t = 0.0
    while t < trajectory.endTime && !condition(trajectory.state(at: t).angle) { t += 1e-5 }
    return t
  }
}
