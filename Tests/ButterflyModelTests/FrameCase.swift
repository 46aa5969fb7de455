import ButterflyModel
import ButterflyPhysics
import PropertyBased

/// One random control, gesture and time, as the frame properties draw them.
struct FrameCase: Sendable, CustomStringConvertible {
  var axle: AxleOrientation
  var side: Double
  var stroke: Double
  var duration: Double
  var placement: LabelPlacement
  var direction: ButterflyLayoutDirection
  var dynamicTypeScale: Double
  var titleSize: ButterflySize
  /// Flick velocity (pt/s); `nil` for a tap.
  var velocity: PlanarVector?
  var endPoint: PlanarVector
  var startFace: MedallionFace
  var reduceMotion: Bool
  /// Bits of `ButterflyInteractionState` and of the display settings.
  var stateBits: Int
  var settingBits: Int
  var hasImages: (top: Bool, bottom: Bool)
  /// The time drawn, as a fraction of 1.2 × the motion's duration.
  var timeFraction: Double

  var configuration: ButterflyConfiguration {
    ButterflyConfiguration(
      sideLength: side, mountStrokeWidth: stroke, labelPlacement: placement, axleOrientation: axle,
      spinDecelerationDuration: duration)
  }

  var settings: ButterflyDisplaySettings {
    ButterflyDisplaySettings(
      isDark: settingBits & 1 != 0, increaseContrast: settingBits & 2 != 0, reduceMotion: reduceMotion,
      reduceTransparency: settingBits & 4 != 0, differentiateWithoutColor: settingBits & 8 != 0,
      buttonShapes: settingBits & 16 != 0)
  }

  var gesture: SpinGesture {
    velocity.map { .flick(velocity: $0, endPoint: endPoint) } ?? .tap(endPoint: endPoint)
  }

  /// The scene: the spin planned by the scaled layout's planner, or a swap with Reduce Motion.
  var scene: ControlScene {
    let layout = ButterflyLayout(
      configuration: configuration, titleSize: titleSize, layoutDirection: direction,
      dynamicTypeScale: dynamicTypeScale)
    let motion: ControlMotion =
      reduceMotion
      ? .swap(SwapTimeline(from: startFace))
      : .spin(layout.spinPlanner.plan(gesture, from: startFace))
    return ControlScene(
      configuration: configuration, displaySettings: settings,
      interactionState: ButterflyInteractionState(rawValue: stateBits), layoutDirection: direction,
      dynamicTypeScale: dynamicTypeScale,
      title: ControlTitle(text: titleSize == .zero ? "" : "Title", size: titleSize, pointSize: 16),
      topFace: ControlFaceContent(label: "true", hasImage: hasImages.top),
      bottomFace: ControlFaceContent(label: "false", hasImage: hasImages.bottom), motion: motion)
  }

  /// The time drawn (s).
  var time: Double { timeFraction * 1.2 * scene.motion.duration }

  var description: String {
    "FrameCase(\(axle), side \(side), stroke \(stroke), D \(duration), \(placement) \(direction), "
      + "type ×\(dynamicTypeScale), title \(titleSize.width)×\(titleSize.height), \(gesture), from \(startFace), "
      + "reduceMotion \(reduceMotion), state \(stateBits), settings \(settingBits), images \(hasImages), "
      + "t = \(timeFraction) × 1.2 × duration)"
  }

  /// Random cases: every axle, placement and direction; sides 30…200 pt with strokes 0.5…25 pt (both
  /// clamped by the model), D 0.1…5 s, Dynamic Type 0.5…3×, titles up to 200 × 60 pt (one in four
  /// none), taps and flicks up to 3,000 pt/s ending anywhere in the mount, either face, Reduce Motion
  /// one in four, every combination of states and settings, times from before the spin to past rest.
  static func generator() -> Generator<FrameCase, some SendableSequenceType> {
    let shape = zip(
      Gen<AxleOrientation>.case, Gen.double(in: 30...200), Gen.double(in: 0.5...25), Gen.double(in: 0.1...5),
      Gen<LabelPlacement>.case)
    let text = zip(
      Gen.bool, Gen.double(in: 0.5...3), Gen.int(in: 0...3), Gen.double(in: 0...200), Gen.double(in: 0...60))
    let gesture = zip(
      Gen.int(in: 0...3), Gen.double(in: -3000...3000), Gen.double(in: -3000...3000), Gen.double(in: -0.5...0.5),
      Gen.double(in: -0.5...0.5))
    let rest = zip(
      zip(Gen.bool, Gen.int(in: 0...3)), Gen.int(in: 0...31), Gen.int(in: 0...31), zip(Gen.bool, Gen.bool),
      Gen.double(in: 0...1))
    return zip(shape, text, gesture, rest).map { shape, text, gesture, rest in
      let (axle, side, stroke, duration, placement) = shape
      let (rtl, scale, titled, width, height) = text
      let (kind, vx, vy, u, v) = gesture
      let ((top, motionKind), stateBits, settingBits, images, fraction) = rest
      return FrameCase(
        axle: axle, side: side, stroke: stroke, duration: duration, placement: placement,
        direction: rtl ? .rightToLeft : .leftToRight, dynamicTypeScale: scale,
        titleSize: titled == 0 ? .zero : ButterflySize(width: width, height: height),
        velocity: kind == 0 ? nil : PlanarVector(x: vx, y: vy), endPoint: PlanarVector(x: u * side, y: v * side),
        startFace: top ? .top : .bottom, reduceMotion: motionKind == 0, stateBits: stateBits,
        settingBits: settingBits, hasImages: images, timeFraction: fraction)
    }
  }
}
