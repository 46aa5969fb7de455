import ButterflyModel
import ButterflyPhysics
import Foundation
import Testing

@testable import ButterflyRender

/// The drawn control obeys the contract: sizes, clamps, label sides, projection and faces.
@Suite struct RenderGeometryTests {
  /// Coordinates are written with two decimals; a drawn value is within half a hundredth of a point.
  static let writtenTolerance = 0.005 + 1e-9
  /// Closed-form model values compared with each other (pt or dimensionless).
  static let modelTolerance = 1e-9

  /// Draws one frame and returns the model's frame and every element drawn.
  static func draw(_ scene: ControlScene, at time: Double) -> (ControlFrame, [SVGElement]) {
    let renderer = ControlRenderer(scene: scene)
    var document = SVGDocument(width: 400, height: 400)
    let frame = renderer.draw(at: time, into: &document, origin: .zero)
    return (frame, document.allElements)
  }

  static func number(_ element: SVGElement, _ attribute: String) -> Double {
    element.value(of: attribute).flatMap(Double.init) ?? .nan
  }

  static let sizes: [(side: Double, stroke: Double)] = [
    (30, 0.2), (44, 1), (44, 10), (60, 2), (60, 6), (60, 7), (120, 0.5), (120, 12), (200, 30),
  ]

  @Test(arguments: sizes)
  func medallionDiameterIsNinetyPercentOfTheInnerSquare(side: Double, stroke: Double) {
    let s = max(44, side)
    let w = min(max(stroke, 1), s / 10)
    let scene = ControlScene(configuration: ButterflyConfiguration(sideLength: side, mountStrokeWidth: stroke))
    let (frame, elements) = Self.draw(scene, at: 0)
    let expected = 0.9 * (s - 2 * w)
    #expect(abs(2 * frame.medallion.semiAxisAlongAxle - expected) < Self.modelTolerance)
    let outer = elements.filter {
      $0.name == "ellipse" && $0.value(of: "fill") == SVGColor.hex(ControlRenderer(scene: scene).palette.medallionEdge)
    }
    #expect(!outer.isEmpty)
    for ellipse in outer { #expect(abs(2 * Self.number(ellipse, "rx") - expected) <= 2 * Self.writtenTolerance) }
    let face = elements.first { $0.value(of: "data-role") == "face" }
    #expect(face.map { abs(2 * (Self.number($0, "rx") + 2) - expected) <= 2 * Self.writtenTolerance } == true)
  }

  @Test(arguments: sizes)
  func strokeIsClampedToOneToATenthOfTheSide(side: Double, stroke: Double) {
    let s = max(44, side)
    let w = min(max(stroke, 1), s / 10)
    let (_, elements) = Self.draw(
      ControlScene(configuration: ButterflyConfiguration(sideLength: side, mountStrokeWidth: stroke)), at: 0)
    let strokeRect = elements.first {
      $0.name == "rect" && $0.value(of: "stroke-width") != nil && $0.value(of: "data-role") == nil
    }
    #expect(strokeRect.map { abs(Self.number($0, "stroke-width") - w) <= Self.writtenTolerance } == true)
    // The stroke's outer edge is the mount: inset by w/2, side s − w.
    #expect(strokeRect.map { abs(Self.number($0, "width") - (s - w)) <= Self.writtenTolerance } == true)
    let mountRect = elements.first { $0.name == "rect" && $0.value(of: "fill-opacity") != nil }
    #expect(mountRect.map { abs(Self.number($0, "width") - s) <= Self.writtenTolerance } == true)
  }

  static let placements: [(LabelPlacement, ButterflyLayoutDirection, ScreenSide)] = [
    (.top, .leftToRight, .top), (.top, .rightToLeft, .top),
    (.bottom, .leftToRight, .bottom), (.bottom, .rightToLeft, .bottom),
    (.leading, .leftToRight, .left), (.leading, .rightToLeft, .right),
    (.trailing, .leftToRight, .right), (.trailing, .rightToLeft, .left),
    (.auto, .leftToRight, .left), (.auto, .rightToLeft, .right),
  ]

  @Test(arguments: placements)
  func titleIsDrawnOnTheSideThePlacementNames(
    placement: LabelPlacement, direction: ButterflyLayoutDirection, side: ScreenSide
  ) {
    let scene = ControlScene(
      configuration: ButterflyConfiguration(labelPlacement: placement), layoutDirection: direction)
    let (frame, elements) = Self.draw(scene, at: 0)
    let mount = frame.mount.rect
    guard let title = elements.first(where: { $0.value(of: "data-role") == "title" }) else {
      Issue.record("no title drawn")
      return
    }
    let x = Self.number(title, "x")
    let y = Self.number(title, "y")
    switch side {
    case .left:
      #expect(x <= mount.minX - ButterflyConfiguration.labelPadding + Self.writtenTolerance)
      #expect(title.value(of: "text-anchor") == "end")
    case .right:
      #expect(x >= mount.maxX + ButterflyConfiguration.labelPadding - Self.writtenTolerance)
      #expect(title.value(of: "text-anchor") == "start")
    case .top: #expect(y < mount.minY)
    case .bottom: #expect(y > mount.maxY)
    }
  }

  static let gestures: [SpinGesture] = [
    .centreTap,
    .tap(endPoint: PlanarVector(x: 3, y: 12)),
    .flick(velocity: PlanarVector(x: 0, y: 900), endPoint: PlanarVector(x: 0, y: -15)),
    .flick(velocity: PlanarVector(x: 40, y: -250), endPoint: PlanarVector(x: 5, y: 10)),
  ]

  @Test(arguments: gestures, AxleOrientation.allCases)
  func visibleFaceMatchesThePlannerAtEveryTime(gesture: SpinGesture, axle: AxleOrientation) {
    for start in MedallionFace.allCases {
      let scene = ControlScene(
        configuration: ButterflyConfiguration(axleOrientation: axle), gesture: gesture, startFace: start)
      let renderer = ControlRenderer(scene: scene)
      guard case .spin(let trajectory) = scene.motion else {
        Issue.record("expected a spin")
        return
      }
      for time in Filmstrip.evenlySpacedTimes(count: 97, until: trajectory.restTime + 0.2) {
        let frame = renderer.frame(at: time)
        #expect(frame.visibleFace == trajectory.visibleFace(at: time), "t = \(time)")
        let expectedFill =
          frame.visibleFace == .top ? renderer.palette.medallionTop : renderer.palette.medallionBottom
        #expect(frame.medallion.faces.map(\.fill) == [expectedFill])
      }
    }
  }

  @Test func drawnFaceAttributeAndFillMatchTheFrame() {
    let scene = ControlScene(gesture: Self.gestures[2])
    for time in Filmstrip.evenlySpacedTimes(count: 25, until: 1) {
      let (frame, elements) = Self.draw(scene, at: time)
      let group = elements.first { $0.name == "g" && $0.value(of: "data-face") != nil }
      #expect(group?.value(of: "data-face") == frame.visibleFace.rawValue)
      let face = elements.first { $0.value(of: "data-role") == "face" }
      #expect(face?.value(of: "fill") == SVGColor.hex(frame.medallion.faces[0].fill))
      #expect(face?.value(of: "data-face") == frame.visibleFace.rawValue)
    }
  }

  @Test(arguments: AxleOrientation.allCases)
  func medallionForeshortensAcrossTheAxleAndIsNeverMirrored(axle: AxleOrientation) {
    let scene = ControlScene(
      configuration: ButterflyConfiguration(axleOrientation: axle), gesture: Self.gestures[2])
    let renderer = ControlRenderer(scene: scene)
    let r = renderer.layout.medallion.width / 2
    for time in Filmstrip.evenlySpacedTimes(count: 200, until: 2) {
      let frame = renderer.frame(at: time)
      let angle = scene.motion.angle(at: time)
      #expect(abs(frame.angle - angle) < Self.modelTolerance)
      #expect(abs(frame.medallion.semiAxisAlongAxle - r) < Self.modelTolerance)
      #expect(abs(frame.medallion.semiAxisAcrossAxle - r * abs(cos(angle))) < Self.modelTolerance)
      #expect(frame.medallion.contentTransform.determinant >= -Self.modelTolerance)
    }
  }

  /// The content is written as rotate(φ) · scale(1 f) · rotate(−φ) about the centre: the only scale in
  /// it is `f = |cos θ| ≥ 0` across the axle, so the SVG never mirrors text or images.
  @Test func contentScaleWrittenToTheSVGIsNeverNegative() {
    let scene = ControlScene(
      configuration: ButterflyConfiguration(axleOrientation: .diagonalLTR), gesture: Self.gestures[2])
    for time in Filmstrip.evenlySpacedTimes(count: 60, until: 1.5) {
      let (frame, elements) = Self.draw(scene, at: time)
      let scales = elements.compactMap { element -> [Double]? in
        guard let transform = element.value(of: "transform"), transform.hasPrefix("scale(1 ") else { return nil }
        return transform.dropFirst(6).dropLast().split(separator: " ").compactMap { Double($0) }
      }
      #expect(scales.count == 1, "t = \(time): the content is written in every frame")
      let content = elements.first { $0.value(of: "data-role") == "content" }
      #expect(content?.value(of: "visibility") == (frame.medallion.showsContent ? "visible" : "hidden"), "t = \(time)")
      for scale in scales {
        #expect(scale.count == 2 && scale[1] >= 0, "t = \(time)")
        #expect(abs(scale[1] - frame.medallion.foreshortening) <= 5e-5, "t = \(time)")
      }
    }
  }

  @Test func axleIsRotatedOntoItsDirection() {
    let expected: [AxleOrientation: Double] = [
      .horizontal: 0, .vertical: 90, .diagonalLTR: 45, .diagonalRTL: 135,
    ]
    for axle in AxleOrientation.allCases {
      let frame = ControlRenderer(scene: ControlScene(configuration: ButterflyConfiguration(axleOrientation: axle)))
        .frame(at: 0)
      #expect(abs(frame.medallion.rotationDegrees - (expected[axle] ?? .nan)) < 1e-9)
    }
  }

  @Test func reduceMotionCrossFadesWithoutRotating() {
    let scene = ControlScene(reduceMotion: true)
    let renderer = ControlRenderer(scene: scene)
    let swap = ReduceMotionSwap(from: .top)
    for time in Filmstrip.evenlySpacedTimes(count: 15, until: swap.duration) {
      let frame = renderer.frame(at: time)
      let faces = frame.medallion.faces
      #expect(frame.angle == 0)
      #expect(faces.map(\.face) == [.top, .bottom])
      #expect(abs(faces.map(\.opacity).reduce(0, +) - 1) < Self.modelTolerance)
      #expect(faces.allSatisfy { abs($0.scale - swap.scale(at: time)) < Self.modelTolerance })
    }
    #expect(renderer.frame(at: 0).visibleFace == .top)
    #expect(renderer.frame(at: swap.duration).visibleFace == .bottom)
  }

  @Test func defaultLabelsComeFromTheLocalizedStrings() {
    let scene = ControlScene(language: "de")
    #expect(scene.topFace.label == ButterflyStrings.string(.topLabel, language: "de"))
    #expect(scene.bottomFace.label == ButterflyStrings.string(.bottomLabel, language: "de"))
    let custom = ControlScene(topLabel: "On", bottomLabel: "Off")
    #expect(ControlRenderer(scene: custom).frame(at: 0).medallion.faces[0].label == "On")
  }

  @Test func faceLabelIsDrawnRegularAtTheLargestSizeThatFitsTheLabelBoxDownToThreeTenths() {
    for label in ["true", "a much longer label", "中文标签"] {
      let (frame, elements) = Self.draw(ControlScene(topLabel: label, topHasImage: true), at: 0)
      let face = frame.medallion.faces[0]
      let text = elements.first { $0.value(of: "data-role") == "label" }
      let size = text.map { Self.number($0, "font-size") } ?? .nan
      let width = TextMetrics.width(of: label, pointSize: size)
      let floor = FaceFrame.minimumLabelScaleFactor * face.maximumLabelPointSize
      #expect(
        width <= face.labelBox.width + 2 * Self.writtenTolerance * Double(label.count)
          || abs(size - floor) <= Self.writtenTolerance)
      #expect(size <= face.maximumLabelPointSize + Self.writtenTolerance && size >= floor - Self.writtenTolerance)
      #expect(text?.value(of: "font-weight") == nil)
    }
  }
}
