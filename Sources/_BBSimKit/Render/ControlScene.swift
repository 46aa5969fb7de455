import ButterflyModel
import ButterflyPhysics

/// Everything needed to draw the control at any time of one spin: the configuration, the display
/// settings, the texts and the planned trajectory. Derived values (palette, labels, layout) come
/// from the portable model, exactly as the SwiftUI view gets them.
public struct ControlScene: Hashable, Sendable {
  /// The title's default font size (pt), SwiftUI's `.callout`.
  public static let defaultTitlePointSize = 16.0

  /// The clamped configuration (side, stroke, placement, axle, duration).
  public var configuration: ButterflyConfiguration
  /// Light/dark × standard/increased contrast.
  public var appearance: ButterflyAppearance
  /// The language direction (resolves leading/trailing/auto).
  public var layoutDirection: ButterflyLayoutDirection
  /// The Dynamic Type factor (1 at the default size).
  public var dynamicTypeScale: Double
  /// The title label's text; empty for none.
  public var title: String
  /// The top face's label, or `nil` for the localized default ("true").
  public var topLabel: String?
  /// The bottom face's label, or `nil` for the localized default ("false").
  public var bottomLabel: String?
  /// The language of the package's default strings, e.g. `"en"`, `"he"`.
  public var language: String
  /// Whether the top face shows an image (drawn as a neutral glyph box).
  public var topHasImage: Bool
  /// Whether the bottom face shows an image (drawn as a neutral glyph box).
  public var bottomHasImage: Bool
  /// Reduce Motion: no rotation, the faces cross-fade (``ReduceMotionSwap``).
  public var reduceMotion: Bool
  /// The spin being drawn; its start face shows at time 0.
  public var trajectory: SpinTrajectory
  /// The title's font size before Dynamic Type (pt).
  public var titlePointSize: Double
  /// The tint the derived colours come from (the SwiftUI view's accent color); default `systemBlue`.
  public var tint: DynamicColor = SystemColors.systemBlue
  /// The developer's colours (`mountStrokeColor`, `mountBackground`, `axleColor`, …), used unchanged;
  /// default none (every colour derived from ``tint``).
  public var colors = ButterflyColorOverrides()

  /// Creates a scene for an already planned trajectory (e.g. one with interruptions, from
  /// `SpinScenario`); plan it with the layout's geometry so the drawn medallion is the one that spins.
  /// - Parameters:
  ///   - configuration: The configuration.
  ///   - appearance: Light/dark × contrast.
  ///   - layoutDirection: The language direction.
  ///   - dynamicTypeScale: The Dynamic Type factor.
  ///   - title: The title text (empty for none).
  ///   - topLabel: The top face's label, `nil` for the localized default.
  ///   - bottomLabel: The bottom face's label, `nil` for the localized default.
  ///   - language: The language of the default strings.
  ///   - topHasImage: Whether the top face shows an image.
  ///   - bottomHasImage: Whether the bottom face shows an image.
  ///   - reduceMotion: Reduce Motion.
  ///   - trajectory: The spin; its start face shows at time 0.
  public init(
    configuration: ButterflyConfiguration, appearance: ButterflyAppearance,
    layoutDirection: ButterflyLayoutDirection, dynamicTypeScale: Double, title: String,
    topLabel: String?, bottomLabel: String?, language: String, topHasImage: Bool,
    bottomHasImage: Bool, reduceMotion: Bool, trajectory: SpinTrajectory
  ) {
    self.configuration = configuration
    self.appearance = appearance
    self.layoutDirection = layoutDirection
    self.dynamicTypeScale = dynamicTypeScale
    self.title = title
    self.topLabel = topLabel
    self.bottomLabel = bottomLabel
    self.language = language
    self.topHasImage = topHasImage
    self.bottomHasImage = bottomHasImage
    self.reduceMotion = reduceMotion
    self.trajectory = trajectory
    self.titlePointSize = Self.defaultTitlePointSize
  }

  /// Creates a scene, planning the spin for `gesture` with the planner the control would use
  /// (the layout's geometry, the configuration's axle and deceleration duration).
  /// - Parameters:
  ///   - configuration: The configuration (default: the spec's defaults).
  ///   - appearance: Default `.light`.
  ///   - layoutDirection: Default `.leftToRight`.
  ///   - dynamicTypeScale: Default 1.
  ///   - title: Default `"Butterfly"`.
  ///   - topLabel: Default `nil` (localized "true").
  ///   - bottomLabel: Default `nil` (localized "false").
  ///   - language: Default `"en"`.
  ///   - topHasImage: Default `false`.
  ///   - bottomHasImage: Default `false`.
  ///   - reduceMotion: Default `false`.
  ///   - gesture: The activation (default a centre tap).
  ///   - startFace: The face showing before the spin (default `.top`).
  ///   - tuning: The planner's feel (default ``SpinTuning/standard``).
  public init(
    configuration: ButterflyConfiguration = ButterflyConfiguration(),
    appearance: ButterflyAppearance = .light,
    layoutDirection: ButterflyLayoutDirection = .leftToRight,
    dynamicTypeScale: Double = 1,
    title: String = "Butterfly",
    topLabel: String? = nil,
    bottomLabel: String? = nil,
    language: String = ButterflyStrings.developmentLanguage,
    topHasImage: Bool = false,
    bottomHasImage: Bool = false,
    reduceMotion: Bool = false,
    gesture: SpinGesture = .centreTap,
    startFace: MedallionFace = .top,
    tuning: SpinTuning = .standard
  ) {
    let geometry = ButterflyLayout(configuration: configuration, dynamicTypeScale: dynamicTypeScale).geometry
    let planner = SpinPlanner(
      geometry: geometry, axle: configuration.axleOrientation,
      decelerationDuration: configuration.spinDecelerationDuration, tuning: tuning)
    self.init(
      configuration: configuration, appearance: appearance, layoutDirection: layoutDirection,
      dynamicTypeScale: dynamicTypeScale, title: title, topLabel: topLabel, bottomLabel: bottomLabel,
      language: language, topHasImage: topHasImage, bottomHasImage: bottomHasImage,
      reduceMotion: reduceMotion, trajectory: planner.plan(gesture, from: startFace))
  }

  /// The palette for ``appearance``, ``tint`` and ``colors``.
  public var palette: ButterflyPalette { ButterflyPalette(tint: tint, appearance: appearance, overrides: colors) }

  /// The text on a face: the supplied label, else the package's localized default.
  /// - Parameter face: The face.
  /// - Returns: The label text.
  public func label(for face: MedallionFace) -> String {
    switch face {
    case .top: return topLabel ?? ButterflyStrings.string(.topLabel, language: language)
    case .bottom: return bottomLabel ?? ButterflyStrings.string(.bottomLabel, language: language)
    }
  }

  /// Whether a face shows an image.
  /// - Parameter face: The face.
  /// - Returns: ``topHasImage`` or ``bottomHasImage``.
  public func hasImage(_ face: MedallionFace) -> Bool {
    face == .top ? topHasImage : bottomHasImage
  }

  /// The title's font size after Dynamic Type (pt); the title keeps scaling past the mount's 2× cap.
  public var scaledTitlePointSize: Double {
    let scale = dynamicTypeScale.isFinite && dynamicTypeScale > 0 ? dynamicTypeScale : 1
    return titlePointSize * scale
  }

  /// The Reduce Motion swap away from the start face.
  public var swap: ReduceMotionSwap { ReduceMotionSwap(from: trajectory.startFace) }

  /// How long the drawn motion lasts (s): the swap with Reduce Motion, else the planned rest time.
  public var motionDuration: Double { reduceMotion ? swap.duration : trajectory.restTime }
}
