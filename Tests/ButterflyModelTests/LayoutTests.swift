import ButterflyPhysics
import Testing

@testable import ButterflyModel

@Suite struct LayoutTests {
  static let title = ButterflySize(width: 80, height: 20)
  /// Sums and products of a few small doubles: exact to far below a thousandth of a point.
  static let tolerance = 1e-9

  @Test(arguments: LabelPlacement.allCases, ButterflyLayoutDirection.allCases)
  func hitTargetIsAtLeast44InEveryPlacement(
    placement: LabelPlacement, direction: ButterflyLayoutDirection
  ) {
    for side in [10.0, 44, 60, 120] {
      let layout = ButterflyLayout(
        configuration: ButterflyConfiguration(sideLength: side, labelPlacement: placement),
        titleSize: Self.title, layoutDirection: direction)
      #expect(layout.hitTarget.width >= 44 && layout.hitTarget.height >= 44)
      #expect(layout.hitTarget.contains(layout.mount))
      #expect(layout.bounds.contains(layout.mount) && layout.bounds.contains(layout.title))
      #expect(!layout.title.overlaps(layout.mount))
    }
  }

  /// `.auto` is the reading-start side in both directions, mirrored like a system `Toggle` row:
  /// left of the mount in a left-to-right language, right of it in a right-to-left one.
  @Test func autoPlacementIsTheReadingStartSideMirroredWithTheDirection() {
    let config = ButterflyConfiguration(labelPlacement: .auto)
    let ltr = ButterflyLayout(configuration: config, titleSize: Self.title, layoutDirection: .leftToRight)
    let rtl = ButterflyLayout(configuration: config, titleSize: Self.title, layoutDirection: .rightToLeft)
    #expect(ltr.placement == .leading && rtl.placement == .leading)
    #expect(abs(ltr.mount.minX - ltr.title.maxX - 2) < Self.tolerance)
    #expect(abs(rtl.title.minX - rtl.mount.maxX - 2) < Self.tolerance)
  }

  @Test(arguments: [
    (LabelPlacement.leading, ButterflyLayoutDirection.leftToRight, ScreenSide.left),
    (.leading, .rightToLeft, .right), (.trailing, .leftToRight, .right),
    (.trailing, .rightToLeft, .left), (.top, .rightToLeft, .top), (.bottom, .leftToRight, .bottom),
  ])
  func titleSitsOnTheExpectedSideWithTwoPointPadding(
    placement: LabelPlacement, direction: ButterflyLayoutDirection, side: ScreenSide
  ) {
    let layout = ButterflyLayout(
      configuration: ButterflyConfiguration(labelPlacement: placement), titleSize: Self.title,
      layoutDirection: direction)
    #expect(layout.titleSide == side)
    let gap: Double
    switch side {
    case .left: gap = layout.mount.minX - layout.title.maxX
    case .right: gap = layout.title.minX - layout.mount.maxX
    case .top: gap = layout.mount.minY - layout.title.maxY
    case .bottom: gap = layout.title.minY - layout.mount.maxY
    }
    #expect(abs(gap - 2) < Self.tolerance)
  }

  @Test(arguments: AxleOrientation.allCases)
  func axleSpansTheMountInteriorThroughTheCentre(axle: AxleOrientation) {
    let layout = ButterflyLayout(configuration: ButterflyConfiguration(axleOrientation: axle))
    let inner = layout.mountInterior
    #expect(inner.width == 56)
    #expect((layout.axle.midpoint - layout.mount.center).length < Self.tolerance)
    #expect(inner.contains(layout.axle.start) && inner.contains(layout.axle.end))
    let along = layout.axle.end - layout.axle.start
    #expect(abs(along.dot(axle.direction) - along.length) < Self.tolerance)
    let expected = (axle == .horizontal || axle == .vertical) ? 56 : 56 * 2.0.squareRoot()
    #expect(abs(layout.axle.length - expected) < Self.tolerance)
  }

  @Test func medallionIsCentredAndNinetyPercentOfInterior() {
    let layout = ButterflyLayout(configuration: ButterflyConfiguration(sideLength: 120, mountStrokeWidth: 6))
    #expect(abs(layout.medallion.width - 0.9 * 108) < Self.tolerance)
    #expect((layout.medallion.center - layout.mount.center).length < Self.tolerance)
  }

  @Test(arguments: [
    (1.0, 60.0), (1.5, 90), (2, 120), (3.1, 120), (0.5, 44), (0, 60), (.nan, 60),
  ])
  func mountFollowsDynamicTypeUpToTwiceNeverBelow44(scale: Double, side: Double) {
    let layout = ButterflyLayout(configuration: ButterflyConfiguration(), dynamicTypeScale: scale)
    #expect(layout.mount.width == side)
    #expect(ButterflyLayout.scaledSideLength(60, dynamicTypeScale: scale) == side)
  }

  @Test(arguments: [
    (AxleOrientation.horizontal, PlanarVector(x: 5, y: -10), AxleHalf?.some(.top)),
    (.horizontal, PlanarVector(x: 5, y: 10), .bottom), (.horizontal, PlanarVector(x: 20, y: 0), nil),
    (.vertical, PlanarVector(x: 10, y: 3), .top), (.vertical, PlanarVector(x: -10, y: 3), .bottom),
    (.diagonalLTR, PlanarVector(x: 10, y: -10), .top), (.diagonalLTR, PlanarVector(x: 10, y: 10), nil),
    (.diagonalRTL, PlanarVector(x: 10, y: 10), .top), (.diagonalRTL, PlanarVector(x: -10, y: -10), .bottom),
  ])
  func hitTestReportsTheAxleHalf(axle: AxleOrientation, offset: PlanarVector, half: AxleHalf?) {
    let layout = ButterflyLayout(
      configuration: ButterflyConfiguration(labelPlacement: .top, axleOrientation: axle),
      titleSize: Self.title)
    let result = layout.hitTest(layout.mount.center + offset)
    #expect(result.isInsideTarget)
    #expect(result.half == half)
    #expect((result.pointFromMountCenter - offset).length < Self.tolerance)
  }

  @Test func pointsOutsideTheMountOrNotFiniteMissTheTarget() {
    let layout = ButterflyLayout(configuration: ButterflyConfiguration(), titleSize: Self.title)
    #expect(!layout.hitTest(layout.mount.center + PlanarVector(x: 31, y: 0)).isInsideTarget)
    #expect(!layout.hitTest(layout.title.center).isInsideTarget)
    #expect(!layout.hitTest(PlanarVector(x: .nan, y: 0)).isInsideTarget)
  }

  @Test(arguments: [44.0, 60, 120], [false, true])
  func faceContentStaysInsideTheCircumferenceAndLegible(side: Double, hasImage: Bool) {
    let d = MedallionGeometry(sideLength: side).medallionDiameter
    let face = MedallionFaceLayout(diameter: d, hasImage: hasImage)
    let centre = PlanarVector(x: d / 2, y: d / 2)
    let innerRadius = d / 2 - MedallionFaceLayout.edgeWidth
    for box in [face.labelBox] + (face.imageBox.map { [$0] } ?? []) {
      for corner in [
        PlanarVector(x: box.minX, y: box.minY), PlanarVector(x: box.maxX, y: box.minY),
        PlanarVector(x: box.minX, y: box.maxY), PlanarVector(x: box.maxX, y: box.maxY),
      ] {
        #expect((corner - centre).length <= innerRadius + Self.tolerance)
      }
    }
    #expect(face.maximumLabelPointSize >= MedallionFaceLayout.minimumLegiblePointSize)
    if let image = face.imageBox { #expect(image.maxY <= face.labelBox.minY) }
    if hasImage && side >= 60 { #expect(face.imageBox != nil) }
    if !hasImage { #expect(face.imageBox == nil) }
  }

  @Test(arguments: [0.5, 1.0, 1.5, 2.0, 3.0])
  func spinPlannerUsesTheDynamicTypeScaledRadius(scale: Double) throws {
    let configuration = ButterflyConfiguration(spinDecelerationDuration: 1.5)
    let layout = ButterflyLayout(configuration: configuration, dynamicTypeScale: scale)
    let planner = layout.spinPlanner
    #expect(planner.medallionRadius == layout.geometry.medallionRadius)
    #expect(planner.axle == layout.axleOrientation)
    #expect(planner.decelerationDuration == 1.5)
    // ω₀ = |v·n| / r with the drawn radius (600 pt/s across a horizontal axle stays inside
    // [ω_min, ω_max] for every scale here).
    let flick = SpinGesture.flick(velocity: PlanarVector(x: 0, y: -600), endPoint: PlanarVector(x: 0, y: -5))
    let plan = planner.plan(flick, from: .top)
    let expected = 600 / layout.geometry.medallionRadius
    #expect(abs(abs(plan.state(at: 0).angularVelocity) - expected) < Self.tolerance * expected)
  }

  @Test(arguments: [
    (ButterflySize(width: 10, height: 10), ButterflySize(width: 44, height: 44)),
    (ButterflySize(width: 150, height: 30), ButterflySize(width: 150, height: 44)),
    (ButterflySize(width: 60, height: 80), ButterflySize(width: 60, height: 80)),
    (ButterflySize(width: .nan, height: -3), ButterflySize(width: 44, height: 44)),
  ])
  func controlSizeAlwaysHoldsTheMinimumHitTarget(size: ButterflySize, expected: ButterflySize) {
    #expect(ButterflyLayout.controlSize(fitting: size) == expected)
  }
}
