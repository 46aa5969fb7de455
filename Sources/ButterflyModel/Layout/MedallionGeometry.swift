import ButterflyPhysics

/// The sizes of the mount and medallion, with the settings' clamps applied (``ButterflySettings``): the
/// control's layout, of which the physics needs only the medallion's radius (``medallionRadius``, for
/// `SpinPlanner(medallionRadius:)`).
///
/// ```
/// s = clamp(requested side, 44, 10000)     (default 60; NaN, ±∞, ≤ 0 → 60)
/// w = clamp(requested stroke, 1, s/10)     (default 2; NaN, ±∞, ≤ 0 → 2)
/// inner side = s − 2w
/// d = 0.9 × inner side,  r = d/2
/// ```
///
/// All lengths are in points. The rules are ``ButterflySettings/sideLength`` and
/// ``ButterflySettings/mountStrokeWidth``; every clamp or fallback is listed in ``adjustments``.
public struct MedallionGeometry: Hashable, Sendable {
  /// The smallest side length, from Apple's 44 × 44 pt minimum hit target (pt).
  public static let minimumSideLength = 44.0
  /// The largest side length (pt): larger than any screen, small enough that every length the layout
  /// and the renderer derive from it stays an ordinary number.
  package static let maximumSideLength = 10_000.0
  /// The default side length (pt).
  public static let defaultSideLength = 60.0
  /// The default mount stroke width (pt).
  public static let defaultStrokeWidth = 2.0
  /// The thinnest mount stroke (pt).
  static let minimumStrokeWidth = 1.0
  /// The largest stroke as a fraction of the side length.
  package static let maximumStrokeFraction = 0.1
  /// The medallion's diameter as a fraction of the mount's inner side.
  static let medallionDiameterFraction = 0.9
  /// The medallion's thickness, constant by design (pt).
  public static let medallionThickness = 2.0

  /// The mount's side length after clamping (pt).
  public let sideLength: Double
  /// The mount's stroke width after clamping (pt).
  package let strokeWidth: Double
  /// What was clamped or replaced, in the order applied.
  public let adjustments: [ParameterAdjustment]

  /// Creates the geometry from requested sizes, clamping them as ``ButterflySettings/sideLength`` and
  /// ``ButterflySettings/mountStrokeWidth`` define.
  /// - Parameters:
  ///   - sideLength: Requested side of the square mount (pt). Below 44 uses 44, above 10,000 uses
  ///     10,000; NaN, ±∞, zero or negative uses 60.
  ///   - strokeWidth: Requested mount stroke (pt). Clamped to [1, side/10]; NaN, ±∞, zero or negative
  ///     uses 2 (then clamped).
  public init(sideLength: Double = defaultSideLength, strokeWidth: Double = defaultStrokeWidth) {
    let side = ButterflySettings.sideLength.resolve(sideLength)
    let stroke = ButterflySettings.mountStrokeWidth.resolve(strokeWidth, reference: side.value)
    self.sideLength = side.value
    self.strokeWidth = stroke.value
    self.adjustments = [side.adjustment, stroke.adjustment].compactMap { $0 }
  }

  /// The side of the square inside the stroke, `s − 2w` (pt).
  var innerSideLength: Double { sideLength - 2 * strokeWidth }
  /// The medallion's diameter, `0.9 × (s − 2w)` (pt).
  package var medallionDiameter: Double { Self.medallionDiameterFraction * innerSideLength }
  /// The medallion's radius, half its diameter (pt): what the spin planner needs (a flick's speed across
  /// the axle over the radius is its angular speed).
  public var medallionRadius: Double { medallionDiameter / 2 }
}
