import ButterflyPhysics

/// The frames of every part of the control, in control coordinates (pt, origin top-left, y down).
///
/// Frames are physical (left is left), already mirrored for right-to-left layouts: place them in a
/// coordinate space that is not mirrored again (e.g. UIKit frames, or SwiftUI `.position` inside a
/// container with `.environment(\.layoutDirection, .leftToRight)`).
///
/// Dynamic Type rule for the mount (documented choice; the title is measured by the caller):
/// ```
/// scale' = clamp(scale, 0, 2)            NaN/∞/≤ 0 → 1 (logged)
/// side   = max(44, requested side × scale')
/// stroke = clamp(requested stroke, 1, side/10)      (not scaled)
/// ```
/// Above 2× (the largest accessibility sizes) the mount stops growing so it never dominates a screen;
/// below 1× it may shrink but never under the 44 pt minimum.
///
/// Title placement with padding `p = 2` and title size `(tw, th)` (a 0 × 0 title takes no padding):
/// ```
/// top:    title above the mount, both centred horizontally; bounds = max(s, tw) × (th + p + s)
/// bottom: title below the mount
/// left:   title left of the mount, both centred vertically;  bounds = (tw + p + s) × max(s, th)
/// right:  title right of the mount
/// ```
public struct ButterflyLayout: Hashable, Sendable {
  /// The largest Dynamic Type factor the mount follows (the title keeps scaling).
  static let maximumDynamicTypeScale = 2.0
  /// The least hit target side (pt), from the HIG.
  public static let minimumHitTargetSide = 44.0

  /// The mount geometry at this Dynamic Type scale (clamped side and stroke).
  public let geometry: MedallionGeometry
  /// The axle orientation.
  public let axleOrientation: AxleOrientation
  /// The placement after resolving `.auto` (never `.auto`).
  public let placement: LabelPlacement
  /// The physical side of the mount where the title sits.
  package let titleSide: ScreenSide
  /// The bounding box of the whole control (mount + padding + title); origin (0, 0).
  public let bounds: ButterflyRect
  /// The square mount, outer edge of its stroke.
  public let mount: ButterflyRect
  /// The square inside the stroke, side `s − 2w`.
  package let mountInterior: ButterflyRect
  /// The medallion's bounding square, diameter `0.9 × (s − 2w)`, centred on the mount.
  public let medallion: ButterflyRect
  /// The axle, spanning the mount interior.
  public let axle: AxleSegment
  /// The title label's frame (size as measured by the caller).
  public let title: ButterflyRect
  /// The area that accepts touches: the mount, grown about its centre to at least 44 × 44.
  package let hitTarget: ButterflyRect
  /// Clamps made while laying out (Dynamic Type scale, mount side, stroke).
  public let adjustments: [ParameterAdjustment]
  /// The configuration's spin deceleration duration (s), carried for ``spinPlanner``.
  public let spinDecelerationDuration: Double
  /// The configuration's spin tuning, carried for ``spinPlanner``.
  public let spinTuning: SpinTuning

  /// Lays out the control.
  /// - Parameters:
  ///   - configuration: The clamped configuration.
  ///   - titleSize: The measured title label size (pt, already Dynamic-Type scaled); `.zero` for none.
  ///   - layoutDirection: The language direction, used to resolve leading/trailing/auto.
  ///   - dynamicTypeScale: The Dynamic Type factor (1 at the default size, e.g. 1.24 at xxxLarge).
  public init(
    configuration: ButterflyConfiguration,
    titleSize: ButterflySize = .zero,
    layoutDirection: ButterflyLayoutDirection = .leftToRight,
    dynamicTypeScale: Double = 1
  ) {
    var adjustments: [ParameterAdjustment] = []
    var scale = dynamicTypeScale
    if !scale.isFinite || scale <= 0 {
      scale = 1
      adjustments.append(
        ParameterAdjustment(
          parameter: "dynamicTypeScale", requested: dynamicTypeScale, used: 1,
          reason: "must be a finite number greater than 0"))
    } else if scale > Self.maximumDynamicTypeScale {
      scale = Self.maximumDynamicTypeScale
      adjustments.append(
        ParameterAdjustment(
          parameter: "dynamicTypeScale", requested: dynamicTypeScale, used: scale,
          reason: "the mount follows Dynamic Type up to 2×"))
    }
    let scaledSide = max(
      MedallionGeometry.minimumSideLength, configuration.sideLength * scale)
    let geometry = MedallionGeometry(
      sideLength: scaledSide, strokeWidth: configuration.mountStrokeWidth)
    adjustments += geometry.adjustments
    self.geometry = geometry
    self.axleOrientation = configuration.axleOrientation
    self.adjustments = adjustments
    self.spinDecelerationDuration = configuration.spinDecelerationDuration
    self.spinTuning = configuration.spinTuning

    let placement = configuration.labelPlacement.resolved(for: layoutDirection)
    let side = configuration.labelPlacement.screenSide(for: layoutDirection)
    self.placement = placement
    self.titleSide = side

    let t = titleSize.sanitized
    let s = geometry.sideLength
    let hasTitle = t.width > 0 || t.height > 0
    let p = hasTitle ? configuration.labelPadding : 0
    switch side {
    case .top, .bottom:
      let width = max(s, t.width)
      let height = t.height + p + s
      bounds = ButterflyRect(x: 0, y: 0, width: width, height: height)
      let titleY = side == .top ? 0 : s + p
      let mountY = side == .top ? t.height + p : 0
      title = ButterflyRect(x: (width - t.width) / 2, y: titleY, width: t.width, height: t.height)
      mount = ButterflyRect(x: (width - s) / 2, y: mountY, width: s, height: s)
    case .left, .right:
      let width = t.width + p + s
      let height = max(s, t.height)
      bounds = ButterflyRect(x: 0, y: 0, width: width, height: height)
      let titleX = side == .left ? 0 : s + p
      let mountX = side == .left ? t.width + p : 0
      title = ButterflyRect(x: titleX, y: (height - t.height) / 2, width: t.width, height: t.height)
      mount = ButterflyRect(x: mountX, y: (height - s) / 2, width: s, height: s)
    }
    let w = geometry.strokeWidth
    mountInterior = mount.insetBy(dx: w, dy: w)
    medallion = ButterflyRect(
      center: mount.center,
      size: ButterflySize(width: geometry.medallionDiameter, height: geometry.medallionDiameter))
    axle = AxleSegment(orientation: configuration.axleOrientation, spanning: mountInterior)
    hitTarget = mount.expanded(toAtLeast: Self.minimumHitTargetSide)
  }

  /// The mount side for a requested side and Dynamic Type scale, without building a layout.
  ///
  /// ```
  /// max(44, side × clamp(scale, 0, 2))     (NaN/∞/≤ 0 scale → 1)
  /// ```
  /// - Parameters:
  ///   - requestedSide: The configured side (pt).
  ///   - dynamicTypeScale: The Dynamic Type factor.
  /// - Returns: The side used (pt).
  package static func scaledSideLength(_ requestedSide: Double, dynamicTypeScale: Double) -> Double {
    let scale =
      (dynamicTypeScale.isFinite && dynamicTypeScale > 0)
      ? min(dynamicTypeScale, maximumDynamicTypeScale) : 1
    return MedallionGeometry(sideLength: requestedSide * scale).sideLength
  }

  /// The spin planner for the geometry that is drawn at this Dynamic Type scale.
  ///
  /// The medallion, the hit target and the gesture interpreter all use the scaled ``geometry``; the
  /// planner must use its radius too, or a flick's initial speed `ω₀ = |v·n| / r` would use the scale-1
  /// radius (up to 2× too fast at the largest sizes). The planner knows nothing of the mount:
  /// ```
  /// SpinPlanner(medallionRadius: layout.geometry.medallionRadius, axle: axleOrientation,
  ///             D: spinDecelerationDuration, tuning: spinTuning)
  /// ```
  public var spinPlanner: SpinPlanner {
    SpinPlanner(
      medallionRadius: geometry.medallionRadius, axle: axleOrientation,
      decelerationDuration: spinDecelerationDuration, tuning: spinTuning)
  }

  /// The least size a hosting control (UIKit/AppKit) reports for content of a given size: each side
  /// at least ``minimumHitTargetSide``, so the whole 44 × 44 pt touch area lies inside the control
  /// and every touch in it reaches the hosted view. Non-finite or negative sides count as 0.
  ///
  /// ```
  /// (max(44, width), max(44, height))
  /// ```
  /// - Parameter size: The hosted content's natural size (pt).
  /// - Returns: The size to report (pt).
  public static func controlSize(fitting size: ButterflySize) -> ButterflySize {
    let fitted = size.sanitized
    return ButterflySize(
      width: max(minimumHitTargetSide, fitted.width), height: max(minimumHitTargetSide, fitted.height))
  }

  /// The log events for ``adjustments``.
  public var logEvents: [ButterflyLogEvent] {
    adjustments.map { ButterflyLogEvent(adjustment: $0, category: .layout) }
  }
}
